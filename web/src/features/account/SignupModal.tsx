import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session';
import { errorMessage, formErrors } from '../../app/errors';
import { isEmail, isIndianMobile, isStrongPassword } from './validation';

interface Props {
  opened: boolean;
  onClose: () => void;
  onSuccess: () => void;
  onSwitchToLogin: () => void;
}

type Field = 'name' | 'email' | 'phone' | 'password';
const EMPTY = { name: '', email: '', phone: '', password: '' };

export function SignupModal({ opened, onClose, onSuccess, onSwitchToLogin }: Props) {
  const { t } = useTranslation();
  const { signup } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const set = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
  };

  function validate() {
    const next: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) next.name = t('auth.validation.nameRequired');
    if (!values.email.trim()) next.email = t('auth.validation.emailRequired');
    else if (!isEmail(values.email.trim())) next.email = t('auth.validation.emailInvalid');
    if (values.phone.trim() && !isIndianMobile(values.phone)) next.phone = t('auth.validation.phoneInvalid');
    if (!values.password) next.password = t('auth.validation.passwordRequired');
    else if (!isStrongPassword(values.password)) next.password = t('auth.validation.passwordWeak');
    return next;
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const next = validate();
    setErrors(next);
    if (Object.keys(next).length) return;
    setServerError(null);
    setSubmitting(true);
    try {
      const user = await signup({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        phone: values.phone.trim() || null,
      });
      notifications.show({ color: 'green', message: t('auth.welcome', { name: user.name }) });
      setValues(EMPTY);
      setErrors({});
      onSuccess();
    } catch (error) {
      setServerError(errorMessage(error, t, 'registrationFailed'));
      // Server reasons per field are English; they still point at the right input.
      setErrors(formErrors(error, t) as Partial<Record<Field, string>>);
    } finally {
      setSubmitting(false);
    }
  }

  function close() {
    if (submitting) return;
    setErrors({});
    setServerError(null);
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t('auth.signupTitle')} centered size="md">
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          {serverError && (
            <Alert color="red" variant="light" title={t('auth.signupErrorTitle')} role="alert">
              {serverError}
            </Alert>
          )}
          <TextInput
            label={t('auth.name')}
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            error={errors.name}
            required
            data-autofocus
            data-testid="signup-name"
          />
          <TextInput
            label={t('auth.email')}
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
            error={errors.email}
            required
            data-testid="signup-email"
          />
          <TextInput
            label={t('auth.phone')}
            description={t('auth.phoneHint')}
            type="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={set('phone')}
            error={errors.phone}
            data-testid="signup-phone"
          />
          <PasswordInput
            label={t('auth.password')}
            description={t('auth.passwordHint')}
            autoComplete="new-password"
            value={values.password}
            onChange={set('password')}
            error={errors.password}
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
