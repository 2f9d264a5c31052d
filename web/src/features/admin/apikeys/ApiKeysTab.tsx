import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Link } from 'react-router-dom';
import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminApiKeysQuery } from '../../../__generated__/graphql';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatDateTime, formatNumber } from '../../../app/format';
import enApiKeys from '../../../locales/en/apikeys.json';
import hiApiKeys from '../../../locales/hi/apikeys.json';
import { ConfirmDialog } from '../ConfirmDialog';
import { AdminList, useListFilters, type AdminColumn } from '../kit';
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
const FILTERS = {};

/** The partner API keys (issue 12): who has one, when it was last used, how much today; create (shown once) and revoke. */
export function ApiKeysTab() {
  const { t, i18n } = useTranslation('apikeys');
  const lang = i18n.language;
  const { page, setPage } = useListFilters(FILTERS);
  const { data, previousData, loading, error, refetch } = useQuery(AdminApiKeysDocument, {
    variables: { page: { page, limit: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
  });
  const [revoke] = useMutation(RevokeApiKeyDocument);
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKeyRow | null>(null);
  const result = (data ?? previousData)?.apiKeys;

  const columns: AdminColumn<ApiKeyRow>[] = [
    {
      key: 'name',
      header: t('name'),
      cell: (k) => (
        <>
          <Text fw={600} size="sm" data-user-content>
            {k.name}
          </Text>
          <Text size="xs" c="dimmed" ff="monospace" component="code">
            {k.prefix}…
          </Text>
        </>
      ),
    },
    { key: 'contact', header: t('contactEmail'), cell: (k) => <Text size="sm">{k.contactEmail}</Text> },
    { key: 'created', header: t('created'), cell: (k) => formatDate(k.createdAt, lang) },
    { key: 'lastUsed', header: t('lastUsed'), cell: (k) => (k.lastUsedAt ? formatDateTime(k.lastUsedAt, lang) : t('never')) },
    { key: 'today', header: t('requestsToday'), cell: (k) => formatNumber(k.requestsToday, lang) },
    {
      key: 'status',
      header: t('status'),
      cell: (k) => (
        <Badge color={k.revokedAt ? 'gray' : 'green'} variant="light">
          {k.revokedAt ? t('revoked') : t('active')}
        </Badge>
      ),
    },
  ];

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
      <AdminList
        testId="apikeys"
        label={t('keysTable')}
        items={result?.items}
        totalCount={result?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'apikey-row' })}
        actions={(k) =>
          !k.revokedAt && (
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
          )
        }
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        emptyHint={t('emptyHint')}
      />
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
