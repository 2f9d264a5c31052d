import { useState } from 'react';
import { Badge, Button, Card, Code, Group, Modal, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ACK_HOURS, COMPLAINT_RESOLVE_DAYS, complaintCategoryLabel } from '@marketplace/schema/rules';
import { formatDateTime } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { LoadError } from '../../../components/ui/LoadError';
import { ComplaintThread, StatusBadge } from '../../complaint/ComplaintThread';
import { ComplaintQuery, SupportComplaintsQuery } from '../../complaint/operations';
import '../../complaint/i18n';
import { AdminList, COMPLAINT_STATUSES, oneOf, useListFilters } from '../kit';

const PAGE_SIZE = 20;
// All by default: what is due first, the resolved and closed after them (they have no deadline left).
const FILTERS = { status: 'ALL' };

/**
 * The console's Support tab (issue #35): complaints, what is due first (overdue in red), filtered by state; a ticket
 * opens with its thread, a reply box and the outcome form.
 */
export function SupportTab() {
  const { t, i18n } = useTranslation('complaint');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS);
  const status = oneOf(COMPLAINT_STATUSES, filters.status);
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(SupportComplaintsQuery, {
    variables: { status, page: { page, limit: PAGE_SIZE } },
  });
  const list = data?.complaints;

  return (
    <Stack gap="sm" data-testid="admin-support">
      <Text size="sm" c="dimmed">
        {t('support.intro', { hours: COMPLAINT_ACK_HOURS, days: COMPLAINT_RESOLVE_DAYS })}
      </Text>
      <SegmentedControl
        size="xs"
        aria-label={t('support.show')}
        value={status ?? 'ALL'}
        onChange={(v) => setFilters({ status: v })}
        data={['ALL', ...COMPLAINT_STATUSES].map((s) => ({
          value: s,
          label: s === 'ALL' ? t('support.all') : t(`adminStatus.${s}`),
        }))}
        data-testid="support-status"
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <AdminList
        testId="support"
        items={list?.items}
        totalCount={list?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        card={(c) => (
          <Card
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
        )}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('support.loadFailed')}
        empty={t('support.empty')}
        compactEmpty
      />
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
