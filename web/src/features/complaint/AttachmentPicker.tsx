import { useEffect, useMemo, useRef, useState } from 'react';
import { ActionIcon, Alert, Button, Group, Image, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_ATTACHMENTS_MAX } from '@marketplace/schema/rules';
import { IMAGE_ACCEPT, MAX_UPLOAD_BYTES, checkAttachmentFile } from '../join/uploadImage';
import './i18n';

const MB = MAX_UPLOAD_BYTES / (1024 * 1024);

/** Object URLs of the chosen files' previews, released when the choice changes or the picker goes. */
function usePreviews(files: File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

/**
 * Photos for a complaint's report or message (issue #35): at most COMPLAINT_ATTACHMENTS_MAX, each checked with the
 * photos' rules before it is sent (type, size, that it decodes, its dimensions; a refused file is named with why),
 * previews with a remove button, and the upload's progress while `progress` is a number.
 */
export function AttachmentPicker({
  files,
  onChange,
  progress,
  testId,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  /** 0 to 1 while sending, null otherwise. */
  progress: number | null;
  testId: string;
}) {
  const { t } = useTranslation('complaint');
  const input = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const previews = usePreviews(files);
  const sending = progress !== null;

  async function add(chosen: File[]) {
    const problems: string[] = [];
    const ok: File[] = [];
    for (const file of chosen) {
      const problem = await checkAttachmentFile(file);
      if (problem) problems.push(t(`attach.refused.${problem.slice('upload.'.length)}`, { name: file.name, mb: MB }));
      else ok.push(file);
    }
    const room = COMPLAINT_ATTACHMENTS_MAX - files.length;
    if (ok.length > room) problems.push(t('attach.tooMany', { max: COMPLAINT_ATTACHMENTS_MAX }));
    setRefused(problems);
    if (ok.length && room > 0) onChange([...files, ...ok.slice(0, room)]);
  }

  return (
    <Stack gap={6} data-testid={testId}>
      <Group gap="xs" align="center">
        <Button
          variant="light"
          size="xs"
          disabled={sending || files.length >= COMPLAINT_ATTACHMENTS_MAX}
          onClick={() => input.current?.click()}
        >
          {t('attach.add')}
        </Button>
        <Text size="xs" c="dimmed">
          {t('attach.hint', { max: COMPLAINT_ATTACHMENTS_MAX, mb: MB })}
        </Text>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          multiple
          hidden
          aria-label={t('attach.add')}
          data-testid={`${testId}-input`}
          onChange={(e) => {
            const chosen = [...(e.currentTarget.files ?? [])];
            e.currentTarget.value = '';
            void add(chosen);
          }}
        />
      </Group>
      {files.length > 0 && (
        <Group gap="xs">
          {files.map((_file, i) => (
            <div key={previews[i]} style={{ position: 'relative' }} data-testid="attachment-preview">
              <Image src={previews[i]} alt={t('attach.preview', { n: i + 1 })} w={64} h={64} fit="cover" radius="sm" />
              <ActionIcon
                size="sm"
                color="red"
                variant="filled"
                radius="xl"
                disabled={sending}
                aria-label={t('attach.remove', { n: i + 1 })}
                onClick={() => onChange(files.filter((_f, j) => j !== i))}
                style={{ position: 'absolute', top: -6, right: -6 }}
                data-testid="attachment-remove"
              >
                ×
              </ActionIcon>
            </div>
          ))}
        </Group>
      )}
      {sending && files.length > 0 && (
        <Stack gap={2}>
          <Progress value={Math.round(progress * 100)} size="sm" aria-label={t('attach.uploading')} />
          <Text size="xs" c="dimmed">
            {t('attach.progress', { percent: Math.round(progress * 100) })}
          </Text>
        </Stack>
      )}
      {refused.length > 0 && (
        <Alert color="red" variant="light" data-testid="attachment-refused">
          {refused.map((r) => (
            <Text key={r} size="sm">
              {r}
            </Text>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
