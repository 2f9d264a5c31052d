import { describe, expect, it } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { MantineProvider } from '@mantine/core';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { i18n, loadHindi } from '../../app/i18n';
import { theme } from '../../app/theme';
import type { BookingCardFragment } from '../../__generated__/graphql';
import { CeremoniesQuery, MyBookingsQuery, RefundPreviewQuery } from './operations';
import { BookingsPage } from './BookingsPage';
import { WorkspacePage } from './WorkspacePage';

/**
 * The booking pages show an action exactly when the server's `viewerCan` says so, whatever the status and
 * date suggest: the dates below deliberately contradict the flags.
 */
type Can = Partial<BookingCardFragment['viewerCan']>;
function booking(id: string, status: BookingCardFragment['status'], date: string, can: Can) {
  return {
    __typename: 'Booking' as const,
    id,
    date,
    time: '09:00',
    location: 'Sigra, Varanasi',
    notes: '',
    tier: 'BASIC' as const,
    isVirtual: false,
    totalAmount: 5100,
    status,
    paymentStatus: 'PENDING' as const,
    meetingLink: null,
    cancellationReason: null,
    createdAt: '2026-11-01T00:00:00.000Z',
    pandit: { __typename: 'Pandit' as const, id: 'p1', name: 'Pt. Test Shastri', avatar: null, city: 'Varanasi', state: 'UP' },
    package: null,
    review: null,
    reference: `PC${id.slice(0, 12).toUpperCase()}`,
    travellers: null,
    contactPhone: null,
    contact: null,
    viewerCan: {
      __typename: 'BookingActions' as const,
      cancel: false,
      confirm: false,
      decline: false,
      complete: false,
      review: false,
      reschedule: false,
      ...can,
    },
  };
}
/** A customer's booking also carries its payment part (features/payment, fragment BookingPayment). */
const mine = (b: ReturnType<typeof booking>, pay = false) => ({
  ...b,
  reference: `PC${b.id.slice(0, 12).toUpperCase()}`,
  payments: [],
  refund: null,
  viewerCan: { ...b.viewerCan, pay },
});
const pageInfo = { __typename: 'PageInfo' as const, page: 1, limit: 20, totalCount: 4, hasNextPage: false };

function renderWith(mocks: MockLink.MockedResponse[], ui: ReactNode) {
  const client = new ApolloClient({ link: new MockLink(mocks), cache: new InMemoryCache() });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <ApolloProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </ApolloProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
const item = async (testId: string, id: string) => {
  const items = await screen.findAllByTestId(testId);
  return within(items.find((el) => el.getAttribute('data-booking-id') === id)!);
};

describe("the customer's bookings", () => {
  it('offer cancel, review and pay only where viewerCan allows them', async () => {
    const items = [
      mine(booking('far-but-refused', 'PENDING', '2099-01-01', { cancel: false })),
      mine(booking('past-but-allowed', 'CONFIRMED', '2020-01-01', { cancel: true }), true),
      mine(booking('completed-reviewable', 'COMPLETED', '2020-01-01', { review: true })),
      mine(booking('completed-not-reviewable', 'COMPLETED', '2020-01-01', { review: false })),
      mine(booking('movable', 'PENDING', '2099-01-01', { cancel: true, reschedule: true })),
    ];
    renderWith(
      [
        {
          request: { query: MyBookingsQuery, variables: { page: { page: 1, limit: 20 }, when: 'UPCOMING', language: 'en' } },
          result: { data: { bookings: { __typename: 'BookingPage', items, pageInfo } } },
        },
      ],
      <BookingsPage />,
    );
    const refused = await item('booking-item', 'far-but-refused');
    expect(refused.queryByTestId('booking-cancel')).toBeNull();
    expect(refused.getByTestId('booking-cancel-late')).toBeTruthy();
    const allowed = await item('booking-item', 'past-but-allowed');
    expect(allowed.getByTestId('booking-cancel')).toBeTruthy();
    expect(allowed.queryByTestId('booking-cancel-late')).toBeNull();
    expect(allowed.getByTestId('booking-pay')).toBeTruthy(); // Pay ₹X exactly where viewerCan.pay says so
    expect(refused.queryByTestId('booking-pay')).toBeNull();
    expect((await item('booking-item', 'completed-reviewable')).getByTestId('booking-review')).toBeTruthy();
    const notReviewable = await item('booking-item', 'completed-not-reviewable');
    expect(notReviewable.queryByTestId('booking-review')).toBeNull();
    expect(notReviewable.queryByTestId('booking-cancel-late')).toBeNull();
    expect(notReviewable.queryByTestId('booking-reschedule')).toBeNull();
    expect(allowed.queryByTestId('booking-reschedule')).toBeNull();
    expect((await item('booking-item', 'movable')).getByTestId('booking-reschedule')).toBeTruthy();
  });

  it('a cancelled booking offers no calendar file and owes no payment', async () => {
    const items = [
      mine(booking('cancelled', 'CANCELLED', '2099-01-01', {})),
      mine(booking('open', 'CONFIRMED', '2099-01-01', {})),
    ];
    renderWith(
      [
        {
          request: { query: MyBookingsQuery, variables: { page: { page: 1, limit: 20 }, when: 'UPCOMING', language: 'en' } },
          result: { data: { bookings: { __typename: 'BookingPage', items, pageInfo } } },
        },
      ],
      <BookingsPage />,
    );
    const cancelled = await item('booking-item', 'cancelled');
    expect(cancelled.queryByTestId('booking-ics')).toBeNull();
    expect(cancelled.queryByTestId('booking-payment')).toBeNull();
    const open = await item('booking-item', 'open');
    expect(open.getByTestId('booking-ics')).toBeTruthy();
    expect(open.getByTestId('booking-payment')).toBeTruthy();
  });
});

describe('cancelling a paid booking', () => {
  const refund = (status: 'PENDING' | 'REFUNDED') => ({
    __typename: 'Refund' as const,
    id: 'r1',
    amount: 5100,
    percent: 100,
    rule: 'EARLY_CANCELLATION' as const,
    status,
    reference: null,
    arrivesBy: '2099-01-12',
  });
  for (const [lang, before, card] of [
    ['en', '₹5,100 (100% of what you paid) comes back to you by 12 Jan 2099', 'it reaches you by 12 Jan 2099'],
    ['hi', '₹5,100 (आपके भुगतान का 100%) 12 जन॰ 2099 तक', '12 जन॰ 2099 तक आपको मिल जाएगा'],
  ] as const) {
    it(`says the refund and the day it arrives before confirming, and the card repeats it (${lang})`, async () => {
      if (lang === 'hi') await loadHindi();
      await i18n.changeLanguage(lang);
      try {
        const paid = { ...mine(booking('paid', 'CONFIRMED', '2099-01-01', { cancel: true })), paymentStatus: 'PAID' as const };
        const cancelled = {
          ...mine(booking('cancelled-paid', 'CANCELLED', '2099-01-02', {})),
          paymentStatus: 'PAID' as const,
          refund: refund('PENDING'),
        };
        renderWith(
          [
            {
              request: { query: MyBookingsQuery, variables: { page: { page: 1, limit: 20 }, when: 'UPCOMING', language: lang } },
              result: { data: { bookings: { __typename: 'BookingPage', items: [paid, cancelled], pageInfo } } },
            },
            {
              request: { query: RefundPreviewQuery, variables: { id: 'paid' } },
              result: {
                data: {
                  booking: {
                    __typename: 'Booking',
                    id: 'paid',
                    refundPreview: {
                      __typename: 'RefundPreview',
                      amount: 5100,
                      percent: 100,
                      rule: 'EARLY_CANCELLATION',
                      arrivesBy: '2099-01-12',
                    },
                  },
                },
              },
            },
          ],
          <BookingsPage />,
        );
        expect((await item('booking-item', 'cancelled-paid')).getByTestId('booking-refund').textContent).toContain(card);
        fireEvent.click((await item('booking-item', 'paid')).getByTestId('booking-cancel'));
        expect((await screen.findByTestId('refund-preview')).textContent).toContain(before);
      } finally {
        await i18n.changeLanguage('en');
      }
    });
  }
});

describe("the pandit's workspace", () => {
  it('offers confirm, decline and complete only where viewerCan allows them', async () => {
    const customer = { __typename: 'User' as const, id: 'u1', name: 'Meera Joshi', avatar: null };
    const items = [
      { ...booking('pending-all', 'PENDING', '2020-01-01', { confirm: true, decline: true }), user: customer },
      { ...booking('pending-decline-only', 'PENDING', '2099-01-01', { decline: true }), user: customer },
      { ...booking('confirmed-completable', 'CONFIRMED', '2099-01-01', { complete: true }), user: customer },
      { ...booking('confirmed-nothing', 'CONFIRMED', '2020-01-01', {}), user: customer },
    ];
    renderWith(
      [
        {
          request: {
            query: CeremoniesQuery,
            variables: { when: 'UPCOMING', excludeCancelled: true, page: { page: 1, limit: 20 }, language: 'en' },
          },
          result: { data: { bookings: { __typename: 'BookingPage', items, pageInfo } } },
        },
      ],
      <WorkspacePage />,
    );
    const shown = async (id: string) => {
      const el = await item('ceremony-item', id);
      return ['ceremony-confirm', 'ceremony-decline', 'ceremony-complete'].filter((t) => el.queryByTestId(t) !== null);
    };
    expect(await shown('pending-all')).toEqual(['ceremony-confirm', 'ceremony-decline']);
    expect(await shown('pending-decline-only')).toEqual(['ceremony-decline']);
    expect(await shown('confirmed-completable')).toEqual(['ceremony-complete']);
    expect(await shown('confirmed-nothing')).toEqual([]);
  });
});
