import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { RETENTION_DAYS } from '@marketplace/schema/rules';
import { authFetch } from '../../app/authFetch';
import { saveFile } from '../../app/download';
import { describeError, errorMessage } from '../../app/errors';
import { formatDate } from '../../app/format';
import { useSession } from '../../app/session';
import { RequestAccountDeletionDocument } from './privacyOperations';
import './privacyTexts';

/**
 * "Your data" in the profile (issue #35, decision 0069): download everything we keep as a JSON file
 * (GET /api/account/data), or ask for the account's deletion (a 30-day grace; every session ends at once).
 */
export function YourData({ onDeleted }: { onDeleted: () => void }) {
  const { t, i18n } = useTranslation('privacy');
  const { logout } = useSession();
  const [downloading, setDownloading] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [requestDeletion, { loading: deleting }] = useMutation(RequestAccountDeletionDocument);

  async function download() {
    setDownloading(true);
    try {
      const res = await authFetch('/api/account/data');
      if (!res.ok) throw new Error(`download: ${res.status}`);
      const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'my-data.json';
      const body = (await res.json()) as { data: unknown };
      saveFile(JSON.stringify(body.data, null, 2), 'application/json', name);
      notifications.show({ color: 'green', message: t('yourData.downloaded') });
    } catch {
      notifications.show({ color: 'red', message: t('yourData.downloadFailed') });
    } finally {
      setDownloading(false);
    }
  }

  async function confirmDeletion() {
    try {
      const { data } = await requestDeletion();
      const due = data?.requestAccountDeletion.deletionDueAt;
      setConfirming(false);
      notifications.show({
        color: 'orange',
        autoClose: 10_000,
        message: t('yourData.requested', { date: due ? formatDate(due, i18n.language) : '' }),
      });
      // Every session of the account ended on the server: this one forgets its token too.
      logout();
      onDeleted();
    } catch (e) {
      // A booking still ahead is the rule's own message (privacy.activeBookings); anything else the generic one.
      const refused = describeError(e).code === 'VALIDATION_FAILED';
      notifications.show({ color: 'red', message: refused ? errorMessage(e, t) : t('yourData.requestFailed') });
    }
  }

  return (
    <Stack gap={6} mt="md" component="section" aria-labelledby="your-data-title" data-testid="your-data">
      <Text size="sm" fw={500} id="your-data-title">
        {t('yourData.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('yourData.intro')}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="light" loading={downloading} onClick={() => void download()} data-testid="download-my-data">
          {t('yourData.download')}
        </Button>
        <Button size="xs" variant="subtle" color="red" onClick={() => setConfirming(true)} data-testid="delete-my-account">
          {t('yourData.delete')}
        </Button>
      </Group>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title={t('yourData.confirmTitle')} centered zIndex={400}>
        <Stack gap="md">
          <Text size="sm">{t('yourData.confirmText', { days: RETENTION_DAYS.deletionGrace })}</Text>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('yourData.keep')}
            </Button>
            <Button color="red" loading={deleting} onClick={() => void confirmDeletion()} data-testid="confirm-delete-account">
              {t('yourData.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
