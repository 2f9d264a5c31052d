import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Rating, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { describeError, errorMessage } from '../../app/errors';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { CancelBookingMutation, CreateReviewMutation, MyBookingsQuery, RefundPreviewQuery } from './operations';
import { useQuery } from '../../app/query';
import { formatDate, formatMoney } from '../../app/format';
import { COMMENT_MAX, REASON_MAX, cancelReasonSchema, reviewInputSchema } from '@marketplace/schema/rules';
import { ruleIssue, ruleText, useRuleForm } from '../../app/ruleForm';

/** Cancelling a booking (with a reason) and reviewing a completed one: the My Bookings page's two dialogs. */

export function CancelDialog({
  booking,
  opened,
  onClose,
}: {
  booking: BookingCardFragment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  // Refetched: a cancelled booking leaves Upcoming for Past at once (the server's lists say where it belongs).
  const [cancel, { loading }] = useMutation(CancelBookingMutation, { refetchQueries: [MyBookingsQuery] });
  const issue = ruleIssue(cancelReasonSchema, reason);
  async function submit() {
    if (issue) return;
    try {
      await cancel({ variables: { id: booking.id, reason: reason.trim() || null } });
      notifications.show({ color: 'green', message: t('list.cancelled') });
      onClose();
    } catch (error) {
      const { reason: why } = describeError(error);
      // A known reason says it all (e.g. the 24-hour window); otherwise say what failed, then why.
      notifications.show({
        color: 'red',
        message: why ? errorMessage(error, t) : `${t('list.cancelFailed')} ${errorMessage(error, t)}`,
      });
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.cancelTitle')} data-testid="cancel-dialog">
      <Stack>
        <Text size="sm">{t('list.cancelText')}</Text>
        {booking.paymentStatus === 'PAID' && <RefundPreview bookingId={booking.id} />}
        <TextInput
          label={t('list.cancelReasonLabel')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={ruleText(issue)}
          maxLength={REASON_MAX}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('list.cancelKeep')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()} data-testid="cancel-confirm">
            {t('list.cancelConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * Before a paid booking is cancelled: the amount the refund policy gives back now and the day it reaches the customer,
 * as the server computes it (Booking.refundPreview, the same computation as the refund the cancellation writes).
 */
function RefundPreview({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('booking');
  const { data, loading, error } = useQuery(RefundPreviewQuery, { variables: { id: bookingId }, fetchPolicy: 'network-only' });
  const preview = data?.booking.refundPreview;
  if (loading && !data)
    return (
      <Group gap="xs" data-testid="refund-preview-loading">
        <Loader size="xs" />
        <Text size="sm">{t('list.refundPreviewLoading')}</Text>
      </Group>
    );
  if (error || !preview)
    return (
      <Alert color="orange" data-testid="refund-preview-error">
        {t('list.refundPreviewFailed')}
      </Alert>
    );
  return (
    <Alert color={preview.amount > 0 ? 'teal' : 'orange'} data-testid="refund-preview">
      {preview.amount > 0
        ? t('list.refundPreview', {
            amount: formatMoney(preview.amount, i18n.language),
            percent: preview.percent,
            date: formatDate(preview.arrivesBy, i18n.language),
          })
        : t('list.refundPreviewNone')}
    </Alert>
  );
}

export function ReviewDialog({
  booking,
  opened,
  onClose,
}: {
  booking: BookingCardFragment;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('booking');
  const form = useRuleForm({ schema: reviewInputSchema, initialValues: { bookingId: booking.id, rating: 5, comment: '' } });
  const [create, { loading }] = useMutation(CreateReviewMutation, { refetchQueries: [MyBookingsQuery] });
  async function submit({ rating, comment }: typeof form.values) {
    try {
      await create({ variables: { input: { bookingId: booking.id, rating, comment: comment.trim() } } });
      notifications.show({ color: 'green', message: t('list.reviewed') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: `${t('list.reviewFailed')} ${errorMessage(error, t)}` });
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('list.reviewTitle')} data-testid="review-dialog">
      <Stack>
        <div>
          <Text size="sm" fw={500}>
            {t('list.rating')}
          </Text>
          <Rating {...form.getInputProps('rating')} size="lg" data-testid="review-rating" />
          {form.errors.rating && (
            <Text size="xs" c="red">
              {ruleText(form.errors.rating)}
            </Text>
          )}
        </div>
        <Textarea
          label={t('list.comment')}
          placeholder={t('list.commentPlaceholder')}
          {...form.getInputProps('comment')}
          maxLength={COMMENT_MAX}
          required
          data-testid="review-comment"
        />
        <Group justify="flex-end">
          <Button loading={loading} onClick={() => form.onSubmit(submit)()} data-testid="review-submit">
            {t('list.submitReview')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
