import { useState } from 'react';
import { useQuery } from '../../../app/query';
import { Avatar, Badge, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { graphql } from '../../../__generated__';
import type { Role } from '../../../__generated__/graphql';
import { formatDate } from '../../../app/format';
import { EmptyState } from '../../../components/ui/EmptyState';
import { UserCountsAndAdd, UserRowActions } from './UserAdmin';
import { AdminPagination, ActionsHeader } from '../shared';

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
const ROLES: Role[] = ['USER', 'PANDIT', 'ADMIN'];
const ROLE_COLORS: Record<Role, string> = { USER: 'blue', PANDIT: 'saffron', ADMIN: 'grape' };

export function UsersTab() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [role, setRole] = useState<Role | null>(null);
  const [page, setPage] = useState(1);

  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersQueryDocument, {
    variables: {
      filter: { search: debouncedSearch || null, role },
      page: { page, limit: PAGE_SIZE },
    },
    notifyOnNetworkStatusChange: true,
  });

  const result = (data ?? previousData)?.users;
  const totalPages = result ? Math.max(1, Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <UserCountsAndAdd />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={search}
          onChange={(e) => {
            setSearch(e.currentTarget.value);
            setPage(1);
          }}
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
          onChange={(value) => {
            setRole(value && value !== 'ALL' ? value : null);
            setPage(1);
          }}
          allowDeselect={false}
          w={{ base: '100%', xs: 200 }}
          data-testid="users-role-filter"
        />
      </Group>

      {error && !loading ? (
        <LoadError title={t('users.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !result ? (
        <Stack gap="xs" aria-busy="true" aria-label={t('common:status.loading')}>
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} radius="sm" />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <EmptyState title={t('users.empty')} description={t('users.emptyHint')} />
      ) : (
        <>
          <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
            <Table.ScrollContainer minWidth={760}>
              <Table striped highlightOnHover verticalSpacing="sm" data-testid="users-table">
                <Table.Caption>
                  {t('users.showing', {
                    from: (result.pageInfo.page - 1) * PAGE_SIZE + 1,
                    to: (result.pageInfo.page - 1) * PAGE_SIZE + result.items.length,
                    total: result.pageInfo.totalCount,
                  })}
                </Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('users.columns.user')}</Table.Th>
                    <Table.Th>{t('users.columns.email')}</Table.Th>
                    <Table.Th>{t('users.columns.phone')}</Table.Th>
                    <Table.Th>{t('users.columns.role')}</Table.Th>
                    <Table.Th>{t('users.columns.joined')}</Table.Th>
                    <ActionsHeader />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {result.items.map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>
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
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{u.email ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{u.phone ?? '—'}</Text>
                      </Table.Td>
                      <Table.Td>
                        <Badge color={ROLE_COLORS[u.role]} variant="light">
                          {t(`common:roles.${u.role.toLowerCase()}`)}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{formatDate(u.createdAt, i18n.language)}</Text>
                      </Table.Td>
                      <Table.Td>
                        <UserRowActions user={u} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
          {totalPages > 1 && (
            <Group justify="center">
              <AdminPagination total={totalPages} value={page} onChange={setPage} data-testid="users-pagination" />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
