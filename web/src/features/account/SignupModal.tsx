import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Anchor, Button, Checkbox, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { errorMessage } from '../../app/errors';
import { serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { registerInputSchema, consentWording, type ConsentKind } from '@marketplace/schema/rules';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

const EMPTY = { name: '', email: '', phone: '', password: '' };

export function SignupModal({ opened, onClose, onSuccess, onSwitchToLogin }: Props) {
  const { t, i18n } = useTranslation();
  const { signup } = useSession();
  const client = useApolloClient();
  const form = useRuleForm({ schema: registerInputSchema, initialValues: EMPTY });
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Texts only when ticked (issue #37): both unticked by default.
  const [texts, setTexts] = useState({ sms: false, whatsapp: false, marketing: false });
  // The consents' exact wording, the version the server records with each (schema/rules/privacy.ts).
  const wording = (kind: ConsentKind) => consentWording(kind)[i18n.language.startsWith('hi') ? 'hi' : 'en'];

  async function handleSubmit(values: typeof EMPTY) {
    setServerError(null);
    setSubmitting(true);
    try {
      const user = await signup({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim() || null,
        smsOptIn: texts.sms,
        whatsappOptIn: texts.whatsapp,
        marketingOptIn: texts.marketing,
      });
      notifications.show({
        color: 'green',
        message: <span data-user-text={user.name}>{t('auth.welcome', { name: user.name })}</span>,
      });
      // An account made while reading in Hindi gets its messages in Hindi (the switch changes it later).
      if (i18n.language.startsWith('hi'))
        void import('../../app/sessionServer').then((m) => m.savePreferredLanguage(client, 'hi'));
      form.setValues(EMPTY);
      setTexts({ sms: false, whatsapp: false, marketing: false });
      form.clearErrors();
      onSuccess();
    } catch (error) {
      setServerError(errorMessage(error, t, 'registrationFailed'));
      form.setErrors(serverFieldErrors(error));
    } finally {
      setSubmitting(false);
    }
  }

  function close() {
    if (submitting) return;
    form.clearErrors();
    setServerError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('auth.signupTitle')} centered size="md">
      <form onSubmit={form.onSubmit(handleSubmit)} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" title={t('auth.signupErrorTitle')} role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            {...form.getInputProps('name')}
            required
            data-autofocus
            data-testid="signup-name"
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            {...form.getInputProps('email')}
            required
            data-testid="signup-email"
          />
          <TextInput
            label={t('auth.phone')}
            description={t('auth.phoneHint')}
            type="tel"
            autoComplete="tel"
            {...form.getInputProps('phone')}
            data-testid="signup-phone"
          />
          <Checkbox.Group label={t('auth.textsTitle')} description={t('auth.textsHint')}>
            <Stack gap={6} mt={6}>
              <Checkbox
                label={wording('whatsapp')}
                checked={texts.whatsapp}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setTexts((v) => ({ ...v, whatsapp: checked }));
                }}
                data-testid="signup-whatsapp-optin"
              />
              <Checkbox
                label={wording('sms')}
                checked={texts.sms}
                onChange={(e) => {
                  const checked = e.currentTarget.checked;
                  setTexts((v) => ({ ...v, sms: checked }));
                }}
                data-testid="signup-sms-optin"
              />
            </Stack>
          </Checkbox.Group>
          <Checkbox
            label={wording('marketing')}
            checked={texts.marketing}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              setTexts((v) => ({ ...v, marketing: checked }));
            }}
            data-testid="signup-marketing-optin"
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            {...form.getInputProps('password')}
            required
            visibilityToggleButtonProps={{ 'aria-label': t('auth.togglePassword') }}
            data-testid="signup-password"
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={submitting}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" disabled={submitting} data-testid="signup-submit">
              {submitting ? t('auth.signingUp') : t('auth.createAccount')}
            </Button>
          </Group>
          <Text size="sm" ta="center">
            {t('auth.haveAccount')}{' '}
            <Anchor component="button" type="button" onClick={onSwitchToLogin} fw={600}>
              {t('auth.login')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </Modal>
  );
}
