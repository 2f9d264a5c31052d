import '@mantine/dates/styles.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Radio, Select, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { DatePickerInput } from '../../app/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useSession } from '../../app/session';
import { useAuthModal } from '../account/AuthModalProvider';
import { formatMoney } from '../../app/format';
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
  addDays,
  createBookingInputSchema,
  indiaToday,
  isPastSlot,
  priceFor,
} from '@marketplace/schema/rules';
import { newIdempotencyKey } from './idempotency';

const TIERS = Object.values(PriceTier);

interface BookingValues {
  date: string | null;
  time: string | null;
  location: string;
  notes: string;
  tier: PriceTier;
  isVirtual: boolean;
}

const EMPTY: BookingValues = { date: null, time: null, location: '', notes: '', tier: 'BASIC', isVirtual: false };

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

  /** The CreateBookingInput the answers make; the shared rules check exactly this (called after render: `offersVirtual` is set below). */
  const toInput = (v: BookingValues) => {
    const virtual = offersVirtual && v.isVirtual;
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

  // A new target starts a fresh form (what was typed for the place stays).
  useEffect(() => {
    setValues({ date: null, time: null, tier: 'BASIC', isVirtual: false });
    idempotencyKey.current = newIdempotencyKey();
  }, [target, setValues]);

  const panditQuery = useQuery(BookingPanditQuery, { variables: { id: panditId ?? '' }, skip: !opened || !panditId });
  const packageQuery = useQuery(BookingPackageQuery, { variables: { id: packageId ?? '' }, skip: !opened || !packageId });
  const slotsQuery = useQuery(BookableSlotsQuery, {
    variables: { panditId: panditId ?? '', date: date ?? '' },
    skip: !opened || !panditId || !date,
    fetchPolicy: 'network-only',
  });
  const [createBooking] = useMutation(CreateBookingMutation, { refetchQueries: [MyBookingsQuery] });

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

  async function confirm(values: BookingValues) {
    setFailure(null);
    if (!user) {
      notifications.show({ id: 'booking-login', color: 'orange', message: t('messages.fillRequired') });
      // The dialog stays open with what was entered; after logging in, the booking continues.
      const ok = await openLogin();
      if (!ok) return;
    }
    setSubmitting(true);
    try {
      // Checked by the shared rules before this runs: date and time are set.
      const input = { ...toInput(values), date: values.date!, time: values.time!, idempotencyKey: idempotencyKey.current };
      const { data } = await createBooking({ variables: { input } });
      if (!data) throw new Error('no data');
      notifications.show({ color: 'green', message: t('messages.confirmed') });
      idempotencyKey.current = newIdempotencyKey();
      form.setValues({ time: null, notes: '' });
      onBooked?.(data.createBooking);
      onClose();
    } catch (error) {
      const info = describeError(error);
      let reason = '';
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
            label={t('dialog.date')}
            placeholder={t('dialog.datePlaceholder')}
            value={date}
            onChange={(v) => form.setFieldValue('date', v ? String(v).slice(0, 10) : null)}
            error={ruleText(form.errors.date)}
            minDate={today}
            maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
            getDayAriaLabel={(d) => String(d).slice(0, 10)}
            required
            data-testid="booking-date"
            popoverProps={{ withinPortal: true, zIndex: 400 }}
          />
          {date && panditId && slotsQuery.loading ? (
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
            <Select
              label={t('dialog.time')}
              placeholder={
                date ? (freeSlots.length ? t('dialog.timePlaceholder') : t('dialog.noSlots')) : t('dialog.pickDateFirst')
              }
              data={freeSlots}
              value={time}
              onChange={setTime}
              error={ruleText(form.errors.time)}
              disabled={!date || freeSlots.length === 0}
              required
              data-testid="booking-time"
              comboboxProps={{ withinPortal: true, zIndex: 400 }}
            />
          )}
          {offersVirtual && (
            <Switch
              label={t('dialog.virtual')}
              description={t('dialog.virtualHint')}
              {...form.getInputProps('isVirtual', { type: 'checkbox' })}
              data-testid="booking-virtual"
            />
          )}
          {!virtual && (
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
            <Button onClick={() => form.onSubmit(confirm)()} disabled={!ready} loading={submitting} data-testid="booking-confirm">
              {t('actions.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
