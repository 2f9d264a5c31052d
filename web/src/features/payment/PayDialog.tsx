import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Button, Center, Divider, Group, Image, Loader, Modal, Stack, Table, Text, TextInput } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { upiPaymentInputSchema } from '@marketplace/schema/rules';
import { errorMessage, serverFieldErrors } from '../../app/errors';
import { formatMoney } from '../../app/format';
import { useRuleForm } from '../../app/ruleForm';
import { LoadError } from '../../components/ui/LoadError';
import {
  BookingPaymentQuery,
  CreateRazorpayOrderMutation,
  PayBreakdownQuery,
  PaymentOptionsQuery,
  SubmitUpiPaymentMutation,
  UpiPaymentQuery,
} from './operations';
import { loadCheckout } from './razorpayCheckout';
import { PriceBreakdownTable } from './PriceBreakdownTable';
import { PaymentPendingHelp } from './PaymentPendingHelp';
import './i18n';

/** Pay a booking: the UPI QR and link with the UTR form, and Razorpay's checkout when the server offers it. */
export function PayDialog({
  bookingId,
  amount,
  reference,
  onClose,
}: {
  bookingId: string;
  amount: number;
  reference: string;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payment');
  const money = formatMoney(amount, i18n.language);
  const options = useQuery(PaymentOptionsQuery, { fetchPolicy: 'cache-first' });
  const offers = options.data?.siteConfig.payments;
  const booking = useQuery(PayBreakdownQuery, { variables: { id: bookingId }, fetchPolicy: 'cache-and-network' }).data?.booking;
  const breakdown = booking?.priceBreakdown;
  return (
    <Modal opened onClose={onClose} title={t('pay.title', { amount: money })} data-testid="pay-dialog" size="md">
      {options.loading && !offers ? (
        <Center py="lg" role="status" aria-busy="true" aria-label={t('pay.loading')}>
          <Loader size="sm" />
        </Center>
      ) : options.error && !offers ? (
        <LoadError title={t('pay.loadFailed')} error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <Stack gap="md">
          {booking && <PaymentPendingHelp payment={booking} testId="pay-help" />}
          {breakdown && <PriceBreakdownTable breakdown={breakdown} />}
          {offers?.upi && <UpiSection bookingId={bookingId} onDone={onClose} />}
          {offers?.upi && offers.razorpay && <Divider label={t('pay.or')} labelPosition="center" />}
          {offers?.razorpay && <RazorpayButton bookingId={bookingId} reference={reference} onDone={onClose} />}
          {!offers?.upi && !offers?.razorpay && <Text>{t('pay.unavailable')}</Text>}
        </Stack>
      )}
    </Modal>
  );
}

function UpiSection({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const { t, i18n } = useTranslation('payment');
  const phone = useMediaQuery('(max-width: 48em)');
  const { data, loading, error, refetch } = useQuery(UpiPaymentQuery, {
    variables: { id: bookingId },
    fetchPolicy: 'network-only',
  });
  const [submit, { loading: sending }] = useMutation(SubmitUpiPaymentMutation);
  const form = useRuleForm({ schema: upiPaymentInputSchema, initialValues: { bookingId, utr: '' } });

  if (loading && !data)
    return (
      <Center py="lg" role="status">
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{t('pay.loading')}</Text>
        </Group>
      </Center>
    );
  if (error && !data) return <LoadError title={t('pay.loadFailed')} error={error} onRetry={() => void refetch()} />;
  const upi = data?.booking.upiPayment;
  if (!upi) return <Text data-testid="upi-unavailable">{t('pay.unavailable')}</Text>;
  const money = formatMoney(upi.amount, i18n.language);

  async function send(values: typeof form.values) {
    try {
      await submit({ variables: { bookingId, utr: values.utr } });
      notifications.show({ color: 'green', message: t('pay.submitted') });
      onDone();
    } catch (e) {
      const fields = serverFieldErrors(e, '');
      if (fields.utr) form.setErrors({ utr: fields.utr });
      else notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }

  return (
    <Stack gap="sm" data-testid="upi-section">
      <Text size="sm">{t('pay.intro')}</Text>
      <Center>
        <Image
          src={upi.qrCode}
          alt={t('pay.qrAlt', { amount: money, payee: upi.payeeName })}
          w={232}
          h={232}
          data-testid="upi-qr"
        />
      </Center>
      <Button component="a" href={upi.uri} variant={phone ? 'filled' : 'light'} color="green" fullWidth data-testid="upi-link">
        {t('pay.openApp')}
      </Button>
      <Table variant="vertical" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w={140}>{t('pay.amount')}</Table.Th>
            <Table.Td data-testid="upi-amount">{money}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('pay.payee')}</Table.Th>
            <Table.Td>
              {upi.payeeName} ({upi.payee})
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>{t('pay.reference')}</Table.Th>
            <Table.Td>{upi.reference}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      <form onSubmit={form.onSubmit((v) => void send(v))} noValidate>
        <Stack gap="xs">
          <TextInput
            label={t('pay.utrLabel')}
            description={t('pay.utrHint')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={20}
            required
            data-testid="upi-utr"
            {...form.getInputProps('utr')}
          />
          <Button type="submit" loading={sending} data-testid="upi-submit">
            {t('pay.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

function RazorpayButton({ bookingId, reference, onDone }: { bookingId: string; reference: string; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const client = useApolloClient();
  const [createOrder] = useMutation(CreateRazorpayOrderMutation);
  const [busy, setBusy] = useState(false);

  async function pay() {
    setBusy(true);
    try {
      const [Razorpay, order] = await Promise.all([loadCheckout(), createOrder({ variables: { bookingId } })]);
      const o = order.data!.createRazorpayOrder;
      new Razorpay({
        key: o.keyId,
        amount: o.amount,
        currency: o.currency,
        order_id: o.orderId,
        name: o.payeeName,
        description: reference,
        handler: () => {
          notifications.show({ color: 'green', message: t('pay.razorpayDone') });
          onDone();
          // The signed webhook marks the booking paid; look again a few times.
          let tries = 0;
          const look = () =>
            void client
              .query({ query: BookingPaymentQuery, variables: { id: bookingId }, fetchPolicy: 'network-only' })
              .then((r) => {
                if (r.data?.booking.paymentStatus === 'PENDING' && ++tries < 10) setTimeout(look, 3000);
              });
          setTimeout(look, 2000);
        },
        modal: { ondismiss: () => setBusy(false) },
      }).open();
    } catch (e) {
      notifications.show({ color: 'red', message: `${t('pay.razorpayFailed')} ${errorMessage(e, t)}` });
      setBusy(false);
    }
  }

  return (
    <Button variant="outline" loading={busy} onClick={() => void pay()} data-testid="razorpay-pay">
      {t('pay.razorpay')}
    </Button>
  );
}
