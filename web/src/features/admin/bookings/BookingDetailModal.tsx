import type { ReactNode } from 'react';
import { useQuery } from '../../../app/query';
import { Anchor, Group, Loader, Modal, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { graphql } from '../../../__generated__';
import { formatDate, formatDateTime, formatMoney } from '../../../app/format';
import { formatIndiaTime } from '../../../app/indiaTime';
import { LoadError } from '../../../components/ui/LoadError';
import { PaymentBadge, StatusBadge } from '../shared';

const AdminBookingDetailDocument = graphql(`
  query AdminBookingDetail($id: ID!) {
    booking(id: $id) {
      id
      reference
      date
      time
      location
      notes
      tier
      isVirtual
      meetingLink
      totalAmount
      status
      paymentStatus
      cancellationReason
      createdAt
      user {
        id
        name
        email
        phone
      }
      pandit {
        id
        name
        phone
        location
      }
      package {
        id
        name
      }
      history {
        id
        field
        from
        to
        actorName
        actorRole
        createdAt
      }
    }
  }
`);

/** Everything about one booking, with the history of its status changes and who made each. */
export function BookingDetailModal({ id, onClose }: { id: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const lang = i18n.language;
  const { data, loading, error, refetch } = useQuery(AdminBookingDetailDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const b = data?.booking;
  const row = (label: string, value: ReactNode) => (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {value}
      </Text>
    </Group>
  );
  const value = (field: string, v: string | null | undefined) => {
    if (!v) return t('bookings.created');
    // A reschedule: 'YYYY-MM-DD HH:MM' India time.
    if (field === 'slot') return `${formatDate(v.slice(0, 10), lang)} ${formatIndiaTime(v.slice(0, 10), v.slice(11, 16), lang)}`;
    return t(`${field === 'status' ? 'bookingStatus' : 'paymentStatus'}.${v.toUpperCase()}`);
  };

  return (
    <Modal opened onClose={onClose} title={t('bookings.detailTitle', { reference: b?.reference ?? '' })} size="lg">
      {loading && !b ? (
        <Loader />
      ) : error || !b ? (
        <LoadError title={t('bookings.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack gap={6} data-testid="booking-detail">
          {row(
            t('bookings.pandit'),
            b.pandit ? `${b.pandit.name} · ${b.pandit.phone ?? ''}` : (b.package?.name ?? t('overview.unknownPandit')),
          )}
          {row(t('bookings.customer'), `${b.user?.name ?? ''} · ${b.user?.email ?? ''} ${b.user?.phone ?? ''}`)}
          {row(t('bookings.when'), `${formatDate(b.date, lang)} ${formatIndiaTime(b.date, b.time, lang)}`)}
          {row(
            b.isVirtual ? t('bookings.meetingLink') : t('bookings.location'),
            b.isVirtual && b.meetingLink ? (
              <Anchor href={b.meetingLink} target="_blank" rel="noreferrer">
                {b.meetingLink}
              </Anchor>
            ) : (
              b.location
            ),
          )}
          {row(t('bookings.amount'), `${formatMoney(b.totalAmount, lang)} · ${t(`tier.${b.tier}`)}`)}
          {row(
            t('bookings.status'),
            <Group gap={6}>
              <StatusBadge status={b.status} />
              <PaymentBadge status={b.paymentStatus} />
            </Group>,
          )}
          {b.cancellationReason && row(t('bookings.reason'), b.cancellationReason)}
          {b.notes && row(t('bookings.notes'), b.notes)}
          {row(t('bookings.createdAt'), formatDateTime(b.createdAt, lang))}
          <Text fw={700} mt="sm">
            {t('bookings.history')}
          </Text>
          {b.history.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('bookings.noHistory')}
            </Text>
          ) : (
            <Table data-testid="booking-history">
              <Table.Tbody>
                {b.history.map((h) => (
                  <Table.Tr key={h.id}>
                    <Table.Td>{formatDateTime(h.createdAt, lang)}</Table.Td>
                    <Table.Td>{t(`bookings.field.${h.field}`)}</Table.Td>
                    <Table.Td>
                      {value(h.field, h.from)} → {value(h.field, h.to)}
                    </Table.Td>
                    <Table.Td>
                      {h.actorName ?? t('bookings.system')}
                      {h.actorRole ? ` (${t(`common:roles.${h.actorRole}`)})` : ''}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </Modal>
  );
}
