import { describe, expect, it } from 'vitest';
import {
  BOOKING_HORIZON_DAYS,
  TRIP_TIME,
  TIME_SLOTS,
  addDays,
  availabilityInputSchema,
  cancelReasonSchema,
  checkInput,
  declineReasonSchema,
  INDIA_TZ,
  indiaToday,
  isPastDate,
  isPastSlot,
  isTimeSlot,
  makeCreateBookingInputSchema,
  normalizeAvailability,
  packageTotal,
  priceFor,
  tiersByPrice,
  reviewInputSchema,
  slotUnavailableReason,
  slotsForDate,
  startInstant,
  weekdayOf,
  withinCancelWindow,
  bookingIdRange,
  bookingReference,
  tripDays,
  whatsappUrl,
} from './index.js';

/** 2026-11-22 10:30 in India = 05:00 UTC (a Sunday). */
const NOW = new Date('2026-11-22T05:00:00Z');

describe('time slots', () => {
  it('are hourly 06:00-11:00 and 16:00-19:00', () => {
    expect(TIME_SLOTS).toEqual(['06:00', '07:00', '08:00', '09:00', '10:00', '11:00', '16:00', '17:00', '18:00', '19:00']);
  });
  it.each(['06:00', '11:00', '16:00', '19:00'])('accepts %s', (t) => expect(isTimeSlot(t)).toBe(true));
  it.each(['05:00', '12:00', '15:00', '20:00', '6:00', '06:30', '', '06:00 '])('rejects %j', (t) =>
    expect(isTimeSlot(t)).toBe(false),
  );
});

describe('India dates', () => {
  it('today is the India date even when UTC is still on the previous day', () => {
    // 2026-11-21 20:00 UTC = 2026-11-22 01:30 IST.
    expect(indiaToday(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(indiaToday(new Date('2026-11-21T18:29:59Z'))).toBe('2026-11-21');
    expect(indiaToday(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
  it("today is Intl's Asia/Kolkata date at every half hour of a year, and around midnight there", () => {
    const intl = new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TZ, year: 'numeric', month: '2-digit', day: '2-digit' });
    const start = Date.UTC(2026, 0, 1);
    for (let t = start; t < start + 366 * 86_400_000; t += 30 * 60_000) {
      for (const at of [t, t - 1, t + 1]) expect(indiaToday(new Date(at))).toBe(intl.format(new Date(at)));
    }
  });
  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('converts an India date and time to the UTC instant', () => {
    expect(startInstant('2026-11-22', '06:00').toISOString()).toBe('2026-11-22T00:30:00.000Z');
    expect(startInstant('2026-11-22', '19:00').toISOString()).toBe('2026-11-22T13:30:00.000Z');
    expect(startInstant('2027-01-01', '16:00').toISOString()).toBe('2027-01-01T10:30:00.000Z');
  });
  it('a date before today (India) is past; today and later are not', () => {
    expect(isPastDate('2026-11-21', NOW)).toBe(true);
    expect(isPastDate('2026-11-22', NOW)).toBe(false);
    expect(isPastDate('2026-11-23', NOW)).toBe(false);
    // Just after midnight in India, yesterday (still "today" in UTC) is already past.
    expect(isPastDate('2026-11-21', new Date('2026-11-21T19:00:00Z'))).toBe(true);
  });
  it("today's slots that have begun are past; later ones are not", () => {
    expect(isPastSlot('2026-11-22', '10:00', NOW)).toBe(true);
    expect(isPastSlot('2026-11-22', '10:30', NOW)).toBe(true);
    expect(isPastSlot('2026-11-22', '11:00', NOW)).toBe(false);
    expect(isPastSlot('2026-11-21', '19:00', NOW)).toBe(true);
    expect(isPastSlot('2026-11-23', '06:00', NOW)).toBe(false);
  });
  it('knows the weekday of an India date (0 = Sunday)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(weekdayOf('2026-11-28')).toBe(6);
  });
});

describe('availability', () => {
  const sundayMornings = { weeklyHours: { '0': ['06:00', '07:00', '11:00'] }, blockedDates: ['2026-11-25'] };

  it('a pandit with nothing set is available at every future slot every day', () => {
    for (const d of ['2026-11-23', '2026-11-24', '2026-11-29']) {
      expect(slotsForDate({}, d, [], NOW).every((s) => s.available)).toBe(true);
      expect(slotsForDate(null, d, [], NOW).every((s) => s.available)).toBe(true);
    }
  });
  it('weekly hours limit that weekday only', () => {
    expect(slotUnavailableReason(sundayMornings, '2026-11-29', '06:00', NOW)).toBeNull();
    expect(slotUnavailableReason(sundayMornings, '2026-11-29', '08:00', NOW)).toBe('OUTSIDE_HOURS');
    expect(slotUnavailableReason(sundayMornings, '2026-11-30', '08:00', NOW)).toBeNull();
  });
  it('an empty weekday means closed all day', () => {
    const closedMondays = { weeklyHours: { '1': [] } };
    expect(slotsForDate(closedMondays, '2026-11-23', [], NOW).some((s) => s.available)).toBe(false);
  });
  it('blocked dates close the whole day', () => {
    expect(slotsForDate(sundayMornings, '2026-11-25', [], NOW).map((s) => s.reason)).toEqual(Array(10).fill('BLOCKED'));
  });
  it('past slots come first, then blocked, hours, and booked', () => {
    const today = slotsForDate(sundayMornings, '2026-11-22', ['11:00'], NOW);
    expect(today.find((s) => s.time === '06:00')?.reason).toBe('PAST');
    expect(today.find((s) => s.time === '11:00')).toEqual({ time: '11:00', available: false, reason: 'BOOKED' });
    expect(today.find((s) => s.time === '16:00')?.reason).toBe('OUTSIDE_HOURS');
    expect(today.filter((s) => s.available)).toEqual([]);
  });
  it('booked times are unavailable; the rest stay open', () => {
    const slots = slotsForDate({}, '2026-11-24', ['07:00', '18:00'], NOW);
    expect(slots.filter((s) => !s.available).map((s) => s.time)).toEqual(['07:00', '18:00']);
  });
});

describe('availability input', () => {
  it('keeps valid hours in slot order, drops full days and past or duplicate blocked dates', () => {
    const r = checkInput(availabilityInputSchema, {
      weeklyHours: [
        { weekday: 0, slots: ['16:00', '06:00'] },
        { weekday: 1, slots: [...TIME_SLOTS] },
        { weekday: 2, slots: [] },
      ],
      blockedDates: ['2026-12-01', '2026-11-20', '2026-12-01', '2026-11-22'],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(normalizeAvailability(r.data, NOW)).toEqual({
      weeklyHours: { '0': ['06:00', '16:00'], '2': [] },
      blockedDates: ['2026-11-22', '2026-12-01'],
    });
  });
  it('rejects slots outside the spec, bad weekdays, repeated weekdays and bad dates', () => {
    const r = checkInput(availabilityInputSchema, {
      weeklyHours: [
        { weekday: 0, slots: ['12:00'] },
        { weekday: 7, slots: [] },
        { weekday: 3, slots: [] },
        { weekday: 3, slots: ['06:00'] },
      ],
      blockedDates: ['2026-02-30'],
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.fieldKeys).toEqual({
      'input.weeklyHours.0.slots.0': 'availability.slotInvalid',
      'input.weeklyHours.1.weekday': 'availability.weekdayInvalid',
      'input.weeklyHours.3.weekday': 'availability.weekdayTwice',
      'input.blockedDates.0': 'date.invalid',
    });
    const twice = checkInput(availabilityInputSchema, {
      weeklyHours: [
        { weekday: 3, slots: [] },
        { weekday: 3, slots: [] },
      ],
      blockedDates: [],
    });
    expect(twice.ok ? {} : twice.fieldKeys).toEqual({ 'input.weeklyHours.1.weekday': 'availability.weekdayTwice' });
  });
});

describe('prices', () => {
  const pandit = { basic: 2100, premium: 5100, deluxe: 11000, virtualBasic: 1100, virtualPremium: 2500, virtualDeluxe: null };
  it('uses the tier price for physical bookings', () => {
    expect(priceFor(pandit, 'basic', false)).toBe(2100);
    expect(priceFor(pandit, 'premium', false)).toBe(5100);
    expect(priceFor(pandit, 'deluxe', false)).toBe(11000);
  });
  it('uses the virtual tier price for virtual bookings, and the tier price when no virtual one is set', () => {
    expect(priceFor(pandit, 'basic', true)).toBe(1100);
    expect(priceFor(pandit, 'premium', true)).toBe(2500);
    expect(priceFor(pandit, 'deluxe', true)).toBe(11000);
  });
  it('takes the tier as the SDL value too', () => {
    expect(priceFor(pandit, 'PREMIUM', true)).toBe(2500);
  });
  it("a trip's total: the price for each traveller, or once for the whole group", () => {
    expect(packageTotal({ price: 12500, pricePerPerson: true }, 3)).toBe(37500);
    expect(packageTotal({ price: 12500, pricePerPerson: false }, 3)).toBe(12500);
  });
  it('lists the tiers cheapest first (never alphabetically), ties in the order Basic, Premium, Deluxe', () => {
    expect(tiersByPrice(pandit, false)).toEqual(['BASIC', 'PREMIUM', 'DELUXE']);
    expect(tiersByPrice({ basic: 900, premium: 5000, deluxe: 3000 }, false)).toEqual(['BASIC', 'DELUXE', 'PREMIUM']);
    expect(tiersByPrice({ ...pandit, virtualPremium: 20000 }, true)).toEqual(['BASIC', 'DELUXE', 'PREMIUM']);
    expect(tiersByPrice({ basic: 100, premium: 100, deluxe: 100 }, false)).toEqual(['BASIC', 'PREMIUM', 'DELUXE']);
  });
});

describe('cancellation window', () => {
  it('is open until 24 hours before the start, India time', () => {
    // Start 2026-11-23 11:00 IST = 05:30 UTC; NOW is 05:00 UTC on the 22nd: 24.5 h ahead.
    expect(withinCancelWindow('2026-11-23', '11:00', NOW)).toBe(true);
    expect(withinCancelWindow('2026-11-23', '10:30', NOW)).toBe(true); // exactly 24 h
    expect(withinCancelWindow('2026-11-23', '10:00', NOW)).toBe(false);
    expect(withinCancelWindow('2026-11-22', '19:00', NOW)).toBe(false);
  });
});

describe('createBookingInputSchema', () => {
  const schema = makeCreateBookingInputSchema(() => NOW);
  const pandit = '0b8a3c5e-8a43-4a52-9c61-3f7a1d2e4b5c';
  const ok = {
    panditId: pandit,
    date: '2026-11-23',
    time: '06:00',
    location: '  Assi Ghat ',
    notes: null,
    isVirtual: null,
    idempotencyKey: ' ',
  };
  const keys = (input: object) => {
    const r = checkInput(schema, input);
    return r.ok ? {} : r.fieldKeys;
  };

  it('trims and fills defaults', () => {
    const r = checkInput(schema, ok);
    expect(r).toEqual({
      ok: true,
      data: {
        panditId: pandit,
        packageId: null,
        date: '2026-11-23',
        time: '06:00',
        location: 'Assi Ghat',
        notes: '',
        isVirtual: false,
        idempotencyKey: null,
        travellers: null,
        contactPhone: null,
        confirmDuplicate: false,
        ceremonyId: null,
        sankalp: null,
        samagriBy: null,
        onlyThisPandit: false,
      },
    });
  });
  it('a trip needs no hour or address, takes travellers (1-20) and needs a contact phone', () => {
    const trip = { packageId: pandit, date: '2026-11-23' };
    expect(checkInput(schema, { ...trip, travellers: 4, contactPhone: '+91 98111 22233' })).toMatchObject({
      ok: true,
      data: { time: TRIP_TIME, travellers: 4, contactPhone: '9811122233' },
    });
    expect(checkInput(schema, trip)).toMatchObject({
      ok: false,
      fieldKeys: { 'input.contactPhone': 'booking.contactPhoneRequired' },
    });
    expect(checkInput(schema, { ...trip, contactPhone: '9811122233', travellers: 21 })).toMatchObject({
      ok: false,
      fieldKeys: { 'input.travellers': 'booking.travellersInvalid' },
    });
  });
  it.each([
    [{ date: '2026-11-21' }, 'input.date', 'booking.datePast'],
    [{ date: addDays('2026-11-22', BOOKING_HORIZON_DAYS + 1) }, 'input.date', 'booking.dateTooFar'],
    [{ date: '22/11/2026' }, 'input.date', 'date.invalid'],
    [{ date: '' }, 'input.date', 'booking.dateRequired'],
    [{ time: '12:00' }, 'input.time', 'booking.timeInvalid'],
    [{ date: '2026-11-22', time: '10:00' }, 'input.time', 'booking.timePassed'],
    [{ location: ' ' }, 'input.location', 'booking.locationRequired'],
    [{ location: 'x'.repeat(256) }, 'input.location', 'booking.locationTooLong'],
    [{ notes: 'x'.repeat(1001) }, 'input.notes', 'booking.notesTooLong'],
    [{ notes: 'a\u0000b' }, 'input.notes', 'text.invalidCharacters'],
    [{ packageId: pandit }, 'input.packageId', 'booking.target'],
    [{ panditId: null }, 'input.panditId', 'booking.target'],
    [{ panditId: 'nope' }, 'input.panditId', 'id.invalid'],
    [{ idempotencyKey: 'k'.repeat(101) }, 'input.idempotencyKey', 'booking.idempotencyKeyTooLong'],
  ])('refuses %o', (patch, path, key) => {
    expect(keys({ ...ok, ...patch })).toEqual({ [path]: key });
  });
  it('a virtual booking needs no location', () => {
    expect(keys({ ...ok, location: null, isVirtual: true })).toEqual({});
  });
});

describe('reviews and reasons', () => {
  it('a review has 1 to 5 whole stars and a 3 to 1000 character comment', () => {
    const base = { bookingId: 'b', rating: 5, comment: ' Good ' };
    expect(checkInput(reviewInputSchema, base)).toMatchObject({ ok: true, data: { comment: 'Good' } });
    expect(checkInput(reviewInputSchema, { ...base, rating: 4.5 })).toMatchObject({
      fieldKeys: { 'input.rating': 'review.ratingInvalid' },
    });
    expect(checkInput(reviewInputSchema, { ...base, rating: 0 })).toMatchObject({
      fieldKeys: { 'input.rating': 'review.ratingInvalid' },
    });
    expect(checkInput(reviewInputSchema, { ...base, comment: ' ab ' })).toMatchObject({
      fieldKeys: { 'input.comment': 'review.commentTooShort' },
    });
  });
  it('a decline reason has 5 to 500 characters; a cancel reason is optional', () => {
    expect(checkInput(declineReasonSchema, ' 1234 ', 'reason')).toMatchObject({ fieldKeys: { reason: 'reason.tooShort' } });
    expect(checkInput(declineReasonSchema, ' 12345 ', 'reason')).toEqual({ ok: true, data: '12345' });
    expect(checkInput(cancelReasonSchema, '  ', 'reason')).toEqual({ ok: true, data: null });
    expect(checkInput(cancelReasonSchema, 'x'.repeat(501), 'reason')).toMatchObject({ fieldKeys: { reason: 'reason.tooLong' } });
  });
});

describe('journey facts', () => {
  it('reads a trip length from a number or a duration text', () => {
    expect(tripDays('3 Days / 2 Nights')).toBe(3);
    expect(tripDays('३ दिन / २ रातें')).toBe(3);
    expect(tripDays('2 nights')).toBe(3);
    expect(tripDays({ days: 5 })).toBe(5);
    expect(tripDays(4)).toBe(4);
    expect(tripDays('a weekend')).toBe(1);
  });
  it('builds a WhatsApp link for an Indian mobile only', () => {
    expect(whatsappUrl('+91 98123 45678', 'Hi & bye')).toBe('https://wa.me/919812345678?text=Hi%20%26%20bye');
    expect(whatsappUrl('12345', 'x')).toBeNull();
    expect(whatsappUrl(null, 'x')).toBeNull();
    expect(bookingReference('1a2b3c4d-0000-4000-8000-000000000000')).toBe('PC1A2B3C4D0000');
  });
  it('reads a typed booking reference back into the range of ids it stands for', () => {
    const id = '69c07aa2-2cb3-4d1e-8f00-5d18127a9b3c';
    const inRange = (text: string) => {
      const r = bookingIdRange(text);
      return r !== null && r.min <= id && id <= r.max;
    };
    for (const text of [
      bookingReference(id),
      'pc69c07aa22cb3',
      '69C07AA22CB3',
      ' PC 69C0 7AA2 2CB3 ',
      '69C07AA2',
      id,
      '#69c07aa2',
    ]) {
      expect(inRange(text), text).toBe(true);
    }
    expect(bookingIdRange('PC69C07AA22CB3')).toEqual({
      min: '69c07aa2-2cb3-0000-0000-000000000000',
      max: '69c07aa2-2cb3-ffff-ffff-ffffffffffff',
    });
    expect(inRange('PC69C07AA22CB4')).toBe(false);
    for (const text of ['', 'PC', 'PC69C0', 'Sharma', '69c07aa2-2cb3-4d1e-8f00-5d18127a9b3c0', 'PCXYZ123456']) {
      expect(bookingIdRange(text), text).toBeNull();
    }
  });
});
