import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RETENTION_DAYS } from '@marketplace/schema/rules';
import { formatDate } from '../../app/format';
import { useSession } from '../../app/session';
import { CancelAccountDeletionDocument } from './privacyOperations';
import './privacyTexts';

/** Shown to an account whose deletion was requested (issue #35): when it happens, and Cancel deletion. */
export function DeletionBanner({ requestedAt }: { requestedAt: string }) {
  const { t, i18n } = useTranslation('privacy');
  const { refreshUser } = useSession();
  const [cancel, { loading }] = useMutation(CancelAccountDeletionDocument);
  const due = new Date(new Date(requestedAt).getTime() + RETENTION_DAYS.deletionGrace * 86_400_000);

  async function onCancel() {
    try {
      await cancel();
      await refreshUser();
      notifications.show({ color: 'green', message: t('banner.cancelled') });
    } catch {
      notifications.show({ color: 'red', message: t('banner.cancelFailed') });
    }
  }

  return (
    <Alert color="orange" radius={0} role="status" data-testid="deletion-banner">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{t('banner.text', { date: formatDate(due, i18n.language) })}</Text>
        <Button size="xs" color="orange" loading={loading} onClick={() => void onCancel()} data-testid="cancel-deletion">
          {t('banner.cancel')}
        </Button>
      </Group>
    </Alert>
  );
}
