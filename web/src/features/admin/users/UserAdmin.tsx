import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { formatNumber } from '../../../app/format';
import { ConfirmDialog } from '../ConfirmDialog';
import { StatCard } from '../shared';
import { UserFormModal, type EditableUser } from './UserFormModal';

const UserCountsDocument = graphql(`
  query AdminUserCounts {
    adminDashboard {
      stats {
        totalUsers
        totalAccounts
        totalAdmins
        newUsersThisMonth
      }
    }
  }
`);
const DeleteUserDocument = graphql(`
  mutation AdminDeleteUser($id: ID!) {
    deleteUser(id: $id)
  }
`);

/** Counts (users, admins, new this month) and the Add button above the users table. */
export function UserCountsAndAdd() {
  const { t, i18n } = useTranslation('admin');
  const { data } = useQuery(UserCountsDocument);
  const [adding, setAdding] = useState(false);
  const s = data?.adminDashboard.stats;
  const n = (x: number | undefined) => (x === undefined ? '…' : formatNumber(x, i18n.language));
  return (
    <Group justify="space-between" align="flex-end">
      <SimpleGrid cols={3} style={{ flex: 1 }}>
        <StatCard
          label={t('users.countUsers')}
          value={n(s?.totalAccounts)}
          hint={s && t('users.countUsersHint', { count: s.totalUsers })}
          testId="users-count-all"
        />
        <StatCard label={t('users.countAdmins')} value={n(s?.totalAdmins)} />
        <StatCard label={t('users.countNew')} value={n(s?.newUsersThisMonth)} />
      </SimpleGrid>
      <Button onClick={() => setAdding(true)} data-testid="user-add">
        {t('users.add')}
      </Button>
      {adding && <UserFormModal user={null} onClose={() => setAdding(false)} />}
    </Group>
  );
}

/** Edit and delete for one row ('Are you sure you want to delete this user?'). */
export function UserRowActions({ user }: { user: EditableUser }) {
  const { t } = useTranslation('admin');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [remove] = useMutation(DeleteUserDocument, { refetchQueries: ['AdminUsers', 'AdminUserCounts'] });
  return (
    <Group gap={4} wrap="nowrap">
      <Button size="xs" variant="light" onClick={() => setEditing(true)}>
        {t('form.edit')}
      </Button>
      <Button size="xs" variant="light" color="red" onClick={() => setDeleting(true)}>
        {t('form.delete')}
      </Button>
      {editing && <UserFormModal user={user} onClose={() => setEditing(false)} />}
      {deleting && (
        <ConfirmDialog
          title={t('users.delete')}
          message={t('users.confirmDelete')}
          confirmLabel={t('form.delete')}
          onConfirm={() =>
            remove({ variables: { id: user.id } })
              .then(() => notifications.show({ color: 'green', message: t('users.deleted') }))
              .catch((e) => notifications.show({ color: 'red', title: t('users.deleteFailed'), message: errorMessage(e, t) }))
          }
          onClose={() => setDeleting(false)}
        />
      )}
    </Group>
  );
}
