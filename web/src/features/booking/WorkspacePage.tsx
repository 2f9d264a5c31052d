import '@mantine/dates/styles.css';
import { useState } from 'react';
import { ReportProblemButton } from '../complaint/ReportProblemButton';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../app/query';
import { Avatar, Button, Card, Container, Group, Modal, Skeleton, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDate } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { errorMessage } from '../../app/errors';
import type { CeremoniesQuery as CeremoniesResult } from '../../__generated__/graphql';
import { CeremoniesQuery, ConfirmBookingMutation, DeclineBookingMutation } from './operations';
import { ProofDialog } from './proof/ProofDialog';
import { CeremonyProofView } from './proof/CeremonyProofView';
import { BookingBadges, BookingFacts } from './BookingFacts';
import { BookingContact } from './BookingContact';
import './useFreeDays';
import { REASON_MAX, declineReasonSchema } from '@marketplace/schema/rules';
import { ruleIssue, ruleText } from '../../app/ruleForm';
import { AvailabilityEditor } from './AvailabilityEditor';
import { DocumentsPanel } from '../verification/DocumentsPanel';
import { OfferedRequests } from './guarantee';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The Earnings tab (issue #36) loads its code and texts when first opened.
const EarningsPanel = lazyPart(() => import('../earnings/EarningsPanel').then((m) => ({ default: m.EarningsPanel })));
type Ceremony = CeremoniesResult['bookings']['items'][number];

/** The pandit's workspace ('/workspace'): upcoming and past ceremonies, and availability. */
export function WorkspacePage() {
  const { t } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const [tab, setTab] = useState<string | null>('upcoming');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={1}>{t('workspace.title')}</Title>
            <Text c="dimmed">{t('workspace.subtitle')}</Text>
          </div>
          {/* What each tier includes is written in the profile editor's pricing step (issue #37). */}
          <Button component={Link} to="/join?step=pricing" variant="light" color="orange" data-testid="ws-describe-tiers">
            {tj('workspace.describeTiers')}
          </Button>
        </Group>
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="upcoming" data-testid="ws-tab-upcoming">
              {t('workspace.upcoming')}
            </Tabs.Tab>
            <Tabs.Tab value="past" data-testid="ws-tab-past">
              {t('workspace.past')}
            </Tabs.Tab>
            <Tabs.Tab value="availability" data-testid="ws-tab-availability">
              {t('workspace.availability')}
            </Tabs.Tab>
            <Tabs.Tab value="documents" data-testid="ws-tab-documents">
              {t('workspace.documents')}
            </Tabs.Tab>
            <Tabs.Tab value="earnings" data-testid="ws-tab-earnings">
              {t('workspace.earnings')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="upcoming" pt="md">
            <Stack gap="lg">
              <OfferedRequests />
              <CeremonyList when="UPCOMING" />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="past" pt="md">
            <CeremonyList when="PAST" />
          </Tabs.Panel>
          <Tabs.Panel value="availability" pt="md">
            <AvailabilityEditor />
          </Tabs.Panel>
          <Tabs.Panel value="documents" pt="md">
            <DocumentsPanel />
          </Tabs.Panel>
          <Tabs.Panel value="earnings" pt="md">
            <PartBoundary fallback={<Skeleton h={120} />}>
              <EarningsPanel />
            </PartBoundary>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function CeremonyList({ when }: { when: 'UPCOMING' | 'PAST' }) {
  const { t, i18n } = useTranslation('booking');
  const [limit, setLimit] = useState(20);
  // Declined and cancelled requests leave Upcoming (they stay under Past once their day is gone).
  const { data, loading, error, refetch } = useQuery(CeremoniesQuery, {
    variables: { when, excludeCancelled: when === 'UPCOMING', page: { page: 1, limit }, language: i18n.language },
    fetchPolicy: 'cache-and-network',
  });
  if (loading && !data) return <Skeleton h={160} radius="md" data-testid="ws-loading" />;
  if (error && !data) {
    return <LoadError title={t('workspace.loadFailed')} error={error} onRetry={() => void refetch()} testId="ws-error" />;
  }
  const items = data?.bookings.items ?? [];
  if (!items.length) {
    return (
      <EmptyState
        title={when === 'UPCOMING' ? t('workspace.emptyUpcoming') : t('workspace.emptyPast')}
        description={t('workspace.emptyText')}
      />
    );
  }
  return (
    <Stack gap="md" data-testid={`ws-list-${when.toLowerCase()}`}>
      {items.map((b) => (
        <CeremonyItem key={b.id} booking={b} />
      ))}
      {data?.bookings.pageInfo.hasNextPage && (
        <Button variant="light" onClick={() => setLimit((l) => Math.min(100, l + 20))}>
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

function CeremonyItem({ booking: b }: { booking: Ceremony }) {
  const { t, i18n } = useTranslation('booking');
  const lang = i18n.language;
  const [declineOpen, setDeclineOpen] = useState(false);
  const [confirm, confirming] = useMutation(ConfirmBookingMutation);
  const [proofOpen, setProofOpen] = useState(false);
  const can = b.viewerCan; // what the pandit may do now, from the server's booking rules

  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notifications.show({ color: 'green', message: done });
    } catch (error) {
      notifications.show({ color: 'red', message: `${t('workspace.actionFailed')} ${errorMessage(error, t)}` });
    }
  }

  return (
    <Card withBorder radius="md" padding="lg" data-testid="ceremony-item" data-booking-id={b.id} data-status={b.status}>
      <Group justify="space-between" align="flex-start">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar src={b.user?.avatar ?? undefined} radius="xl" />
          <div>
            <Text size="xs" c="dimmed">
              {t('workspace.customer')}
            </Text>
            <Text fw={700} data-testid="ceremony-customer" data-user-content>
              {b.user?.name}
            </Text>
            <Text data-testid="ceremony-when">
              {formatDate(b.date, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })} ·{' '}
              {formatIndiaTime(b.date, b.time, lang)}
            </Text>
            <Text size="xs" c="dimmed">
              {b.reference}
            </Text>
          </div>
        </Group>
        <BookingBadges booking={b} testIdPrefix="ceremony" />
      </Group>
      <BookingContact contact={b.contact} testIdPrefix="ceremony" />
      <BookingFacts booking={b} testIdPrefix="ceremony" />
      <Group mt="md" gap="xs">
        {can.confirm && (
          <Button
            size="xs"
            color="green"
            loading={confirming.loading}
            onClick={() => void run(() => confirm({ variables: { id: b.id, language: lang } }), t('workspace.confirmed'))}
            data-testid="ceremony-confirm"
          >
            {t('workspace.confirm')}
          </Button>
        )}
        {can.decline && (
          <Button size="xs" color="red" variant="light" onClick={() => setDeclineOpen(true)} data-testid="ceremony-decline">
            {t('workspace.decline')}
          </Button>
        )}
        {can.complete && (
          <Button size="xs" onClick={() => setProofOpen(true)} data-testid="ceremony-complete">
            {t('workspace.complete')}
          </Button>
        )}
        <ReportProblemButton bookingId={b.id} />
      </Group>
      {b.proof && <CeremonyProofView bookingId={b.id} proof={b.proof} asCustomer={false} />}
      <DeclineDialog id={b.id} opened={declineOpen} onClose={() => setDeclineOpen(false)} />
      {proofOpen && <ProofDialog booking={b} opened onClose={() => setProofOpen(false)} />}
    </Card>
  );
}

function DeclineDialog({ id, opened, onClose }: { id: string; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('booking');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [decline, { loading }] = useMutation(DeclineBookingMutation, { refetchQueries: [CeremoniesQuery] });
  const issue = ruleIssue(declineReasonSchema, reason);
  async function submit() {
    setTouched(true);
    if (issue) return;
    try {
      await decline({ variables: { id, reason: reason.trim() } });
      notifications.show({ color: 'green', message: t('workspace.declined') });
      onClose();
    } catch (error) {
      notifications.show({ color: 'red', message: `${t('workspace.actionFailed')} ${errorMessage(error, t)}` });
    }
  }
  return (
    <Modal opened={opened} onClose={onClose} title={t('workspace.declineTitle')} data-testid="decline-dialog">
      <Stack>
        <Textarea
          label={t('workspace.declineReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={touched ? ruleText(issue) : undefined}
          maxLength={REASON_MAX}
          required
          data-testid="decline-reason"
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()} data-testid="decline-confirm">
            {t('workspace.declineConfirm')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
