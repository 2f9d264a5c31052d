import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Checkbox, Group, Modal, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import { graphql } from '../../__generated__';
import type { BookingCardFragment, BookingOffersQuery as BookingOffersResult } from '../../__generated__/graphql';
import { useQuery } from '../../app/query';
import { errorMessage } from '../../app/errors';
import { formatDate, formatDateTime, formatMoney } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { LoadError } from '../../components/ui/LoadError';
import { inLanguage } from '../ceremony/names';
import { CeremoniesQuery, MyBookingsQuery } from './operations';
import type { BookingValues } from './useBookingForm';
import './guaranteeTexts';

export const BookingOffersQuery = graphql(`
  query BookingOffers {
    bookingOffers {
      id
      state
      date
      time
      isVirtual
      city
      tier
      totalAmount
      expiresAt
      bookingId
      ceremony {
        id
        name {
          en
          hi
        }
      }
    }
  }
`);

export const AcceptBookingOfferMutation = graphql(`
  mutation AcceptBookingOffer($id: ID!) {
    acceptBookingOffer(id: $id) {
      ...BookingCard
    }
  }
`);

export const DeclineBookingOfferMutation = graphql(`
  mutation DeclineBookingOffer($id: ID!) {
    declineBookingOffer(id: $id) {
      id
      state
    }
  }
`);

export const DeclineSubstituteMutation = graphql(`
  mutation DeclineSubstitute($id: ID!) {
    declineSubstitute(id: $id) {
      ...BookingCard
    }
  }
`);

/** The booking dialog's "only this pandit" checkbox. */
export function OnlyThisPandit({ form }: { form: UseFormReturnType<BookingValues> }) {
  const { t } = useTranslation('guarantee');
  return (
    <Checkbox
      label={t('dialog.onlyThisPandit')}
      description={t('dialog.onlyThisPanditHint')}
      {...form.getInputProps('onlyThisPandit', { type: 'checkbox' })}
      data-testid="booking-only-this-pandit"
    />
  );
}

/** The pandit's workspace: requests offered to him as a substitute, with Accept and Decline. */
export function OfferedRequests() {
  const { t } = useTranslation('guarantee');
  const { data, loading, error, refetch } = useQuery(BookingOffersQuery, { fetchPolicy: 'cache-and-network' });
  const offers = data?.bookingOffers ?? [];
  return (
    <Stack gap="xs" data-testid="offers">
      <Title order={2} size="h4">
        {t('offers.title')}
      </Title>
      {loading && !data ? (
        <Skeleton h={80} radius="md" data-testid="offers-loading" />
      ) : error && !data ? (
        <LoadError title={t('offers.loadFailed')} error={error} onRetry={() => void refetch()} testId="offers-error" />
      ) : offers.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="offers-empty">
          {t('offers.empty')}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('offers.subtitle')}
          </Text>
          {offers.map((o) => (
            <OfferCard key={o.id} offer={o} />
          ))}
        </>
      )}
    </Stack>
  );
}

type Offer = BookingOffersResult['bookingOffers'][number];

function OfferCard({ offer: o }: { offer: Offer }) {
  const { t, i18n } = useTranslation('guarantee');
  const lang = i18n.language;
  const refetchQueries = [BookingOffersQuery, CeremoniesQuery];
  const [accept, accepting] = useMutation(AcceptBookingOfferMutation, { refetchQueries });
  const [decline, declining] = useMutation(DeclineBookingOfferMutation, { refetchQueries });
  async function run(action: () => Promise<unknown>, done: string) {
    try {
      await action();
      notifications.show({ color: 'green', message: done });
    } catch (e) {
      notifications.show({ color: 'red', message: `${t('offers.failed')} ${errorMessage(e, t)}` });
    }
  }
  return (
    <Card withBorder radius="md" padding="md" data-testid="offer-item" data-booking-id={o.bookingId}>
      <Text fw={700}>{o.ceremony ? inLanguage(o.ceremony.name, lang) : t('offers.aCeremony')}</Text>
      <Text>
        {formatDate(o.date, lang, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })} ·{' '}
        {formatIndiaTime(o.date, o.time, lang)}
      </Text>
      <Text size="sm" c="dimmed" data-user-content>
        {o.isVirtual ? t('offers.online') : o.city}
      </Text>
      <Text size="sm">{t('offers.amount', { amount: formatMoney(o.totalAmount, lang) })}</Text>
      <Text size="xs" c="dimmed">
        {t('offers.until', { when: formatDateTime(o.expiresAt, lang) })}
      </Text>
      <Group mt="sm" gap="xs">
        <Button
          size="xs"
          color="green"
          loading={accepting.loading}
          onClick={() => void run(() => accept({ variables: { id: o.id } }), t('offers.accepted'))}
          data-testid="offer-accept"
        >
          {t('offers.accept')}
        </Button>
        <Button
          size="xs"
          color="red"
          variant="light"
          loading={declining.loading}
          onClick={() => void run(() => decline({ variables: { id: o.id } }), t('offers.declined'))}
          data-testid="offer-decline"
        >
          {t('offers.decline')}
        </Button>
      </Group>
    </Card>
  );
}

/** My Bookings: who took the booking over, the devotee's "decline this pandit", and "only this pandit". */
export function SubstituteNotice({ booking: b }: { booking: BookingCardFragment }) {
  const { t } = useTranslation('guarantee');
  const [open, setOpen] = useState(false);
  const [decline, { loading }] = useMutation(DeclineSubstituteMutation, { refetchQueries: [MyBookingsQuery] });
  if (!b.originalPandit) {
    return b.onlyThisPandit && b.status === 'PENDING' ? (
      <Text size="xs" c="dimmed" mt="xs" data-testid="booking-only-this">
        {t('substitute.onlyThis')}
      </Text>
    ) : null;
  }
  async function submit() {
    try {
      await decline({ variables: { id: b.id } });
      notifications.show({ color: 'green', message: t('substitute.declinedDone') });
      setOpen(false);
    } catch (e) {
      notifications.show({ color: 'red', message: `${t('substitute.failed')} ${errorMessage(e, t)}` });
    }
  }
  return (
    <>
      <Alert color="orange" mt="sm" data-testid="booking-substitute">
        <Text size="sm" data-user-text={`${b.originalPandit.name} ${b.pandit?.name ?? ''}`}>
          {t('substitute.notice', { original: b.originalPandit.name, name: b.pandit?.name ?? '' })}
        </Text>
        {b.viewerCan.declineSubstitute && (
          <Button
            size="xs"
            mt="xs"
            color="red"
            variant="light"
            onClick={() => setOpen(true)}
            data-testid="booking-decline-substitute"
          >
            {t('substitute.decline')}
          </Button>
        )}
      </Alert>
      <Modal opened={open} onClose={() => setOpen(false)} title={t('substitute.declineTitle')}>
        <Stack>
          <Text size="sm">{t('substitute.declineText')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setOpen(false)}>
              {t('substitute.keep')}
            </Button>
            <Button color="red" loading={loading} onClick={() => void submit()} data-testid="decline-substitute-confirm">
              {t('substitute.declineConfirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

export const BookingTimelineQuery = graphql(`
  query BookingTimeline($id: ID!) {
    booking(id: $id) {
      id
      timeline {
        id
        kind
        at
      }
    }
  }
`);

/** A booking's steps, oldest first, with their India date and time: asked for when opened (not with every card). */
export function BookingTimeline({ bookingId }: { bookingId: string }) {
  const { t, i18n } = useTranslation('guarantee');
  const lang = i18n.language;
  const [open, setOpen] = useState(false);
  const { data, loading, error, refetch } = useQuery(BookingTimelineQuery, {
    variables: { id: bookingId },
    skip: !open,
    fetchPolicy: 'cache-and-network',
  });
  const steps = data?.booking.timeline ?? [];
  return (
    <details data-testid="booking-timeline" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>
        <Badge variant="light" component="span">
          {t('timeline.title')}
        </Badge>
      </summary>
      {open && loading && !data && <Skeleton h={60} mt="sm" radius="md" />}
      {open && error && !data && (
        <LoadError title={t('timeline.loadFailed')} error={error} onRetry={() => void refetch()} testId="timeline-error" />
      )}
      <Timeline mt="sm" bulletSize={12} lineWidth={2}>
        {steps.map((s) => (
          <Timeline.Item key={s.id} title={t(`timeline.${s.kind}`)} data-testid="timeline-step" data-kind={s.kind}>
            <Text size="xs" c="dimmed">
              {formatDateTime(s.at, lang)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </details>
  );
}
