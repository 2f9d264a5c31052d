import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '@marketplace/schema/rules';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { ReasonDialog } from '../kit';
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
  const { reject, busy } = useDecisions();
  return (
    <ReasonDialog
      opened={Boolean(target)}
      title={t('approvals.rejectTitle', { name: target?.name ?? '' })}
      label={t('approvals.reason')}
      description={t('approvals.reasonHint')}
      placeholder={t('approvals.reasonPlaceholder')}
      confirmLabel={t('approvals.reject')}
      schema={rejectionReasonSchema}
      max={REJECTION_REASON_MAX}
      busy={busy}
      onClose={onClose}
      onConfirm={async (reason) => {
        if (!target || !(await reject(target, reason))) return false;
        onDone();
      }}
      testId="reject"
    />
  );
}
