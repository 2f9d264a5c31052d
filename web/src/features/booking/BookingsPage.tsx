import { useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { useQuery } from '../../app/query';
import { Avatar, Button, Card, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { Stars } from '../../components/ui/Stars';
import { useTranslation } from 'react-i18next';
import { CeremonyProofView } from './proof/CeremonyProofView';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { formatDate } from '../../app/format';
import { formatIndiaTime } from '../../app/indiaTime';
import { useReference } from '../marketplace/reference';
import type { BookingCardFragment, BookingPaymentFragment, BookingWhen } from '../../__generated__/graphql';
import { BookingPayment } from '../payment/BookingPayment';
import { CancelDialog, ReviewDialog } from './BookingActionDialogs';
// The receipt page ships in this chunk (the router loads it from here: one lazy chunk fewer on the first page).
export { ReceiptPage } from '../payment/ReceiptPage';
import { MyBookingsQuery } from './operations';
import { downloadIcs } from './ics';
import { panchangLineForIcs } from '../panchang/icsLine';
import { BookingBadges, BookingFacts } from './BookingFacts';
import { BookingContact, type ContactValue } from './BookingContact';
import { RescheduleDialog } from './RescheduleDialog';
import { BookingTimeline, SubstituteNotice } from './guarantee';
import { SamagriToArrange } from './SamagriToArrange';
import { ReportProblemButton } from '../complaint/ReportProblemButton';
import { inLanguage } from '../ceremony/names';
import { addDays, tripDays } from '@marketplace/schema/rules';
import './useFreeDays';

const PAGE = 20;

/** The signed-in customer's bookings in two tabs: upcoming (soonest first) and past (latest first). Route guarded to role USER. */
export function BookingsPage() {
  const { t } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const [tab, setTab] = useState<BookingWhen>('UPCOMING');
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('list.title')}</Title>
          <Text c="dimmed">{t('list.subtitle')}</Text>
        </div>
        <Tabs value={tab} onChange={(v) => setTab((v as BookingWhen | null) ?? 'UPCOMING')} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="UPCOMING" data-testid="bookings-tab-upcoming">
              {tj('list.upcoming')}
            </Tabs.Tab>
            <Tabs.Tab value="PAST" data-testid="bookings-tab-past">
              {tj('list.past')}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="UPCOMING" pt="md">
            <BookingList when="UPCOMING" />
          </Tabs.Panel>
          <Tabs.Panel value="PAST" pt="md">
            <BookingList when="PAST" />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Container>
  );
}

function BookingList({ when }: { when: BookingWhen }) {
  const { t, i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const [limit, setLimit] = useState(PAGE);
  const { data, loading, error, refetch } = useQuery(MyBookingsQuery, {
    variables: { page: { page: 1, limit }, when, language: i18n.language },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.bookings.items ?? [];
  if (loading && !data)
    return (
      <Stack data-testid="bookings-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} h={140} radius="md" />
        ))}
      </Stack>
    );
  if (error && !data)
    return <LoadError title={t('list.loadFailed')} error={error} onRetry={() => void refetch()} testId="bookings-error" />;
  if (items.length === 0)
    return (
      <div data-testid="bookings-empty" data-when={when}>
        <EmptyState
          title={when === 'UPCOMING' ? tj('list.emptyUpcoming') : tj('list.emptyPast')}
          description={when === 'UPCOMING' ? t('list.emptyText') : tj('list.emptyPastText')}
          action={
            when === 'UPCOMING' ? (
              <Button component={Link} to="/pandits">
                {t('actions.browse')}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  return (
    <Stack gap="md" data-testid="bookings-list" data-when={when}>
      {items.map((b) => (
        <BookingItem key={b.id} booking={b} contact={b.contact} />
      ))}
      {data?.bookings.pageInfo.hasNextPage && (
        <Button variant="light" onClick={() => setLimit((l) => Math.min(100, l + PAGE))} loading={loading}>
          {t('list.loadMore')}
        </Button>
      )}
    </Stack>
  );
}

/** When a booking takes place: a pooja's date and IST time (with the visitor's clock abroad), a trip's days. */
export function bookingWhen(b: Pick<BookingCardFragment, 'date' | 'time' | 'package' | 'travellers'>, lang: string): string {
  const long = { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } as const;
  if (b.package) {
    const days = tripDays(b.package.durationDays);
    const from = formatDate(b.date, lang, long);
    return days > 1 ? `${from} – ${formatDate(addDays(b.date, days - 1), lang, long)}` : from;
  }
  return `${formatDate(b.date, lang, long)} · ${formatIndiaTime(b.date, b.time, lang)}`;
}

/** The title of a booking: the pandit's or the package's name. */
export function bookingTitle(b: BookingCardFragment): string {
  return b.pandit?.name ?? b.package?.name ?? '';
}

/**
 * The booking's next step in words (issue #37): what the customer can do now, or why there is nothing to do yet.
 * The actions themselves (Pay, Review, Cancel) follow from the server's viewerCan.
 */
function NextStep({ booking: b }: { booking: BookingCardFragment & BookingPaymentFragment }) {
  const { t } = useTranslation('journey');
  const submitted = b.payments[0]?.status === 'SUBMITTED';
  let text: string | null = null;
  // The pandit's (or trip's) name is the person's words inside UI text: marked so, like every other name in a sentence.
  const name = b.status === 'PENDING' ? bookingTitle(b) : undefined;
  if (name) text = t('next.pending', { name });
  else if (b.status === 'CONFIRMED' && b.paymentStatus === 'PENDING')
    text = b.viewerCan.pay ? t('next.pay') : submitted ? t('next.paymentChecking') : t('next.payUnavailable');
  else if (b.status === 'CONFIRMED' && b.paymentStatus === 'PAID') text = t('next.ready');
  else if (b.status === 'COMPLETED' && b.viewerCan.review) text = t('next.review');
  else if (b.status === 'CANCELLED' && b.paymentStatus === 'PENDING' && !b.refund) text = t('next.cancelledUnpaid');
  if (!text) return null;
  return (
    <Text size="sm" mt="xs" fw={500} data-testid="booking-next" data-user-text={name}>
      {text}
    </Text>
  );
}

function BookingItem({
  booking: b,
  contact,
}: {
  booking: BookingCardFragment & BookingPaymentFragment;
  contact?: ContactValue | null;
}) {
  const { t, i18n } = useTranslation('booking');
  const { t: tj } = useTranslation('journey');
  const { t: tp } = useTranslation('panchang');
  const { t: tc } = useTranslation('ceremony');
  const client = useApolloClient();
  const lang = i18n.language;
  const [cancelOpen, setCancelOpen] = useState(false);
  const [rescheduleOpen, setRescheduleOpen] = useState(false);
  const cancelled = b.status === 'CANCELLED';
  const [reviewOpen, setReviewOpen] = useState(false);
  // What the customer may do comes from the server (Booking.viewerCan); the status only picks the hint.
  const can = b.viewerCan;
  const active = b.status === 'PENDING' || b.status === 'CONFIRMED';
  const { place } = useReference();
  const where = b.pandit ? place(b.pandit.city, b.pandit.state) : place(b.package?.destination);
  const saveIcs = async () => {
    // The tithi and nakshatra of the date (issue #38), when the panchang can be read; the file is saved either way.
    const panchang = b.pandit ? await panchangLineForIcs(client, b.pandit.id, b.date, lang, tp) : null;
    downloadIcs({
      id: b.id,
      date: b.date,
      time: b.time,
      // The ceremony with the pandit (issue #33): 'Griha Pravesh with Pt. Ramesh Shastri'.
      summary: b.ceremony
        ? tc('facts.withPandit', { ceremony: inLanguage(b.ceremony.name, lang), name: bookingTitle(b) })
        : bookingTitle(b),
      location: b.isVirtual ? null : b.location,
      meetingLink: b.isVirtual ? b.meetingLink : null,
      description: [tj('list.reference', { reference: b.reference }), panchang, b.notes].filter(Boolean).join('\n'),
      days: b.package ? tripDays(b.package.durationDays) : null,
    });
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="booking-item" data-booking-id={b.id} data-status={b.status}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Group gap="md" align="flex-start" wrap="nowrap">
          {b.pandit && <Avatar src={b.pandit.avatar ?? undefined} radius="xl" size="lg" />}
          <div>
            <Text fw={700} size="lg" data-testid="booking-title" data-user-content>
              {bookingTitle(b)}
            </Text>
            <Text size="sm" c="dimmed">
              {b.package ? `${t('list.package')} · ` : ''}
              {where}
            </Text>
            <Text mt={4} data-testid="booking-when">
              {bookingWhen(b, lang)}
            </Text>
            <Text size="xs" c="dimmed" data-testid="booking-reference">
              {tj('list.reference', { reference: b.reference })}
            </Text>
          </div>
        </Group>
        <BookingBadges booking={b} testIdPrefix="booking" />
      </Group>

      <BookingContact contact={contact} testIdPrefix="booking" />
      <BookingFacts booking={b} testIdPrefix="booking">
        {b.review && (
          <Group gap="xs">
            <Text size="sm">{t('list.yourReview')}:</Text>
            <Stars value={b.review.rating} size="sm" />
            <Text size="sm" c="dimmed" data-user-content>
              {b.review.comment}
            </Text>
          </Group>
        )}
      </BookingFacts>
      {b.samagriBy === 'FAMILY' && !cancelled && <SamagriToArrange booking={b} />}
      <SubstituteNotice booking={b} />
      <NextStep booking={b} />
      {b.proof && <CeremonyProofView bookingId={b.id} proof={b.proof} asCustomer />}
      <BookingPayment booking={b} />
      <BookingTimeline bookingId={b.id} />

      <Group mt="md" gap="xs">
        {!cancelled && (
          <Button size="xs" variant="light" data-testid="booking-ics" onClick={() => void saveIcs()}>
            {t('list.ics')}
          </Button>
        )}
        {can.reschedule && (
          <Button size="xs" variant="light" onClick={() => setRescheduleOpen(true)} data-testid="booking-reschedule">
            {tj('list.reschedule')}
          </Button>
        )}
        {can.cancel ? (
          <Button size="xs" color="red" variant="light" onClick={() => setCancelOpen(true)} data-testid="booking-cancel">
            {t('list.cancel')}
          </Button>
        ) : (
          active && (
            <Text size="xs" c="dimmed" data-testid="booking-cancel-late">
              {t('list.cancelLate')}
            </Text>
          )
        )}
        {can.review && (
          <Button size="xs" onClick={() => setReviewOpen(true)} data-testid="booking-review">
            {t('list.review')}
          </Button>
        )}
        <ReportProblemButton bookingId={b.id} />
      </Group>
      <CancelDialog booking={b} opened={cancelOpen} onClose={() => setCancelOpen(false)} />
      {can.reschedule && <RescheduleDialog booking={b} opened={rescheduleOpen} onClose={() => setRescheduleOpen(false)} />}
      <ReviewDialog booking={b} opened={reviewOpen} onClose={() => setReviewOpen(false)} />
    </Card>
  );
}
