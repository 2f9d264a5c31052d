import { useQuery } from '../../../app/query';
import { Badge, Checkbox, Code, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { bookingReference } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { formatDateTime } from '../../../app/format';
import type { AdminAuditLogQuery } from '../../../__generated__/graphql';
import { AdminList, useListFilters, useSearchTerm, type AdminColumn } from '../kit';

const AuditLogDocument = graphql(`
  query AdminAuditLog($filter: AuditFilter, $page: PageInput) {
    auditLog(filter: $filter, page: $page) {
      items {
        id
        action
        entity
        entityId
        actorName
        changes
        createdAt
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

const ENTITIES = ['User', 'Pandit', 'Package', 'Booking', 'Testimonial', 'AboutContent', 'Data'];
/** The gateway's action for a refused admin-only request (its entity is Query, Mutation or REST, its record the field or route). */
const DENIED = 'denied';
/** A booking by the one reference its customer reads out; other records by the end of their id. */
const recordNumber = (entity: string, id: string) => (entity === 'Booking' ? bookingReference(id) : `#${id.slice(-6)}`);
const PAGE_SIZE = 15;
/** Kept in the address beside the Data tab's other choices (`log.entity`, `log.action`, `log.denied`). */
const FILTERS = { entity: '', action: '', denied: '' };
type AuditEntry = AdminAuditLogQuery['auditLog']['items'][number];

/** Before → after of each changed field, in one line each. */
function Changes({ changes }: { changes: Record<string, { before?: unknown; after?: unknown }> }) {
  const show = (v: unknown) => (v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));
  return (
    <Stack gap={2}>
      {Object.entries(changes ?? {}).map(([field, c]) => (
        <Text key={field} size="xs">
          {/* The values are the record's data as stored (names, texts, flags), not the console's words. */}
          <Code>{field}</Code> <span data-user-content>{show(c.before)}</span> → <span data-user-content>{show(c.after)}</span>
        </Text>
      ))}
    </Stack>
  );
}

/** The audit trail: every admin change with who, when, which record and the changed fields. */
export function ActivityLog() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS, 'log.');
  const deniedOnly = filters.denied === '1';
  const typed = useSearchTerm(filters.action);
  const a = deniedOnly ? DENIED : typed;
  const { data, previousData, loading, error, refetch } = useQuery(AuditLogDocument, {
    variables: { filter: { entity: filters.entity || null, action: a || null }, page: { page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditLog;
  const columns: AdminColumn<AuditEntry>[] = [
    { key: 'when', header: t('activity.when'), cell: (e) => formatDateTime(e.createdAt, i18n.language) },
    {
      key: 'who',
      header: t('activity.who'),
      cell: (e) => (
        <span data-user-content={e.actorName ? '' : undefined}>
          {e.actorName ?? (e.action === DENIED ? t('activity.visitor') : '—')}
        </span>
      ),
    },
    {
      key: 'action',
      header: t('activity.action'),
      cell: (e) =>
        e.action === DENIED ? (
          <Badge color="red" variant="light">
            {t('activity.denied')}
          </Badge>
        ) : (
          <Code>{e.action}</Code>
        ),
    },
    {
      key: 'record',
      header: t('activity.record'),
      cell: (e) => (
        <Code>
          {e.action === DENIED
            ? `${e.entity} ${e.entityId ?? ''}`
            : `${e.entity} ${e.entityId ? recordNumber(e.entity, e.entityId) : ''}`}
        </Code>
      ),
    },
    {
      key: 'changes',
      header: t('activity.changes'),
      cell: (e) => <Changes changes={e.changes as Record<string, { before?: unknown; after?: unknown }>} />,
    },
  ];

  return (
    <Paper withBorder radius="md" p="md" data-testid="activity-log">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('activity.title')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('activity.entity')}
            data={[{ value: 'ALL', label: t('bookings.all') }, ...ENTITIES.map((e) => ({ value: e, label: e }))]}
            value={filters.entity || 'ALL'}
            onChange={(v) => setFilters({ entity: v && v !== 'ALL' ? v : '' })}
            allowDeselect={false}
            w={170}
          />
          <TextInput
            label={t('activity.action')}
            placeholder="package.update"
            // Actions are code names (package.update, user.role), whatever the console's language.
            lang="en"
            spellCheck={false}
            value={filters.action}
            onChange={(e) => setFilters({ action: e.currentTarget.value })}
            disabled={deniedOnly}
            w={200}
          />
          <Checkbox
            label={t('activity.deniedOnly')}
            checked={deniedOnly}
            onChange={(e) => setFilters({ denied: e.currentTarget.checked ? '1' : '' })}
            mb={8}
          />
        </Group>
        <AdminList
          testId="activity"
          items={result?.items}
          totalCount={result?.pageInfo.totalCount}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          columns={columns}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          loadFailed={t('activity.loadFailed')}
          empty={t('activity.empty')}
          compactEmpty
          minWidth={700}
        />
      </Stack>
    </Paper>
  );
}
