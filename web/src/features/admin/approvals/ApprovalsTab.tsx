import { useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Group,
  Image,
  Modal,
  Pagination,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { graphql } from '../../../__generated__';
import type { AdminApplicationFieldsFragment, RegistrationStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatMoney, formatNumber } from '../../../app/format';
import { EmptyState } from '../../../components/ui/EmptyState';

graphql(`
  fragment AdminApplicationFields on Pandit {
    ...ApplicationFields
    user {
      id
      name
      email
      avatar
    }
  }
`);

export const ApplicationStatsDocument = graphql(`
  query AdminApplicationStats {
    panditApplicationStats {
      pending
      approved
      rejected
      total
    }
  }
`);

export const PendingApplicationsDocument = graphql(`
  query AdminPendingApplications {
    pendingPandits {
      ...AdminApplicationFields
    }
  }
`);

export const AllApplicationsDocument = graphql(`
  query AdminAllApplications($status: RegistrationStatus, $page: PageInput) {
    panditApplications(status: $status, page: $page) {
      items {
        ...AdminApplicationFields
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

export const ApprovePanditDocument = graphql(`
  mutation AdminApprovePandit($id: ID!) {
    approvePandit(id: $id) {
      ...AdminApplicationFields
    }
  }
`);

export const RejectPanditDocument = graphql(`
  mutation AdminRejectPandit($id: ID!, $reason: String!) {
    rejectPandit(id: $id, reason: $reason) {
      ...AdminApplicationFields
    }
  }
`);

type Application = AdminApplicationFieldsFragment;
const PAGE_SIZE = 10;
const STATUS_COLORS: Record<RegistrationStatus, string> = { PENDING: 'yellow', APPROVED: 'green', REJECTED: 'red' };
const REFETCH = ['AdminApplicationStats', 'AdminPendingApplications', 'AdminAllApplications'];
export const MIN_REASON = 10;

function StatusBadge({ status }: { status: RegistrationStatus }) {
  const { t } = useTranslation('admin');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" data-testid="application-status-cell">
      {t(`approvals.status.${status.toLowerCase()}`)}
    </Badge>
  );
}

/** Approve and reject with the spec §8 messages; both refresh the counts and both lists. */
function useDecisions() {
  const { t } = useTranslation('admin');
  const [approveMutation, approving] = useMutation(ApprovePanditDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  const [rejectMutation, rejecting] = useMutation(RejectPanditDocument, { refetchQueries: REFETCH, awaitRefetchQueries: true });
  return {
    busy: approving.loading || rejecting.loading,
    async approve(p: Application) {
      try {
        await approveMutation({ variables: { id: p.id } });
        notifications.show({ color: 'green', message: t('approvals.approved') });
        return true;
      } catch (e) {
        notifications.show({ color: 'red', title: t('approvals.approveFailed'), message: errorMessage(e, t) });
        return false;
      }
    },
    async reject(p: Application, reason: string) {
      try {
        await rejectMutation({ variables: { id: p.id, reason } });
        notifications.show({ color: 'green', message: t('approvals.rejected') });
        return true;
      } catch (e) {
        notifications.show({ color: 'red', title: t('approvals.rejectFailed'), message: errorMessage(e, t) });
        return false;
      }
    },
  };
}

function RejectDialog({ target, onClose, onDone }: { target: Application | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reject, busy } = useDecisions();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit() {
    if (!target) return;
    if (reason.trim().length < MIN_REASON) {
      setError(t('approvals.reasonTooShort'));
      return;
    }
    if (await reject(target, reason.trim())) {
      setReason('');
      setError(null);
      onDone();
    }
  }
  return (
    <Modal opened={Boolean(target)} onClose={close} title={t('approvals.rejectTitle', { name: target?.name ?? '' })} centered>
      <Stack gap="sm">
        <Textarea
          label={t('approvals.reason')}
          description={t('approvals.reasonHint')}
          placeholder={t('approvals.reasonPlaceholder')}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={error}
          required
          data-testid="reject-reason"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} disabled={!reason.trim() || busy} data-testid="reject-confirm">
            {busy ? t('approvals.rejecting') : t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function DetailModal({ p, onClose, onApprove, onReject, busy }: { p: Application | null; onClose: () => void; onApprove: (p: Application) => void; onReject: (p: Application) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const money = (v: number | null | undefined) => (v == null ? '—' : formatMoney(v, lang));
  return (
    <Modal opened={Boolean(p)} onClose={onClose} title={t('approvals.detailTitle')} size="lg" centered>
      {p && (
        <Stack gap="md" data-testid="application-detail">
          <Group gap="md" wrap="nowrap">
            <Avatar src={p.avatar} size={72} radius="xl" color="saffron">
              {p.name.slice(0, 1)}
            </Avatar>
            <div>
              <Title order={3} fz="h4">
                {p.name}
              </Title>
              <Group gap="xs">
                <StatusBadge status={p.registrationStatus} />
                <Text size="xs" c="dimmed">
                  {t('approvals.appliedOn', { date: formatDate(p.createdAt, lang) })}
                </Text>
              </Group>
            </div>
          </Group>
          {p.registrationStatus === 'REJECTED' && p.rejectionReason && (
            <Alert color="red" variant="light" title={t('approvals.rejectionReason')}>
              {p.rejectionReason}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Detail label={t('approvals.fields.email')}>{p.email ?? '—'}</Detail>
            <Detail label={t('approvals.fields.phone')}>{p.phone ?? '—'}</Detail>
            <Detail label={t('approvals.fields.whatsapp')}>{p.whatsappNumber ?? '—'}</Detail>
            <Detail label={t('approvals.fields.account')}>
              {p.user ? `${p.user.name} (${p.user.email ?? ''})` : '—'}
            </Detail>
            <Detail label={t('approvals.fields.place')}>{[p.location, p.city, p.state].filter(Boolean).join(', ')}</Detail>
            <Detail label={t('approvals.fields.experience')}>{t('approvals.years', { count: p.experience })}</Detail>
            <Detail label={t('approvals.fields.specializations')}>{p.specializations.join(', ')}</Detail>
            <Detail label={t('approvals.fields.languages')}>{p.languages.join(', ')}</Detail>
            <Detail label={t('approvals.fields.pricing')}>
              {money(p.pricing.basic)} / {money(p.pricing.premium)} / {money(p.pricing.deluxe)}
            </Detail>
            <Detail label={t('approvals.fields.virtual')}>
              {p.virtualPoojaAvailable
                ? `${money(p.pricing.virtualBasic)} / ${money(p.pricing.virtualPremium)} / ${money(p.pricing.virtualDeluxe)}`
                : t('approvals.noVirtual')}
            </Detail>
          </SimpleGrid>
          <Detail label={t('approvals.fields.bio')}>
            <span style={{ whiteSpace: 'pre-wrap' }}>{p.bio}</span>
          </Detail>
          <div>
            <Text size="xs" c="dimmed" mb={4}>
              {t('approvals.fields.photos', { count: p.photos.length })}
            </Text>
            {p.photos.length ? (
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" data-testid="application-photos">
                {p.photos.map((url) => (
                  <a key={url} href={url} target="_blank" rel="noreferrer noopener">
                    <Image src={url} alt="" radius="sm" h={90} fit="cover" />
                  </a>
                ))}
              </SimpleGrid>
            ) : (
              <Text size="sm">—</Text>
            )}
          </div>
          <Group justify="flex-end">
            {p.registrationStatus !== 'REJECTED' && (
              <Button color="red" variant="light" onClick={() => onReject(p)} disabled={busy} data-testid="detail-reject">
                {t('approvals.reject')}
              </Button>
            )}
            {p.registrationStatus !== 'APPROVED' && (
              <Button color="green" onClick={() => onApprove(p)} disabled={busy} data-testid="detail-approve">
                {t('approvals.approve')}
              </Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

/** Pandit Approval Management (spec §2, §4, §8). */
export function ApprovalsTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  // New applications arrive while the tab is open: refresh like the dashboard (every 60 s).
  const stats = useQuery(ApplicationStatsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const pending = useQuery(PendingApplicationsDocument, { fetchPolicy: 'cache-and-network', pollInterval: 60_000 });
  const [filter, setFilter] = useState<'ALL' | RegistrationStatus>('ALL');
  const [page, setPage] = useState(1);
  const all = useQuery(AllApplicationsDocument, {
    variables: { status: filter === 'ALL' ? null : filter, page: { page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
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
  const allResult = (all.data ?? all.previousData)?.panditApplications;
  const totalPages = allResult ? Math.max(1, Math.ceil(allResult.pageInfo.totalCount / PAGE_SIZE)) : 1;

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
              {c.value === undefined ? <Skeleton h={28} w={60} mt={4} /> : <Text fz={28} fw={700} c={c.color}>{formatNumber(c.value, lang)}</Text>}
            </Paper>
          ))}
        </SimpleGrid>
      )}

      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('approvals.pendingTitle')}
        </Title>
        {pending.error && !pending.data ? (
          <LoadError title={t('approvals.loadFailed')} error={pending.error} onRetry={() => void pending.refetch()} />
        ) : !pending.data ? (
          <Stack gap="xs" aria-busy="true">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} h={90} radius="md" />
            ))}
          </Stack>
        ) : pending.data.pendingPandits.length === 0 ? (
          <EmptyState title={t('approvals.empty')} description={t('approvals.emptyHint')} />
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }} data-testid="pending-list">
            {pending.data.pendingPandits.map((p) => (
              <Card key={p.id} withBorder radius="md" padding="md" data-testid="pending-item" data-id={p.id} data-email={p.email ?? ''}>
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Avatar src={p.avatar} radius="xl" size={48} color="saffron">
                    {p.name.slice(0, 1)}
                  </Avatar>
                  <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                    <Text fw={600} truncate>
                      {p.name}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {[p.city, p.state].filter(Boolean).join(', ')} · {t('approvals.years', { count: p.experience })}
                    </Text>
                    <Text size="xs" c="dimmed" truncate>
                      {p.specializations.slice(0, 3).join(', ')}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {t('approvals.appliedOn', { date: formatDate(p.createdAt, lang) })}
                    </Text>
                  </Stack>
                </Group>
                <Group justify="flex-end" gap="xs" mt="sm">
                  <Button size="xs" variant="default" onClick={() => setDetail(p)} data-testid="pending-view">
                    {t('approvals.view')}
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setRejecting(p)} disabled={busy} data-testid="pending-reject">
                    {t('approvals.reject')}
                  </Button>
                  <Button size="xs" color="green" onClick={() => void onApprove(p)} disabled={busy} data-testid="pending-approve">
                    {t('approvals.approve')}
                  </Button>
                </Group>
              </Card>
            ))}
          </SimpleGrid>
        )}
      </Stack>

      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={3} fz="h4">
            {t('approvals.allTitle')}
          </Title>
          <SegmentedControl
            value={filter}
            onChange={(v) => {
              setFilter(v as typeof filter);
              setPage(1);
            }}
            data={(['ALL', 'PENDING', 'APPROVED', 'REJECTED'] as const).map((v) => ({ value: v, label: t(`approvals.filter.${v.toLowerCase()}`) }))}
            data-testid="approvals-filter"
          />
        </Group>
        {all.error && !allResult ? (
          <LoadError title={t('approvals.loadFailed')} error={all.error} onRetry={() => void all.refetch()} />
        ) : !allResult ? (
          <Skeleton h={200} radius="md" />
        ) : allResult.items.length === 0 ? (
          <EmptyState title={t('approvals.allEmpty')} />
        ) : (
          <>
            <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: all.loading ? 0.6 : 1 }}>
              <Table.ScrollContainer minWidth={720}>
                <Table striped highlightOnHover verticalSpacing="sm" data-testid="applications-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('approvals.columns.pandit')}</Table.Th>
                      <Table.Th>{t('approvals.columns.place')}</Table.Th>
                      <Table.Th>{t('approvals.columns.status')}</Table.Th>
                      <Table.Th>{t('approvals.columns.applied')}</Table.Th>
                      <Table.Th />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {allResult.items.map((p) => (
                      <Table.Tr key={p.id} data-testid="application-row" data-id={p.id}>
                        <Table.Td>
                          <Group gap="sm" wrap="nowrap">
                            <Avatar src={p.avatar} radius="xl" size={32} color="saffron">
                              {p.name.slice(0, 1)}
                            </Avatar>
                            <div style={{ minWidth: 0 }}>
                              <Text size="sm" fw={500}>
                                {p.name}
                              </Text>
                              <Text size="xs" c="dimmed">
                                {p.email}
                              </Text>
                            </div>
                          </Group>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{[p.city, p.state].filter(Boolean).join(', ')}</Text>
                        </Table.Td>
                        <Table.Td>
                          <StatusBadge status={p.registrationStatus} />
                          {p.registrationStatus === 'REJECTED' && p.rejectionReason && (
                            <Text size="xs" c="dimmed" lineClamp={1} maw={220}>
                              {p.rejectionReason}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{formatDate(p.createdAt, lang)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Button size="xs" variant="subtle" onClick={() => setDetail(p)}>
                            {t('approvals.view')}
                          </Button>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Paper>
            {totalPages > 1 && (
              <Group justify="center">
                <Pagination total={totalPages} value={page} onChange={setPage} />
              </Group>
            )}
          </>
        )}
      </Stack>

      <DetailModal
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
