import { useQuery } from '../../app/query';
import { Alert, Button, Container, Divider, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router-dom';
import { useSession } from '../../app/session';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../app/errors';
import { formatDate, formatDateTime, formatMoney } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import { inLanguage } from '../ceremony/names';
import { ReceiptQuery } from './operations';
import { PriceBreakdownTable } from './PriceBreakdownTable';
import { TaxDocumentLinks } from './TaxDocumentLinks';
import './i18n';

/** Printing a receipt prints the receipt only: the site's header, footer and buttons stay on screen. */
const PRINT_CSS = `@media print {
  body * { visibility: hidden; }
  .receipt-sheet, .receipt-sheet * { visibility: visible; }
  .receipt-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; border: none !important; box-shadow: none !important; }
  .receipt-actions { display: none !important; }
}`;

/** A paid booking's printable receipt (/receipt/<bookingId>): its customer and admins; in the viewer's language. */
export function ReceiptPage() {
  const { bookingId = '' } = useParams();
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language;
  // A visit that starts here (a real address, issue #32) asks once the session is restored, not as a visitor.
  const session = useSession();
  const { data, loading, error, refetch } = useQuery(ReceiptQuery, {
    variables: { bookingId },
    fetchPolicy: 'network-only',
    skip: session.loading,
  });
  const r = data?.receipt;

  if ((loading || session.loading) && !r)
    return (
      <Container size="sm" py="xl" role="status" aria-label={t('receipt.loading')}>
        <Skeleton h={420} radius="md" />
      </Container>
    );
  if (error && !r) {
    const missing = describeError(error).code === 'NOT_FOUND';
    return (
      <Container size="sm" py="xl">
        {missing ? (
          <Alert color="yellow" title={t('receipt.title')} data-testid="receipt-missing">
            {t('receipt.notFound')}
          </Alert>
        ) : (
          <LoadError title={t('receipt.loadFailed')} error={error} onRetry={() => void refetch()} testId="receipt-error" />
        )}
      </Container>
    );
  }
  if (!r) return null;
  const b = r.booking;
  // The ceremony booked, then the pandit (issue #33): 'Griha Pravesh · Pt. Ramesh Shastri'.
  const what = b.pandit
    ? [b.ceremony && inLanguage(b.ceremony.name, lang), b.pandit.name].filter(Boolean).join(' · ')
    : b.package
      ? `${b.package.name} · ${b.package.destination}`
      : '';
  const rows: Array<[string, string, string?]> = [
    [t('receipt.number'), r.number, 'receipt-number'],
    [t('receipt.customer'), r.customerName],
    [t('receipt.booking'), what, 'receipt-booking'],
    [t('receipt.ceremonyDate'), `${formatDate(b.date, lang, { day: 'numeric', month: 'long', year: 'numeric' })} · ${b.time}`],
    [t('receipt.amount'), formatMoney(r.amount, lang), 'receipt-amount'],
    [t('receipt.method'), t(`receipt.methods.${r.method ?? 'MANUAL'}`), 'receipt-method'],
    ...(r.reference ? [[t('receipt.reference'), r.reference, 'receipt-reference'] as [string, string, string]] : []),
    [t('receipt.paidOn'), formatDateTime(r.paidAt, lang)],
    [t('receipt.payee'), r.payee ? `${r.payeeName} (${r.payee})` : r.payeeName],
  ];

  return (
    <Container size="sm" py="xl">
      <style>{PRINT_CSS}</style>
      <Paper
        withBorder
        radius="md"
        p="xl"
        className="receipt-sheet"
        component="article"
        aria-labelledby="receipt-title"
        data-testid="receipt"
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Title order={1} fz="h2" id="receipt-title">
              {t('receipt.title')}
            </Title>
            <Text fw={700}>{r.payeeName}</Text>
          </Group>
          <Table variant="vertical" withTableBorder>
            <Table.Tbody>
              {rows.map(([label, value, testId]) => (
                <Table.Tr key={label}>
                  <Table.Th w="40%">{label}</Table.Th>
                  <Table.Td data-testid={testId}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <PriceBreakdownTable breakdown={r.breakdown} />
          {r.invoice && (
            <Text size="sm" data-testid="receipt-invoice">
              {t('receipt.invoice')}: <b>{r.invoice.number}</b> · {t('receipt.seller')} {r.invoice.sellerName},{' '}
              {r.invoice.sellerAddress} · {t('receipt.gstin', { gstin: r.invoice.sellerGstin })}
            </Text>
          )}
          <TaxDocumentLinks documents={b.taxDocuments} />
          {b.refund && (
            <Text size="sm" data-testid="receipt-refund">
              {t('receipt.refund', {
                amount: formatMoney(b.refund.amount, lang),
                status: t(`admin.refundStatuses.${b.refund.status}`),
              })}
            </Text>
          )}
          <Divider />
          <Text size="sm" c="dimmed">
            {t('receipt.footer')}
          </Text>
          <Group className="receipt-actions" gap="sm">
            <Button onClick={() => window.print()} data-testid="receipt-print">
              {t('receipt.print')}
            </Button>
            <Button variant="default" component={Link} to="/bookings">
              {t('receipt.back')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
