import './i18n';
import { Badge, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatPaise } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import { AdminList } from '../admin/kit/AdminList';
import { useAuthJson } from '../../app/authFetch';
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
  const earnings = useAuthJson<Earnings>('/api/earnings');
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
        <AdminList
          testId="earnings-bookings"
          items={e.bookings.map((b) => ({ ...b, id: b.bookingId }))}
          loading={earnings.loading}
          onRetry={() => void earnings.refetch()}
          loadFailed={t('loadFailed')}
          empty={t('bookings.empty')}
          emptyHint={t('bookings.emptyHint')}
          label={t('bookings.title')}
          minWidth={480}
          columns={[
            { key: 'date', header: t('bookings.date'), nowrap: true, cell: (b) => formatDate(b.date, lang) },
            {
              key: 'ceremony',
              header: t('bookings.ceremony'),
              cell: (b) => (lang === 'hi' ? b.ceremonyHi : b.ceremony) ?? b.reference,
            },
            { key: 'share', header: t('bookings.share'), nowrap: true, cell: (b) => formatPaise(b.sharePaise, lang) },
            {
              key: 'state',
              header: t('bookings.state'),
              cell: (b) => (
                <Badge color={STATE_COLORS[b.state] ?? 'gray'} variant="light">
                  {t(`bookings.states.${b.state}`)}
                </Badge>
              ),
            },
          ]}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="h4">
          {t('payouts.title')}
        </Title>
        <AdminList
          testId="earnings-payouts"
          items={e.payouts}
          loading={earnings.loading}
          onRetry={() => void earnings.refetch()}
          loadFailed={t('loadFailed')}
          empty={t('payouts.empty')}
          compactEmpty
          label={t('payouts.title')}
          minWidth={420}
          columns={[
            { key: 'date', header: t('payouts.date'), nowrap: true, cell: (p) => formatDate(p.createdAt, lang) },
            { key: 'amount', header: t('payouts.amount'), nowrap: true, cell: (p) => formatPaise(p.amountPaise, lang) },
            { key: 'status', header: t('payouts.status'), cell: (p) => t(`payouts.statuses.${p.status}`) },
            {
              key: 'reference',
              header: t('payouts.reference'),
              cell: (p) => <span data-user-content>{p.reference ?? '—'}</span>,
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
