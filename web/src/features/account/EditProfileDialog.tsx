import { useEffect, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Alert, Avatar, Button, CloseButton, FileButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../__generated__';
import { useSession } from '../../app/session';
import { describeError } from '../../app/errors';
import { serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { updateProfileInputSchema } from '@marketplace/schema/rules';
import { MyApplicationDocument } from '../join/operations';
import { ApplicationStatus } from '../join/ApplicationStatus';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage } from '../join/uploadImage';
import '../join/i18n';
import { ChangePassword } from './ChangePassword';
import { TextConsent } from './TextConsent';
import { YourData } from './YourData';

export const UpdateProfileDocument = graphql(`
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      ...SessionUser
    }
  }
`);

/** Edit Profile (spec §2, §5, §8) for every logged-in role, with the pandit application's status. */
export function EditProfileDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('pandit');
  const { user, refreshUser } = useSession();
  const form = useRuleForm({ schema: updateProfileInputSchema, initialValues: { name: '', email: '', phone: '', avatar: '' } });
  const { values } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [update, { loading: updating }] = useMutation(UpdateProfileDocument);
  const application = useQuery(MyApplicationDocument, { skip: !opened || !user, fetchPolicy: 'cache-and-network' });

  // Opening starts from the account's current details.
  const { setValues, clearErrors } = form;
  useEffect(() => {
    if (opened && user) {
      setValues({ name: user.name, email: user.email ?? '', phone: user.phone ?? '', avatar: user.avatar ?? '' });
      clearErrors();
    }
  }, [opened, user, setValues, clearErrors]);

  /** Closing forgets a failure, so the next opening starts clean. */
  function close() {
    setFailure(null);
    onClose();
  }

  async function onFile(file: File | null) {
    if (!file) return;
    setUploading(true);
    form.clearFieldError('avatar');
    try {
      const url = await uploadImage(file);
      form.setFieldValue('avatar', url);
    } catch (e) {
      form.setFieldError('avatar', uploadErrorMessage(e, t));
    } finally {
      setUploading(false);
    }
  }

  async function submit(values: typeof form.values) {
    setFailure(null);
    try {
      // Empty values are dropped (spec §5); the server ignores them too.
      const input = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim() || null]));
      await update({ variables: { input } });
      notifications.show({ color: 'green', message: t('profile.success') });
      void refreshUser(); // reloads the session's user (header name and avatar)
      close();
    } catch (e) {
      const info = describeError(e);
      form.setErrors(info.code === 'EMAIL_TAKEN' ? { email: t('profile.emailTaken') } : serverFieldErrors(e));
      setFailure(t('profile.failed'));
      notifications.show({ color: 'red', message: t('profile.failed') });
    }
  }

  const panditProfile = application.data?.me?.panditProfile;

  return (
    <Modal opened={opened} onClose={close} title={t('profile.title')} centered size="md">
      <form onSubmit={form.onSubmit(submit)} noValidate data-testid="edit-profile-form">
        <Stack gap="sm">
          {panditProfile && <ApplicationStatus application={panditProfile} onNavigate={close} />}
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
            <Avatar
              src={values.avatar.trim() || null}
              size={72}
              radius="xl"
              color="saffron"
              alt={t('profile.preview')}
              data-testid="edit-profile-preview"
            >
              {values.name.slice(0, 1).toUpperCase()}
            </Avatar>
            <Stack gap={4} style={{ flex: 1 }}>
              <TextInput
                label={t('profile.avatarUrl')}
                type="url"
                placeholder={t('profile.avatarUrlPlaceholder')}
                {...form.getInputProps('avatar')}
                rightSection={
                  values.avatar ? (
                    <CloseButton aria-label={t('profile.removeAvatar')} onClick={() => form.setFieldValue('avatar', '')} />
                  ) : null
                }
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
          <TextInput label={t('profile.name')} {...form.getInputProps('name')} data-testid="edit-profile-name" />
          <TextInput label={t('profile.email')} type="email" {...form.getInputProps('email')} data-testid="edit-profile-email" />
          <TextInput label={t('profile.phone')} type="tel" {...form.getInputProps('phone')} data-testid="edit-profile-phone" />
          {opened && <TextConsent />}
          {failure && (
            <Alert color="red" role="alert" data-testid="edit-profile-error">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" disabled={updating || uploading} data-testid="edit-profile-submit">
              {updating ? t('profile.submitting') : t('profile.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
      <ChangePassword />
      <YourData onDeleted={close} />
    </Modal>
  );
}
