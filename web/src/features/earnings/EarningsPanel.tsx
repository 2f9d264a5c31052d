import './i18n';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatPaise, useRest } from './rest';
import { PayoutAccountCard } from './PayoutAccountCard';
import { StatementDownload } from './StatementDownload';
interface Earnings {
  pendingPaise: number;
  availablePaise: number;
  inPayoutPaise: number;
  paidPaise: number;
  bookings: Array<{
    bookingId: string;
    reference: string;
    date: string;
    ceremony: string | null;
    ceremonyHi: string | null;
    sharePaise: number;
    state: string;
  }>;
  payouts: Array<{ id: string; amountPaise: number; status: string; reference: string | null; createdAt: string }>;
}

const STATE_COLORS: Record<string, string> = {
  pending: 'gray',
  held: 'red',
  available: 'green',
  in_payout: 'blue',
  paid: 'teal',
};

/** The pandit's Earnings tab in the workspace (issue #36 item 3): totals, payout account, statements, bookings, payouts. */
export function EarningsPanel() {
  const { t, i18n } = useTranslation('earnings');
  const earnings = useRest<Earnings>('/api/earnings');
  const lang = i18n.language;
  if (earnings.error && !earnings.data)
    return (
      <LoadError title={t('loadFailed')} error={earnings.error} onRetry={() => void earnings.refetch()} testId="earnings-error" />
    );
  if (!earnings.data)
    return (
      <Group gap="sm" role="status" py="lg">
        <Loader size="sm" color="orange" />
        <Text>{t('loading')}</Text>
      </Group>
    );
  const e = earnings.data;
  return (
    <Stack gap="lg" data-testid="earnings-panel">
      <Text c="dimmed" size="sm">
        {t('subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {(
          [
            ['pending', e.pendingPaise],
            ['available', e.availablePaise],
            ['inPayout', e.inPayoutPaise],
            ['paid', e.paidPaise],
          ] as const
        ).map(([key, amount]) => (
          <Paper key={key} withBorder radius="md" p="md" data-testid={`earnings-${key}`}>
            <Text size="sm" c="dimmed">
              {t(`totals.${key}`)}
            </Text>
            <Text fw={700} fz="lg">
              {formatPaise(amount, lang)}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <PayoutAccountCard />
      <StatementDownload />
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('bookings.title')}
        </Title>
        {e.bookings.length === 0 ? (
          <EmptyState title={t('bookings.empty')} description={t('bookings.emptyHint')} />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped data-testid="earnings-bookings">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.date')}</Table.Th>
                  <Table.Th>{t('bookings.ceremony')}</Table.Th>
                  <Table.Th>{t('bookings.share')}</Table.Th>
                  <Table.Th>{t('bookings.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.bookings.map((b) => (
                  <Table.Tr key={b.bookingId}>
                    <Table.Td>{formatDate(b.date, lang)}</Table.Td>
                    <Table.Td>{(lang === 'hi' ? b.ceremonyHi : b.ceremony) ?? b.reference}</Table.Td>
                    <Table.Td>{formatPaise(b.sharePaise, lang)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATE_COLORS[b.state] ?? 'gray'} variant="light">
                        {t(`bookings.states.${b.state}`)}
                      </Badge>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('payouts.title')}
        </Title>
        {e.payouts.length === 0 ? (
          <EmptyState title={t('payouts.empty')} />
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table striped data-testid="earnings-payouts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('payouts.date')}</Table.Th>
                  <Table.Th>{t('payouts.amount')}</Table.Th>
                  <Table.Th>{t('payouts.status')}</Table.Th>
                  <Table.Th>{t('payouts.reference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {e.payouts.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{formatDate(p.createdAt, lang)}</Table.Td>
                    <Table.Td>{formatPaise(p.amountPaise, lang)}</Table.Td>
                    <Table.Td>{t(`payouts.statuses.${p.status}`)}</Table.Td>
                    <Table.Td data-user-content>{p.reference ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
