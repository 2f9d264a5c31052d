import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A confirmation in the page (not the browser's confirm()): the spec's question, Cancel and a red action. */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation('admin');
  const [busy, setBusy] = useState(false);
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <Text>{message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            loading={busy}
            data-testid="confirm-action"
            onClick={() => {
              setBusy(true);
              void onConfirm().finally(() => {
                setBusy(false);
                onClose();
              });
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
