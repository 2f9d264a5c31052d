import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { REASON_MAX, declineReasonSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { AdminPaymentsQuery, PaymentAttemptStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDateTime, formatMoney } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { AdminList, ReasonDialog, useListFilters, type AdminColumn } from '../kit';
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

type Payment = AdminPaymentsQuery['payments']['items'][number];
/** Transfers waiting for a check first; the choice lives in the address (`pay.view`). */
const FILTERS = { view: 'SUBMITTED' };

/** Reported UPI transfers to verify or reject (or every payment attempt), a page at a time. */
export function PaymentList() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language;
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS, 'pay.');
  const view = filters.view === 'ALL' ? 'ALL' : 'SUBMITTED';
  const [rejecting, setRejecting] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(PaymentsDocument, {
    variables: { filter: view === 'ALL' ? {} : { status: 'SUBMITTED' }, page: { page, limit: PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const [verify, verifying] = useMutation(VerifyDocument);

  async function onVerify(id: string) {
    try {
      await verify({ variables: { id } });
      notifications.show({ color: 'green', message: t('admin.verified') });
      void refetch();
    } catch (e) {
      notifications.show({ color: 'red', message: errorMessage(e, t) });
    }
  }

  const columns: AdminColumn<Payment>[] = [
    { key: 'date', header: t('admin.date'), cell: (p) => formatDateTime(p.createdAt, lang) },
    {
      key: 'booking',
      header: t('admin.booking'),
      cell: (p) => (
        <>
          <Text size="sm" fw={600}>
            {p.booking.reference}
          </Text>
          <Text size="xs" c="dimmed" data-user-content>
            {p.booking.user?.name}
          </Text>
        </>
      ),
    },
    { key: 'amount', header: t('admin.amount'), cell: (p) => formatMoney(p.amount, lang) },
    { key: 'method', header: t('admin.method'), cell: (p) => t(`receipt.methods.${p.method}`) },
    {
      key: 'utr',
      header: t('admin.utr'),
      cell: (p) => (
        <>
          <Text size="sm" ff="monospace" component="code">
            {p.reference ?? p.orderId ?? '—'}
          </Text>
        </>
      ),
    },
    {
      key: 'status',
      header: t('admin.status'),
      cell: (p) => (
        <>
          <Badge color={PAYMENT_COLORS[p.status]} variant="light">
            {t(`admin.statuses.${p.status}`)}
          </Badge>
          {p.reason && (
            <Text size="xs" c="dimmed" data-user-content>
              {p.reason}
            </Text>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-payments-title">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="admin-payments-title">
          {t('admin.payments')}
        </Title>
        <SegmentedControl
          value={view}
          onChange={(v) => setFilters({ view: v })}
          data={[
            { value: 'SUBMITTED', label: t('admin.waiting') },
            { value: 'ALL', label: t('admin.all') },
          ]}
          aria-label={t('admin.payments')}
        />
      </Group>
      <AdminList
        testId="admin-payments"
        items={data?.payments.items}
        totalCount={data?.payments.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowProps={(p) => ({ 'data-testid': 'admin-payment-row', 'data-utr': p.reference ?? '' })}
        actions={(p) => (
          <>
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
          </>
        )}
        page={page}
        pageSize={PAGE}
        onPage={setPage}
        loadFailed={t('admin.loadFailed')}
        empty={t('admin.empty')}
        minWidth={760}
      />
      {rejecting && <RejectDialog id={rejecting} onClose={() => setRejecting(null)} onDone={() => void refetch()} />}
    </Stack>
  );
}

function RejectDialog({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [reject, { loading }] = useMutation(RejectDocument);
  return (
    <ReasonDialog
      opened
      title={t('admin.rejectTitle')}
      label={t('admin.rejectReason')}
      confirmLabel={t('admin.reject')}
      schema={declineReasonSchema}
      max={REASON_MAX}
      busy={loading}
      onClose={onClose}
      onConfirm={async (reason) => {
        try {
          await reject({ variables: { id, reason } });
          notifications.show({ color: 'green', message: t('admin.rejected') });
          onDone();
          onClose();
        } catch (e) {
          notifications.show({ color: 'red', message: errorMessage(e, t) });
          return false;
        }
      }}
      testId="admin-reject"
    />
  );
}
