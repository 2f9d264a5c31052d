import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { PriceTier, SamagriProvider } from '@marketplace/schema/rules';
import { bookingDialogSchema } from '@marketplace/schema/rules/booking-dialog';
import { useSession } from '../../app/session';
import { describeError, errorMessage } from '../../app/errors';
import { ruleIssue, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import type { BookingCardFragment, CreateBookingInput } from '../../__generated__/graphql';
import { useAuthModal } from '../account/AuthModalProvider';
import { CreateBookingMutation, MyBookingsQuery } from './operations';
import { newIdempotencyKey } from './idempotency';
import { clearDraft, loadDraft, saveDraft } from './bookingDraft';

/** What the booking dialog asks, for a pandit (date, time, place, tier) or a trip (start date, travellers, phone). */
export interface BookingValues {
  date: string | null;
  time: string | null;
  location: string;
  notes: string;
  tier: PriceTier;
  isVirtual: boolean;
  /** A trip (package): travellers and a contact phone. */
  travellers: number;
  contactPhone: string;
  /** A pandit's ceremony (issue #33): which one, the family's sankalp, who brings the samagri. */
  ceremonyId: string | null;
  sankalp: { familyNames: string[]; gotra: string; nakshatra: string | null; occasion: string; guardianConfirmed: boolean };
  samagriBy: SamagriProvider;
  /** No substitute when the pandit does not answer (issue #34). */
  onlyThisPandit: boolean;
}

const EMPTY: BookingValues = {
  date: null,
  time: null,
  location: '',
  notes: '',
  tier: 'BASIC',
  isVirtual: false,
  travellers: 1,
  contactPhone: '',
  ceremonyId: null,
  sankalp: { familyNames: [''], gotra: '', nakshatra: null, occasion: '', guardianConfirmed: false },
  samagriBy: 'PANDIT',
  onlyThisPandit: false,
};

/** The CreateBookingInput a form's answers make (the key is added when it is sent). */
export type BookingInput = Omit<CreateBookingInput, 'idempotencyKey' | 'confirmDuplicate'>;

interface Options {
  /** Who or what is booked ('<panditId>/<packageId>'): a new target starts a fresh form and has its own draft. */
  target: string;
  /** The ceremony chosen before the dialog opened (from a ceremony's page): it wins over the draft's. */
  ceremonyId?: string | null;
  opened: boolean;
  /** The input the answers make; the shared rules check exactly this. */
  toInput: (values: BookingValues) => BookingInput;
  onClose: () => void;
  onBooked?: (booking: BookingCardFragment) => void;
  /** The chosen slot was just taken by someone else (a pandit: clear the time, refresh the slots). */
  onSlotTaken?: () => void;
  /** The same trip is already booked for this start date (a trip: ask whether this is a second group). */
  onDuplicateTrip?: (values: BookingValues) => void;
}

/**
 * The booking form both dialogs share: the values checked by the shared rules, the draft kept across a sign-in,
 * the idempotency key, and the submit (login first when needed, then createBooking, its failure shown for the
 * target it happened with).
 */
export function useBookingForm({
  target,
  ceremonyId,
  opened,
  toInput,
  onClose,
  onBooked,
  onSlotTaken,
  onDuplicateTrip,
}: Options) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const { openLogin } = useAuthModal();
  // A failure is shown for the target it happened with (a new target starts clean).
  const [failure, setFailure] = useState<{ target: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());
  const [createBooking] = useMutation(CreateBookingMutation, { refetchQueries: [MyBookingsQuery] });

  const form = useRuleForm<BookingValues>({
    schema: bookingDialogSchema,
    toInput,
    initialValues: EMPTY,
    validateInputOnBlur: true,
  });
  const { setValues } = form;

  // A new target starts a fresh form (what was typed for the place and the family's sankalp stay), or what was typed
  // for it before a sign-in (the draft in sessionStorage).
  const phone = user?.phone ?? '';
  useEffect(() => {
    const draft = loadDraft<BookingValues>(target);
    setValues({
      date: null,
      time: null,
      tier: 'BASIC',
      isVirtual: false,
      travellers: 1,
      samagriBy: 'PANDIT',
      onlyThisPandit: false,
      ...draft,
      ceremonyId: ceremonyId ?? draft?.ceremonyId ?? null,
      contactPhone: draft?.contactPhone || phone,
    });
    idempotencyKey.current = newIdempotencyKey();
  }, [target, ceremonyId, setValues, phone]);
  // Kept while the dialog is open and not yet booked (a booking made clears it for good).
  const keepDraft = useRef(true);
  useEffect(() => {
    if (opened) keepDraft.current = true;
  }, [opened]);
  useEffect(() => {
    const { date, notes, location, sankalp } = form.values;
    if (opened && keepDraft.current && (date || notes || location || sankalp.gotra || sankalp.familyNames.some(Boolean)))
      saveDraft(target, form.values);
  }, [opened, target, form.values]);

  async function confirm(values: BookingValues, confirmDuplicate = false) {
    setFailure(null);
    if (!user) {
      notifications.show({ id: 'booking-login', color: 'orange', message: t('messages.fillRequired') });
      // The dialog stays open with what was entered; after logging in, the booking continues.
      const ok = await openLogin();
      if (!ok) return;
    }
    setSubmitting(true);
    try {
      // Checked by the shared rules before this runs: the date (and a pandit's time) is set.
      const input = {
        ...toInput(values),
        date: values.date!,
        idempotencyKey: idempotencyKey.current,
        ...(confirmDuplicate ? { confirmDuplicate } : {}),
      };
      const { data } = await createBooking({ variables: { input } });
      if (!data) throw new Error('no data');
      idempotencyKey.current = newIdempotencyKey();
      keepDraft.current = false;
      clearDraft(target);
      form.setValues({ time: null, notes: '' });
      onBooked?.(data.createBooking);
      onClose();
    } catch (error) {
      const info = describeError(error);
      let reason = '';
      if (info.code === 'CONFLICT' && info.reason === 'DUPLICATE_TRIP') {
        // Not a failure: the customer decides whether this is a second group.
        onDuplicateTrip?.(values);
        return;
      }
      if (info.code === 'BOOKING_SLOT_TAKEN') {
        reason = t('messages.slotTaken');
        // Someone else got it: a new attempt needs a new key.
        idempotencyKey.current = newIdempotencyKey();
        onSlotTaken?.();
      } else if (CombinedGraphQLErrors.is(error) && info.code && info.code !== 'INTERNAL_SERVER_ERROR') {
        form.setErrors(serverFieldErrors(error));
        reason = errorMessage(error, t);
      }
      const message = reason ? `${t('messages.failed')} ${reason}` : t('messages.failed');
      setFailure({ target, message });
      notifications.show({ color: 'red', message });
    } finally {
      setSubmitting(false);
    }
  }

  return {
    form,
    confirm,
    submitting,
    /** The last failure's message, for this target. */
    problem: failure?.target === target ? failure.message : null,
    /** Every rule passes: the confirm button is enabled. */
    ready: ruleIssue(bookingDialogSchema, toInput(form.values)) === null,
  };
}
