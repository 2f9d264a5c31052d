import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Button, CloseButton, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__';
import { useSession } from '../../app/session';
import { describeError, formErrors } from '../../app/errors';
import { isEmail, isIndianMobile } from './validation';
import { MyApplicationDocument } from '../join/operations';
import { ApplicationStatus } from '../join/ApplicationStatus';
import { IMAGE_ACCEPT, UploadError, uploadImage } from '../join/uploadImage';
import '../join/i18n';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);

type Field = 'name' | 'email' | 'phone' | 'avatar';

const isHttpUrl = (v: string) => {
  if (v.startsWith('/media/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};

/** Edit Profile (spec §2, §5, §8) for every logged-in role, with the pandit application's status. */
export function EditProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('pandit');
  const { user, refreshUser } = useSession();
  const [values, setValues] = useState({ name: '', email: '', phone: '', avatar: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [update, { loading: updating }] = useMutation(UpdateProfileDocument);
  const application = useQuery(MyApplicationDocument, { skip: !opened || !user, fetchPolicy: 'cache-and-network' });

  useEffect(() => {
    if (opened && user) {
      setValues({ name: user.name, email: user.email ?? '', phone: user.phone ?? '', avatar: user.avatar ?? '' });
      setErrors({});
      setFailure(null);
    }
  }, [opened, user]);

  const set = (field: Field) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((x) => ({ ...x, [field]: undefined }));
  };

  async function onFile(file: File | null) {
    if (!file) return;
    setUploading(true);
    setErrors((x) => ({ ...x, avatar: undefined }));
    try {
      const url = await uploadImage(file);
      setValues((v) => ({ ...v, avatar: url }));
    } catch (e) {
      setErrors((x) => ({ ...x, avatar: t(e instanceof UploadError ? e.key : 'upload.failed') }));
    } finally {
      setUploading(false);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const next: Partial<Record<Field, string>> = {};
    if (!values.name.trim()) next.name = t('join.validation.nameRequired');
    if (!values.email.trim()) next.email = t('join.validation.emailRequired');
    else if (!isEmail(values.email.trim())) next.email = t('join.validation.emailInvalid');
    if (!values.phone.trim()) next.phone = t('join.validation.phoneRequired');
    else if (!isIndianMobile(values.phone)) next.phone = t('join.validation.phoneInvalid');
    if (values.avatar.trim() && !isHttpUrl(values.avatar.trim())) next.avatar = t('profile.urlInvalid');
    setErrors(next);
    if (Object.keys(next).length) return;
    setFailure(null);
    try {
      // Empty values are dropped (spec §5); the server ignores them too.
      const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null]));
      await update({ variables: { input } });
      notifications.show({ color: 'green', message: t('profile.success') });
      void refreshUser(); // reloads the session's user (header name and avatar)
      onClose();
    } catch (e) {
      const info = describeError(e);
      if (info.code === 'EMAIL_TAKEN') setErrors({ email: t('profile.emailTaken') });
      else setErrors(formErrors(e, t) as Partial<Record<Field, string>>);
      setFailure(t('profile.failed'));
      notifications.show({ color: 'red', message: t('profile.failed') });
    }
  }

  const panditProfile = application.data?.me?.panditProfile;

  return (
    <Modal opened={opened} onClose={onClose} title={t('profile.title')} centered size="md">
      <form onSubmit={submit} noValidate data-testid="edit-profile-form">
        <Stack gap="sm">
          {panditProfile && <ApplicationStatus application={panditProfile} onNavigate={onClose} />}
          {application.error && !application.data && (
            <Alert color="orange" variant="light">
              <Group justify="space-between">
                <Text size="sm">{t('profile.applicationLoadFailed')}</Text>
                <Button size="xs" variant="subtle" onClick={() => void application.refetch()}>
                  {t('common:actions.retry')}
                </Button>
              </Group>
            </Alert>
          )}
          <Group gap="md" align="flex-end" wrap="nowrap">
            <Avatar src={values.avatar.trim() || null} size={72} radius="xl" color="saffron" alt={t('profile.preview')} data-testid="edit-profile-preview">
              {values.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput
                label={t('profile.avatarUrl')}
                type="url"
                placeholder={t('profile.avatarUrlPlaceholder')}
                value={values.avatar}
                onChange={set('avatar')}
                error={errors.avatar}
                rightSection={values.avatar ? <CloseButton aria-label={t('profile.removeAvatar')} onClick={() => setValues((v) => ({ ...v, avatar: '' }))} /> : null}
                data-testid="edit-profile-avatar-url"
              />
              <Group gap="xs">
                <Text size="xs" c="dimmed">
                  {t('profile.or')}
                </Text>
                <FileButton accept={IMAGE_ACCEPT} onChange={(f) => void onFile(f)}>
                  {(props) => (
                    <Button {...props} size="xs" variant="light" loading={uploading} data-testid="edit-profile-upload">
                      {uploading ? t('profile.uploading') : t('profile.upload')}
                    </Button>
                  )}
                </FileButton>
              </Group>
            </Stack>
          </Group>
          <TextInput label={t('profile.name')} required value={values.name} onChange={set('name')} error={errors.name} data-testid="edit-profile-name" />
          <TextInput label={t('profile.email')} required type="email" value={values.email} onChange={set('email')} error={errors.email} data-testid="edit-profile-email" />
          <TextInput label={t('profile.phone')} required type="tel" value={values.phone} onChange={set('phone')} error={errors.phone} data-testid="edit-profile-phone" />
          {failure && (
            <Alert color="red" role="alert" data-testid="edit-profile-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={updating || uploading} data-testid="edit-profile-submit">
              {updating ? t('profile.submitting') : t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
