import '@mantine/dates/styles.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import {
  Alert,
  Button,
  Group,
  Loader,
  Modal,
  NumberInput,
  Radio,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { DatePickerInput } from '../../app/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useSession } from '../../app/session';
import { useAuthModal } from '../account/AuthModalProvider';
import { formatDate, formatMoney } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { formatDuration } from '../../app/duration';
import { useReference } from '../marketplace/reference';
import { describeError, errorMessage } from '../../app/errors';
import { ruleIssue, ruleText, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import type { BookingCardFragment } from '../../__generated__/graphql';
import {
  BookableSlotsQuery,
  BookingPackageQuery,
  BookingPanditQuery,
  CreateBookingMutation,
  MyBookingsQuery,
} from './operations';
import {
  BOOKING_HORIZON_DAYS,
  LOCATION_MAX,
  NOTES_MAX,
  PriceTier,
  TIME_SLOTS,
  TRAVELLERS_MAX,
  addDays,
  createBookingInputSchema,
  indiaToday,
  isPastSlot,
  priceFor,
  tripDays,
} from '@marketplace/schema/rules';
import { newIdempotencyKey } from './idempotency';
import { useFreeDays } from './useFreeDays';
import { clearDraft, loadDraft, saveDraft } from './bookingDraft';

const TIERS = Object.values(PriceTier);

interface BookingValues {
  date: string | null;
  time: string | null;
  location: string;
  notes: string;
  tier: PriceTier;
  isVirtual: boolean;
  /** A trip (package): travellers and a contact phone. */
  travellers: number;
  contactPhone: string;
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
};

export interface BookingDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Book this pandit (at least id and name; prices are loaded when missing). */
  pandit?: { id: string; name: string; [key: string]: unknown } | null;
  /** Or book this package. */
  pkg?: { id: string; name: string; price?: number; [key: string]: unknown } | null;
  onBooked?: (booking: BookingCardFragment) => void;
}

/** The booking dialog (spec §2, §5): date, free time slots, location, notes, tier, virtual, price. */
export function BookingDialog({ opened, onClose, pandit, pkg, onBooked }: BookingDialogProps) {
  const { t, i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const { place } = useReference();
  const { user } = useSession();
  const { openLogin } = useAuthModal();
  const today = indiaToday();
  // A failure is shown for the target it happened with (a new target starts clean).
  const [failure, setFailure] = useState<{ target: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const idempotencyKey = useRef(newIdempotencyKey());

  const panditId = pandit?.id ?? null;
  const packageId = !panditId ? (pkg?.id ?? null) : null;
  /** A package is a trip: a start date, travellers and a contact phone; no hour and no ceremony address. */
  const isTrip = Boolean(packageId);
  // Asked after a second booking of the same trip and start date: book it again?
  const [duplicate, setDuplicate] = useState<BookingValues | null>(null);

  /** The CreateBookingInput the answers make; the shared rules check exactly this (called after render: `offersVirtual` is set below). */
  const toInput = (v: BookingValues) => {
    const virtual = offersVirtual && v.isVirtual;
    if (isTrip) {
      return {
        panditId: null,
        packageId,
        date: v.date ?? '',
        notes: v.notes.trim() || null,
        tier: 'BASIC' as const,
        isVirtual: virtual,
        travellers: v.travellers,
        contactPhone: v.contactPhone.trim(),
      };
    }
    return {
      panditId,
      packageId,
      date: v.date ?? '',
      time: v.time ?? '',
      location: virtual ? v.location.trim() || null : v.location.trim(),
      notes: v.notes.trim() || null,
      tier: panditId ? v.tier : 'BASIC',
      isVirtual: virtual,
    };
  };
  const form = useRuleForm<BookingValues>({
    schema: createBookingInputSchema,
    toInput,
    initialValues: EMPTY,
    validateInputOnBlur: true,
  });
  const { date, time, tier, isVirtual } = form.values;
  const { setFieldValue, setValues } = form;
  const setTime = (value: string | null) => setFieldValue('time', value);
  const target = `${panditId ?? ''}/${packageId ?? ''}`;
  const problem = failure?.target === target ? failure.message : null;

  // A new target starts a fresh form (what was typed for the place stays), or what was typed for it before a
  // sign-in (the draft in sessionStorage).
  const phone = user?.phone ?? '';
  useEffect(() => {
    const draft = loadDraft<BookingValues>(target);
    setValues({
      date: null,
      time: null,
      tier: 'BASIC',
      isVirtual: false,
      travellers: 1,
      ...draft,
      contactPhone: draft?.contactPhone || phone,
    });
    idempotencyKey.current = newIdempotencyKey();
  }, [target, setValues, phone]);
  // Kept while the dialog is open and not yet booked (a booking made clears it for good).
  const keepDraft = useRef(true);
  useEffect(() => {
    if (opened) keepDraft.current = true;
  }, [opened]);
  useEffect(() => {
    if (opened && keepDraft.current && (form.values.date || form.values.notes || form.values.location))
      saveDraft(target, form.values);
  }, [opened, target, form.values]);

  const panditQuery = useQuery(BookingPanditQuery, { variables: { id: panditId ?? '' }, skip: !opened || !panditId });
  const packageQuery = useQuery(BookingPackageQuery, { variables: { id: packageId ?? '' }, skip: !opened || !packageId });
  const slotsQuery = useQuery(BookableSlotsQuery, {
    variables: { panditId: panditId ?? '', date: date ?? '' },
    skip: !opened || !panditId || !date,
    fetchPolicy: 'network-only',
  });
  const [createBooking] = useMutation(CreateBookingMutation, { refetchQueries: [MyBookingsQuery] });
  const freeDays = useFreeDays(panditId, !opened);

  const details = panditQuery.data?.pandit ?? null;
  const pack = packageQuery.data?.package ?? null;
  const offersVirtual = panditId
    ? Boolean(details?.virtualPoojaAvailable)
    : Boolean(pack?.virtualAvailable ?? pkg?.virtualAvailable);
  const virtual = offersVirtual && isVirtual;

  const freeSlots = useMemo(() => {
    if (!date) return [];
    if (panditId) return (slotsQuery.data?.bookableSlots ?? []).filter((s) => s.available).map((s) => s.time);
    return TIME_SLOTS.filter((s) => !isPastSlot(date, s));
  }, [date, panditId, slotsQuery.data]);

  // A time that is no longer free (another date chosen, or just taken) is cleared.
  useEffect(() => {
    if (time && date && !(panditId && slotsQuery.loading) && !freeSlots.includes(time)) setFieldValue('time', null);
  }, [freeSlots, time, date, panditId, slotsQuery.loading, setFieldValue]);

  const price = panditId
    ? details
      ? priceFor(details.pricing, tier, virtual)
      : null
    : (pack?.price ?? (typeof pkg?.price === 'number' ? pkg.price : null));
  const ready = ruleIssue(createBookingInputSchema, toInput(form.values)) === null;
  const name = details?.name ?? pack?.name ?? pandit?.name ?? pkg?.name ?? '';

  async function confirm(values: BookingValues, confirmDuplicate = false) {
    setFailure(null);
    setDuplicate(null);
    if (!user) {
      notifications.show({ id: 'booking-login', color: 'orange', message: t('messages.fillRequired') });
      // The dialog stays open with what was entered; after logging in, the booking continues.
      const ok = await openLogin();
      if (!ok) return;
    }
    setSubmitting(true);
    try {
      // Checked by the shared rules before this runs: date and time are set.
      const input = {
        ...toInput(values),
        date: values.date!,
        idempotencyKey: idempotencyKey.current,
        ...(confirmDuplicate ? { confirmDuplicate } : {}),
      };
      const { data } = await createBooking({ variables: { input } });
      if (!data) throw new Error('no data');
      notifications.show({ color: 'green', message: t('messages.confirmed') });
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
        setDuplicate(values);
        return;
      }
      if (info.code === 'BOOKING_SLOT_TAKEN') {
        reason = t('messages.slotTaken');
        // Someone else got it: a new attempt needs a new key, and the slot list is refreshed.
        idempotencyKey.current = newIdempotencyKey();
        setTime(null);
        void slotsQuery.refetch();
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

  const lang = i18n.language;
  const days = tripDays(pack?.durationDays ?? pkg?.durationDays);
  const loadingTarget = (panditId && panditQuery.loading && !details) || (packageId && packageQuery.loading && !pack);
  const loadFailed = (panditId && panditQuery.error && !details) || (packageId && packageQuery.error && !pack);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<span data-user-text={name}>{t('dialog.title', { name })}</span>}
      size="lg"
      zIndex={190}
      data-testid="booking-dialog"
    >
      {loadingTarget ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : loadFailed ? (
        <Alert color="red" title={t('dialog.loadFailed')}>
          <Button mt="sm" variant="light" onClick={() => void (panditId ? panditQuery.refetch() : packageQuery.refetch())}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md" data-testid="booking-form">
          {pack && (
            <Text size="sm" c="dimmed">
              {place(pack.destination)} · {formatDuration(pack.durationDays, pack.durationNights, i18n.language)}
            </Text>
          )}
          <DatePickerInput
            label={isTrip ? tj('dialog.startDate') : t('dialog.date')}
            placeholder={t('dialog.datePlaceholder')}
            value={date}
            onChange={(v) => form.setFieldValue('date', v ? String(v).slice(0, 10) : null)}
            error={ruleText(form.errors.date)}
            minDate={today}
            maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
            excludeDate={panditId ? freeDays.excludeDate : undefined}
            getDayAriaLabel={(d) => String(d).slice(0, 10)}
            required
            data-testid="booking-date"
            popoverProps={{ withinPortal: true, zIndex: 400 }}
          />
          {isTrip ? (
            <>
              {date && (
                <Text size="sm" data-testid="booking-trip-span">
                  {tj('dialog.tripSpan', {
                    count: days,
                    from: formatDate(date, lang, { weekday: 'short', day: 'numeric', month: 'short' }),
                    to: formatDate(addDays(date, days - 1), lang, {
                      weekday: 'short',
                      day: 'numeric',
                      month: 'short',
                      year: 'numeric',
                    }),
                  })}
                </Text>
              )}
              <NumberInput
                label={tj('dialog.travellers')}
                min={1}
                max={TRAVELLERS_MAX}
                allowDecimal={false}
                clampBehavior="strict"
                value={form.values.travellers}
                onChange={(v) => setFieldValue('travellers', typeof v === 'number' ? v : Number(v) || 1)}
                error={ruleText(form.errors.travellers)}
                required
                data-testid="booking-travellers"
              />
              <TextInput
                label={tj('dialog.contactPhone')}
                description={tj('dialog.contactPhoneHint')}
                type="tel"
                autoComplete="tel"
                {...form.getInputProps('contactPhone')}
                error={ruleText(form.errors.contactPhone)}
                required
                data-testid="booking-contact-phone"
              />
            </>
          ) : date && panditId && slotsQuery.loading && !slotsQuery.data ? (
            // (A refetch, after a slot was taken, keeps the times on screen: the select does not blink away.)
            <Group gap="xs">
              <Loader size="xs" />
              <Text size="sm">{t('dialog.loadingSlots')}</Text>
            </Group>
          ) : date && panditId && slotsQuery.error ? (
            <Alert color="red">
              {t('dialog.slotsFailed')}{' '}
              <Button size="xs" variant="light" onClick={() => void slotsQuery.refetch()}>
                {t('actions.retry')}
              </Button>
            </Alert>
          ) : (
            <>
              {date && freeSlots.length > 0 && (
                <Text size="sm" c="dimmed" data-testid="booking-free-slots">
                  {tj('dialog.freeSlots', { slots: freeSlots.join(', ') })}
                </Text>
              )}
              <Select
                label={tj('dialog.timeIst')}
                placeholder={
                  date ? (freeSlots.length ? t('dialog.timePlaceholder') : t('dialog.noSlots')) : t('dialog.pickDateFirst')
                }
                description={date && time ? tj('dialog.chosenTime', { when: formatIndiaTime(date, time, lang) }) : undefined}
                data={freeSlots}
                value={time}
                onChange={setTime}
                error={ruleText(form.errors.time)}
                disabled={!date || freeSlots.length === 0}
                required
                data-testid="booking-time"
                inputWrapperOrder={['label', 'input', 'description', 'error']}
                comboboxProps={{ withinPortal: true, zIndex: 400 }}
              />
            </>
          )}
          {offersVirtual && (
            <Switch
              label={t('dialog.virtual')}
              description={isTrip ? undefined : t('dialog.virtualHint')}
              {...form.getInputProps('isVirtual', { type: 'checkbox' })}
              data-testid="booking-virtual"
            />
          )}
          {!virtual && !isTrip && (
            <TextInput
              label={t('dialog.location')}
              placeholder={t('dialog.locationPlaceholder')}
              {...form.getInputProps('location')}
              maxLength={LOCATION_MAX}
              required
              data-testid="booking-location"
            />
          )}
          {panditId && details && (
            <Radio.Group
              label={t('dialog.tier')}
              value={tier}
              onChange={(v) => setFieldValue('tier', v)}
              data-testid="booking-tier"
            >
              <Stack gap={6} mt={6}>
                {TIERS.map((x) => (
                  <Radio
                    key={x}
                    value={x}
                    data-testid={`booking-tier-${x.toLowerCase()}`}
                    label={`${t(`tiers.${x}`)} · ${formatMoney(priceFor(details.pricing, x, virtual), lang)}`}
                  />
                ))}
              </Stack>
            </Radio.Group>
          )}
          <Textarea
            label={t('dialog.notes')}
            placeholder={t('dialog.notesPlaceholder')}
            {...form.getInputProps('notes')}
            maxLength={NOTES_MAX}
            autosize
            minRows={2}
            data-testid="booking-notes"
          />
          <Group justify="space-between" p="sm" bg="var(--mantine-color-orange-0)" style={{ borderRadius: 8 }}>
            <Text fw={600}>{t('dialog.total')}</Text>
            <Text fw={700} size="lg" data-testid="booking-price">
              {price == null ? '—' : formatMoney(price, lang)}
            </Text>
          </Group>
          {problem && (
            <Alert color="red" data-testid="booking-error">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button
              onClick={() => form.onSubmit((v) => confirm(v))()}
              disabled={!ready}
              loading={submitting}
              data-testid="booking-confirm"
            >
              {t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
      <Modal
        opened={duplicate !== null}
        onClose={() => setDuplicate(null)}
        title={tj('dialog.duplicateTitle')}
        zIndex={300}
        data-testid="duplicate-trip-dialog"
      >
        <Stack>
          <Text size="sm">
            {tj('dialog.duplicateText', { name, date: duplicate?.date ? formatDate(duplicate.date, lang) : '' })}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDuplicate(null)} data-testid="duplicate-trip-keep">
              {tj('dialog.duplicateKeep')}
            </Button>
            <Button
              onClick={() => duplicate && void confirm(duplicate, true)}
              loading={submitting}
              data-testid="duplicate-trip-confirm"
            >
              {tj('dialog.duplicateConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Modal>
  );
}
