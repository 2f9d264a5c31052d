import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, PasswordInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { changePasswordInputSchema } from '@marketplace/schema/rules';
import { graphql } from '../../__generated__';
import { serverFieldErrors, useRuleForm } from '../../app/ruleForm';

export const ChangePasswordDocument = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input)
  }
`);

/** Change password (part of Edit Profile): the server signs out every other session of the account. */
export function ChangePassword() {
  const { t } = useTranslation('pandit');
  const form = useRuleForm({ schema: changePasswordInputSchema, initialValues: { currentPassword: '', newPassword: '' } });
  const [change, { loading }] = useMutation(ChangePasswordDocument);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(input: typeof form.values) {
    setFailure(null);
    try {
      await change({ variables: { input } });
      form.reset();
      notifications.show({ color: 'green', message: t('profile.password.success') });
    } catch (e) {
      form.setErrors(serverFieldErrors(e));
      setFailure(t('profile.password.failed'));
    }
  }

  return (
    <form onSubmit={form.onSubmit(submit)} noValidate data-testid="change-password-form">
      <Stack gap="sm" mt="md">
        <Text fw={600}>{t('profile.password.title')}</Text>
        <PasswordInput
          label={t('profile.password.current')}
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
          data-testid="change-password-current"
        />
        <PasswordInput
          label={t('profile.password.new')}
          description={t('profile.password.newHint')}
          autoComplete="new-password"
          {...form.getInputProps('newPassword')}
          data-testid="change-password-new"
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={loading} data-testid="change-password-submit">
            {loading ? t('profile.password.submitting') : t('profile.password.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
