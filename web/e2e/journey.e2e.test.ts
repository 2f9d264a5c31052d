import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, eventually, gql, launch, loginViaUi, newPage, pickDate } from './browser.js';

/** Issue #14 in Chromium: a trip on a phone, contact once confirmed, rescheduling, a visitor abroad. */
const baseURL = inject('baseURL');
let browser: Browser;
let demoPanditId: string;
let pandToken: string;

async function register(name: string, phone: string) {
  const email = `e2e-journey-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.in`;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: 'Devotee@123', phone }),
  });
  const body = await res.json();
  return { email, password: 'Devotee@123', token: body.data.token as string };
}

/** India date n days ahead that is not a Sunday (the demo pandit works only a few hours on Sundays). */
function dayAhead(n: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + n);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

async function pickOption(page: Page, testId: string, time: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

beforeAll(async () => {
  browser = await launch();
  pandToken = await apiLogin(baseURL, 'pandit@demo.in', 'Pandit@12345');
  demoPanditId = (await gql(baseURL, '{ me { panditProfile { id } } }', {}, pandToken)).me.panditProfile.id;
});
afterAll(async () => browser?.close());

describe('journey', () => {
  it('books a package as a trip on a phone: start date, travellers, contact phone; a second booking asks first', async () => {
    const devotee = await register('Kavita Rao', '9876500033');
    const pkg = (await gql(baseURL, '{ packages(page: { limit: 1 }) { items { id name duration price pricePerPerson } } }'))
      .packages.items[0];
    const date = dayAhead(30);
    const { context, page } = await newPage(browser, { mobile: true });
    // A phone visitor finds Sign up in the menu (the header has room for Login only).
    await page.goto(`${baseURL}/`);
    await page.getByTestId('nav-burger').click();
    await page.getByTestId('nav-signup').click();
    await page.getByTestId('signup-name').waitFor();
    await page.keyboard.press('Escape');
    await page.goto(`${baseURL}/book/package/${pkg.id}`);
    await page.getByTestId('booking-form').waitFor();
    // A trip: no hourly slot and no ceremony address.
    expect(await page.getByTestId('booking-time').count()).toBe(0);
    expect(await page.getByTestId('booking-location').count()).toBe(0);
    await pickDate(page, date);
    await page.getByTestId('booking-trip-span').waitFor();
    await page.getByTestId('booking-travellers').fill('3');
    // The price is per person (issue #37): the total follows the travellers and says so; a trip has no virtual switch.
    expect(pkg.pricePerPerson).toBe(true);
    await eventually(async () => (await page.getByTestId('booking-price').innerText()).replace(/\D/g, '')).toBe(
      String(pkg.price * 3),
    );
    expect(await page.getByTestId('booking-price-basis').innerText()).toMatch(/per person × 3 travellers$/);
    expect(await page.getByTestId('booking-virtual').count()).toBe(0);
    await page.getByTestId('booking-contact-phone').fill('98765 00044');
    await page.getByTestId('booking-notes').fill('Two elders in the group');
    // Nothing overflows the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // Confirm as a visitor: the login modal; what was typed survives the sign-in.
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('login-email').fill(devotee.email);
    await page.getByTestId('login-password').fill(devotee.password);
    await page.getByTestId('login-submit').click();
    // The booking ends on "request sent"; its button leads to My Bookings.
    await page.getByTestId('request-sent-bookings').click();
    await page.waitForURL(/\/bookings$/);
    const item = page.getByTestId('booking-item').first();
    await item.waitFor();
    expect(await item.getByTestId('booking-title').innerText()).toBe(pkg.name);
    expect(await item.getByTestId('booking-trip').innerText()).toBe('3 travellers · Contact phone: 9876500044');
    const stored = await gql(
      baseURL,
      '{ bookings(filter: { scope: MINE }) { items { date time travellers contactPhone notes } } }',
      {},
      devotee.token,
    );
    expect(stored.bookings.items).toEqual([
      { date, time: '00:00', travellers: 3, contactPhone: '9876500044', notes: 'Two elders in the group' },
    ]);

    // The same trip and start date again: asked first, then booked on confirmation.
    await page.goto(`${baseURL}/book/package/${pkg.id}`);
    await page.getByTestId('booking-form').waitFor();
    await pickDate(page, date);
    // The account's phone is offered as the contact phone.
    expect(await page.getByTestId('booking-contact-phone').inputValue()).toBe('9876500033');
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('duplicate-trip-confirm').click();
    await page.getByTestId('request-sent-bookings').click();
    await page.waitForURL(/\/bookings$/);
    await eventually(() => page.getByTestId('booking-item').count()).toBe(2);
    await context.close();
  });

  it('after the pandit confirms, the customer abroad sees the WhatsApp link and times in IST and local time; then reschedules', async () => {
    const devotee = await register('Arjun Mehta', '9876500055');
    const date = dayAhead(40);
    const created = await gql(
      baseURL,
      'mutation($input: CreateBookingInput!) { createBooking(input: $input) { id reference } }',
      { input: { panditId: demoPanditId, date, time: '09:00', location: 'Lajpat Nagar, Delhi' } },
      devotee.token,
    );
    const { id, reference } = created.createBooking;
    await gql(baseURL, 'mutation($id: ID!) { confirmBooking(id: $id) { id } }', { id }, pandToken);

    const context = await browser.newContext({
      timezoneId: 'Europe/Paris',
      locale: 'en-GB',
      viewport: { width: 1280, height: 900 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, devotee.email, devotee.password);
    await page.goto(`${baseURL}/bookings`);
    const item = page.locator(`[data-testid="booking-item"][data-booking-id="${id}"]`);
    await item.waitFor();
    const paris = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Paris',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(`${date}T09:00:00+05:30`));
    expect(await item.getByTestId('booking-when').innerText()).toContain(`09:00 IST · ${paris} in your time (Europe/Paris)`);
    const whatsapp = await item.getByTestId('booking-whatsapp').getAttribute('href');
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/91\d{10}\?text=/);
    expect(decodeURIComponent(whatsapp?.split('?text=')[1] ?? '')).toContain(reference);
    expect(await item.getByTestId('booking-contact-phone').count()).toBe(1);

    // Reschedule to another free slot: pending again, no contact until the pandit confirms again.
    const next = dayAhead(41);
    await item.getByTestId('booking-reschedule').click();
    await pickDate(page, next, 'reschedule-date');
    await pickOption(page, 'reschedule-time', '10:00');
    await page.getByTestId('reschedule-confirm').click();
    await eventually(() => item.getAttribute('data-status')).toBe('PENDING');
    await eventually(() => item.getByTestId('booking-when').innerText()).toContain('10:00 IST');
    await eventually(() => item.getByTestId('booking-whatsapp').count()).toBe(0);
    const again = await gql(
      baseURL,
      'query($id: ID!) { booking(id: $id) { date time viewerCan { confirm } } }',
      { id },
      pandToken,
    );
    expect(again.booking).toEqual({ date: next, time: '10:00', viewerCan: { confirm: true } });
    await context.close();
  });

  it('the profile shows the next free days before the dialog opens', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/pandits/${demoPanditId}`);
    await page.getByTestId('profile-body').waitFor();
    await eventually(() => page.getByTestId('profile-free-day').count()).toBeGreaterThan(0);
    await context.close();
  });
});
