import { useState } from 'react';
import { useQuery } from '../../../app/query';
import { Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { formatNumber } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { ApplicationStatsDocument } from './operations';
import { useDecisions } from './useDecisions';
import { PendingApplications } from './PendingApplications';
import { AllApplications } from './AllApplications';
import { ApplicationDetailDialog } from './ApplicationDetailDialog';
import { RejectDialog } from './RejectDialog';
import { DocumentReview } from '../../verification/DocumentReview';

type Application = AdminApplicationFieldsFragment;

/** Pandit Approval Management (spec §2, §4, §8). */
export function ApprovalsTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  // New applications arrive while the tab is open: refresh like the dashboard (every 60 s).
  const stats = useQuery(ApplicationStatsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const [detail, setDetail] = useState<Application | null>(null);
  const [rejecting, setRejecting] = useState<Application | null>(null);
  const { approve, busy } = useDecisions();

  async function onApprove(p: Application) {
    if (await approve(p)) setDetail(null);
  }

  const s = stats.data?.panditApplicationStats;
  const cards = [
    { key: 'pending', color: 'yellow', value: s?.pending },
    { key: 'approved', color: 'green', value: s?.approved },
    { key: 'rejected', color: 'red', value: s?.rejected },
    { key: 'total', color: 'saffron', value: s?.total },
  ] as const;

  return (
    <Stack gap="lg" data-testid="approvals-tab">
      {stats.error && !s ? (
        <LoadError title={t('approvals.loadFailed')} error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {cards.map((c) => (
            <Paper key={c.key} withBorder radius="md" p="md" data-testid={`approvals-stat-${c.key}`}>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {t(`approvals.stats.${c.key}`)}
              </Text>
              {c.value === undefined ? (
                <Skeleton h={28} w={60} mt={4} />
              ) : (
                <Text fz={28} fw={700} c={c.color}>
                  {formatNumber(c.value, lang)}
                </Text>
              )}
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <PendingApplications onView={setDetail} onReject={setRejecting} onApprove={(p) => void onApprove(p)} busy={busy} />
      <DocumentReview />
      <AllApplications onView={setDetail} />

      <ApplicationDetailDialog
        p={detail}
        onClose={() => setDetail(null)}
        onApprove={(p) => void onApprove(p)}
        onReject={(p) => {
          setDetail(null);
          setRejecting(p);
        }}
        busy={busy}
      />
      <RejectDialog target={rejecting} onClose={() => setRejecting(null)} onDone={() => setRejecting(null)} />
    </Stack>
  );
}
