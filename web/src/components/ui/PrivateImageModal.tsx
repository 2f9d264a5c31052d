import { useEffect, useState } from 'react';
import { Alert, Center, Image, Loader, Modal } from '@mantine/core';
import { authFetch } from '../../app/authFetch';

/**
 * A private image (a pandit's document, a ceremony's proof photo), fetched with the session's token (a plain link
 * would carry none) and shown from memory; the object URL is released on close.
 */
export function PrivateImageModal({
  url,
  onClose,
  title,
  failed,
}: {
  url: string | null;
  onClose: () => void;
  /** The dialog's title, also the image's text alternative. */
  title: string;
  /** What to say when the image cannot be fetched. */
  failed: string;
}) {
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
    <Modal opened={url !== null} onClose={onClose} title={title} size="lg">
      {current?.failed ? (
        <Alert color="red">{failed}</Alert>
      ) : current?.src ? (
        <Image src={current.src} alt={title} data-testid="private-image" />
      ) : (
        <Center h={200}>
          <Loader />
        </Center>
      )}
    </Modal>
  );
}
