import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminMessagesQuery, MessageStatus } from '../../../__generated__/graphql';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format';
import { AdminList, MESSAGE_STATUSES, oneOf, shownRange, useListFilters, type AdminColumn } from '../kit';
import { en, hi } from './messages.i18n';

registerNamespace('adminMessages', { en, hi });

export const AdminMessagesQueryDocument = graphql(`
  query AdminMessages($filter: MessageFilter, $page: PageInput) {
    messages(filter: $filter, page: $page) {
      items {
        id
        event
        recipient
        channel
        language
        subject
        status
        attempts
        lastError
        nextAttemptAt
        createdAt
        sentAt
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

export const ResendMessageDocument = graphql(`
  mutation ResendMessage($id: ID!) {
    resendMessage(id: $id) {
      id
      status
      attempts
      nextAttemptAt
    }
  }
`);

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<MessageStatus, string> = { QUEUED: 'yellow', SENDING: 'blue', SENT: 'green', FAILED: 'red' };
const FILTERS = { status: '' };
type Message = AdminMessagesQuery['messages']['items'][number];

/** The outbox: every message with its delivery state, filtered by status; a failed one can be resent. */
export function MessagesTab() {
  const { t, i18n } = useTranslation('adminMessages');
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS);
  const status = oneOf(MESSAGE_STATUSES, filters.status);
  const { data, previousData, loading, error, refetch } = useQuery(AdminMessagesQueryDocument, {
    variables: { filter: { status }, page: { page, limit: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(ResendMessageDocument);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const result = (data ?? previousData)?.messages;

  async function onResend(id: string) {
    setResendingId(id);
    try {
      await resend({ variables: { id } });
      notifications.show({ color: 'green', message: t('resent') });
      void refetch();
    } catch (e) {
      notifications.show({ color: 'red', title: t('resendFailed'), message: errorMessage(e, t) });
    } finally {
      setResendingId(null);
    }
  }

  const when = (iso: string | null | undefined) => <Text size="sm">{iso ? formatDateTime(iso, i18n.language) : '—'}</Text>;
  const columns: AdminColumn<Message>[] = [
    {
      key: 'event',
      header: t('columns.event'),
      cell: (m) => (
        <>
          <Text size="sm" ff="monospace" component="code">
            {m.event}
          </Text>
          {/* The subject is in the recipient's language, whatever the console's. */}
          <Text size="xs" c="dimmed" lineClamp={1} title={m.subject} lang={m.language.toLowerCase()}>
            {m.subject}
          </Text>
        </>
      ),
    },
    { key: 'recipient', header: t('columns.recipient'), cell: (m) => <Text size="sm">{m.recipient}</Text> },
    { key: 'channel', header: t('columns.channel'), cell: (m) => t(`channels.${m.channel}`) },
    { key: 'language', header: t('columns.language'), cell: (m) => t(`languages.${m.language}`) },
    {
      key: 'status',
      header: t('columns.status'),
      cell: (m) => (
        <>
          <Badge color={STATUS_COLORS[m.status]} variant="light">
            {t(`statuses.${m.status}`)}
          </Badge>
          {m.status === 'QUEUED' && m.attempts > 0 && m.nextAttemptAt && (
            <Text size="xs" c="dimmed">
              {t('nextAttempt', { when: formatDateTime(m.nextAttemptAt, i18n.language) })}
            </Text>
          )}
        </>
      ),
    },
    { key: 'attempts', header: t('columns.attempts'), cell: (m) => m.attempts },
    {
      key: 'lastError',
      header: t('columns.lastError'),
      cell: (m) => (
        <Text
          size="xs"
          c={m.lastError ? 'red' : 'dimmed'}
          lineClamp={2}
          title={m.lastError ?? undefined}
          lang={m.lastError ? 'en' /* the mail server's own words */ : undefined}
        >
          {m.lastError ?? '—'}
        </Text>
      ),
    },
    { key: 'created', header: t('columns.created'), cell: (m) => when(m.createdAt) },
    { key: 'sent', header: t('columns.sent'), cell: (m) => when(m.sentAt) },
  ];

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('status')}
          data={[
            { value: 'ALL', label: t('allStatuses') },
            ...MESSAGE_STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) })),
          ]}
          value={status ?? 'ALL'}
          onChange={(value) => setFilters({ status: value && value !== 'ALL' ? value : '' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="messages-status-filter"
        />
      </Group>
      <AdminList
        testId="messages"
        items={result?.items}
        totalCount={result?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'message-row' })}
        actions={(m) =>
          m.status === 'FAILED' && (
            <Button
              size="xs"
              variant="light"
              loading={resendingId === m.id}
              onClick={() => void onResend(m.id)}
              aria-label={t('resendLabel', { recipient: m.recipient })}
              data-testid="message-resend"
            >
              {t('resend')}
            </Button>
          )
        }
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('loadFailed')}
        empty={t('empty')}
        emptyHint={t('emptyHint')}
        minWidth={980}
        caption={result && t('showing', shownRange(result, PAGE_SIZE))}
      />
    </Stack>
  );
}
