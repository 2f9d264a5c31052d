import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, NumberInput, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_OUTCOME_VALUES,
  COMPLAINT_REOPEN_DAYS,
  complaintOutcomeSchema,
  complaintReplySchema,
} from '@marketplace/schema/rules';
import type { ComplaintFieldsFragment as Complaint, ComplaintOutcome } from '../../__generated__/graphql';
import { errorMessage } from '../../app/errors';
import { ruleIssue, ruleText, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { AttachmentPicker } from './AttachmentPicker';
import { ComplaintQuery, ReopenComplaintMutation, ReplyToComplaintMutation, ResolveComplaintMutation } from './operations';
import { AttachmentSendError, sendWithAttachments } from './sendWithAttachments';
import './i18n';

/** A message in the thread, with up to 3 photos (multipart with them, GraphQL without). */
export function ReplyBox({ id }: { id: string }) {
  const { t } = useTranslation('complaint');
  const client = useApolloClient();
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReplyToComplaintMutation);
  async function submit() {
    const issue = ruleIssue(complaintReplySchema, body);
    if (issue) return setError(issue);
    try {
      if (files.length) {
        setProgress(0);
        await sendWithAttachments(
          `/api/complaints/${id}/messages`,
          { body: body.trim() },
          files,
          setProgress,
          t,
          'ticket.sendFailed',
        );
        await client.refetchQueries({ include: [ComplaintQuery] });
      } else {
        await send({ variables: { id, body: body.trim() } });
      }
      setBody('');
      setFiles([]);
      setError(null);
      notifications.show({ color: 'green', message: t('ticket.sent') });
    } catch (e) {
      const message = e instanceof AttachmentSendError ? e.text : errorMessage(e, t);
      notifications.show({ color: 'red', title: t('ticket.sendFailed'), message });
    } finally {
      setProgress(null);
    }
  }
  return (
    <Stack gap="xs">
      <Textarea
        label={t('ticket.reply')}
        value={body}
        onChange={(e) => setBody(e.currentTarget.value)}
        autosize
        minRows={3}
        maxLength={COMPLAINT_DESCRIPTION_MAX}
        error={ruleText(error)}
        data-testid="complaint-reply"
      />
      <AttachmentPicker files={files} onChange={setFiles} progress={progress} testId="reply-attachments" />
      <Group justify="flex-end">
        <Button loading={loading || progress !== null} onClick={() => void submit()} data-testid="complaint-send">
          {t('ticket.send')}
        </Button>
      </Group>
    </Stack>
  );
}

export function ReopenButton({ id }: { id: string }) {
  const { t } = useTranslation('complaint');
  const [reopen, { loading }] = useMutation(ReopenComplaintMutation);
  async function run() {
    try {
      await reopen({ variables: { id } });
      notifications.show({ color: 'green', message: t('ticket.reopened') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('ticket.reopenFailed'), message: errorMessage(e, t) });
    }
  }
  return (
    <Stack gap={4}>
      <Text size="sm" c="dimmed">
        {t('ticket.reopenHint', { days: COMPLAINT_REOPEN_DAYS })}
      </Text>
      <Group>
        <Button variant="light" loading={loading} onClick={() => void run()} data-testid="complaint-reopen">
          {t('ticket.reopen')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Support's decision: the outcome, its reason, and a partial refund's amount (at most what was paid: the server checks). */
export function OutcomeForm({ complaint: c }: { complaint: Complaint }) {
  const { t } = useTranslation('complaint');
  const form = useRuleForm({
    schema: complaintOutcomeSchema,
    initialValues: { outcome: '', note: '', amount: null as number | null },
    toInput: (v) => ({ ...v, amount: v.outcome === 'REFUND_PARTIAL' ? v.amount : null }),
  });
  const [resolve, { loading }] = useMutation(ResolveComplaintMutation);
  async function submit(values: typeof form.values) {
    try {
      await resolve({
        variables: {
          id: c.id,
          input: {
            outcome: values.outcome as ComplaintOutcome,
            note: values.note.trim(),
            amount: values.outcome === 'REFUND_PARTIAL' ? values.amount : null,
          },
        },
      });
      notifications.show({ color: 'green', message: t('resolve.done') });
    } catch (e) {
      const fields = serverFieldErrors(e);
      if (Object.keys(fields).length > 0) form.setErrors(fields);
      notifications.show({ color: 'red', title: t('resolve.failed'), message: errorMessage(e, t) });
    }
  }
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="form"
      onSubmit={form.onSubmit((v) => void submit(v))}
      data-testid="outcome-form"
    >
      <Stack gap="sm">
        <Title order={3} fz="md">
          {t('resolve.title')}
        </Title>
        <Select
          label={t('resolve.outcome')}
          data={COMPLAINT_OUTCOME_VALUES.map((o) => ({ value: o, label: t(`outcome.${o}`) }))}
          required
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('outcome')}
          data-testid="outcome-select"
        />
        {form.values.outcome === 'REFUND_PARTIAL' && (
          <NumberInput
            label={t('resolve.amount')}
            min={1}
            max={c.booking.totalAmount}
            allowDecimal={false}
            required
            {...form.getInputProps('amount')}
            data-testid="outcome-amount"
          />
        )}
        <Textarea
          label={t('resolve.note')}
          required
          autosize
          minRows={2}
          {...form.getInputProps('note')}
          data-testid="outcome-note"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={loading} data-testid="outcome-submit">
            {t('resolve.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
