import { useState } from 'react';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { useDecisions } from './useDecisions';

type Application = AdminApplicationFieldsFragment;
const MIN_REASON = 10;

/** Asks for the reason (shown to the applicant) and rejects. */
export function RejectDialog({ target, onClose, onDone }: { target: Application | null; onClose: () => void; onDone: () => void }) {
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
    if (reason.trim().length < MIN_REASON) {
      setError(t('approvals.reasonTooShort'));
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
          error={error}
          required
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
