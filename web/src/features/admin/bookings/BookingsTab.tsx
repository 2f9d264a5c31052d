import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useQuery } from '../../../app/query';
import { Avatar, Button, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import type { AdminBookingsQuery } from '../../../__generated__/graphql';
import { errorMessage } from '../../../app/errors';
import { formatDate, formatMoney } from '../../../app/format';
import { formatIndiaTime } from '../../../app/indiaTime';
import {
  AdminList,
  BOOKING_STATUSES,
  DateRangeFilter,
  PAYMENT_STATUSES,
  oneOf,
  useListFilters,
  useSearchTerm,
  type AdminColumn,
} from '../kit';
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
const FILTERS = { q: '', status: '', payment: '', from: '', to: '' };
type AdminBooking = AdminBookingsQuery['adminBookings']['items'][number];

export function BookingsTab() {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { filters, setFilters, page, setPage } = useListFilters(FILTERS);
  const q = useSearchTerm(filters.q);
  const status = oneOf(BOOKING_STATUSES, filters.status);
  const payment = oneOf(PAYMENT_STATUSES, filters.payment);
  const [open, setOpen] = useState<string | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(AdminBookingsDocument, {
    variables: {
      filter: { status, paymentStatus: payment, from: filters.from || null, to: filters.to || null, search: q || null },
      page: { page, limit: PAGE_SIZE },
    },
    notifyOnNetworkStatusChange: true,
  });
  const [setStatusM] = useMutation(SetStatusDocument);
  const [setPaymentM] = useMutation(SetPaymentDocument);
  const result = (data ?? previousData)?.adminBookings;

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
  const all = { value: 'ALL', label: t('bookings.all') };

  const columns: AdminColumn<AdminBooking>[] = [
    {
      key: 'reference',
      header: t('bookings.id'),
      // The booking's one reference (as on the customer's screen, receipt and messages): code, not words.
      cell: (b) => (
        <Text component="code" ff="monospace" size="sm" data-testid="admin-booking-reference">
          {b.reference}
        </Text>
      ),
    },
    {
      key: 'pandit',
      header: t('bookings.pandit'),
      cell: (b) => (
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
      ),
    },
    {
      key: 'customer',
      header: t('bookings.customer'),
      cell: (b) => (
        <>
          <Text size="sm" data-user-content>
            {b.user?.name}
          </Text>
          <Text size="xs" c="dimmed">
            {b.user?.email}
            {b.user?.phone ? ` · ${b.user.phone}` : ''}
          </Text>
        </>
      ),
    },
    {
      key: 'when',
      header: t('bookings.when'),
      nowrap: true,
      cell: (b) => (
        <>
          {formatDate(b.date, lang)}
          <Text size="xs" c="dimmed">
            {formatIndiaTime(b.date, b.time, lang)}
          </Text>
        </>
      ),
    },
    { key: 'amount', header: t('bookings.amount'), cell: (b) => formatMoney(b.totalAmount, lang) },
    {
      key: 'status',
      header: t('bookings.status'),
      cell: (b) => (
        <Select
          aria-label={t('bookings.status')}
          size="xs"
          w={130}
          data={statusOptions}
          value={b.status}
          allowDeselect={false}
          onChange={(v) => v && v !== b.status && void change(() => setStatusM({ variables: { id: b.id, status: v } }))}
        />
      ),
    },
    {
      key: 'payment',
      header: t('bookings.payment'),
      cell: (b) => (
        <Select
          aria-label={t('bookings.payment')}
          size="xs"
          w={150}
          data={paymentOptions}
          value={b.paymentStatus}
          allowDeselect={false}
          onChange={(v) =>
            v && v !== b.paymentStatus && void change(() => setPaymentM({ variables: { id: b.id, paymentStatus: v } }))
          }
        />
      ),
    },
  ];

  return (
    <Stack>
      <PanditRequests />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          label={t('bookings.search')}
          placeholder={t('bookings.searchPlaceholder')}
          value={filters.q}
          onChange={(e) => setFilters({ q: e.currentTarget.value })}
          style={{ flex: '1 1 220px' }}
          data-testid="bookings-search"
        />
        <Select
          label={t('bookings.status')}
          data={[all, ...statusOptions]}
          value={status ?? 'ALL'}
          onChange={(v) => setFilters({ status: v && v !== 'ALL' ? v : '' })}
          allowDeselect={false}
          w={160}
          data-testid="bookings-status-filter"
        />
        <Select
          label={t('bookings.payment')}
          data={[all, ...paymentOptions]}
          value={payment ?? 'ALL'}
          onChange={(v) => setFilters({ payment: v && v !== 'ALL' ? v : '' })}
          allowDeselect={false}
          w={160}
        />
        <DateRangeFilter
          from={filters.from}
          to={filters.to}
          labels={{ from: t('bookings.from'), to: t('bookings.to') }}
          onChange={setFilters}
        />
      </Group>
      <AdminList
        testId="bookings"
        items={result?.items}
        totalCount={result?.pageInfo.totalCount}
        loading={loading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        actions={(b) => (
          <Button size="xs" variant="subtle" onClick={() => setOpen(b.id)}>
            {t('bookings.details')}
          </Button>
        )}
        page={page}
        pageSize={PAGE_SIZE}
        onPage={setPage}
        loadFailed={t('bookings.loadFailed')}
        empty={t('bookings.empty')}
        emptyHint={t('bookings.emptyHint')}
        minWidth={980}
        caption={result && t('bookings.showing', { count: result.pageInfo.totalCount })}
      />
      {open && <BookingDetailModal id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
