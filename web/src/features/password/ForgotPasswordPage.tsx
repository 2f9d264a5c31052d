import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { passwordResetRequestSchema } from '@marketplace/schema/rules';
import { errorMessage } from '../../app/errors';
import { serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { RequestPasswordResetDocument } from './operations';
import './password.i18n';

/** Forgot password: the address in, the same answer whether or not it has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation('password');
  const [params] = useSearchParams();
  const form = useRuleForm({ schema: passwordResetRequestSchema, initialValues: { email: params.get('email') ?? '' } });
  const [request, { loading }] = useMutation(RequestPasswordResetDocument);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit({ email }: typeof form.values) {
    setFailure(null);
    try {
      await request({ variables: { email: email.trim() } });
      setSentTo(email.trim());
    } catch (e) {
      form.setErrors(serverFieldErrors(e, ''));
      setFailure(errorMessage(e, t));
    }
  }

  return (
    <Container size="xs" py="xl">
      <Paper withBorder radius="md" p="xl">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('forgotTitle')}
          </Title>
          {sentTo ? (
            <Alert color="green" variant="light" title={t('sentTitle')} role="status" data-testid="forgot-sent">
              {t('sent', { email: sentTo })}
            </Alert>
          ) : (
            <form onSubmit={form.onSubmit(submit)} noValidate data-testid="forgot-form">
              <Stack gap="md">
                <Text size="sm">{t('forgotIntro')}</Text>
                {failure && (
                  <Alert color="red" variant="light" title={t('requestFailed')} role="alert">
                    {failure}
                  </Alert>
                )}
                <TextInput
                  label={t('email')}
                  type="email"
                  autoComplete="email"
                  required
                  data-autofocus
                  {...form.getInputProps('email')}
                  data-testid="forgot-email"
                />
                <Button type="submit" disabled={loading} data-testid="forgot-submit">
                  {loading ? t('sending') : t('send')}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </Paper>
    </Container>
  );
}
