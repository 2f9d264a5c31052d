import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { DocumentNode } from 'graphql';
import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { rejectionReasonSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import { errorMessage } from '../../../app/errors';
import { ruleText } from '../shared';

const OverviewRejectDocument = graphql(`
  mutation OverviewRejectPandit($id: ID!, $reason: String!) {
    rejectPandit(id: $id, reason: $reason) {
      id
      registrationStatus
    }
  }
`);

/** The dashboard's prompted reason (spec §4): at least 10 characters; cancelling does nothing. */
export function RejectPrompt({
  pandit,
  onClose,
  refetch,
}: {
  pandit: { id: string; name: string };
  onClose: () => void;
  refetch: DocumentNode;
}) {
  const { t, i18n } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [reject, { loading }] = useMutation(OverviewRejectDocument, { refetchQueries: [refetch] });
  const valid = rejectionReasonSchema.safeParse(reason).success;

  async function submit() {
    try {
      await reject({ variables: { id: pandit.id, reason } });
      notifications.show({ color: 'green', message: t('overview.rejected') });
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', title: t('overview.rejectFailed'), message: errorMessage(e, t) });
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('overview.rejectTitle', { name: pandit.name })}>
      <Stack>
        <Textarea
          label={t('overview.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={reason && !valid ? ruleText('rejectionReason.tooShort', i18n.language) : undefined}
          autosize
          minRows={3}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button color="red" disabled={!valid} loading={loading} onClick={() => void submit()}>
            {t('overview.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
