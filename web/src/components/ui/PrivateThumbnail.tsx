import { Center, Image, Loader, Text, UnstyledButton } from '@mantine/core';
import { usePrivateImage } from './usePrivateImage';

/** A small private image (fetched with the session's token) that opens the full one when pressed. */
export function PrivateThumbnail({
  url,
  label,
  failed,
  onOpen,
  size = 72,
}: {
  url: string;
  /** What the button says to a screen reader (and the image's text alternative). */
  label: string;
  /** Shown in place of the image when it cannot be fetched. */
  failed: string;
  onOpen: () => void;
  size?: number;
}) {
  const image = usePrivateImage(url);
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-label={label}
      data-testid="private-thumbnail"
      style={{ width: size, height: size, borderRadius: 6, overflow: 'hidden', border: '1px solid var(--mantine-color-gray-4)' }}
    >
      {image?.src ? (
        <Image src={image.src} alt={label} w={size} h={size} fit="cover" />
      ) : (
        <Center w={size} h={size}>
          {image?.failed ? (
            <Text size="xs" c="red" ta="center">
              {failed}
            </Text>
          ) : (
            <Loader size="xs" />
          )}
        </Center>
      )}
    </UnstyledButton>
  );
}
