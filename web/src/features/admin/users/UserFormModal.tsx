import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Code, Modal, Select, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { adminUserInputSchema } from '@marketplace/schema/rules/admin';
import { graphql } from '../../../__generated__';
import type { Role } from '../../../__generated__/graphql';
import { useRuleForm } from '../../../app/ruleForm';
import { FormModal, ROLES } from '../kit';
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

/** Add (a random one-time password shown once) or edit an account; role is an explicit choice. */
export function UserFormModal({ user, onClose }: { user: EditableUser | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const form = useRuleForm({
    schema: adminUserInputSchema,
    initialValues: {
      name: user?.name ?? '',
      email: user?.email ?? '',
      phone: user?.phone ?? '',
      role: user?.role ?? 'USER',
      avatar: user?.avatar ?? '',
    },
  });
  const [password, setPassword] = useState<string | null>(null);
  const [create] = useMutation(CreateUserDocument, { refetchQueries: ['AdminUsers', 'AdminUserCounts'] });
  const [update] = useMutation(UpdateUserDocument, { refetchQueries: ['AdminUserCounts'] });

  async function save(v: typeof form.values) {
    const input = { ...v, phone: v.phone || null, avatar: v.avatar || null };
    if (user) {
      await update({ variables: { id: user.id, input } });
      notifications.show({ color: 'green', message: t('users.updated') });
      onClose();
    } else {
      const r = await create({ variables: { input } });
      setPassword(r.data!.createUser.oneTimePassword);
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
    <FormModal
      form={form}
      title={t(user ? 'users.edit' : 'users.add')}
      onClose={onClose}
      onSave={save}
      failTitle={t('users.saveFailed')}
      testId="user-form"
      saveTestId="user-save"
    >
      <TextInput label={t('users.columns.user')} withAsterisk {...form.getInputProps('name')} />
      <TextInput label={t('users.columns.email')} withAsterisk type="email" {...form.getInputProps('email')} />
      <TextInput label={t('users.columns.phone')} {...form.getInputProps('phone')} />
      <Select
        label={t('users.columns.role')}
        data={ROLES.map((r) => ({ value: r, label: t(`common:roles.${r.toLowerCase()}`) }))}
        allowDeselect={false}
        {...form.getInputProps('role')}
      />
      <ImageField label={t('users.avatar')} {...form.getInputProps('avatar')} />
    </FormModal>
  );
}
