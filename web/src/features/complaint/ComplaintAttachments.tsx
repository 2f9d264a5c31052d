import { useState } from 'react';
import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PrivateImageModal } from '../../components/ui/PrivateImageModal';
import { PrivateThumbnail } from '../../components/ui/PrivateThumbnail';
import './i18n';

/**
 * A thread message's photos: thumbnails fetched with the session (the addresses answer only the booking's customer,
 * its pandit and admins), each opening the full image in a dialog.
 */
export function ComplaintAttachments({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation('complaint');
  const [viewing, setViewing] = useState<string | null>(null);
  return (
    <>
      <Group gap="xs" mt={6} data-testid="complaint-attachments">
        {urls.map((url, i) => (
          <PrivateThumbnail
            key={url}
            url={url}
            label={t('attach.thumb', { n: i + 1 })}
            failed={t('attach.thumbFailed')}
            onOpen={() => setViewing(url)}
          />
        ))}
      </Group>
      <PrivateImageModal
        url={viewing}
        onClose={() => setViewing(null)}
        title={t('attach.viewTitle')}
        failed={t('attach.viewFailed')}
      />
    </>
  );
}
