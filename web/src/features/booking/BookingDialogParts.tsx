import type { ReactNode } from 'react';
import { Alert, Button, Group, Indicator, Loader, Modal, Stack, Switch, Text, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { BOOKING_HORIZON_DAYS, NOTES_MAX, addDays, indiaToday } from '@marketplace/schema/rules';
import { DatePickerInput } from '../../app/dates';
import { formatMoney } from '../../app/format';
import { ruleText } from '../../app/ruleForm';
import { PriceQuote } from '../payment/PriceQuote';
import type { BookingValues } from './useBookingForm';

type BookingForm = UseFormReturnType<BookingValues>;

/** The dialog around both forms: its title, a loader while the pandit or package loads, a retry when it failed. */
export function BookingModal({
  opened,
  onClose,
  name,
  loading,
  loadFailed,
  onRetry,
  children,
  after,
}: {
  opened: boolean;
  onClose: () => void;
  name: string;
  loading: boolean;
  loadFailed: boolean;
  onRetry: () => void;
  /** The form (shown once what is booked has loaded). */
  children: ReactNode;
  /** A dialog over this one (the trip's "book it again?"). */
  after?: ReactNode;
}) {
  const { t } = useTranslation('booking');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={<span data-user-text={name}>{t('dialog.title', { name })}</span>}
      size="lg"
      zIndex={190}
      data-testid="booking-dialog"
    >
      {loading ? (
        <Group justify="center" py="xl">
          <Loader />
        </Group>
      ) : loadFailed ? (
        <Alert color="red" title={t('dialog.loadFailed')}>
          <Button mt="sm" variant="light" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Alert>
      ) : (
        <Stack gap="md" data-testid="booking-form">
          {children}
        </Stack>
      )}
      {after}
    </Modal>
  );
}

/** The date (a ceremony's day or a trip's start), from today to the booking horizon. */
export function BookingDateInput({
  form,
  label,
  excludeDate,
  markDate,
}: {
  form: BookingForm;
  label: string;
  /** Days the pandit cannot take (no free hour). */
  excludeDate?: (date: string) => boolean;
  /** A date's mark in the day cell (a festival; Ekadashi, Purnima or Amavasya): a dot, with its name as the title. */
  markDate?: (date: string) => { kind: string; label: string } | null;
}) {
  const { t } = useTranslation('booking');
  const today = indiaToday();
  return (
    <DatePickerInput
      label={label}
      placeholder={t('dialog.datePlaceholder')}
      value={form.values.date}
      onChange={(v) => form.setFieldValue('date', v ? String(v).slice(0, 10) : null)}
      error={ruleText(form.errors.date)}
      minDate={today}
      maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
      excludeDate={excludeDate}
      getDayAriaLabel={(d) => String(d).slice(0, 10)}
      renderDay={
        markDate
          ? (d) => {
              const date = String(d).slice(0, 10);
              const mark = markDate(date);
              const day = Number(date.slice(8, 10));
              if (!mark) return day;
              return (
                <Indicator
                  size={6}
                  offset={-3}
                  position="bottom-center"
                  color={mark.kind === 'festival' ? 'red' : mark.kind === 'amavasya' ? 'gray' : 'orange'}
                >
                  <span title={mark.label} data-panchang-mark={mark.kind}>
                    {day}
                  </span>
                </Indicator>
              );
            }
          : undefined
      }
      required
      data-testid="booking-date"
      popoverProps={{ withinPortal: true, zIndex: 400 }}
    />
  );
}

/** Virtual instead of in person, where the pandit or package offers it. */
export function VirtualSwitch({ form, description }: { form: BookingForm; description?: string }) {
  const { t } = useTranslation('booking');
  return (
    <Switch
      label={t('dialog.virtual')}
      description={description}
      {...form.getInputProps('isVirtual', { type: 'checkbox' })}
      data-testid="booking-virtual"
    />
  );
}

/** The end of both forms: notes, the total and its breakdown, the last failure, Cancel and Confirm. */
export function BookingFormEnd({
  form,
  price,
  samagriByPandit = false,
  problem,
  ready,
  submitting,
  onCancel,
  onConfirm,
}: {
  form: BookingForm;
  price: number | null;
  /** The pandit brings the samagri (its line in the breakdown says so). */
  samagriByPandit?: boolean;
  problem: string | null;
  ready: boolean;
  submitting: boolean;
  onCancel: () => void;
  onConfirm: (values: BookingValues) => void;
}) {
  const { t, i18n } = useTranslation('booking');
  return (
    <>
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
          {price == null ? '—' : formatMoney(price, i18n.language)}
        </Text>
      </Group>
      {price != null && price > 0 && <PriceQuote total={price} samagriByPandit={samagriByPandit} />}
      {problem && (
        <Alert color="red" data-testid="booking-error">
          {problem}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button
          onClick={() => form.onSubmit((v) => onConfirm(v))()}
          disabled={!ready}
          loading={submitting}
          data-testid="booking-confirm"
        >
          {t('actions.confirm')}
        </Button>
      </Group>
    </>
  );
}
