import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatDate, formatMoney } from '../../app/format';
import type { BookingPaymentFragment } from '../../__generated__/graphql';
import './i18n';
import { PaymentPendingHelp, pendingSituation } from './PaymentPendingHelp';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The dialog (QR image, UTR form, Razorpay checkout) loads when the customer first presses Pay.
const PayDialog = lazyPart(() => import('./PayDialog').then((m) => ({ default: m.PayDialog })));

/**
 * A customer's booking card, the payment part: "Pay ₹X" while payment is due (Booking.viewerCan.pay), the state of a
 * reported transfer and what to do while a payment is pending or failed, the refund of a cancelled paid booking, and the receipt of a paid one.
 */
export function BookingPayment({ booking: b }: { booking: BookingPaymentFragment }) {
  const { t, i18n } = useTranslation('payment');
  const [open, setOpen] = useState(false);
  const amount = formatMoney(b.totalAmount, i18n.language);
  const situation = pendingSituation(b);
  const refund = b.refund;
  return (
    <>
      <Group gap="xs" mt="xs" data-testid="booking-payment-actions">
        {b.viewerCan.pay && (
          <Button size="xs" color="green" onClick={() => setOpen(true)} data-testid="booking-pay">
            {t('pay.button', { amount })}
          </Button>
        )}
        {refund && (
          <Text size="sm" c={refund.status === 'REFUNDED' ? 'teal.8' : 'orange.8'} data-testid="booking-refund">
            {t(refund.status === 'REFUNDED' ? 'status.refundDone' : 'status.refundPending', {
              amount: formatMoney(refund.amount, i18n.language),
              date: formatDate(refund.arrivesBy, i18n.language),
            })}
            {refund.status === 'REFUNDED' && refund.reference
              ? ` · ${t('status.refundReference', { reference: refund.reference })}`
              : ''}
          </Text>
        )}
        {(b.paymentStatus === 'PAID' || b.paymentStatus === 'REFUNDED') && (
          <Anchor component={Link} to={`/receipt/${b.id}`} size="sm" data-testid="booking-receipt">
            {t('status.receipt')}
          </Anchor>
        )}
      </Group>
      {situation && situation !== 'due' && (situation === 'submitted' || b.viewerCan.pay) && (
        <PaymentPendingHelp payment={b} testId={`payment-${situation}`} />
      )}
      {open && (
        <PartBoundary failure="overlay" onClose={() => setOpen(false)}>
          <PayDialog bookingId={b.id} amount={b.totalAmount} reference={b.reference} onClose={() => setOpen(false)} />
        </PartBoundary>
      )}
    </>
  );
}
