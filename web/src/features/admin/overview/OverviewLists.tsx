import { useState, type ReactNode } from 'react';
import type { DocumentNode } from 'graphql';
import { useMutation } from '@apollo/client/react';
import { Avatar, Button, Group, Paper, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminOverviewQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatMoney } from '../../../app/format';
import { formatIndiaTime } from '../../../app/indiaTime';
import { useReference } from '../../marketplace/reference';
import { AdminList } from '../kit';
import { StatusBadge } from '../shared';
import { RejectPrompt } from './RejectPrompt';

const OverviewApproveDocument = graphql(`
  mutation OverviewApprovePandit($id: ID!) {
    approvePandit(id: $id) {
      id
      registrationStatus
    }
  }
`);

type Dashboard = AdminOverviewQuery['adminDashboard'];
type Pending = AdminOverviewQuery['pendingPandits'][number];

/** One of the dashboard's short lists: a titled panel around the kit's list of cards (loaded with the page). */
function Panel<T extends { id: string }>(props: {
  testId: string;
  title: string;
  items: readonly T[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={props.testId}>
      <Title order={3} fz="h5" mb="sm">
        {props.title}
      </Title>
      <AdminList<T>
        testId={props.testId}
        items={props.items}
        loading={false}
        onRetry={() => undefined}
        card={props.row}
        loadFailed=""
        empty={props.empty}
        compactEmpty
      />
    </Paper>
  );
}

/** The first five applications waiting, each approved at once or rejected with a reason. */
export function PendingPanel({ pending, offline, overview }: { pending: Pending[]; offline: boolean; overview: DocumentNode }) {
  const { t } = useTranslation('admin');
  const { place } = useReference();
  const [approve, approving] = useMutation(OverviewApproveDocument, { refetchQueries: [overview] });
  const [rejecting, setRejecting] = useState<{ id: string; name: string } | null>(null);

  async function onApprove(id: string) {
    try {
      await approve({ variables: { id } });
      notifications.show({ color: 'green', message: t('overview.approved') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('overview.approveFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <>
      <Panel
        testId="overview-pending"
        title={t('overview.pendingList')}
        items={pending}
        empty={t('overview.noPending')}
        row={(p) => (
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fw={600} data-user-content>
                {p.name}
              </Text>
              <Text size="xs" c="dimmed">
                {place(p.city, p.state)}
              </Text>
            </div>
            <Group gap={6} wrap="nowrap">
              <Button size="xs" color="green" disabled={offline} loading={approving.loading} onClick={() => void onApprove(p.id)}>
                {t('overview.approve')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                disabled={offline}
                onClick={() => setRejecting({ id: p.id, name: p.name })}
              >
                {t('overview.reject')}
              </Button>
            </Group>
          </Group>
        )}
      />
      {rejecting && <RejectPrompt pandit={rejecting} onClose={() => setRejecting(null)} refetch={overview} />}
    </>
  );
}

export function RecentBookingsPanel({ bookings }: { bookings: Dashboard['recentBookings'] }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  return (
    <Panel
      testId="overview-recent"
      title={t('overview.recentBookings')}
      items={bookings}
      empty={t('overview.noBookings')}
      row={(b) => (
        <Group justify="space-between" wrap="nowrap">
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
      )}
    />
  );
}

export function TopPanditsPanel({ pandits }: { pandits: Dashboard['topPandits'] }) {
  const { t } = useTranslation('admin');
  const { place } = useReference();
  return (
    <Panel
      testId="overview-top"
      title={t('overview.topPandits')}
      items={pandits}
      empty={t('overview.noTopPandits')}
      row={(p) => (
        <Group gap="sm" wrap="nowrap">
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
      )}
    />
  );
}
