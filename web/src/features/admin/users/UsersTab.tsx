import { useQuery } from '../../../app/query';
import { Avatar, Badge, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminUsersQuery, Role } from '../../../__generated__/graphql';
import { formatDate } from '../../../app/format';
import { UserCountsAndAdd, UserRowActions } from './UserAdmin';
import { AdminList, ROLES, shownRange, oneOf, useListFilters, useSearchTerm, type AdminColumn } from '../kit';

export const AdminUsersQueryDocument = graphql(`
  query AdminUsers($filter: UserFilter, $page: PageInput) {
    users(filter: $filter, page: $page) {
      items {
        id
        name
        email
        phone
        role
        avatar
        createdAt
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

const PAGE_SIZE = 10;
const ROLE_COLORS: Record<Role, string> = { USER: 'blue', PANDIT: 'saffron', ADMIN: 'grape' };
const FILTERS = { q: '', role: '' };
type AdminUser = AdminUsersQuery['users']['items'][number];

export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS);
  const search = useSearchTerm(filters.q);
  const role = oneOf(ROLES, filters.role);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQueryDocument, {
    variables: { filter: { search: search || null, role }, page: { page, limit: PAGE_SIZE } },
    notifyOnNetworkStatusChange: true,
  });
  const result = (data ?? previousData)?.users;

  const columns: AdminColumn<AdminUser>[] = [
    {
      key: 'user',
      header: t('users.columns.user'),
      cell: (u) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={u.avatar} radius="xl" size={36} color="saffron">
            {u.name.slice(0, 1).toUpperCase()}
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} data-user-content>
              {u.name}
            </Text>
            <Text component="code" display="block" size="xs" c="dimmed" ff="monospace">
              #{u.id.slice(-6)}
            </Text>
          </div>
        </Group>
      ),
    },
    { key: 'email', header: t('users.columns.email'), cell: (u) => <Text size="sm">{u.email ?? '—'}</Text> },
    { key: 'phone', header: t('users.columns.phone'), cell: (u) => <Text size="sm">{u.phone ?? '—'}</Text> },
    {
      key: 'role',
      header: t('users.columns.role'),
      cell: (u) => (
        <Badge color={ROLE_COLORS[u.role]} variant="light">
          {t(`common:roles.${u.role.toLowerCase()}`)}
        </Badge>
      ),
    },
    {
      key: 'joined',
      header: t('users.columns.joined'),
      cell: (u) => <Text size="sm">{formatDate(u.createdAt, i18n.language)}</Text>,
    },
  ];

  return (
    <Stack gap="md">
      <UserCountsAndAdd />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={filters.q}
          onChange={(e) => setFilters({ q: e.currentTarget.value })}
          style={{ flex: '1 1 240px' }}
          type="search"
          data-testid="users-search"
        />
        <Select
          label={t('users.role')}
          data={[
            { value: 'ALL', label: t('users.allRoles') },
            ...ROLES.map((r) => ({ value: r, label: t(`common:roles.${r.toLowerCase()}`) })),
          ]}
          value={role ?? 'ALL'}
          onChange={(value) => setFilters({ role: value && value !== 'ALL' ? value : '' })}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          data-testid="users-role-filter"
        />
      </Group>
      <AdminList
        testId="users"
        items={result?.items}
        totalCount={result?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        actions={(u) => <UserRowActions user={u} />}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('users.loadFailed')}
        empty={t('users.empty')}
        emptyHint={t('users.emptyHint')}
        minWidth={760}
        caption={result && t('users.showing', shownRange(result, PAGE_SIZE))}
      />
    </Stack>
  );
}
