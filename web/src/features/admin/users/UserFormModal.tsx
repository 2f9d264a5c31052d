import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { adminUserInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import type { Role } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formErrors, serverFieldErrors, NO_NATIVE_CHECKS } from '../shared';
import { ImageField } from '../ImageField';

const CreateUserDocument = graphql(`
  mutation AdminCreateUser($input: CreateUserInput!) {
    createUser(input: $input) {
      user {
        id
      }
      oneTimePassword
    }
  }
`);
const UpdateUserDocument = graphql(`
  mutation AdminUpdateUser($id: ID!, $input: UpdateUserInput!) {
    updateUser(id: $id, input: $input) {
      id
      name
      email
      phone
      role
      avatar
    }
  }
`);

export interface EditableUser {
  id: string;
  name: string;
  email?: string | null;
  phone?: string | null;
  role: Role;
  avatar?: string | null;
}
const ROLES: Role[] = ['USER', 'PANDIT', 'ADMIN'];

/** Add (a random one-time password shown once) or edit an account; role is an explicit choice. */
export function UserFormModal({ user, onClose }: { user: EditableUser | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [v, setV] = useState({
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: user?.phone ?? '',
    role: user?.role ?? 'USER',
    avatar: user?.avatar ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [password, setPassword] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateUserDocument, { refetchQueries: ['AdminUsers', 'AdminUserCounts'] });
  const [update, updating] = useMutation(UpdateUserDocument, { refetchQueries: ['AdminUserCounts'] });
  const set = <K extends keyof typeof v>(k: K, value: (typeof v)[K]) => setV((old) => ({ ...old, [k]: value }));

  async function submit() {
    const local = formErrors(adminUserInputSchema, v, i18n.language);
    setErrors(local ?? {});
    if (local) return;
    const input = { ...v, phone: v.phone || null, avatar: v.avatar || null };
    try {
      if (user) {
        await update({ variables: { id: user.id, input } });
        notifications.show({ color: 'green', message: t('users.updated') });
        onClose();
      } else {
        const r = await create({ variables: { input } });
        setPassword(r.data!.createUser.oneTimePassword);
      }
    } catch (e) {
      setErrors(serverFieldErrors(e, i18n.language));
      notifications.show({ color: 'red', title: t('users.saveFailed'), message: errorMessage(e, t) });
    }
  }

  if (password) {
    return (
      <Modal opened onClose={onClose} title={t('users.created')}>
        <Stack>
          <Alert color="yellow">{t('form.oneTimePassword')}</Alert>
          <Code fz="lg" data-testid="one-time-password">
            {password}
          </Code>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
        </Stack>
      </Modal>
    );
  }
  return (
    <Modal opened onClose={onClose} title={t(user ? 'users.edit' : 'users.add')}>
      <Stack
        component="form"
        {...NO_NATIVE_CHECKS}
        gap="sm"
        onSubmit={(e) => (e.preventDefault(), void submit())}
        data-testid="user-form"
      >
        <TextInput
          label={t('users.columns.user')}
          withAsterisk
          value={v.name}
          onChange={(e) => set('name', e.currentTarget.value)}
          error={errors.name}
        />
        <TextInput
          label={t('users.columns.email')}
          withAsterisk
          type="email"
          value={v.email}
          onChange={(e) => set('email', e.currentTarget.value)}
          error={errors.email}
        />
        <TextInput
          label={t('users.columns.phone')}
          value={v.phone}
          onChange={(e) => set('phone', e.currentTarget.value)}
          error={errors.phone}
        />
        <Select
          label={t('users.columns.role')}
          data={ROLES.map((r) => ({ value: r, label: t(`common:roles.${r.toLowerCase()}`) }))}
          value={v.role}
          onChange={(r) => r && set('role', r)}
          allowDeselect={false}
          error={errors.role}
        />
        <ImageField label={t('users.avatar')} value={v.avatar} onChange={(x) => set('avatar', x)} error={errors.avatar} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading} data-testid="user-save">
            {t('form.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
