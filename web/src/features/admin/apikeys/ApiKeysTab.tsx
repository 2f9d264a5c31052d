import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminApiKeysQuery } from '../../../__generated__/graphql';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatDateTime, formatNumber } from '../../../app/format';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import enApiKeys from '../../../locales/en/apikeys.json';
import hiApiKeys from '../../../locales/hi/apikeys.json';
import { ConfirmDialog } from '../ConfirmDialog';
import { ActionsHeader, AdminPagination } from '../shared';
import { CreateApiKeyDialog } from './CreateApiKeyDialog';

registerNamespace('apikeys', { en: enApiKeys, hi: hiApiKeys });

export const AdminApiKeysDocument = graphql(`
  query AdminApiKeys($page: PageInput) {
    apiKeys(page: $page) {
      items {
        id
        name
        contactEmail
        prefix
        createdAt
        lastUsedAt
        requestsToday
        revokedAt
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);
const RevokeApiKeyDocument = graphql(`
  mutation AdminRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revokedAt
    }
  }
`);

type ApiKeyRow = AdminApiKeysQuery['apiKeys']['items'][number];
const PAGE_SIZE = 20;

/** The partner API keys (issue 12): who has one, when it was last used, how much today; create (shown once) and revoke. */
export function ApiKeysTab() {
  const { t, i18n } = useTranslation('apikeys');
  const lang = i18n.language;
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminApiKeysDocument, {
    variables: { page: { page, limit: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
  });
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const result = (data ?? previousData)?.apiKeys;
  const totalPages = result ? Math.max(1, Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Text size="sm" c="dimmed" maw={640}>
          {t('intro')}{' '}
          <Anchor component={Link} to="/developers" size="sm" underline="always">
            {t('docsLink')}
          </Anchor>
        </Text>
        <Button onClick={() => setCreating(true)} data-testid="apikey-create">
          {t('create')}
        </Button>
      </Group>
      {error && !result ? (
        <LoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : loading && !result ? (
        <Stack aria-busy="true">
          <Skeleton height={36} />
          <Skeleton height={36} />
          <Skeleton height={36} />
        </Stack>
      ) : !result || result.items.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
          <Table striped highlightOnHover data-testid="apikeys-table" aria-label={t('keysTable')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('name')}</Table.Th>
                <Table.Th>{t('contactEmail')}</Table.Th>
                <Table.Th>{t('created')}</Table.Th>
                <Table.Th>{t('lastUsed')}</Table.Th>
                <Table.Th>{t('requestsToday')}</Table.Th>
                <Table.Th>{t('status')}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {result.items.map((k) => (
                <Table.Tr key={k.id} data-testid="apikey-row">
                  <Table.Td>
                    <Text fw={600} size="sm" data-user-content>
                      {k.name}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace" component="code">
                      {k.prefix}…
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{k.contactEmail}</Text>
                  </Table.Td>
                  <Table.Td>{formatDate(k.createdAt, lang)}</Table.Td>
                  <Table.Td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt, lang) : t('never')}</Table.Td>
                  <Table.Td>{formatNumber(k.requestsToday, lang)}</Table.Td>
                  <Table.Td>
                    <Badge color={k.revokedAt ? 'gray' : 'green'} variant="light">
                      {k.revokedAt ? t('revoked') : t('active')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {!k.revokedAt && (
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        onClick={() => setRevoking(k)}
                        aria-label={`${t('revoke')}: ${k.name}`}
                        data-testid="apikey-revoke"
                      >
                        {t('revoke')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
      {totalPages > 1 && <AdminPagination total={totalPages} value={page} onChange={setPage} />}
      {revoking && (
        <ConfirmDialog
          title={t('revokeTitle')}
          message={t('revokeMessage', { name: revoking.name })}
          confirmLabel={t('revoke')}
          onConfirm={() =>
            revoke({ variables: { id: revoking.id } })
              .then(() => notifications.show({ color: 'green', message: t('revokedDone') }))
              .catch((e: unknown) => notifications.show({ color: 'red', title: t('revokeFailed'), message: errorMessage(e, t) }))
          }
          onClose={() => setRevoking(null)}
        />
      )}
      {creating && <CreateApiKeyDialog onClose={() => setCreating(false)} />}
    </Stack>
  );
}
