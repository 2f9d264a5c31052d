import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Avatar, Button, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { BookingStatus, PaymentStatus } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatMoney } from '../../../app/format';
import { formatIndiaTime } from '../../../app/indiaTime';
import { EmptyState } from '../../../components/ui/EmptyState';
import { LoadError } from '../../../components/ui/LoadError';
import { ActionsHeader, AdminPagination, BOOKING_STATUSES, PAYMENT_STATUSES } from '../shared';
import { BookingDetailModal } from './BookingDetailModal';
import { PanditRequests } from './PanditRequests';

export const AdminBookingsDocument = graphql(`
  query AdminBookings($filter: AdminBookingFilter, $page: PageInput) {
    adminBookings(filter: $filter, page: $page) {
      items {
        id
        reference
        date
        time
        totalAmount
        status
        paymentStatus
        user {
          id
          name
          email
          phone
        }
        pandit {
          id
          name
          avatar
          location
        }
        package {
          id
          name
        }
      }
      pageInfo {
        ...PageFields
      }
    }
  }
`);
const SetStatusDocument = graphql(`
  mutation AdminSetBookingStatus($id: ID!, $status: BookingStatus!) {
    updateBookingStatus(id: $id, status: $status) {
      id
      status
    }
  }
`);
const SetPaymentDocument = graphql(`
  mutation AdminSetBookingPayment($id: ID!, $paymentStatus: PaymentStatus!) {
    updateBookingPayment(id: $id, paymentStatus: $paymentStatus) {
      id
      paymentStatus
    }
  }
`);

const PAGE_SIZE = 20;

export function BookingsTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const [status, setStatus] = useState<BookingStatus | null>(null);
  const [payment, setPayment] = useState<PaymentStatus | null>(null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminBookingsDocument, {
    variables: {
      filter: { status, paymentStatus: payment, from: from || null, to: to || null, search: q || null },
      page: { page, limit: PAGE_SIZE },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatusM] = useMutation(SetStatusDocument);
  const [setPaymentM] = useMutation(SetPaymentDocument);
  const result = (data ?? previousData)?.adminBookings;
  const reset =
    <T,>(fn: (v: T) => void) =>
    (v: T) => (fn(v), setPage(1));

  async function change(run: () => Promise<unknown>) {
    try {
      await run();
      notifications.show({ color: 'green', message: t('bookings.updated') });
    } catch (e) {
      notifications.show({ color: 'red', title: t('bookings.updateFailed'), message: errorMessage(e, t) });
    }
  }

  const statusOptions = BOOKING_STATUSES.map((s) => ({ value: s, label: t(`bookingStatus.${s}`) }));
  const paymentOptions = PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`paymentStatus.${s}`) }));

  return (
    <Stack>
      <PanditRequests />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('bookings.search')}
          placeholder={t('bookings.searchPlaceholder')}
          value={search}
          onChange={(e) => reset(setSearch)(e.currentTarget.value)}
          style={{ flex: '1 1 220px' }}
          data-testid="bookings-search"
        />
        <Select
          label={t('bookings.status')}
          data={[{ value: 'ALL', label: t('bookings.all') }, ...statusOptions]}
          value={status ?? 'ALL'}
          onChange={(v) => reset(setStatus)(v && v !== 'ALL' ? v : null)}
          allowDeselect={false}
          w={160}
          data-testid="bookings-status-filter"
        />
        <Select
          label={t('bookings.payment')}
          data={[{ value: 'ALL', label: t('bookings.all') }, ...paymentOptions]}
          value={payment ?? 'ALL'}
          onChange={(v) => reset(setPayment)(v && v !== 'ALL' ? v : null)}
          allowDeselect={false}
          w={160}
        />
        <TextInput
          type="date"
          label={t('bookings.from')}
          value={from}
          onChange={(e) => reset(setFrom)(e.currentTarget.value)}
          w={160}
        />
        <TextInput
          type="date"
          label={t('bookings.to')}
          value={to}
          onChange={(e) => reset(setTo)(e.currentTarget.value)}
          w={160}
        />
      </Group>
      {error && !result ? (
        <LoadError title={t('bookings.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !result ? (
        <Stack aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} height={44} />
          ))}
        </Stack>
      ) : result.items.length === 0 ? (
        <EmptyState title={t('bookings.empty')} description={t('bookings.emptyHint')} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden', opacity: loading ? 0.6 : 1 }}>
          <Table.ScrollContainer minWidth={980}>
            <Table striped verticalSpacing="sm" data-testid="bookings-table">
              <Table.Caption>{t('bookings.showing', { count: result.pageInfo.totalCount })}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('bookings.id')}</Table.Th>
                  <Table.Th>{t('bookings.pandit')}</Table.Th>
                  <Table.Th>{t('bookings.customer')}</Table.Th>
                  <Table.Th>{t('bookings.when')}</Table.Th>
                  <Table.Th>{t('bookings.amount')}</Table.Th>
                  <Table.Th>{t('bookings.status')}</Table.Th>
                  <Table.Th>{t('bookings.payment')}</Table.Th>
                  <ActionsHeader />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {result.items.map((b) => (
                  <Table.Tr key={b.id}>
                    <Table.Td>
                      {/* The booking's one reference (as on the customer's screen, receipt and messages): code, not words. */}
                      <Text component="code" ff="monospace" size="sm" data-testid="admin-booking-reference">
                        {b.reference}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" wrap="nowrap">
                        <Avatar src={b.pandit?.avatar} size="sm" radius="xl" />
                        <div>
                          <Text size="sm" data-user-content>
                            {b.pandit?.name ?? b.package?.name ?? t('overview.unknownPandit')}
                          </Text>
                          <Text size="xs" c="dimmed">
                            <span data-user-content>{b.pandit?.location}</span>
                          </Text>
                        </div>
                      </Group>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" data-user-content>
                        {b.user?.name}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {b.user?.email}
                        {b.user?.phone ? ` · ${b.user.phone}` : ''}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(b.date, lang)}
                      <Text size="xs" c="dimmed">
                        {formatIndiaTime(b.date, b.time, lang)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{formatMoney(b.totalAmount, lang)}</Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('bookings.status')}
                        size="xs"
                        w={130}
                        data={statusOptions}
                        value={b.status}
                        allowDeselect={false}
                        onChange={(v) =>
                          v && v !== b.status && void change(() => setStatusM({ variables: { id: b.id, status: v } }))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Select
                        aria-label={t('bookings.payment')}
                        size="xs"
                        w={150}
                        data={paymentOptions}
                        value={b.paymentStatus}
                        allowDeselect={false}
                        onChange={(v) =>
                          v &&
                          v !== b.paymentStatus &&
                          void change(() => setPaymentM({ variables: { id: b.id, paymentStatus: v } }))
                        }
                      />
                    </Table.Td>
                    <Table.Td>
                      <Button size="xs" variant="subtle" onClick={() => setOpen(b.id)}>
                        {t('bookings.details')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      )}
      {result && result.pageInfo.totalCount > PAGE_SIZE && (
        <AdminPagination total={Math.ceil(result.pageInfo.totalCount / PAGE_SIZE)} value={page} onChange={setPage} />
      )}
      {open && <BookingDetailModal id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
