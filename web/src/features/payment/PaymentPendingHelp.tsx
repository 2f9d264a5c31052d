import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import './i18n';

/** What a booking's payment looks like to the help: its status and its latest attempt (newest first on the booking). */
export interface PendingPayment {
  paymentStatus?: string | null;
  payments: ReadonlyArray<{ method: string; status: string; reference?: string | null; reason?: string | null }>;
}

/**
 * The situations of an unpaid booking, each with its texts in the `payment` namespace under `pending.<situation>`
 * (THE table of "payment pending: what to do": a title, what happens next, and what the devotee can do).
 */
export const PENDING_SITUATIONS = ['due', 'submitted', 'rejected', 'started'] as const;
export type PendingSituation = (typeof PENDING_SITUATIONS)[number];

export function pendingSituation(p: PendingPayment): PendingSituation | null {
  if ((p.paymentStatus ?? 'PENDING') !== 'PENDING') return null;
  const latest = p.payments[0];
  if (latest?.status === 'SUBMITTED') return 'submitted';
  if (latest?.status === 'REJECTED') return 'rejected';
  if (latest?.status === 'CREATED' && latest.method === 'RAZORPAY') return 'started';
  return 'due';
}

/** "Payment pending: what to do", on the booking page and in the pay dialog (issue #36 item 6). */
export function PaymentPendingHelp({ payment, testId = 'payment-help' }: { payment: PendingPayment; testId?: string }) {
  const { t } = useTranslation('payment');
  const situation = pendingSituation(payment);
  if (!situation) return null;
  const latest = payment.payments[0];
  const values = { utr: latest?.reference ?? '', reason: latest?.reason ?? '' };
  return (
    <Alert
      mt="xs"
      color={situation === 'rejected' ? 'red' : situation === 'due' ? 'blue' : 'orange'}
      title={t(`pending.${situation}.title`, values)}
      data-testid={testId}
      data-situation={situation}
    >
      <Text size="sm">{t(`pending.${situation}.next`, values)}</Text>
      <Text size="sm" mt={4} fw={500}>
        {t(`pending.${situation}.todo`, values)}
      </Text>
    </Alert>
  );
}
