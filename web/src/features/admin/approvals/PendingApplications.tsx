import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '../../../app/query';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../app/format';
import { AdminList } from '../kit';
import { PendingApplicationsDocument } from './operations';
import { useReference } from '../../marketplace/reference';

type Application = AdminApplicationFieldsFragment;

interface Props {
  onView: (p: Application) => void;
  onReject: (p: Application) => void;
  onApprove: (p: Application) => void;
  busy: boolean;
}

/** The applications waiting for a decision, as cards with quick actions. */
export function PendingApplications({ onView, onReject, onApprove, busy }: Props) {
  const { t, i18n } = useTranslation('admin');
  const { label, place } = useReference();
  const lang = i18n.language;
  // New applications arrive while the tab is open: refresh like the dashboard (every 60 s).
  const pending = useQuery(PendingApplicationsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  return (
    <Stack gap="sm">
      <Title order={3} fz="h4">
        {t('approvals.pendingTitle')}
      </Title>
      <AdminList<Application>
        testId="pending"
        items={pending.data?.pendingPandits}
        loading={pending.loading}
        error={pending.error}
        onRetry={() => void pending.refetch()}
        cardColumns={{ base: 1, md: 2 }}
        card={(p) => (
          <Card withBorder radius="md" padding="md" data-testid="pending-item" data-id={p.id} data-email={p.email ?? ''}>
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <Avatar src={p.avatar} radius="xl" size={48} color="saffron">
                {p.name.slice(0, 1)}
              </Avatar>
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate data-user-content>
                  {p.name}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {place(p.city, p.state)} · {t('approvals.years', { count: p.experience })}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {p.specializations.slice(0, 3).map(label).join(', ')}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('approvals.appliedOn', { date: formatDate(p.createdAt, lang) })}
                </Text>
              </Stack>
            </Group>
            <Group justify="flex-end" gap="xs" mt="sm">
              <Button size="xs" variant="default" onClick={() => onView(p)} data-testid="pending-view">
                {t('approvals.view')}
              </Button>
              <Button
                size="xs"
                color="red"
                variant="light"
                onClick={() => onReject(p)}
                disabled={busy}
                data-testid="pending-reject"
              >
                {t('approvals.reject')}
              </Button>
              <Button size="xs" color="green" onClick={() => onApprove(p)} disabled={busy} data-testid="pending-approve">
                {t('approvals.approve')}
              </Button>
            </Group>
          </Card>
        )}
        loadFailed={t('approvals.loadFailed')}
        empty={t('approvals.empty')}
        emptyHint={t('approvals.emptyHint')}
      />
    </Stack>
  );
}
