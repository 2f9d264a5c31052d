import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Modal, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REJECTION_REASON_MAX, rejectionReasonSchema } from '@marketplace/schema/rules';
import { useQuery } from '../../app/query';
import { errorMessage } from '../../app/errors';
import { formatDate } from '../../app/format';
import { ruleIssue, ruleText } from '../../app/ruleForm';
import { LoadError } from '../../components/ui/LoadError';
import { PrivateImageModal } from '../../components/ui/PrivateImageModal';
import { DocumentsToReviewQuery, ReviewDocumentMutation } from './operations';
import { documentSummary } from './documentSummary';
import './i18n';

/** The admins' queue of documents to review (oldest first): view each, accept, or reject with a reason. */
export function DocumentReview() {
  const { t, i18n } = useTranslation('verification');
  const queue = useQuery(DocumentsToReviewQuery, { variables: { page: { limit: 50 } }, fetchPolicy: 'cache-and-network' });
  const [review, { loading }] = useMutation(ReviewDocumentMutation);
  const [viewing, setViewing] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function decide(id: string, accept: boolean, why?: string) {
    try {
      await review({ variables: { id, accept, reason: why ?? null } });
      notifications.show({ color: 'green', message: t(accept ? 'review.accepted' : 'review.rejected') });
      setRejecting(null);
      setReason('');
      await queue.refetch();
    } catch (e) {
      notifications.show({ color: 'red', title: t('review.failed'), message: errorMessage(e, t) });
    }
  }

  function confirmReject() {
    const issue = ruleIssue(rejectionReasonSchema, reason);
    if (issue) return setError(issue);
    if (rejecting) void decide(rejecting, false, reason.trim());
  }

  const items = queue.data?.documentsToReview.items;
  return (
    <Paper withBorder radius="md" p="md" data-testid="document-review">
      <Stack gap="sm">
        <Title order={3} fz="h4">
          {t('review.title')}
        </Title>
        {queue.error && !items ? (
          <LoadError title={t('review.loadFailed')} error={queue.error} onRetry={() => void queue.refetch()} />
        ) : !items ? (
          <Stack gap="xs" aria-busy="true">
            <Skeleton h={48} />
            <Skeleton h={48} />
          </Stack>
        ) : items.length === 0 ? (
          <Text size="sm" c="dimmed" data-testid="document-review-empty">
            {t('review.empty')}
          </Text>
        ) : (
          items.map((d) => (
            <Paper key={d.id} withBorder p="sm" radius="sm" data-testid="review-row">
              <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
                <Stack gap={2}>
                  <Text fw={600} size="sm" data-user-content>
                    {d.pandit.name} · {d.pandit.city}
                  </Text>
                  <Text size="sm">{documentSummary(d, t)}</Text>
                  <Group gap="xs">
                    {d.nameMatches != null && (
                      <Badge color={d.nameMatches ? 'green' : 'orange'} variant="light">
                        {t(d.nameMatches ? 'review.nameMatches' : 'review.nameDiffers')}
                      </Badge>
                    )}
                    <Text size="xs" c="dimmed">
                      {t('review.uploaded', { date: formatDate(d.uploadedAt, i18n.language) })}
                    </Text>
                  </Group>
                </Stack>
                <Group gap="xs">
                  <Button size="compact-sm" variant="default" onClick={() => setViewing(d.url)}>
                    {t('panel.view')}
                  </Button>
                  <Button
                    size="compact-sm"
                    color="green"
                    loading={loading}
                    onClick={() => void decide(d.id, true)}
                    data-testid="review-accept"
                  >
                    {t('review.accept')}
                  </Button>
                  <Button
                    size="compact-sm"
                    color="red"
                    variant="light"
                    onClick={() => setRejecting(d.id)}
                    data-testid="review-reject"
                  >
                    {t('review.reject')}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))
        )}
      </Stack>
      <PrivateImageModal
        url={viewing}
        onClose={() => setViewing(null)}
        title={t('panel.viewTitle')}
        failed={t('panel.viewFailed')}
      />
      <Modal opened={rejecting !== null} onClose={() => setRejecting(null)} title={t('review.confirmReject')} centered>
        <Stack gap="sm">
          <Textarea
            label={t('review.reason')}
            autosize
            minRows={3}
            value={reason}
            maxLength={REJECTION_REASON_MAX}
            onChange={(e) => {
              setReason(e.currentTarget.value);
              setError(null);
            }}
            error={ruleText(error)}
            withAsterisk
            data-testid="review-reason"
            data-autofocus
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setRejecting(null)}>
              {t('review.cancel')}
            </Button>
            <Button color="red" loading={loading} onClick={confirmReject} data-testid="review-reject-confirm">
              {t('review.confirmReject')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
