import '@mantine/dates/styles.css';
import { useMemo, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Alert, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { BOOKING_HORIZON_DAYS, addDays, indiaToday } from '@marketplace/schema/rules';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { formatIndiaTime } from '../../app/indiaTime';
import { describeError, errorMessage } from '../../app/errors';
import { BookableSlotsQuery, FreeDaysQuery, MyBookingsQuery, RescheduleBookingMutation } from './operations';
import { useFreeDays } from './useFreeDays';

/** The customer moves a booking to another free slot of the same pandit (offered only when viewerCan.reschedule). */
export function RescheduleDialog({
  booking,
  opened,
  onClose,
}: {
  booking: BookingCardFragment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('journey');
  const { t: tb } = useTranslation('booking');
  const lang = i18n.language;
  const today = indiaToday();
  const panditId = booking.pandit?.id ?? null;
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const freeDays = useFreeDays(panditId, !opened);
  const slots = useQuery(BookableSlotsQuery, {
    variables: { panditId: panditId ?? '', date: date ?? '' },
    skip: !opened || !panditId || !date,
    fetchPolicy: 'network-only',
  });
  const free = useMemo(
    () =>
      (slots.data?.bookableSlots ?? [])
        .filter((s) => s.available && !(date === booking.date && s.time === booking.time))
        .map((s) => s.time),
    [slots.data, date, booking.date, booking.time],
  );
  const [reschedule, { loading }] = useMutation(RescheduleBookingMutation, { refetchQueries: [MyBookingsQuery, FreeDaysQuery] });

  async function submit() {
    if (!date || !time) return;
    try {
      await reschedule({ variables: { id: booking.id, date, time, language: lang } });
      notifications.show({ color: 'green', message: t('list.rescheduled') });
      setDate(null);
      setTime(null);
      onClose();
    } catch (error) {
      const { reason } = describeError(error);
      notifications.show({
        color: 'red',
        message: reason ? errorMessage(error, tb) : `${t('list.rescheduleFailed')} ${errorMessage(error, tb)}`,
      });
      void slots.refetch();
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('list.rescheduleTitle')} data-testid="reschedule-dialog">
      <Stack>
        <Text size="sm">{t('list.rescheduleText')}</Text>
        <DatePickerInput
          label={t('list.rescheduleDate')}
          placeholder={tb('dialog.datePlaceholder')}
          value={date}
          onChange={(v) => {
            setDate(v ? String(v).slice(0, 10) : null);
            setTime(null);
          }}
          minDate={today}
          maxDate={addDays(today, BOOKING_HORIZON_DAYS)}
          excludeDate={freeDays.excludeDate}
          getDayAriaLabel={(d) => String(d).slice(0, 10)}
          required
          data-testid="reschedule-date"
          popoverProps={{ withinPortal: true, zIndex: 400 }}
        />
        {date && slots.loading ? (
          <Group gap="xs">
            <Loader size="xs" />
            <Text size="sm">{tb('dialog.loadingSlots')}</Text>
          </Group>
        ) : date && slots.error ? (
          <Alert color="red">
            {tb('dialog.slotsFailed')}{' '}
            <Button size="xs" variant="light" onClick={() => void slots.refetch()}>
              {tb('actions.retry')}
            </Button>
          </Alert>
        ) : (
          <Select
            label={t('list.rescheduleTime')}
            placeholder={date ? (free.length ? tb('dialog.timePlaceholder') : tb('dialog.noSlots')) : tb('dialog.pickDateFirst')}
            data={free}
            value={time}
            onChange={setTime}
            disabled={!date || free.length === 0}
            description={date && time ? t('dialog.chosenTime', { when: formatIndiaTime(date, time, lang) }) : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            data-testid="reschedule-time"
            comboboxProps={{ withinPortal: true, zIndex: 400 }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {tb('actions.cancel')}
          </Button>
          <Button disabled={!date || !time} loading={loading} onClick={() => void submit()} data-testid="reschedule-confirm">
            {t('list.rescheduleConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
