import { useState } from 'react';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/errors';
import { ruleIssue, ruleText } from '../../../app/ruleForm';

type RuleSchema = Parameters<typeof ruleIssue>[0];

/**
 * The payments tab's one-field dialog for a refund's bank reference (a rejection's reason uses the kit's ReasonDialog): the value checked
 * by its shared rule, sent trimmed, a toast either way.
 */
export function PaymentFieldDialog({
  title,
  label,
  schema,
  confirmLabel,
  color,
  done,
  testIds,
  send,
  onClose,
  onDone,
}: {
  title: string;
  label: string;
  schema: RuleSchema;
  confirmLabel: string;
  color?: string;
  /** The toast once sent. */
  done: string;
  testIds: { input: string; confirm: string };
  send: (value: string) => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('payment');
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [loading, setLoading] = useState(false);
  const issue = ruleIssue(schema, value);
  async function submit() {
    setTouched(true);
    if (issue) return;
    setLoading(true);
    try {
      await send(value.trim());
      notifications.show({ color: 'green', message: done });
      onDone();
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    } finally {
      setLoading(false);
    }
  }
  return (
    <Modal opened onClose={onClose} title={title}>
      <Stack>
        <TextInput
          label={label}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={touched ? ruleText(issue) : undefined}
          data-testid={testIds.input}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button color={color} loading={loading} onClick={() => void submit()} data-testid={testIds.confirm}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
