import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ruleIssue, ruleText } from '../../../app/ruleForm';

type ReasonRule = Parameters<typeof ruleIssue>[0];

/**
 * THE console's "why?" dialog (reject, cancel, suspend): a reason checked by its shared rule (`schema`, e.g.
 * rejectionReasonSchema: at least REJECTION_REASON_MIN characters) and capped at the rule's `max`, then `onConfirm`
 * with the trimmed text. `onConfirm` answers false when the action failed (it has shown why): the dialog stays open.
 */
export function ReasonDialog({
  opened,
  title,
  label,
  description,
  placeholder,
  confirmLabel,
  schema,
  max,
  busy,
  onClose,
  onConfirm,
  testId = 'reason',
}: {
  opened: boolean;
  title: ReactNode;
  label: string;
  description?: string;
  placeholder?: string;
  confirmLabel: string;
  schema: ReasonRule;
  max: number;
  busy?: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<boolean | void>;
  /** `<testId>-reason` on the text, `<testId>-confirm` on the button. */
  testId?: string;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit() {
    const issue = ruleIssue(schema, reason);
    if (issue) return setError(issue);
    if ((await onConfirm(reason.trim())) !== false) {
      setReason('');
      setError(null);
    }
  }
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <Stack gap="sm">
        <Textarea
          label={label}
          description={description}
          placeholder={placeholder}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={ruleText(error)}
          maxLength={max}
          withAsterisk
          data-testid={`${testId}-reason`}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            color="red"
            onClick={() => void submit()}
            disabled={!reason.trim() || busy}
            loading={busy}
            data-testid={`${testId}-confirm`}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
