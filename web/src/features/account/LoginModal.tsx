import { useState } from 'react';
import { Alert, Anchor, Button, Code, Group, Modal, PasswordInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { localePath } from '@marketplace/schema/rules/address';
import { useSession } from '../../app/session';
import { useSiteConfig } from '../../app/siteConfig';
import { errorMessage } from '../../app/errors';
import { useRuleForm } from '../../app/ruleForm';
import { loginInputSchema } from '@marketplace/schema/rules';
import '../password/password.i18n';

/** The forgot/reset password pages (router.tsx): in this chunk, which anyone resetting a password needs next. */
export { default as PasswordPage } from '../password/PasswordPage';

const DEMO_ACCOUNTS = [
  { role: 'admin', email: 'admin@demo.in', password: 'Admin@12345' },
  { role: 'user', email: 'user@demo.in', password: 'User@12345' },
  { role: 'pandit', email: 'pandit@demo.in', password: 'Pandit@12345' },
] as const;

interface Props {
  opened: boolean;
  onClose: () => void;
  onSuccess: () => void;
  onSwitchToSignup: () => void;
}

export function LoginModal({ opened, onClose, onSuccess, onSwitchToSignup }: Props) {
  const { t, i18n } = useTranslation();
  const { login } = useSession();
  const siteConfig = useSiteConfig();
  const form = useRuleForm({ schema: loginInputSchema, initialValues: { email: '', password: '' } });
  const typed = form.values.email.trim();
  const forgotHref = `${localePath(i18n.language, '/password/forgot')}${typed ? `?email=${encodeURIComponent(typed)}` : ''}`;
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  function reset() {
    form.setFieldValue('password', '');
    form.clearErrors();
    setServerError(null);
  }

  async function handleSubmit({ email, password }: typeof form.values) {
    setServerError(null);
    setSubmitting(true);
    try {
      const user = await login(email.trim(), password);
      notifications.show({
        color: 'green',
        message: <span data-user-text={user.name}>{t('auth.welcomeBack', { name: user.name })}</span>,
      });
      reset();
      onSuccess();
    } catch (error) {
      setServerError(errorMessage(error, t, 'loginFailed'));
    } finally {
      setSubmitting(false);
    }
  }

  function close() {
    if (submitting) return;
    reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('auth.loginTitle')} centered size="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" title={t('auth.loginErrorTitle')} role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            placeholder="you@example.com"
            {...form.getInputProps('email')}
            required
            data-autofocus
            data-testid="login-email"
          />
          <PasswordInput
            label={t('auth.password')}
            autoComplete="current-password"
            {...form.getInputProps('password')}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            data-testid="login-password"
          />
          <Anchor
            href={forgotHref}
            onClick={(e) => {
              // In the app, not a new load: the router (outside of which this dialog lives) follows a popstate.
              e.preventDefault();
              close();
              window.history.pushState(null, '', forgotHref);
              window.dispatchEvent(new PopStateEvent('popstate'));
            }}
            size="sm"
            style={{ alignSelf: 'flex-end' }}
            data-testid="login-forgot"
          >
            {t('password:forgotLink')}
          </Anchor>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={false} disabled={submitting} data-testid="login-submit">
              {submitting ? t('auth.loggingIn') : t('auth.login')}
            </Button>
          </Group>
          <Text size="sm" ta="center">
            {t('auth.newHere')}{' '}
            <Anchor component="button" type="button" onClick={onSwitchToSignup} fw={600}>
              {t('auth.signup')}
            </Anchor>
          </Text>
          {siteConfig?.demoMode && (
            <Alert color="orange" variant="light" title={t('auth.demoAccounts')} data-testid="demo-accounts">
              <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} fz="xs">
                <Table.Tbody>
                  {DEMO_ACCOUNTS.map((a) => (
                    <Table.Tr key={a.email}>
                      <Table.Td>{t(`roles.${a.role}`)}</Table.Td>
                      <Table.Td>
                        <Code>{a.email}</Code>
                      </Table.Td>
                      <Table.Td>
                        <Code>{a.password}</Code>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Alert>
          )}
        </Stack>
      </form>
    </Modal>
  );
}
