import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { AdminApplicationFieldsFragment } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { ApprovePanditDocument, DECISION_REFETCH, RejectPanditDocument } from './operations';

type Application = AdminApplicationFieldsFragment;

/** Approve and reject with the spec §8 messages; both refresh the counts and both lists. Each resolves to whether it worked. */
export function useDecisions() {
  const { t } = useTranslation('admin');
  const [approveMutation, approving] = useMutation(ApprovePanditDocument, {
    refetchQueries: DECISION_REFETCH,
    awaitRefetchQueries: true,
  });
  const [rejectMutation, rejecting] = useMutation(RejectPanditDocument, {
    refetchQueries: DECISION_REFETCH,
    awaitRefetchQueries: true,
  });
  return {
    busy: approving.loading || rejecting.loading,
    approve: async (p: Application) => {
      try {
        await approveMutation({ variables: { id: p.id } });
        notifications.show({ color: 'green', message: t('approvals.approved') });
        return true;
      } catch (e) {
        notifications.show({ color: 'red', title: t('approvals.approveFailed'), message: errorMessage(e, t) });
        return false;
      }
    },
    reject: async (p: Application, reason: string) => {
      try {
        await rejectMutation({ variables: { id: p.id, reason } });
        notifications.show({ color: 'green', message: t('approvals.rejected') });
        return true;
      } catch (e) {
        notifications.show({ color: 'red', title: t('approvals.rejectFailed'), message: errorMessage(e, t) });
        return false;
      }
    },
  };
}
