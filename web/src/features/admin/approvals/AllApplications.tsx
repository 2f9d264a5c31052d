import { useState } from 'react';
import { useQuery } from '../../../app/query';
import { Avatar, Button, Group, Paper, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment, RegistrationStatus } from '../../../__generated__/graphql';
import { formatDate } from '../../../app/format';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { AllApplicationsDocument } from './operations';
import { StatusBadge } from './StatusBadge';
import { AdminPagination, ActionsHeader } from '../shared';
import { useReference } from '../../marketplace/reference';

type Application = AdminApplicationFieldsFragment;
const PAGE_SIZE = 10;

/** Every application, filtered by status, a page at a time. */
export function AllApplications({ onView }: { onView: (p: Application) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { place } = useReference();
  const lang = i18n.language;
  const [filter, setFilter] = useState<'ALL' | RegistrationStatus>('ALL');
  const [page, setPage] = useState(1);
  const all = useQuery(AllApplicationsDocument, {
    variables: { status: filter === 'ALL' ? null : filter, page: { page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const allResult = (all.data ?? all.previousData)?.panditApplications;
  const totalPages = allResult ? Math.max(1, Math.ceil(allResult.pageInfo.totalCount / PAGE_SIZE)) : 1;
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} fz="h4">
          {t('approvals.allTitle')}
        </Title>
        <SegmentedControl
          value={filter}
          onChange={(v) => {
            setFilter(v);
            setPage(1);
          }}
          data={(['ALL', 'PENDING', 'APPROVED', 'REJECTED'] as const).map((v) => ({
            value: v,
            label: t(`approvals.filter.${v.toLowerCase()}`),
          }))}
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
                    <ActionsHeader />
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
                            <Text size="sm" fw={500} data-user-content>
                              {p.name}
                            </Text>
                            <Text size="xs" c="dimmed">
                              {p.email}
                            </Text>
                          </div>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{place(p.city, p.state)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <StatusBadge status={p.registrationStatus} />
                        {p.registrationStatus === 'REJECTED' && p.rejectionReason && (
                          <Text size="xs" c="dimmed" lineClamp={1} maw={220} data-user-content>
                            {p.rejectionReason}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(p.createdAt, lang)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Button size="xs" variant="subtle" onClick={() => onView(p)}>
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
              <AdminPagination total={totalPages} value={page} onChange={setPage} />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
