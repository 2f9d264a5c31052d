import { useQuery } from '../../../app/query';
import { Avatar, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { formatDate } from '../../../app/format';
import { AllApplicationsDocument } from './operations';
import { StatusBadge } from './StatusBadge';
import { AdminList, REGISTRATION_STATUSES, oneOf, useListFilters, type AdminColumn } from '../kit';
import { useReference } from '../../marketplace/reference';

type Application = AdminApplicationFieldsFragment;
const PAGE_SIZE = 10;
const FILTERS = { status: 'ALL' };

/** Every application, filtered by status, a page at a time. */
export function AllApplications({ onView }: { onView: (p: Application) => void }) {
  const { t, i18n } = useTranslation('admin');
  const { place } = useReference();
  const lang = i18n.language;
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS, 'all.');
  const status = oneOf(REGISTRATION_STATUSES, filters.status);
  const all = useQuery(AllApplicationsDocument, {
    variables: { status, page: { page, limit: PAGE_SIZE } },
    fetchPolicy: 'cache-and-network',
  });
  const allResult = (all.data ?? all.previousData)?.panditApplications;
  const columns: AdminColumn<Application>[] = [
    {
      key: 'pandit',
      header: t('approvals.columns.pandit'),
      cell: (p) => (
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
      ),
    },
    { key: 'place', header: t('approvals.columns.place'), cell: (p) => <Text size="sm">{place(p.city, p.state)}</Text> },
    {
      key: 'status',
      header: t('approvals.columns.status'),
      cell: (p) => (
        <>
          <StatusBadge status={p.registrationStatus} />
          {p.registrationStatus === 'REJECTED' && p.rejectionReason && (
            <Text size="xs" c="dimmed" lineClamp={1} maw={220} data-user-content>
              {p.rejectionReason}
            </Text>
          )}
        </>
      ),
    },
    {
      key: 'applied',
      header: t('approvals.columns.applied'),
      cell: (p) => <Text size="sm">{formatDate(p.createdAt, lang)}</Text>,
    },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} fz="h4">
          {t('approvals.allTitle')}
        </Title>
        <SegmentedControl
          value={status ?? 'ALL'}
          onChange={(v) => setFilters({ status: v })}
          data={['ALL', ...REGISTRATION_STATUSES].map((v) => ({
            value: v,
            label: t(`approvals.filter.${v.toLowerCase()}`),
          }))}
          data-testid="approvals-filter"
        />
      </Group>
      <AdminList
        testId="applications"
        items={allResult?.items}
        totalCount={allResult?.pageInfo.totalCount}
        loading={all.loading}
        error={all.error}
        onRetry={() => void all.refetch()}
        columns={columns}
        rowProps={(p) => ({ 'data-testid': 'application-row', 'data-id': p.id })}
        actions={(p) => (
          <Button size="xs" variant="subtle" onClick={() => onView(p)}>
            {t('approvals.view')}
          </Button>
        )}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('approvals.loadFailed')}
        empty={t('approvals.allEmpty')}
      />
    </Stack>
  );
}
