import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { declineReasonSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { PaymentAttemptStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDateTime, formatMoney } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { AdminPagination } from '../kit';
import { PaymentFieldDialog } from './PaymentFieldDialog';
import { PAGE } from './page';

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
const PAYMENT_COLORS: Record<PaymentAttemptStatus, string> = {
  CREATED: 'gray',
  SUBMITTED: 'orange',
  VERIFIED: 'teal',
  REJECTED: 'red',
};

/** Reported UPI transfers to verify or reject (or every payment attempt), a page at a time. */
export function PaymentList() {
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
  const [reject] = useMutation(RejectDocument);
  return (
    <PaymentFieldDialog
      title={t('admin.rejectTitle')}
      label={t('admin.rejectReason')}
      schema={declineReasonSchema}
      confirmLabel={t('admin.reject')}
      color="red"
      done={t('admin.rejected')}
      testIds={{ input: 'admin-reject-reason', confirm: 'admin-reject-confirm' }}
      send={(reason) => reject({ variables: { id, reason } })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
