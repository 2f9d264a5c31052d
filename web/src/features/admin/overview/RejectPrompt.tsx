import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { ReasonDialog } from '../kit';

const OverviewRejectDocument = graphql(`
  mutation OverviewRejectPandit($id: ID!, $reason: String!) {
    rejectPandit(id: $id, reason: $reason) {
      id
      registrationStatus
    }
  }
`);

/** The dashboard's prompted reason (spec §4): the shared rejection rule; cancelling does nothing. */
export function RejectPrompt({
  pandit,
  onClose,
  refetch,
}: {
  pandit: { id: string; name: string };
  onClose: () => void;
  refetch: DocumentNode;
}) {
  const { t } = useTranslation('admin');
  const [reject, { loading }] = useMutation(OverviewRejectDocument, { refetchQueries: [refetch] });
  return (
    <ReasonDialog
      opened
      title={t('overview.rejectTitle', { name: pandit.name })}
      label={t('overview.rejectReason')}
      confirmLabel={t('overview.reject')}
      schema={rejectionReasonSchema}
      max={REJECTION_REASON_MAX}
      busy={loading}
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await reject({ variables: { id: pandit.id, reason } });
          notifications.show({ color: 'green', message: t('overview.rejected') });
          onClose();
        } catch (e) {
          notifications.show({ color: 'red', title: t('overview.rejectFailed'), message: errorMessage(e, t) });
          return false;
        }
      }}
      testId="overview-reject"
    />
  );
}
