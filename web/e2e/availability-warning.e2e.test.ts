import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, eventually, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * Saving availability that leaves out a booking (issue #37): the pandit is warned before saving (date, time, the
 * customer's first name), may go back or save anyway, and is then told to reschedule or cancel it; the booking stays.
 * The demo pandit's availability is restored at the end (other files book him).
 */
const baseURL = inject('baseURL');
let browser: Browser;
let panditToken: string;
let saved: { weeklyHours: Array<{ weekday: number; slots: string[] }>; blockedDates: string[] };
let booking: { id: string; date: string; time: string };

/** India date n days ahead. */
const dayAhead = (n: number) => new Date(Date.now() + 5.5 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  browser = await launch();
  panditToken = await apiLogin(baseURL, 'pandit@demo.in', 'Pandit@12345');
  const me = await gql<{ me: { panditProfile: { id: string; availability: typeof saved } } }>(
    baseURL,
    '{ me { panditProfile { id availability { weeklyHours { weekday slots } blockedDates } } } }',
    {},
    panditToken,
  );
  saved = me.me.panditProfile.availability;
  // A customer's pending request some 200 days ahead (no other file books that far), at a free slot.
  const email = `availability.${Date.now()}@example.in`;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Shri Meera Joshi', email, password: 'Devotee@123', phone: '9876501234' }),
  });
  const customer = ((await res.json()) as { data: { token: string } }).data.token;
  const panditId = me.me.panditProfile.id;
  for (let n = 200; !booking && n < 230; n++) {
    const date = dayAhead(n);
    const slots = await gql<{ bookableSlots: Array<{ time: string; available: boolean }> }>(
      baseURL,
      'query($p: ID!, $d: Date!) { bookableSlots(panditId: $p, date: $d) { time available } }',
      { p: panditId, d: date },
    );
    const time = slots.bookableSlots.find((s) => s.available)?.time;
    if (!time) continue;
    const made = await gql<{ createBooking: { id: string } }>(
      baseURL,
      'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
      { i: { panditId, date, time, location: 'Hazratganj, Lucknow', tier: 'BASIC' } },
      customer,
    );
    booking = { id: made.createBooking.id, date, time };
  }
  expect(booking).toBeDefined();
});
afterAll(async () => {
  if (saved) {
    await gql(baseURL, 'mutation($i: SetAvailabilityInput!) { setMyAvailability(input: $i) { id } }', { i: saved }, panditToken);
  }
  await browser?.close();
});

const weekdayOf = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

describe('availability that leaves out a booking', () => {
  it('warns before saving, saves anyway on request, and lists the booking to reschedule (en; hi at 360 px)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, 'pandit@demo.in', 'Pandit@12345');
    await page.goto(`${baseURL}/workspace`);
    await page.getByTestId('ws-tab-availability').click();
    const editor = page.getByTestId('availability-editor');
    await editor.waitFor();
    // Closing the booking's hour on its weekday leaves it out.
    await editor.getByTestId(`availability-${weekdayOf(booking.date)}-${booking.time}`).click();
    await editor.getByTestId('availability-save').click();
    const warning = page.getByTestId('availability-warning');
    await warning.getByText('Bookings outside the new availability').waitFor();
    const line = warning.getByTestId('availability-conflict').filter({ hasText: `${booking.time} · Meera` });
    await line.getByText('outside your hours').waitFor();
    expect(await line.textContent()).toContain('Pending'); // (the badge shows it in capitals)
    // Going back saves nothing.
    await warning.getByTestId('availability-warning-back').click();
    await eventually(() => warning.isVisible()).toBe(false);
    const before = await gql<{ me: { panditProfile: { availability: typeof saved } } }>(
      baseURL,
      '{ me { panditProfile { availability { weeklyHours { weekday slots } blockedDates } } } }',
      {},
      panditToken,
    );
    expect(before.me.panditProfile.availability).toEqual(saved);
    // Saving anyway: the booking is listed to reschedule or cancel, and stays booked.
    await editor.getByTestId('availability-save').click();
    await page.getByTestId('availability-save-anyway').click();
    const leftOut = page.getByTestId('availability-left-out');
    await leftOut.getByText('Bookings to reschedule or cancel').waitFor();
    await leftOut
      .getByTestId('availability-conflict')
      .filter({ hasText: `${booking.time} · Meera` })
      .waitFor();
    const after = await gql<{ booking: { status: string } }>(
      baseURL,
      'query($id: ID!) { booking(id: $id) { status } }',
      { id: booking.id },
      panditToken,
    );
    expect(after.booking.status).toBe('PENDING');
    await context.close();

    // In Hindi on a phone: saving again warns again, in Hindi.
    const hi = await newPage(browser, { mobile: true, lang: 'hi' });
    await hi.page.setViewportSize({ width: 360, height: 740 });
    await hi.page.goto(`${baseURL}/`);
    await loginViaUi(hi.page, 'pandit@demo.in', 'Pandit@12345');
    await hi.page.goto(`${baseURL}/workspace`);
    await hi.page.getByTestId('ws-tab-availability').click();
    await hi.page.getByTestId('availability-save').click();
    const hiWarning = hi.page.getByTestId('availability-warning');
    await hiWarning.getByText('नई उपलब्धता से बाहर की बुकिंग').waitFor();
    await hiWarning
      .getByTestId('availability-conflict')
      .filter({ hasText: `${booking.time} · Meera` })
      .getByText('आपके समय से बाहर')
      .waitFor();
    expect(await hi.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await hiWarning.getByText('वापस जाएँ').click();
    await hi.context.close();
  });
});
