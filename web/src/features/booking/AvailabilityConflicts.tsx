import { Badge, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AvailabilityConflictFieldsFragment } from '../../__generated__/graphql';
import { formatDate } from '../../app/format';

/** Bookings an availability leaves out: date, time (India), the customer's first name, status and why. */
export function AvailabilityConflictList({ conflicts }: { conflicts: readonly AvailabilityConflictFieldsFragment[] }) {
  const { t, i18n } = useTranslation('booking');
  return (
    <List spacing="xs" data-testid="availability-conflicts">
      {conflicts.map((c) => (
        <List.Item key={c.bookingId} data-testid="availability-conflict">
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={600}>
              {t('availability.conflictLine', {
                date: formatDate(c.date, i18n.language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }),
                time: c.time,
                name: c.customerFirstName,
              })}
            </Text>
            <Badge size="xs" variant="light" color={c.status === 'CONFIRMED' ? 'green' : 'orange'}>
              {t(`status.${c.status}`)}
            </Badge>
            <Text size="xs" c="dimmed">
              {t(`availability.reason.${c.reason}`)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
