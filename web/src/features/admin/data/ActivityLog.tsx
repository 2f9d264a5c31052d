import { useState } from 'react';
import { useQuery } from '../../../app/query';
import { Badge, Checkbox, Code, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { bookingReference } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { formatDateTime } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { AdminPagination } from '../shared';

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
  const [entity, setEntity] = useState<string | null>(null);
  const [action, setAction] = useState('');
  const [deniedOnly, setDeniedOnly] = useState(false);
  const [typed] = useDebouncedValue(action.trim(), 300);
  const a = deniedOnly ? DENIED : typed;
  const [page, setPage] = useState(1);
  const { data, previousData, error, refetch } = useQuery(AuditLogDocument, {
    variables: { filter: { entity, action: a || null }, page: { page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.auditLog;

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
            value={entity ?? 'ALL'}
            onChange={(v) => (setEntity(v && v !== 'ALL' ? v : null), setPage(1))}
            allowDeselect={false}
            w={170}
          />
          <TextInput
            label={t('activity.action')}
            placeholder="package.update"
            // Actions are code names (package.update, user.role), whatever the console's language.
            lang="en"
            spellCheck={false}
            value={action}
            onChange={(e) => (setAction(e.currentTarget.value), setPage(1))}
            disabled={deniedOnly}
            w={200}
          />
          <Checkbox
            label={t('activity.deniedOnly')}
            checked={deniedOnly}
            onChange={(e) => (setDeniedOnly(e.currentTarget.checked), setPage(1))}
            mb={8}
          />
        </Group>
        {error && !result ? (
          <LoadError title={t('activity.loadFailed')} error={error} onRetry={() => void refetch()} />
        ) : !result ? (
          <Skeleton height={120} />
        ) : result.items.length === 0 ? (
          <Text c="dimmed">{t('activity.empty')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={700}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('activity.when')}</Table.Th>
                  <Table.Th>{t('activity.who')}</Table.Th>
                  <Table.Th>{t('activity.action')}</Table.Th>
                  <Table.Th>{t('activity.record')}</Table.Th>
                  <Table.Th>{t('activity.changes')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.createdAt, i18n.language)}</Table.Td>
                    <Table.Td data-user-content={e.actorName ? '' : undefined}>
                      {e.actorName ?? (e.action === DENIED ? t('activity.visitor') : '—')}
                    </Table.Td>
                    <Table.Td>
                      {e.action === DENIED ? (
                        <Badge color="red" variant="light">
                          {t('activity.denied')}
                        </Badge>
                      ) : (
                        <Code>{e.action}</Code>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Code>
                        {e.action === DENIED
                          ? `${e.entity} ${e.entityId ?? ''}`
                          : `${e.entity} ${e.entityId ? recordNumber(e.entity, e.entityId) : ''}`}
                      </Code>
                    </Table.Td>
                    <Table.Td>
                      <Changes changes={e.changes as Record<string, { before?: unknown; after?: unknown }>} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {result && result.pageInfo.totalCount > PAGE_SIZE && (
          <AdminPagination total={Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)} value={page} onChange={setPage} size="sm" />
        )}
      </Stack>
    </Paper>
  );
}
