import { useState, type ReactNode } from 'react';
import { FileButton, Group, Image, Stack, Text, TextInput, Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IMAGE_ACCEPT, uploadErrorMessage, uploadImage } from '../join/uploadImage';

/** An image by URL or by upload (stored through media; the field then holds /media/<id>). Takes `form.getInputProps`. */
export function ImageField({
  label,
  value = '',
  onChange,
  error,
}: {
  label: string;
  value?: string;
  onChange: (v: string) => void;
  error?: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);

  async function upload(file: File | null) {
    if (!file) return;
    setBusy(true);
    setUploadError(null);
    try {
      onChange(await uploadImage(file));
    } catch (e) {
      setUploadError(uploadErrorMessage(e, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack gap={4}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label={label}
          value={value}
          onChange={(e) => onChange(e.currentTarget.value)}
          error={error ?? uploadError}
          style={{ flex: 1 }}
          type="url"
        />
        <FileButton onChange={(f) => void upload(f)} accept={IMAGE_ACCEPT}>
          {(props) => (
            <Button {...props} variant="default" loading={busy}>
              {t('form.upload')}
            </Button>
          )}
        </FileButton>
      </Group>
      {value ? (
        <Image src={value} alt={t('form.preview')} h={80} w={120} fit="cover" radius="sm" />
      ) : (
        <Text size="xs" c="dimmed">
          {t('form.noImage')}
        </Text>
      )}
    </Stack>
  );
}
