import { useState } from 'react';
import { PanditRequestStatus } from '@marketplace/schema/rules/__generated__/contract';
import { useMutation } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminPanditRequestsQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatDateTime } from '../../../app/format';
import { registerNamespace } from '../../../app/i18n';
import { useQuery } from '../../../app/query';
import { AdminList, PANDIT_REQUEST_STATUSES, oneOf, useListFilters } from '../kit';
import { en, hi } from './requests.i18n';

registerNamespace('adminRequests', { en, hi });

export const AdminPanditRequestsDocument = graphql(`
  query AdminPanditRequests($status: PanditRequestStatus, $page: PageInput) {
    panditRequests(status: $status, page: $page) {
      items {
        id
        name
        phone
        email
        ceremony
        city
        preferredDate
        note
        status
        createdAt
        handledAt
        user {
          id
        }
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);
const MarkHandledDocument = graphql(`
  mutation AdminMarkPanditRequestHandled($id: ID!) {
    markPanditRequestHandled(id: $id) {
      id
      status
      handledAt
    }
  }
`);

const PAGE_SIZE = 10;
/** New requests first; the choice lives in the address beside the bookings' filters (`req.status`). */
const FILTERS = { status: PanditRequestStatus.New as string };
const SHOWN = [PanditRequestStatus.New, PanditRequestStatus.Handled, 'ALL'] as const;
type Request = AdminPanditRequestsQuery['panditRequests']['items'][number];

/** The "find me a pandit" requests (issue #37): new ones first shown; an admin marks each handled (audited). */
export function PanditRequests() {
  const { t, i18n } = useTranslation('adminRequests');
  const lang = i18n.language;
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS, 'req.');
  const status = oneOf(PANDIT_REQUEST_STATUSES, filters.status);
  const { data, loading, error, refetch } = useQuery(AdminPanditRequestsDocument, {
    variables: { status, page: { page, limit: PAGE_SIZE } },
  });
  const [mark] = useMutation(MarkHandledDocument, { refetchQueries: [AdminPanditRequestsDocument] });
  const [marking, setMarking] = useState<string | null>(null);
  const list = data?.panditRequests;

  async function markHandled(id: string) {
    setMarking(id);
    try {
      await mark({ variables: { id } });
      notifications.show({ color: 'green', message: t('marked') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('markFailed'), message: errorMessage(e, t) });
    } finally {
      setMarking(null);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="requests-title" data-testid="admin-pandit-requests">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="xs">
          <div>
            <Title order={3} fz="md" id="requests-title">
              {t('title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('intro')}
            </Text>
          </div>
          <SegmentedControl
            size="xs"
            aria-label={t('show')}
            value={status ?? 'ALL'}
            onChange={(v) => setFilters({ status: v })}
            data={SHOWN.map((s) => ({ value: s, label: t(`statuses.${s}`) }))}
            data-testid="requests-status"
          />
        </Group>
        <AdminList<Request>
          testId="requests"
          items={list?.items}
          totalCount={list?.pageInfo.totalCount}
          loading={loading}
          error={error}
          onRetry={() => void refetch()}
          card={(r) => (
            <Card withBorder radius="sm" padding="sm" data-testid="pandit-request-item">
              <Group justify="space-between" align="flex-start" gap="xs">
                <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
                  <Group gap="xs">
                    <Text fw={700} data-user-content>
                      {r.name}
                    </Text>
                    <Badge size="sm" color={r.status === 'NEW' ? 'orange' : 'gray'}>
                      {t(`statuses.${r.status}`)}
                    </Badge>
                    {r.user && (
                      <Badge size="sm" variant="light" color="blue">
                        {t('account')}
                      </Badge>
                    )}
                  </Group>
                  <Text size="sm" data-user-content>
                    {r.ceremony} · {r.city}
                  </Text>
                  <Group gap="sm">
                    {r.phone && (
                      <Anchor size="sm" href={`tel:+91${r.phone}`}>
                        {r.phone}
                      </Anchor>
                    )}
                    {r.email && (
                      <Anchor size="sm" href={`mailto:${r.email}`} style={{ overflowWrap: 'anywhere' }}>
                        {r.email}
                      </Anchor>
                    )}
                  </Group>
                  {r.preferredDate && <Text size="sm">{t('preferred', { date: formatDate(r.preferredDate, lang) })}</Text>}
                  {r.note && (
                    <Text size="sm" c="dimmed" data-user-content>
                      {r.note}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('received', { when: formatDateTime(r.createdAt, lang) })}
                    {r.handledAt && ` · ${t('handledOn', { when: formatDateTime(r.handledAt, lang) })}`}
                  </Text>
                </Stack>
                {r.status === 'NEW' && (
                  <Button
                    size="xs"
                    variant="light"
                    loading={marking === r.id}
                    onClick={() => void markHandled(r.id)}
                    aria-label={t('markHandledLabel', { name: r.name })}
                    data-testid="request-mark-handled"
                  >
                    {t('markHandled')}
                  </Button>
                )}
              </Group>
            </Card>
          )}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          loadFailed={t('loadFailed')}
          empty={t('empty')}
          compactEmpty
        />
      </Stack>
    </Paper>
  );
}
