import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Modal, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ACK_HOURS, COMPLAINT_RESOLVE_DAYS, complaintCategoryLabel } from '@marketplace/schema/rules';
import type { ComplaintStatus } from '../../../__generated__/graphql';
import { formatDateTime } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { LoadError } from '../../../components/ui/LoadError';
import { ComplaintThread, StatusBadge } from '../../complaint/ComplaintThread';
import { ComplaintQuery, SupportComplaintsQuery } from '../../complaint/operations';
import '../../complaint/i18n';
import { AdminPagination } from '../kit';

const PAGE_SIZE = 20;
type Shown = ComplaintStatus | 'ALL';
// All by default: what is due first, the resolved and closed after them (they have no deadline left).
const FILTERS: Shown[] = ['ALL', 'OPEN', 'AWAITING_REPLY', 'RESOLVED', 'CLOSED'];

/**
 * The console's Support tab (issue #35): complaints, what is due first (overdue in red), filtered by state; a ticket
 * opens with its thread, a reply box and the outcome form.
 */
export function SupportTab() {
  const { t, i18n } = useTranslation('complaint');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const [shown, setShown] = useState<Shown>('ALL');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(SupportComplaintsQuery, {
    variables: { status: shown === 'ALL' ? null : shown, page: { page, limit: PAGE_SIZE } },
  });
  const list = data?.complaints;
  const pages = list ? Math.ceil(list.pageInfo.totalCount / PAGE_SIZE) : 0;

  return (
    <Stack gap="sm" data-testid="admin-support">
      <Text size="sm" c="dimmed">
        {t('support.intro', { hours: COMPLAINT_ACK_HOURS, days: COMPLAINT_RESOLVE_DAYS })}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t('support.show')}
        value={shown}
        onChange={(v) => {
          setShown(v);
          setPage(1);
        }}
        data={FILTERS.map((s) => ({ value: s, label: s === 'ALL' ? t('support.all') : t(`adminStatus.${s}`) }))}
        data-testid="support-status"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      {error && !list ? (
        <LoadError title={t('support.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : loading && !list ? (
        <Skeleton height={120} aria-busy="true" />
      ) : !list?.items.length ? (
        <Text c="dimmed" size="sm" data-testid="support-empty">
          {t('support.empty')}
        </Text>
      ) : (
        list.items.map((c) => (
          <Card
            key={c.id}
            withBorder
            radius="sm"
            padding="sm"
            data-testid="support-item"
            data-complaint-number={c.number}
            style={c.overdue ? { borderColor: 'var(--mantine-color-red-6)' } : undefined}
          >
            <Group justify="space-between" align="flex-start" gap="xs">
              <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                <Group gap="xs">
                  <Code>{c.number}</Code>
                  <StatusBadge status={c.status} admin />
                  {c.overdue && (
                    <Badge color="red" data-testid="support-overdue">
                      {t('ticket.overdue')}
                    </Badge>
                  )}
                  {c.outcome && (
                    <Badge color="gray" variant="light">
                      {t(`outcome.${c.outcome}`)}
                    </Badge>
                  )}
                </Group>
                <Text fw={600} size="sm">
                  {complaintCategoryLabel(c.category, lang)} · {t(`role.${c.filedBy}`)}
                </Text>
                <Text size="sm" data-user-content>
                  {c.devoteeName}
                  {c.panditName ? ` · ${c.panditName}` : ''}
                </Text>
                {c.dueAt && (
                  <Text size="xs" c={c.overdue ? 'red' : 'dimmed'} fw={c.overdue ? 700 : undefined}>
                    {t('support.due', { when: formatDateTime(c.dueAt, lang) })}
                  </Text>
                )}
              </Stack>
              <Button size="xs" variant="light" onClick={() => setOpenId(c.id)} data-testid="support-open">
                {t('support.open')}
              </Button>
            </Group>
          </Card>
        ))
      )}
      {pages > 1 && (
        <Group justify="center">
          <AdminPagination total={pages} value={page} onChange={setPage} size="sm" />
        </Group>
      )}
      {openId && <TicketDialog id={openId} onClose={() => setOpenId(null)} onChanged={() => void refetch()} />}
    </Stack>
  );
}

function TicketDialog({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('complaint');
  const phone = useMediaQuery('(max-width: 36em)');
  const { data, loading, error, refetch } = useQuery(ComplaintQuery, { variables: { id } });
  const close = () => {
    onChanged();
    onClose();
  };
  return (
    <Modal opened onClose={close} title={t('ticket.title')} size="lg" fullScreen={phone} data-testid="support-ticket">
      {error && !data ? (
        <LoadError title={t('ticket.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <Skeleton height={200} aria-busy="true" />
      ) : data ? (
        <ComplaintThread complaint={data.complaint} admin />
      ) : null}
    </Modal>
  );
}
