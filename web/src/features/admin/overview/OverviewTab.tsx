import { useEffect, useState } from 'react';
import { lazyPart } from '../../../app/lazyPart';
import { PartBoundary } from '../../../app/PartBoundary';
import { useQuery } from '../../../app/query';
import { Alert, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { formatMoney, formatNumber } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { StatCard } from '../shared';
import { PendingPanel, RecentBookingsPanel, TopPanditsPanel } from './OverviewLists';
import { OverdueComplaints } from '../support/OverdueComplaints';

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
  const lang = i18n.language;
  const up = useBackendUp();
  const { data, loading, error, refetch } = useQuery(AdminOverviewDocument, { pollInterval: up === false ? 0 : REFRESH_MS });

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
        <PendingPanel pending={pending} offline={up === false} overview={AdminOverviewDocument} />
        <RecentBookingsPanel bookings={d.recentBookings} />
        <TopPanditsPanel pandits={d.topPandits} />
      </SimpleGrid>
    </Stack>
  );
}
