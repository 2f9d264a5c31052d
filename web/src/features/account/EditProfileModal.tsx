import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Opened from the user menu; the profile form (spec §2 'Edit Profile') goes here. */
export function EditProfileModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return <Modal opened={opened} onClose={onClose} title={t('account.editProfile')} centered size="md" />;
}
