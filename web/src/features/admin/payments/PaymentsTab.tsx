import { Stack } from '@mantine/core';
import { PaymentList } from './PaymentList';
import { RefundList } from './RefundList';
import '../../payment/i18n';

/** Admin: reported UPI transfers to verify or reject, every payment attempt, and refunds to send. */
export function PaymentsTab() {
  return (
    <Stack gap="xl">
      <PaymentList />
      <RefundList />
    </Stack>
  );
}
