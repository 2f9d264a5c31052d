import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Group, SegmentedControl, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { refundReferenceSchema } from '@marketplace/schema/rules';
import { graphql } from '../../../__generated__';
import type { RefundStatus } from '../../../__generated__/graphql';
import { formatDateTime, formatMoney } from '../../../app/format';
import { useQuery } from '../../../app/query';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { AdminPagination } from '../kit';
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

/** Refunds to send (or every refund), a page at a time; a sent one is marked with the bank's reference. */
export function RefundList() {
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
