import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refundReferenceSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { AdminRefundsQuery } from '../../../__generated__/graphql';
import { formatDateTime, formatMoney } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { AdminList, useListFilters, type AdminColumn } from '../kit';
import { PaymentFieldDialog } from './PaymentFieldDialog';
import { PAGE } from './page';

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

type Refund = AdminRefundsQuery['refunds']['items'][number];
/** Refunds to send first; the choice lives in the address (`refund.status`). */
const FILTERS = { status: 'PENDING' };

/** Refunds to send (or every refund), a page at a time; a sent one is marked with the bank's reference. */
export function RefundList() {
  const { t, i18n } = useTranslation('payment');
  const lang = i18n.language;
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS, 'refund.');
  const status = filters.status === 'ALL' ? 'ALL' : 'PENDING';
  const [marking, setMarking] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(RefundsDocument, {
    variables: { filter: status === 'ALL' ? {} : { status }, page: { page, limit: PAGE } },
    fetchPolicy: 'cache-and-network',
  });
  const columns: AdminColumn<Refund>[] = [
    { key: 'date', header: t('admin.date'), cell: (r) => formatDateTime(r.createdAt, lang) },
    {
      key: 'booking',
      header: t('admin.booking'),
      cell: (r) => (
        <>
          <Text size="sm" fw={600}>
            {r.booking.reference}
          </Text>
          <Text size="xs" c="dimmed" data-user-content>
            {r.booking.user?.name}
          </Text>
        </>
      ),
    },
    {
      key: 'amount',
      header: t('admin.amount'),
      cell: (r) => (
        <>
          {formatMoney(r.amount, lang)} ({r.percent}%)
        </>
      ),
    },
    { key: 'rule', header: t('admin.rule'), cell: (r) => t(`policy.rows.${r.rule}`) },
    {
      key: 'status',
      header: t('admin.status'),
      cell: (r) => (
        <>
          <Badge color={r.status === 'REFUNDED' ? 'teal' : 'orange'} variant="light">
            {t(`admin.refundStatuses.${r.status}`)}
          </Badge>
          {r.reference && (
            <Text size="xs" ff="monospace" component="code">
              {r.reference}
            </Text>
          )}
        </>
      ),
    },
  ];
  return (
    <Stack gap="sm" component="section" aria-labelledby="admin-refunds-title">
      <Group justify="space-between">
        <Title order={3} fz="h4" id="admin-refunds-title">
          {t('admin.refunds')}
        </Title>
        <SegmentedControl
          value={status}
          onChange={(v) => setFilters({ status: v })}
          data={[
            { value: 'PENDING', label: t('admin.pending') },
            { value: 'ALL', label: t('admin.all') },
          ]}
          aria-label={t('admin.refunds')}
        />
      </Group>
      <AdminList
        testId="admin-refunds"
        items={data?.refunds.items}
        totalCount={data?.refunds.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowProps={() => ({ 'data-testid': 'admin-refund-row' })}
        actions={(r) => (
          <>
            {r.status === 'PENDING' && (
              <Button size="xs" variant="light" onClick={() => setMarking(r.id)} data-testid="admin-refund-mark">
                {t('admin.markRefunded')}
              </Button>
            )}
          </>
        )}
        page={page}
        pageSize={PAGE}
        onPage={setPage}
        loadFailed={t('admin.loadFailed')}
        empty={t('admin.emptyRefunds')}
        minWidth={700}
      />
      {marking && <MarkRefundedDialog id={marking} onClose={() => setMarking(null)} onDone={() => void refetch()} />}
    </Stack>
  );
}

function MarkRefundedDialog({ id, onClose, onDone }: { id: string; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('payment');
  const [mark] = useMutation(MarkRefundedDocument);
  return (
    <PaymentFieldDialog
      title={t('admin.refundTitle')}
      label={t('admin.refundReference')}
      schema={refundReferenceSchema}
      confirmLabel={t('admin.markRefunded')}
      done={t('admin.refundedDone')}
      testIds={{ input: 'admin-refund-reference', confirm: 'admin-refund-confirm' }}
      send={(reference) => mark({ variables: { id, reference } })}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
