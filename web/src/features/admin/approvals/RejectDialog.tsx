import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '@marketplace/schema/rules';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { ruleIssue, ruleText } from '../../../app/ruleForm';
import { useDecisions } from './useDecisions';

type Application = AdminApplicationFieldsFragment;

/** Asks for the reason (shown to the applicant) and rejects. */
export function RejectDialog({
  target,
  onClose,
  onDone,
}: {
  target: Application | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { reject, busy } = useDecisions();
  const close = () => {
    setReason('');
    setError(null);
    onClose();
  };
  async function submit() {
    if (!target) return;
    const issue = ruleIssue(rejectionReasonSchema, reason);
    if (issue) {
      setError(issue);
      return;
    }
    if (await reject(target, reason.trim())) {
      setReason('');
      setError(null);
      onDone();
    }
  }
  return (
    <Modal opened={Boolean(target)} onClose={close} title={t('approvals.rejectTitle', { name: target?.name ?? '' })} centered>
      <Stack gap="sm">
        <Textarea
          label={t('approvals.reason')}
          description={t('approvals.reasonHint')}
          placeholder={t('approvals.reasonPlaceholder')}
          autosize
          minRows={3}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value);
            setError(null);
          }}
          error={ruleText(error)}
          maxLength={REJECTION_REASON_MAX}
          withAsterisk
          data-testid="reject-reason"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" onClick={() => void submit()} disabled={!reason.trim() || busy} data-testid="reject-confirm">
            {busy ? t('approvals.rejecting') : t('approvals.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
