import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { RULE_MESSAGES, TIME_SLOTS, addDays, indiaToday, priceBreakdown, type RuleMessageKey } from '@marketplace/schema/rules';
import { PriceQuoteDocument } from '../../__generated__/graphql';
import type { CreateBookingInput } from '../../__generated__/graphql';
import { formatMoney } from '../../app/format';
import { i18n } from '../../app/i18n';
import type { SessionUser } from '../../app/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { BookableSlotsQuery, BookingPanditQuery, BookingSamagriQuery, CreateBookingMutation, FreeDaysQuery } from './operations';
import { BookingDialog } from './BookingDialog';

const PANDIT_ID = '5b6f0c2e-8a0d-4c39-9a51-0c7f4f3f2a11';
const PRICING = { basic: 2100, premium: 5100, deluxe: 11000, virtualBasic: 1100, virtualPremium: 2500, virtualDeluxe: 5000 };
const devotee: SessionUser = {
  id: 'u1',
  name: 'Asha',
  email: 'asha@example.in',
  phone: null,
  role: 'USER',
  avatar: null,
  deletionRequestedAt: null,
};
/** A date a few days ahead, so every slot is in the future. */
const DATE = addDays(indiaToday(), 3);

const panditMock: MockLink.MockedResponse = {
  request: { query: BookingPanditQuery, variables: { id: PANDIT_ID } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      pandit: {
        __typename: 'Pandit',
        id: PANDIT_ID,
        name: 'Pt. Ramesh Shastri',
        avatar: null,
        location: 'Assi Ghat',
        city: 'Varanasi',
        state: 'Uttar Pradesh',
        virtualPoojaAvailable: true,
        pricing: { __typename: 'Pricing', ...PRICING },
        tierIncludes: { __typename: 'TierIncludes', basic: null, premium: null, deluxe: null },
        ceremonies: [],
      },
    },
  },
};

const loc = (en: string, hi: string) => ({ __typename: 'LocalizedName', en, hi });
/** The same pandit performing one ceremony, Griha Pravesh, at his own price for it (₹3,100 in person). */
const ceremonyPanditMock: MockLink.MockedResponse = {
  ...panditMock,
  result: {
    data: {
      pandit: {
        ...(panditMock.result as { data: { pandit: object } }).data.pandit,
        ceremonies: [
          {
            __typename: 'PanditCeremony',
            price: 3100,
            virtualPrice: null,
            ceremony: {
              __typename: 'Ceremony',
              id: '0b7e1c1e-3f8a-4d1c-9a51-2c7f4f3f2a22',
              slug: 'griha-pravesh',
              name: loc('Griha Pravesh', 'गृह प्रवेश'),
            },
          },
        ],
      },
    },
  },
};

/** Griha Pravesh's samagri list, asked for once the ceremony is chosen. */
const samagriMock: MockLink.MockedResponse = {
  request: { query: BookingSamagriQuery, variables: { slug: 'griha-pravesh' } },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      ceremony: {
        __typename: 'Ceremony',
        id: '0b7e1c1e-3f8a-4d1c-9a51-2c7f4f3f2a22',
        samagri: [
          { __typename: 'SamagriItem', name: loc('Ghee', 'घी'), quantity: loc('250 g', '250 ग्राम'), providedBy: 'PANDIT' },
          {
            __typename: 'SamagriItem',
            name: loc('Mango leaves', 'आम के पत्ते'),
            quantity: loc('11', '11'),
            providedBy: 'FAMILY',
          },
        ],
      },
    },
  },
};

/** 07:00 and 09:00 are free on any date; the rest are booked. */
const slotsMock: MockLink.MockedResponse = {
  request: { query: BookableSlotsQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      bookableSlots: TIME_SLOTS.map((time) => ({
        __typename: 'BookableSlot',
        time,
        available: time === '07:00' || time === '09:00',
        reason: time === '07:00' || time === '09:00' ? null : 'BOOKED',
      })),
    },
  },
};

/** Every day of the window has 07:00 and 09:00 free, except DATE + 1 (blocked by the pandit). */
const freeDaysMock: MockLink.MockedResponse = {
  request: { query: FreeDaysQuery, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: Record<string, unknown>) => {
    const days = [];
    for (let d = variables.from as string; d <= (variables.to as string); d = addDays(d, 1))
      days.push({ __typename: 'FreeDay', date: d, freeSlots: d === addDays(DATE, 1) ? [] : ['07:00', '09:00'] });
    return { data: { freeDays: days } };
  },
};

function bookedCard(input: CreateBookingInput) {
  return {
    __typename: 'Booking',
    id: 'b1',
    date: input.date,
    time: input.time,
    location: input.location ?? null,
    notes: input.notes ?? null,
    tier: input.tier ?? 'BASIC',
    isVirtual: input.isVirtual ?? false,
    totalAmount: 5100,
    status: 'PENDING',
    paymentStatus: 'PENDING',
    meetingLink: null,
    cancellationReason: null,
    createdAt: '2026-11-22T10:00:00.000Z',
    pandit: {
      __typename: 'Pandit',
      id: PANDIT_ID,
      name: 'Pt. Ramesh Shastri',
      avatar: null,
      city: 'Varanasi',
      state: 'Uttar Pradesh',
      medianResponseMinutes: 180,
    },
    package: null,
    review: null,
    viewerCan: {
      __typename: 'BookingActions',
      cancel: true,
      confirm: false,
      decline: false,
      complete: false,
      review: false,
      reschedule: true,
    },
    reference: 'PCB10000000000',
    travellers: null,
    contactPhone: null,
    ceremony: null,
    sankalp: null,
    samagriBy: null,
  };
}

/** The server's breakdown of whatever total the dialog shows (Query.priceQuote; 10% fee, 18% GST on it). */
const quoteMock: MockLink.MockedResponse = {
  request: { query: PriceQuoteDocument, variables: () => true },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: (variables: Record<string, unknown>) => ({
    data: {
      priceQuote: {
        __typename: 'PriceBreakdown',
        ...priceBreakdown(
          { totalAmount: variables.totalAmount as number, samagriByPandit: Boolean(variables.samagriByPandit) },
          { platformFeePercent: 10, gstRatePercent: 18 },
        ),
      },
    },
  }),
};

/** Records each CreateBooking input; the answers are given in order (default: success). */
function createMock(sent: CreateBookingInput[], answers: Array<MockLink.MockedResponse['result']> = []): MockLink.MockedResponse {
  return {
    request: { query: CreateBookingMutation, variables: () => true },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: (variables: Record<string, unknown>) => {
      const input = variables.input as CreateBookingInput;
      sent.push(input);
      return (answers[sent.length - 1] as object | undefined) ?? { data: { createBooking: bookedCard(input) } };
    },
  };
}

/**
 * A booking made ends on "request sent" (not a toast): what happens next (the pandit answers, usually within their
 * median time; payment after confirmation); the owner hears of the booking when that screen is left.
 */
async function leaveRequestSent(onBooked: ReturnType<typeof vi.fn>) {
  const sent = await screen.findByTestId('request-sent');
  expect(onBooked).not.toHaveBeenCalled();
  expect(screen.getByTestId('request-sent-answer').textContent).toContain('3 hours');
  expect(screen.getByTestId('request-sent-pay').textContent).toBe(i18n.t('journey:sent.payAfter'));
  expect(sent).toBeTruthy();
  fireEvent.click(screen.getByTestId('request-sent-close'));
  await waitFor(() => expect(onBooked).toHaveBeenCalled());
}

async function renderDialog(mocks: MockLink.MockedResponse[] = [], pandit = panditMock) {
  const onBooked = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <BookingDialog opened onClose={onClose} pandit={{ id: PANDIT_ID, name: 'Pt. Ramesh Shastri' }} onBooked={onBooked} />,
    {
      user: devotee,
      mocks: [pandit, slotsMock, freeDaysMock, quoteMock, ...mocks],
    },
  );
  await screen.findByTestId('booking-form');
  return { onBooked, onClose };
}

async function pickDate(date: string) {
  fireEvent.click(screen.getByTestId('booking-date'));
  const day = () => document.querySelector<HTMLButtonElement>(`button[aria-label="${date}"]`);
  for (let i = 0; i < 3 && !day(); i++) fireEvent.click(document.querySelector('[data-direction="next"]')!);
  fireEvent.click(day()!);
}

async function pickTime(time: string) {
  await waitFor(() => expect(screen.getByTestId('booking-time').hasAttribute('disabled')).toBe(false));
  fireEvent.click(screen.getByTestId('booking-time'));
  fireEvent.click(await screen.findByRole('option', { name: time }));
  await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('booking-time').value).toBe(time));
}

const confirmButton = () => screen.getByTestId<HTMLButtonElement>('booking-confirm');
const message = (key: RuleMessageKey) => RULE_MESSAGES[key][i18n.language as 'en' | 'hi'];

beforeEach(async () => {
  sessionStorage.clear();
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe.each(['en', 'hi'] as const)('BookingDialog rules (%s)', (lng) => {
  beforeEach(async () => {
    await i18n.changeLanguage(lng);
  });

  it('offers only the free slots, and asks for a place for a ceremony at home', async () => {
    await renderDialog();
    expect(confirmButton().disabled).toBe(true);
    await pickDate(DATE);
    await waitFor(() => expect(screen.getByTestId('booking-time').hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByTestId('booking-time'));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['07:00', '09:00']);
    fireEvent.click(screen.getByRole('option', { name: '07:00' }));

    const location = screen.getByTestId('booking-location');
    fireEvent.focus(location);
    fireEvent.blur(location);
    expect(await screen.findByText(message('booking.locationRequired'))).toBeTruthy();
    expect(confirmButton().disabled).toBe(true);

    fireEvent.change(location, { target: { value: 'B-12 Sigra, Varanasi' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    expect(screen.queryByText(message('booking.locationRequired'))).toBeNull();
  });

  it('lists the tiers cheapest first (not alphabetically), each with what it usually includes', async () => {
    await renderDialog();
    const tiers = await screen.findAllByTestId(/^booking-tier-/);
    expect(tiers.map((el) => el.getAttribute('data-testid'))).toEqual([
      'booking-tier-basic',
      'booking-tier-premium',
      'booking-tier-deluxe',
    ]);
    for (const tier of ['BASIC', 'PREMIUM', 'DELUXE'])
      expect(screen.getByText(i18n.t(`booking:tierIncludes.${tier}`))).toBeTruthy();
  });

  it("shows a tier in the pandit's words, in the reader's language (Hindi falls back to English), else the usual text", async () => {
    const own = { __typename: 'TierText', en: 'The main puja and aarti.', hi: 'मुख्य पूजा और आरती।' };
    const englishOnly = { __typename: 'TierText', en: 'With havan; I bring the samagri.', hi: null };
    const base = (panditMock.result as { data: { pandit: object } }).data.pandit;
    await renderDialog([], {
      ...panditMock,
      result: {
        data: {
          pandit: { ...base, tierIncludes: { __typename: 'TierIncludes', basic: own, premium: englishOnly, deluxe: null } },
        },
      },
    });
    expect(await screen.findByText(lng === 'hi' ? own.hi : own.en)).toBeTruthy();
    expect(screen.getByText(englishOnly.en)).toBeTruthy();
    expect(screen.getByText(i18n.t('booking:tierIncludes.DELUXE'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('booking:tierIncludes.BASIC'))).toBeNull();
  });

  it("shows the server's rule key on its field in the dialog's language", async () => {
    const refused = {
      errors: [
        {
          message: 'Invalid input',
          extensions: {
            code: 'VALIDATION_FAILED',
            fields: { 'input.time': RULE_MESSAGES['booking.timePassed'].en },
            fieldKeys: { 'input.time': 'booking.timePassed' },
          },
        },
      ],
    };
    await renderDialog([createMock([], [refused])]);
    await pickDate(DATE);
    await pickTime('09:00');
    fireEvent.change(screen.getByTestId('booking-location'), { target: { value: 'Sigra' } });
    fireEvent.click(confirmButton());
    expect(await screen.findByText(message('booking.timePassed'))).toBeTruthy();
    expect(screen.getByTestId('booking-error')).toBeTruthy();
  });
});

describe('BookingDialog submit', () => {
  it('books the chosen slot, tier and place (trimmed) for the pandit', async () => {
    const sent: CreateBookingInput[] = [];
    const { onBooked } = await renderDialog([createMock(sent)]);
    await pickDate(DATE);
    await pickTime('09:00');
    fireEvent.change(screen.getByTestId('booking-location'), { target: { value: '  B-12 Sigra, Varanasi ' } });
    fireEvent.change(screen.getByTestId('booking-notes'), { target: { value: '  Griha pravesh  ' } });
    fireEvent.click(screen.getByTestId('booking-tier-premium'));
    await waitFor(() => expect(screen.getByTestId('booking-price').textContent).toBe(formatMoney(PRICING.premium, 'en')));
    fireEvent.click(confirmButton());
    await leaveRequestSent(onBooked);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual({
      panditId: PANDIT_ID,
      packageId: null,
      date: DATE,
      time: '09:00',
      location: 'B-12 Sigra, Varanasi',
      notes: 'Griha pravesh',
      tier: 'PREMIUM',
      isVirtual: false,
      // A pandit without ceremonies on his profile: booked as before.
      ceremonyId: null,
      sankalp: null,
      samagriBy: null,
      // Substitutes are welcome unless the devotee ticks "only this pandit" (issue #34).
      onlyThisPandit: false,
      idempotencyKey: expect.any(String),
    });
  });

  it("books his one ceremony at his own price, with the family's sankalp and the samagri they arrange", async () => {
    const sent: CreateBookingInput[] = [];
    const { onBooked } = await renderDialog([createMock(sent), samagriMock], ceremonyPanditMock);
    // His only ceremony comes chosen; Basic is his own price for it, Premium that plus Premium's surcharge.
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('booking-ceremony').value).toBe('Griha Pravesh'));
    await waitFor(() => expect(screen.getByTestId('booking-price').textContent).toBe(formatMoney(3100, 'en')));
    fireEvent.click(screen.getByTestId('booking-tier-premium'));
    await waitFor(() =>
      expect(screen.getByTestId('booking-price').textContent).toBe(formatMoney(3100 + PRICING.premium - PRICING.basic, 'en')),
    );
    await pickDate(DATE);
    await pickTime('09:00');
    fireEvent.change(screen.getByTestId('booking-location'), { target: { value: 'Sigra' } });
    // The sankalp's names and gotra are asked for.
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('booking-family-name-0'), { target: { value: ' Asha Verma ' } });
    fireEvent.click(screen.getByTestId('booking-add-name'));
    fireEvent.change(screen.getByTestId('booking-family-name-1'), { target: { value: 'Ravi Verma' } });
    expect(confirmButton().disabled).toBe(true);
    fireEvent.change(screen.getByTestId('booking-gotra'), { target: { value: 'Kashyap' } });
    await waitFor(() => expect(confirmButton().disabled).toBe(false));
    // "We arrange it": the whole list shows (with the pandit bringing it, only the family's own items).
    expect(screen.getByTestId('booking-samagri-list').textContent).not.toContain('Ghee');
    fireEvent.click(screen.getByTestId('booking-samagri-family'));
    await waitFor(() => expect(screen.getByTestId('booking-samagri-list').textContent).toContain('Ghee'));
    expect(screen.getByTestId('booking-samagri-list').textContent).toContain('Mango leaves');
    fireEvent.click(confirmButton());
    await leaveRequestSent(onBooked);
    expect(sent[0]).toMatchObject({
      ceremonyId: '0b7e1c1e-3f8a-4d1c-9a51-2c7f4f3f2a22',
      sankalp: { familyNames: ['Asha Verma', 'Ravi Verma'], gotra: 'Kashyap', nakshatra: null, occasion: null },
      samagriBy: 'FAMILY',
      tier: 'PREMIUM',
    });
  });

  it('books a virtual pooja without a place, at the virtual price', async () => {
    const sent: CreateBookingInput[] = [];
    const { onBooked } = await renderDialog([createMock(sent)]);
    await pickDate(DATE);
    await pickTime('07:00');
    fireEvent.click(screen.getByTestId('booking-virtual'));
    await waitFor(() => expect(screen.queryByTestId('booking-location')).toBeNull());
    expect(screen.getByTestId('booking-price').textContent).toBe(formatMoney(PRICING.virtualBasic, 'en'));
    // The price broken down by the server before anything is booked: the fee and its GST inside the same total.
    const quote = await screen.findByTestId('price-quote');
    expect(quote.querySelector('[data-testid="breakdown-total"]')!.textContent).toBe(formatMoney(PRICING.virtualBasic, 'en'));
    const fee = Math.round(PRICING.virtualBasic * 10) / 100; // 10% of the total, in rupees
    expect(quote.querySelector('[data-testid="breakdown-fee"]')!.textContent).toBe(formatMoney(fee, 'en'));
    fireEvent.click(confirmButton());
    await leaveRequestSent(onBooked);
    expect(sent[0]).toMatchObject({ date: DATE, time: '07:00', location: null, notes: null, tier: 'BASIC', isVirtual: true });
  });

  it('after a taken slot, clears the time and retries with a new idempotency key', async () => {
    const taken = { errors: [{ message: 'Slot taken', extensions: { code: 'BOOKING_SLOT_TAKEN' } }] };
    const sent: CreateBookingInput[] = [];
    const { onBooked } = await renderDialog([createMock(sent, [taken])]);
    await pickDate(DATE);
    await pickTime('09:00');
    fireEvent.change(screen.getByTestId('booking-location'), { target: { value: 'Sigra' } });
    fireEvent.click(confirmButton());
    expect(await screen.findByTestId('booking-error')).toBeTruthy();
    expect(screen.getByTestId('booking-error').textContent).toContain(i18n.t('booking:messages.slotTaken'));
    await waitFor(() => expect(screen.getByTestId<HTMLInputElement>('booking-time').value).toBe(''));
    expect(confirmButton().disabled).toBe(true);

    await pickTime('07:00');
    fireEvent.click(confirmButton());
    await leaveRequestSent(onBooked);
    expect(sent).toHaveLength(2);
    expect(sent[1]?.time).toBe('07:00');
    expect(sent[1]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
  });
});

describe('BookingDialog journey', () => {
  it('disables a day with no free slot (blocked, closed or full)', async () => {
    await renderDialog();
    fireEvent.click(screen.getByTestId('booking-date'));
    const day = (d: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${d}"]`);
    for (let i = 0; i < 3 && !day(addDays(DATE, 1)); i++) fireEvent.click(document.querySelector('[data-direction="next"]')!);
    await waitFor(() => expect(day(addDays(DATE, 1))!.disabled).toBe(true));
    expect(day(DATE)!.disabled).toBe(false);
  });

  it('keeps what was typed when the dialog opens again (a sign-in in between)', async () => {
    await renderDialog();
    await pickDate(DATE);
    fireEvent.change(screen.getByTestId('booking-notes'), { target: { value: 'Griha pravesh for the new flat' } });
    await waitFor(() => expect(sessionStorage.length).toBe(1));
    document.body.innerHTML = '';
    await renderDialog();
    await waitFor(() =>
      expect(screen.getByTestId<HTMLTextAreaElement>('booking-notes').value).toBe('Griha pravesh for the new flat'),
    );
  });
});
