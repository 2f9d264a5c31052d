import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import {
  Badge,
  Box,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { declineReasonSchema, refundReferenceSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { PaymentAttemptStatus, RefundStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDateTime, formatMoney } from '../../../app/format';
import { ruleIssue, ruleText } from '../../../app/ruleForm';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { AdminPagination } from '../shared';
import '../../payment/i18n';

const PaymentsDocument = graphql(`
  query AdminPayments($filter: PaymentFilter, $page: PageInput) {
    payments(filter: $filter, page: $page) {
      items {
        id
        method
        amount
        reference
        orderId
        status
        reason
        createdAt
        booking {
          id
          reference
          paymentStatus
          user {
            id
            name
          }
        }
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

const RefundsDocument = graphql(`
  query AdminRefunds($filter: RefundFilter, $page: PageInput) {
    refunds(filter: $filter, page: $page) {
      items {
        id
        amount
        percent
        rule
        status
        reference
        createdAt
        booking {
          id
          reference
          totalAmount
          paymentStatus
          user {
            id
            name
          }
        }
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);

const VerifyDocument = graphql(`
  mutation AdminVerifyPayment($id: ID!) {
    verifyPayment(id: $id) {
      id
      status
      booking {
        id
        paymentStatus
      }
    }
  }
`);
const RejectDocument = graphql(`
  mutation AdminRejectPayment($id: ID!, $reason: String!) {
    rejectPayment(id: $id, reason: $reason) {
      id
      status
      reason
    }
  }
`);
const MarkRefundedDocument = graphql(`
  mutation AdminMarkRefunded($id: ID!, $reference: String!) {
    markRefunded(id: $id, reference: $reference) {
      id
      status
      reference
      booking {
        id
        paymentStatus
      }
    }
  }
`);

const PAGE = 20;
const PAYMENT_COLORS: Record<PaymentAttemptStatus, string> = {
  CREATED: 'gray',
  SUBMITTED: 'orange',
  VERIFIED: 'teal',
  REJECTED: 'red',
};

/** Admin: reported UPI transfers to verify or reject, every payment attempt, and refunds to send. */
export function PaymentsTab() {
  return (
    <Stack gap="xl">
      <PaymentList />
      <RefundList />
    </Stack>
  );
}

function PaymentList() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language;
  const [view, setView] = useState<'SUBMITTED' | 'ALL'>('SUBMITTED');
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(PaymentsDocument, {
    variables: { filter: view === 'ALL' ? {} : { status: 'SUBMITTED' }, page: { page, limit: PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const [verify, verifying] = useMutation(VerifyDocument);
  const items = data?.payments.items ?? [];
  const total = data?.payments.pageInfo.totalCount ?? 0;

  async function onVerify(id: string) {
    try {
      await verify({ variables: { id } });
      notifications.show({ color: 'green', message: t('admin.verified') });
      void refetch();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-payments-title">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="admin-payments-title">
          {t('admin.payments')}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(v) => {
            setView(v);
            setPage(1);
          }}
          data={[
            { value: 'SUBMITTED', label: t('admin.waiting') },
            { value: 'ALL', label: t('admin.all') },
          ]}
          aria-label={t('admin.payments')}
        />
      </Group>
      {loading && !data ? (
        <Skeleton h={160} />
      ) : error && !data ? (
        <LoadError title={t('admin.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('admin.empty')} />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table striped miw={760} data-testid="admin-payments">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.date')}</Table.Th>
                <Table.Th>{t('admin.booking')}</Table.Th>
                <Table.Th>{t('admin.amount')}</Table.Th>
                <Table.Th>{t('admin.method')}</Table.Th>
                <Table.Th>{t('admin.utr')}</Table.Th>
                <Table.Th>{t('admin.status')}</Table.Th>
                <Table.Th>{t('admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((p) => (
                <Table.Tr key={p.id} data-testid="admin-payment-row" data-utr={p.reference ?? ''}>
                  <Table.Td>{formatDateTime(p.createdAt, lang)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {p.booking.reference}
                    </Text>
                    <Text size="xs" c="dimmed" data-user-content>
                      {p.booking.user?.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{formatMoney(p.amount, lang)}</Table.Td>
                  <Table.Td>{t(`receipt.methods.${p.method}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" ff="monospace" component="code">
                      {p.reference ?? p.orderId ?? '—'}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge color={PAYMENT_COLORS[p.status]} variant="light">
                      {t(`admin.statuses.${p.status}`)}
                    </Badge>
                    {p.reason && (
                      <Text size="xs" c="dimmed" data-user-content>
                        {p.reason}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {p.status === 'SUBMITTED' && (
                      <Group gap={6} wrap="nowrap">
                        <Button
                          size="xs"
                          color="green"
                          loading={verifying.loading}
                          onClick={() => void onVerify(p.id)}
                          data-testid="admin-payment-verify"
                        >
                          {t('admin.verify')}
                        </Button>
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setRejecting(p.id)}
                          data-testid="admin-payment-reject"
                        >
                          {t('admin.reject')}
                        </Button>
                      </Group>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {total > PAGE && <AdminPagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} />}
      {rejecting && <RejectDialog id={rejecting} onClose={() => setRejecting(null)} onDone={() => void refetch()} />}
    </Stack>
  );
}

function RejectDialog({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [reject, { loading }] = useMutation(RejectDocument);
  const issue = ruleIssue(declineReasonSchema, reason);
  async function submit() {
    setTouched(true);
    if (issue) return;
    try {
      await reject({ variables: { id, reason: reason.trim() } });
      notifications.show({ color: 'green', message: t('admin.rejected') });
      onDone();
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }
  return (
    <Modal opened onClose={onClose} title={t('admin.rejectTitle')}>
      <Stack>
        <TextInput
          label={t('admin.rejectReason')}
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          error={touched ? ruleText(issue) : undefined}
          data-testid="admin-reject-reason"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button color="red" loading={loading} onClick={() => void submit()} data-testid="admin-reject-confirm">
            {t('admin.reject')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function RefundList() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language;
  const [status, setStatus] = useState<RefundStatus | 'ALL'>('PENDING');
  const [page, setPage] = useState(1);
  const [marking, setMarking] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(RefundsDocument, {
    variables: { filter: status === 'ALL' ? {} : { status }, page: { page, limit: PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.refunds.items ?? [];
  const total = data?.refunds.pageInfo.totalCount ?? 0;
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-refunds-title">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="admin-refunds-title">
          {t('admin.refunds')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(v) => {
            setStatus(v);
            setPage(1);
          }}
          data={[
            { value: 'PENDING', label: t('admin.pending') },
            { value: 'ALL', label: t('admin.all') },
          ]}
          aria-label={t('admin.refunds')}
        />
      </Group>
      {loading && !data ? (
        <Skeleton h={120} />
      ) : error && !data ? (
        <LoadError title={t('admin.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <EmptyState title={t('admin.emptyRefunds')} />
      ) : (
        <Box style={{ overflowX: 'auto' }}>
          <Table striped miw={700} data-testid="admin-refunds">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin.date')}</Table.Th>
                <Table.Th>{t('admin.booking')}</Table.Th>
                <Table.Th>{t('admin.amount')}</Table.Th>
                <Table.Th>{t('admin.rule')}</Table.Th>
                <Table.Th>{t('admin.status')}</Table.Th>
                <Table.Th>{t('admin.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((r) => (
                <Table.Tr key={r.id} data-testid="admin-refund-row">
                  <Table.Td>{formatDateTime(r.createdAt, lang)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600}>
                      {r.booking.reference}
                    </Text>
                    <Text size="xs" c="dimmed" data-user-content>
                      {r.booking.user?.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {formatMoney(r.amount, lang)} ({r.percent}%)
                  </Table.Td>
                  <Table.Td>{t(`policy.rows.${r.rule}`)}</Table.Td>
                  <Table.Td>
                    <Badge color={r.status === 'REFUNDED' ? 'teal' : 'orange'} variant="light">
                      {t(`admin.refundStatuses.${r.status}`)}
                    </Badge>
                    {r.reference && (
                      <Text size="xs" ff="monospace" component="code">
                        {r.reference}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {r.status === 'PENDING' && (
                      <Button size="xs" variant="light" onClick={() => setMarking(r.id)} data-testid="admin-refund-mark">
                        {t('admin.markRefunded')}
                      </Button>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Box>
      )}
      {total > PAGE && <AdminPagination total={Math.ceil(total / PAGE)} value={page} onChange={setPage} />}
      {marking && <MarkRefundedDialog id={marking} onClose={() => setMarking(null)} onDone={() => void refetch()} />}
    </Stack>
  );
}

function MarkRefundedDialog({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [reference, setReference] = useState('');
  const [touched, setTouched] = useState(false);
  const [mark, { loading }] = useMutation(MarkRefundedDocument);
  const issue = ruleIssue(refundReferenceSchema, reference);
  async function submit() {
    setTouched(true);
    if (issue) return;
    try {
      await mark({ variables: { id, reference: reference.trim() } });
      notifications.show({ color: 'green', message: t('admin.refundedDone') });
      onDone();
      onClose();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }
  return (
    <Modal opened onClose={onClose} title={t('admin.refundTitle')}>
      <Stack>
        <TextInput
          label={t('admin.refundReference')}
          value={reference}
          onChange={(e) => setReference(e.currentTarget.value)}
          error={touched ? ruleText(issue) : undefined}
          data-testid="admin-refund-reference"
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('admin.cancel')}
          </Button>
          <Button loading={loading} onClick={() => void submit()} data-testid="admin-refund-confirm">
            {t('admin.markRefunded')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
