import { useEffect, useState } from 'react';
import { lazyPart } from '../../../app/lazyPart';
import { PartBoundary } from '../../../app/PartBoundary';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Alert, Avatar, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatMoney, formatNumber } from '../../../app/format';
import { formatIndiaTime } from '../../../app/indiaTime';
import { LoadError } from '../../../components/ui/LoadError';
import { StatCard, StatusBadge } from '../shared';
import { RejectPrompt } from './RejectPrompt';
import { OverdueComplaints } from '../support/OverdueComplaints';
import { useReference } from '../../marketplace/reference';

export const AdminOverviewDocument = graphql(`
  query AdminOverview {
    adminDashboard {
      stats {
        totalPandits
        approvedPandits
        pendingPandits
        totalUsers
        totalAccounts
        totalPackages
        totalBookings
        totalRevenue
        revenueLakhs
        averageRating
      }
      recentBookings {
        id
        date
        time
        totalAmount
        status
        pandit {
          id
          name
        }
        package {
          id
          name
        }
      }
      topPandits {
        id
        name
        avatar
        location
        city
        rating
        reviewCount
      }
      monthly {
        month
        bookings
        revenue
      }
      byStatus {
        status
        count
      }
    }
    pendingPandits {
      id
      name
      city
      state
      experience
      createdAt
    }
  }
`);

const OverviewApproveDocument = graphql(`
  mutation OverviewApprovePandit($id: ID!) {
    approvePandit(id: $id) {
      id
      registrationStatus
    }
  }
`);

const REFRESH_MS = 60_000;

/** The charts (recharts, ~125 KB gzip) load in their own chunk after the figures are on screen. */
const OverviewCharts = lazyPart(() => import('./OverviewCharts'));

/** Is the API answering? Checked now and every minute. */
function useBackendUp(): boolean | null {
  const [up, setUp] = useState<boolean | null>(null);
  useEffect(() => {
    let alive = true;
    const check = () =>
      fetch('/api/health', { signal: AbortSignal.timeout(10_000) })
        .then((r) => alive && setUp(r.ok))
        .catch(() => alive && setUp(false));
    void check();
    const timer = setInterval(() => void check(), REFRESH_MS);
    return () => {
      alive = false;
      clearInterval(timer);
    };
  }, []);
  return up;
}

export function OverviewTab() {
  const { t, i18n } = useTranslation('admin');
  const { place } = useReference();
  const lang = i18n.language;
  const up = useBackendUp();
  const { data, loading, error, refetch } = useQuery(AdminOverviewDocument, { pollInterval: up === false ? 0 : REFRESH_MS });
  const [approve, approving] = useMutation(OverviewApproveDocument, { refetchQueries: [AdminOverviewDocument] });
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);

  async function onApprove(id: string) {
    try {
      await approve({ variables: { id } });
      notifications.show({ color: 'green', message: t('overview.approved') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('overview.approveFailed'), message: errorMessage(e, t) });
    }
  }

  const banner =
    up === false ? (
      <Alert color="red" title={t('overview.disconnectedTitle')} data-testid="backend-banner">
        {t('overview.disconnected')}
      </Alert>
    ) : up ? (
      <Alert color="green" variant="light" data-testid="backend-banner">
        {t('overview.connected')}
      </Alert>
    ) : null;

  if (error && !data)
    return (
      <Stack>
        {banner}
        <LoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      </Stack>
    );
  if (loading && !data)
    return (
      <Stack aria-busy="true">
        <Text>{t('loading')}</Text>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {Array.from({ length: 8 }, (_, i) => (
            <Skeleton key={i} height={80} />
          ))}
        </SimpleGrid>
      </Stack>
    );
  const d = data!.adminDashboard;
  const s = d.stats;
  const pending = data!.pendingPandits.slice(0, 5);

  return (
    <Stack gap="lg">
      {banner}
      <OverdueComplaints />
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 4 }} data-testid="overview-cards">
        <StatCard
          label={t('overview.totalPandits')}
          value={formatNumber(s.totalPandits, lang)}
          hint={t('overview.approvedCount', { count: s.approvedPandits })}
        />
        <StatCard label={t('overview.pendingApprovals')} value={formatNumber(s.pendingPandits, lang)} />
        {/* The Users tab's figure and hint (issue #37: the overview counted devotees only, the tab every account). */}
        <StatCard
          label={t('users.countUsers')}
          value={formatNumber(s.totalAccounts, lang)}
          hint={t('users.countUsersHint', { count: s.totalUsers })}
          testId="overview-users"
        />
        <StatCard label={t('overview.activePackages')} value={formatNumber(s.totalPackages, lang)} />
        <StatCard label={t('overview.totalBookings')} value={formatNumber(s.totalBookings, lang)} />
        <StatCard
          label={t('overview.revenue')}
          value={`₹${s.revenueLakhs.toFixed(1)}L`}
          hint={t('overview.revenueHint', { amount: formatMoney(s.totalRevenue, lang) })}
          testId="overview-revenue"
        />
        <StatCard
          label={t('overview.averageRating')}
          value={s.averageRating === null || s.averageRating === undefined ? '—' : s.averageRating.toFixed(1)}
        />
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <PartBoundary
          fallback={[0, 1].map((i) => (
            <Skeleton key={i} height={320} radius="md" />
          ))}
        >
          <OverviewCharts monthly={d.monthly} byStatus={d.byStatus} />
        </PartBoundary>
      </SimpleGrid>

      <SimpleGrid cols={{ base: 1, lg: 3 }}>
        <Paper withBorder radius="md" p="md" data-testid="overview-pending">
          <Title order={3} fz="h5" mb="sm">
            {t('overview.pendingList')}
          </Title>
          {pending.length === 0 ? (
            <Text c="dimmed">{t('overview.noPending')}</Text>
          ) : (
            <Stack gap="sm">
              {pending.map((p) => (
                <Group key={p.id} justify="space-between" wrap="nowrap">
                  <div>
                    <Text fw={600} data-user-content>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {place(p.city, p.state)}
                    </Text>
                  </div>
                  <Group gap={6} wrap="nowrap">
                    <Button
                      size="xs"
                      color="green"
                      disabled={up === false}
                      loading={approving.loading}
                      onClick={() => void onApprove(p.id)}
                    >
                      {t('overview.approve')}
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      disabled={up === false}
                      onClick={() => setRejecting({ id: p.id, name: p.name })}
                    >
                      {t('overview.reject')}
                    </Button>
                  </Group>
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="overview-recent">
          <Title order={3} fz="h5" mb="sm">
            {t('overview.recentBookings')}
          </Title>
          {d.recentBookings.length === 0 ? (
            <Text c="dimmed">{t('overview.noBookings')}</Text>
          ) : (
            <Stack gap="sm">
              {d.recentBookings.map((b) => (
                <Group key={b.id} justify="space-between" wrap="nowrap">
                  <div style={{ minWidth: 0 }}>
                    <Text fw={600} data-user-content>
                      {b.pandit?.name ?? b.package?.name ?? t('overview.unknownPandit')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {formatDate(b.date, lang)} · {formatIndiaTime(b.date, b.time, lang)} · {formatMoney(b.totalAmount, lang)}
                    </Text>
                  </div>
                  <StatusBadge status={b.status} />
                </Group>
              ))}
            </Stack>
          )}
        </Paper>
        <Paper withBorder radius="md" p="md" data-testid="overview-top">
          <Title order={3} fz="h5" mb="sm">
            {t('overview.topPandits')}
          </Title>
          <Stack gap="sm">
            {d.topPandits.map((p) => (
              <Group key={p.id} gap="sm" wrap="nowrap">
                <Avatar src={p.avatar} radius="xl" />
                <div style={{ flex: 1, minWidth: 0 }}>
                  <Text fw={600} truncate data-user-content>
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {p.location ? <span data-user-content>{p.location}</span> : place(p.city)}
                  </Text>
                </div>
                <Text size="sm">{t('overview.ratingLine', { rating: p.rating.toFixed(1), count: p.reviewCount })}</Text>
              </Group>
            ))}
          </Stack>
        </Paper>
      </SimpleGrid>
      {rejecting && <RejectPrompt pandit={rejecting} onClose={() => setRejecting(null)} refetch={AdminOverviewDocument} />}
    </Stack>
  );
}
