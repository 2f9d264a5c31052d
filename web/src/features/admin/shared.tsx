import type { ReactNode } from 'react';
import { Badge, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingStatus, PaymentStatus } from '../../__generated__/graphql';

/** One figure on a card. */
export function StatCard({ label, value, hint, testId }: { label: string; value: ReactNode; hint?: ReactNode; testId?: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz="xl">
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      )}
    </Paper>
  );
}

const STATUS_COLORS: Record<BookingStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'blue',
  COMPLETED: 'green',
  CANCELLED: 'gray',
};
const PAYMENT_COLORS: Record<PaymentStatus, string> = { PENDING: 'yellow', PAID: 'green', REFUNDED: 'gray' };

export function StatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`bookingStatus.${status}`)}
    </Badge>
  );
}

export function PaymentBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={PAYMENT_COLORS[status]} variant="outline">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
