import { Alert, Center, Image, Loader, Modal } from '@mantine/core';
import { usePrivateImage } from './usePrivateImage';

/**
 * A private image (a pandit's document, a ceremony's proof photo, a complaint's attachment) in a dialog, fetched with
 * the session's token and shown from memory; the object URL is released on close.
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
  const current = usePrivateImage(url);
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
