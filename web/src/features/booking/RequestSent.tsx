import { Button, Group, List, Modal, Stack, Text, ThemeIcon } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { formatDate } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { useResponseTime } from '../pandit-profile/NextFreeDays';
import { inLanguage } from '../ceremony/names';

/**
 * Where a booking ends (issue #37): the request is sent, not confirmed. Says what happens next and when: the pandit
 * confirms or declines (usually within their median answer time, when known), and the customer pays only after
 * that, from My Bookings.
 */
export function RequestSent({
  booking,
  onClose,
  onBookings,
}: {
  booking: BookingCardFragment & { pandit?: { medianResponseMinutes?: number | null } | null };
  onClose: () => void;
  /** Opens My Bookings (the dialog's owner navigates). */
  onBookings: () => void;
}) {
  const { t, i18n } = useTranslation('journey');
  const lang = i18n.language;
  const navigate = useNavigate();
  const responseTime = useResponseTime(booking.pandit?.medianResponseMinutes);
  const name = booking.pandit?.name ?? booking.package?.name ?? '';
  const long = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  const when = booking.package
    ? formatDate(booking.date, lang, long)
    : `${formatDate(booking.date, lang, long)} · ${formatIndiaTime(booking.date, booking.time, lang)}`;
  return (
    <Modal opened onClose={onClose} title={t('sent.title')} centered size="md">
      <Stack gap="sm" data-testid="request-sent">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon color="green" radius="xl" size="lg" aria-hidden>
            ✓
          </ThemeIcon>
          <Text>
            <span data-user-text={name}>{t('sent.summary', { name, when })}</span>
          </Text>
        </Group>
        {booking.ceremony && (
          <Text fw={600} data-testid="request-sent-ceremony">
            {inLanguage(booking.ceremony.name, lang)}
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="request-sent-reference">
          {t('list.reference', { reference: booking.reference })}
        </Text>
        <Text fw={600} size="sm">
          {t('sent.nextTitle')}
        </Text>
        <List size="sm" spacing={6} type="ordered">
          <List.Item data-testid="request-sent-answer">
            {booking.package ? t('sent.answerTrip') : t('sent.answerPandit', { name })}{' '}
            {responseTime ? t('sent.usually', { time: responseTime }) : t('sent.weWrite')}
          </List.Item>
          <List.Item data-testid="request-sent-pay">{t('sent.payAfter')}</List.Item>
        </List>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} data-testid="request-sent-close">
            {t('sent.done')}
          </Button>
          <Button
            onClick={() => {
              onBookings();
              void navigate('/bookings');
            }}
            data-testid="request-sent-bookings"
          >
            {t('sent.myBookings')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
