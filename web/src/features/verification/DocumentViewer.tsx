import { useEffect, useState } from 'react';
import { Alert, Center, Image, Loader, Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { authFetch } from '../../app/authFetch';
import './i18n';

/**
 * A document's image, fetched with the session's token (documents are never public: a plain link would carry none)
 * and shown from memory; the object URL is released on close.
 */
export function DocumentViewer({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation('verification');
  const [state, setState] = useState<{ url: string; src?: string; failed?: boolean } | null>(null);

  useEffect(() => {
    if (!url) return;
    let src: string | undefined;
    let cancelled = false;
    authFetch(url)
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        src = URL.createObjectURL(await res.blob());
        if (!cancelled) setState({ url, src });
      })
      .catch(() => {
        if (!cancelled) setState({ url, failed: true });
      });
    return () => {
      cancelled = true;
      if (src) URL.revokeObjectURL(src);
    };
  }, [url]);

  const current = state?.url === url ? state : null;
  return (
    <Modal opened={url !== null} onClose={onClose} title={t('panel.viewTitle')} size="lg">
      {current?.failed ? (
        <Alert color="red">{t('panel.viewFailed')}</Alert>
      ) : current?.src ? (
        <Image src={current.src} alt={t('panel.viewTitle')} data-testid="document-image" />
      ) : (
        <Center h={200}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
