import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPasswordInputSchema } from '@marketplace/schema/rules';
import { describeError, errorMessage } from '../../app/errors';
import { ruleText, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { useAuthModal } from '../account/AuthModalProvider';
import { ResetPasswordDocument } from './operations';
import './password.i18n';

/** The reset link's page (/password/reset?token=...): a new password under the shared password rule. */
export function ResetPasswordPage() {
  const { t } = useTranslation('password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { openLogin } = useAuthModal();
  const form = useRuleForm({
    schema: resetPasswordInputSchema,
    initialValues: { password: '' },
    toInput: (values: { password: string }) => ({ token, password: values.password }),
  });
  const [reset, { loading }] = useMutation(ResetPasswordDocument);
  const [done, setDone] = useState(false);
  const [linkProblem, setLinkProblem] = useState<string | null>(token ? null : t('noToken'));
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ password }: typeof form.values) {
    setFailure(null);
    try {
      await reset({ variables: { token, password } });
      setDone(true);
    } catch (e) {
      const tokenKey = describeError(e).fieldKeys.token;
      if (tokenKey) {
        setLinkProblem(ruleText(tokenKey) ?? errorMessage(e, t));
        return;
      }
      form.setErrors(serverFieldErrors(e, ''));
      setFailure(errorMessage(e, t));
    }
  }

  const askAgain = (
    <Anchor component={Link} to="/password/forgot" fw={600} data-testid="reset-ask-again">
      {t('askAgain')}
    </Anchor>
  );

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {done ? t('doneTitle') : t('resetTitle')}
          </Title>
          {done ? (
            <Stack gap="sm" data-testid="reset-done">
              <Text>{t('done')}</Text>
              <Button onClick={() => void openLogin()} data-testid="reset-sign-in">
                {t('signIn')}
              </Button>
            </Stack>
          ) : linkProblem ? (
            <Alert color="red" variant="light" title={t('linkProblem')} role="alert" data-testid="reset-link-problem">
              <Stack gap="xs">
                <Text size="sm">{linkProblem}</Text>
                {askAgain}
              </Stack>
            </Alert>
          ) : (
            <form onSubmit={form.onSubmit(submit)} noValidate data-testid="reset-form">
              <Stack gap="md">
                <Text size="sm">{t('resetIntro')}</Text>
                {failure && (
                  <Alert color="red" variant="light" title={t('resetFailed')} role="alert">
                    {failure}
                  </Alert>
                )}
                <PasswordInput
                  label={t('newPassword')}
                  description={t('passwordHint')}
                  autoComplete="new-password"
                  required
                  data-autofocus
                  visibilityToggleButtonProps={{ 'aria-label': t('togglePassword') }}
                  {...form.getInputProps('password')}
                  data-testid="reset-password"
                />
                <Button type="submit" disabled={loading} data-testid="reset-submit">
                  {loading ? t('saving') : t('save')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
