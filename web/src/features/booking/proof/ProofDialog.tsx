import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { isErrorReason, PROOF_PHOTOS_MAX, reasonMessageKey } from '@marketplace/schema/rules';
import { authFetch } from '../../../app/authFetch';
import { IMAGE_ACCEPT } from '../../join/uploadImage';
import { CeremoniesQuery } from '../operations';
import './i18n';

interface Props {
  booking: { id: string; date: string; time: string; isVirtual: boolean };
  opened: boolean;
  onClose: () => void;
}

/**
 * The pandit marks a ceremony completed with its proof (issue #34): photos taken at it (the server checks their
 * capture time against the slot) or, for a virtual one, the time he joined the meeting.
 */
export function ProofDialog({ booking, opened, onClose }: Props) {
  const { t } = useTranslation('proof');
  const client = useApolloClient();
  const [photos, setPhotos] = useState<File[]>([]);
  const [joinedAt, setJoinedAt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (!photos.length && !(booking.isVirtual && joinedAt)) {
      setError(t(booking.isVirtual ? 'dialog.needProofVirtual' : 'dialog.needProof'));
      return;
    }
    const form = new FormData();
    // The booking's date at the given India time.
    if (booking.isVirtual && joinedAt) form.append('joinedAt', new Date(`${booking.date}T${joinedAt}:00+05:30`).toISOString());
    for (const photo of photos.slice(0, PROOF_PHOTOS_MAX)) form.append('photos', photo, photo.name);
    setBusy(true);
    setError(null);
    try {
      const res = await authFetch(`/api/bookings/${booking.id}/proof`, {
        method: 'POST',
        body: form,
        signal: AbortSignal.timeout(120_000),
      });
      const body = (await res.json().catch(() => null)) as { reason?: unknown } | null;
      if (!res.ok) {
        setError(isErrorReason(body?.reason) ? t(`errors:${reasonMessageKey(body.reason)}`) : t('dialog.failed'));
        return;
      }
      notifications.show({ color: 'green', message: t('dialog.done') });
      await client.refetchQueries({ include: [CeremoniesQuery] });
      onClose();
    } catch {
      setError(t('dialog.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t('dialog.title')} data-testid="proof-dialog">
      <Stack gap="sm">
        <Text size="sm">{t(booking.isVirtual ? 'dialog.introVirtual' : 'dialog.intro')}</Text>
        {booking.isVirtual && (
          <TextInput
            type="time"
            label={t('dialog.joinedAt')}
            value={joinedAt}
            onChange={(e) => setJoinedAt(e.currentTarget.value)}
            data-testid="proof-joined-at"
          />
        )}
        <FileInput
          multiple
          clearable
          accept={IMAGE_ACCEPT}
          label={t('dialog.photos', { max: PROOF_PHOTOS_MAX })}
          placeholder={t('dialog.photosPlaceholder')}
          value={photos}
          onChange={(files) => setPhotos(files.slice(0, PROOF_PHOTOS_MAX))}
          data-testid="proof-photos"
        />
        {error && (
          <Alert color="red" data-testid="proof-error">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('dialog.cancel')}
          </Button>
          <Button loading={busy} onClick={() => void submit()} data-testid="proof-submit">
            {t('dialog.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
