import { Alert, Badge, Code, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_REOPEN_DAYS, complaintCategoryLabel } from '@marketplace/schema/rules';
import type { ComplaintFieldsFragment as Complaint } from '../../__generated__/graphql';
import { formatDateTime, formatMoney } from '../../app/format';
import { ComplaintAttachments } from './ComplaintAttachments';
import { OutcomeForm, ReopenButton, ReplyBox } from './ComplaintActions';
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
            {m.attachments.length > 0 && <ComplaintAttachments urls={m.attachments} />}
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
