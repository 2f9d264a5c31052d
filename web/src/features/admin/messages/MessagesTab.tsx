import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Badge, Button, Group, Paper, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { MessageStatus } from '../../../__generated__/graphql';
import { registerNamespace } from '../../../app/i18n';
import { errorMessage } from '../../../app/errors';
import { formatDateTime } from '../../../app/format';
import { LoadError } from '../../../components/ui/LoadError';
import { EmptyState } from '../../../components/ui/EmptyState';
import { AdminPagination, ActionsHeader } from '../shared';
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
const STATUSES: MessageStatus[] = ['QUEUED', 'SENDING', 'SENT', 'FAILED'];
const STATUS_COLORS: Record<MessageStatus, string> = { QUEUED: 'yellow', SENDING: 'blue', SENT: 'green', FAILED: 'red' };

/** The outbox: every message with its delivery state, filtered by status; a failed one can be resent. */
export function MessagesTab() {
  const { t, i18n } = useTranslation('adminMessages');
  const [status, setStatus] = useState<MessageStatus | null>(null);
  const [page, setPage] = useState(1);
  const { data, previousData, loading, error, refetch } = useQuery(AdminMessagesQueryDocument, {
    variables: { filter: { status }, page: { page, limit: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const [resend] = useMutation(ResendMessageDocument);
  const [resendingId, setResendingId] = useState<string | null>(null);
  const result = (data ?? previousData)?.messages;
  const totalPages = result ? Math.max(1, Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)) : 1;

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

  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        {t('intro')}
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label={t('status')}
          data={[{ value: 'ALL', label: t('allStatuses') }, ...STATUSES.map((s) => ({ value: s, label: t(`statuses.${s}`) }))]}
          value={status ?? 'ALL'}
          onChange={(value) => {
            setStatus(value && value !== 'ALL' ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 220 }}
          data-testid="messages-status-filter"
        />
      </Group>

      {error && !loading ? (
        <LoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !result ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('common:status.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <EmptyState title={t('empty')} description={t('emptyHint')} />
      ) : (
        <>
          <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
            <Table.ScrollContainer minWidth={980}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="messages-table">
                <Table.Caption>
                  {t('showing', {
                    from: (result.pageInfo.page - 1) * PAGE_SIZE + 1,
                    to: (result.pageInfo.page - 1) * PAGE_SIZE + result.items.length,
                    total: result.pageInfo.totalCount,
                  })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.event')}</Table.Th>
                    <Table.Th>{t('columns.recipient')}</Table.Th>
                    <Table.Th>{t('columns.channel')}</Table.Th>
                    <Table.Th>{t('columns.language')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                    <Table.Th>{t('columns.attempts')}</Table.Th>
                    <Table.Th>{t('columns.lastError')}</Table.Th>
                    <Table.Th>{t('columns.created')}</Table.Th>
                    <Table.Th>{t('columns.sent')}</Table.Th>
                    <ActionsHeader />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.items.map((m) => (
                    <Table.Tr key={m.id} data-testid="message-row">
                      <Table.Td>
                        <Text size="sm" ff="monospace" component="code">
                          {m.event}
                        </Text>
                        {/* The subject is in the recipient's language, whatever the console's. */}
                        <Text size="xs" c="dimmed" lineClamp={1} title={m.subject} lang={m.language.toLowerCase()}>
                          {m.subject}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{m.recipient}</Text>
                      </Table.Td>
                      <Table.Td>{t(`channels.${m.channel}`)}</Table.Td>
                      <Table.Td>{t(`languages.${m.language}`)}</Table.Td>
                      <Table.Td>
                        <Badge color={STATUS_COLORS[m.status]} variant="light">
                          {t(`statuses.${m.status}`)}
                        </Badge>
                        {m.status === 'QUEUED' && m.attempts > 0 && m.nextAttemptAt && (
                          <Text size="xs" c="dimmed">
                            {t('nextAttempt', { when: formatDateTime(m.nextAttemptAt, i18n.language) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>{m.attempts}</Table.Td>
                      <Table.Td>
                        <Text
                          size="xs"
                          c={m.lastError ? 'red' : 'dimmed'}
                          lineClamp={2}
                          title={m.lastError ?? undefined}
                          lang={m.lastError ? 'en' /* the mail server's own words */ : undefined}
                        >
                          {m.lastError ?? '—'}
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDateTime(m.createdAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{m.sentAt ? formatDateTime(m.sentAt, i18n.language) : '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        {m.status === 'FAILED' && (
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
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {totalPages > 1 && (
            <Group justify="center">
              <AdminPagination total={totalPages} value={page} onChange={setPage} data-testid="messages-pagination" />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
