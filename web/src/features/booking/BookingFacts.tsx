import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { NAKSHATRAS } from '@marketplace/schema/rules';
import { inLanguage } from '../ceremony/names';
import '../ceremony/shared';
import './useFreeDays';

export const STATUS_COLORS: Record<string, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  COMPLETED: 'blue',
  CANCELLED: 'gray',
};
export const PAYMENT_COLORS: Record<string, string> = { PENDING: 'orange', PAID: 'teal', REFUNDED: 'grape' };

type Facts = Pick<
  BookingCardFragment,
  | 'status'
  | 'paymentStatus'
  | 'isVirtual'
  | 'location'
  | 'meetingLink'
  | 'tier'
  | 'totalAmount'
  | 'notes'
  | 'cancellationReason'
  | 'travellers'
  | 'contactPhone'
  | 'ceremony'
  | 'sankalp'
  | 'samagriBy'
>;

/** Status and payment badges of a booking. */
export function BookingBadges({ booking: b, testIdPrefix }: { booking: Facts; testIdPrefix: string }) {
  const { t } = useTranslation('booking');
  return (
    <Group gap="xs">
      <Badge color={STATUS_COLORS[b.status]} data-testid={`${testIdPrefix}-status`}>
        {t(`status.${b.status}`)}
      </Badge>
      {/* A cancelled booking owes nothing: no "payment pending" (a paid or refunded one still says so). */}
      {!(b.status === 'CANCELLED' && b.paymentStatus === 'PENDING') && (
        <Badge color={PAYMENT_COLORS[b.paymentStatus]} variant="light" data-testid={`${testIdPrefix}-payment`}>
          {t(`payment.${b.paymentStatus}`)}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Where and how a booking takes place, its tier and amount, notes and cancellation reason; shared by the
 * customer's list and the pandit's workspace. The meeting link shows only while the booking is open.
 */
export function BookingFacts({
  booking: b,
  testIdPrefix,
  children,
}: {
  booking: Facts;
  testIdPrefix: string;
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const { t: tc } = useTranslation('ceremony');
  const lang = i18n.language;
  const open = b.status === 'PENDING' || b.status === 'CONFIRMED';
  const nakshatra = b.sankalp?.nakshatra && NAKSHATRAS.find((n) => n.en === b.sankalp?.nakshatra);
  // A trip (travellers set) has no place or tier of its own: its travellers and contact phone instead.
  const trip = b.travellers != null;
  return (
    <Stack gap={4} mt="md">
      {b.ceremony && (
        <Text size="sm" data-testid={`${testIdPrefix}-ceremony`}>
          {tc('facts.ceremony')}: <b>{inLanguage(b.ceremony.name, lang)}</b>
        </Text>
      )}
      {b.sankalp && (
        <Text size="sm" data-testid={`${testIdPrefix}-sankalp`}>
          {tc('facts.sankalp')}: <span data-user-content>{b.sankalp.familyNames.join(', ')}</span> · {tc('facts.gotra')}{' '}
          <span data-user-content>{b.sankalp.gotra}</span>
          {nakshatra ? ` · ${tc('facts.nakshatra')} ${inLanguage(nakshatra, lang)}` : ''}
          {b.sankalp.occasion && (
            <>
              {' '}
              · {tc('facts.occasion')}: <span data-user-content>{b.sankalp.occasion}</span>
            </>
          )}
        </Text>
      )}
      {b.samagriBy && (
        <Text size="sm" data-testid={`${testIdPrefix}-samagri-by`} data-samagri-by={b.samagriBy}>
          {b.samagriBy === 'FAMILY' ? tc('facts.samagriFamily') : tc('facts.samagriPandit')}
        </Text>
      )}
      {trip ? (
        <Text size="sm" data-testid={`${testIdPrefix}-trip`}>
          <b>{tj('list.travellers', { count: b.travellers ?? 1 })}</b>
          {b.contactPhone ? ` · ${tj('list.contactPhone', { phone: b.contactPhone })}` : ''}
        </Text>
      ) : (
        <Text size="sm">
          <b>{b.isVirtual ? t('list.virtual') : t('list.physical')}</b>
          {!b.isVirtual && b.location ? ' · ' : ''}
          {!b.isVirtual && b.location && <span data-user-content>{b.location}</span>}
        </Text>
      )}
      {b.isVirtual && b.meetingLink && open && (
        <Anchor
          href={b.meetingLink}
          target="_blank"
          rel="noopener noreferrer"
          size="sm"
          data-testid={`${testIdPrefix}-meeting-link`}
        >
          {t('list.meetingLink')}
        </Anchor>
      )}
      <Text size="sm">
        {trip ? '' : `${t('list.tier')}: ${t(`tiers.${b.tier}`)} · `}
        {t('list.amount')}: <b data-testid={`${testIdPrefix}-amount`}>{formatMoney(b.totalAmount, lang)}</b>
      </Text>
      {b.notes && (
        <Text size="sm" c="dimmed">
          {t('list.notes')}: <span data-user-content>{b.notes}</span>
        </Text>
      )}
      {b.status === 'CANCELLED' && b.cancellationReason && (
        <Text size="sm" c="red" data-testid={`${testIdPrefix}-cancel-reason`} data-user-text={b.cancellationReason}>
          {t('list.cancelReason', { reason: b.cancellationReason })}
        </Text>
      )}
      {children}
    </Stack>
  );
}
