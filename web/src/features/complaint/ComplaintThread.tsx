import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Code, Group, NumberInput, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  COMPLAINT_DESCRIPTION_MAX,
  COMPLAINT_OUTCOME_VALUES,
  COMPLAINT_REOPEN_DAYS,
  complaintCategoryLabel,
  complaintOutcomeSchema,
  complaintReplySchema,
} from '@marketplace/schema/rules';
import type { ComplaintFieldsFragment as Complaint, ComplaintOutcome } from '../../__generated__/graphql';
import { errorMessage } from '../../app/errors';
import { formatDateTime, formatMoney } from '../../app/format';
import { ruleIssue, ruleText, serverFieldErrors, useRuleForm } from '../../app/ruleForm';
import { ReopenComplaintMutation, ReplyToComplaintMutation, ResolveComplaintMutation } from './operations';
import './i18n';

/** Status colours: support's turn orange, the parties' blue, decided green, closed grey. */
const STATUS_COLOR = { OPEN: 'orange', AWAITING_REPLY: 'blue', RESOLVED: 'green', CLOSED: 'gray' } as const;

export function StatusBadge({ status, admin }: { status: Complaint['status']; admin?: boolean }) {
  const { t } = useTranslation('complaint');
  return (
    <Badge color={STATUS_COLOR[status]} variant="light" data-testid="complaint-status">
      {t(`${admin ? 'adminStatus' : 'status'}.${status}`)}
    </Badge>
  );
}

/**
 * One complaint: its facts and deadlines, the thread, a reply box while it is active, Reopen for the devotee within
 * the window, and for support (`admin`) the outcome form.
 */
export function ComplaintThread({ complaint: c, admin = false }: { complaint: Complaint; admin?: boolean }) {
  const { t, i18n } = useTranslation('complaint');
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const active = c.status === 'OPEN' || c.status === 'AWAITING_REPLY';
  return (
    <Stack gap="md" data-testid="complaint-thread" data-complaint-id={c.id}>
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="h4">
              {t('ticket.title')} <Code data-testid="complaint-number">{c.number}</Code>
            </Title>
            <Group gap="xs">
              {c.overdue && (
                <Badge color="red" data-testid="complaint-overdue">
                  {t('ticket.overdue')}
                </Badge>
              )}
              <StatusBadge status={c.status} admin={admin} />
            </Group>
          </Group>
          <Text fw={600}>{complaintCategoryLabel(c.category, lang)}</Text>
          <Text size="sm">
            {t('ticket.booking')}: <Code>{c.bookingReference}</Code>
          </Text>
          {c.panditName && (
            <Text size="sm" data-user-content>
              {t('ticket.pandit')}: {c.panditName}
            </Text>
          )}
          {admin && (
            <Text size="sm" data-user-content>
              {t('ticket.devotee')}: {c.devoteeName}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            {t('ticket.filed', { when: formatDateTime(c.createdAt, lang) })}
          </Text>
          {active && (
            <Text size="xs" c={c.overdue ? 'red' : 'dimmed'}>
              {!c.acknowledgedAt && `${t('ticket.ackDue', { when: formatDateTime(c.ackDueAt, lang) })} · `}
              {t('ticket.resolveDue', { when: formatDateTime(c.resolveDueAt, lang) })}
            </Text>
          )}
          {c.outcome && (
            <Alert color="green" variant="light" data-testid="complaint-outcome">
              <Text size="sm" fw={600}>
                {t('ticket.outcome', { outcome: t(`outcome.${c.outcome}`) })}
              </Text>
              {c.refundAmount != null && (
                <Text size="sm">{t('ticket.refunded', { amount: formatMoney(c.refundAmount, lang) })}</Text>
              )}
              {c.outcomeNote && (
                <Text size="sm" data-user-content>
                  {t('ticket.reason', { note: c.outcomeNote })}
                </Text>
              )}
            </Alert>
          )}
        </Stack>
      </Paper>

      <Stack gap="xs" component="section" aria-label={t('ticket.thread')}>
        <Title order={3} fz="md">
          {t('ticket.thread')}
        </Title>
        {c.messages.map((m) => (
          <Paper
            key={m.id}
            withBorder
            radius="md"
            p="sm"
            bg={m.authorRole === 'SUPPORT' ? 'var(--mantine-color-orange-light)' : undefined}
            data-testid="complaint-message"
            data-role={m.authorRole}
          >
            <Group justify="space-between" gap="xs">
              <Text size="sm" fw={600}>
                {m.authorRole === 'SUPPORT' ? t('role.SUPPORT') : <span data-user-content>{m.authorName}</span>}{' '}
                <Text span size="xs" c="dimmed">
                  ({t(`role.${m.authorRole}`)})
                </Text>
              </Text>
              <Text size="xs" c="dimmed">
                {formatDateTime(m.createdAt, lang)}
              </Text>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-user-content>
              {m.body}
            </Text>
          </Paper>
        ))}
      </Stack>

      {active && <ReplyBox id={c.id} />}
      {c.viewerCanReopen && <ReopenButton id={c.id} />}
      {!active && !c.viewerCanReopen && !admin && (
        <Text size="sm" c="dimmed">
          {c.status === 'RESOLVED' ? t('ticket.reopenHint', { days: COMPLAINT_REOPEN_DAYS }) : t('ticket.closedHint')}{' '}
          <Link to="/grievances">{t('ticket.grievances')}</Link>
        </Text>
      )}
      {admin && active && <OutcomeForm complaint={c} />}
    </Stack>
  );
}

function ReplyBox({ id }: { id: string }) {
  const { t } = useTranslation('complaint');
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [send, { loading }] = useMutation(ReplyToComplaintMutation);
  async function submit() {
    const issue = ruleIssue(complaintReplySchema, body);
    if (issue) return setError(issue);
    try {
      await send({ variables: { id, body: body.trim() } });
      setBody('');
      setError(null);
      notifications.show({ color: 'green', message: t('ticket.sent') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('ticket.sendFailed'), message: errorMessage(e, t) });
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
      <Group justify="flex-end">
        <Button loading={loading} onClick={() => void submit()} data-testid="complaint-send">
          {t('ticket.send')}
        </Button>
      </Group>
    </Stack>
  );
}

function ReopenButton({ id }: { id: string }) {
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
function OutcomeForm({ complaint: c }: { complaint: Complaint }) {
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
