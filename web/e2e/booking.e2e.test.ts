import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, eventually, fillCeremony, gql, launch, loginViaUi, newPage, pickDate } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
let demoPanditId: string;

async function api(path: string, body?: unknown, token?: string) {
  const res = await fetch(`${baseURL}${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  return await res.json();
}

/** India date n days ahead that is not a Sunday (the demo pandit works only a few hours on Sundays). */
function dayAhead(n: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + n);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launch();
  const token = await apiLogin(baseURL, 'pandit@demo.in', 'Pandit@12345');
  demoPanditId = (await gql(baseURL, '{ me { panditProfile { id } } }', {}, token)).me.panditProfile.id;
});
afterAll(async () => browser?.close());

async function pickTime(page: Page, time: string) {
  await page.getByTestId('booking-time').click();
  await page.getByRole('option', { name: time, exact: true }).click();
}

async function offeredTimes(page: Page): Promise<string[]> {
  await page.getByTestId('booking-time').click();
  const options = page.getByRole('option');
  await options.first().waitFor();
  const times = await options.allInnerTexts();
  await page.keyboard.press('Escape');
  return times.map((t) => t.trim());
}

const TEXT = {
  en: {
    sent: 'Request sent',
    fill: 'Please log in to send your request. What you entered is kept.',
    cancelled: 'Cancelled',
    confirmedBadge: 'Confirmed',
    name: 'Meera Joshi',
    notes: 'Satyanarayan katha for the family',
  },
  hi: {
    sent: 'अनुरोध भेजा गया',
    fill: 'अनुरोध भेजने के लिए कृपया लॉगिन करें। आपकी भरी जानकारी सुरक्षित रहेगी।',
    cancelled: 'रद्द',
    confirmedBadge: 'पुष्ट',
    name: 'मीरा जोशी',
    notes: 'परिवार के लिए सत्यनारायण कथा',
  },
} as const;

/** A new devotee account (its own bookings only: nothing another test wrote is read). */
async function newDevotee(lang: 'en' | 'hi', part: string): Promise<string> {
  const email = `e2e-booker-${lang}-${part}-${Date.now()}@example.in`;
  await api('/api/auth/register', { name: TEXT[lang].name, email, password: 'Devotee@123', phone: '9876500011' });
  return email;
}

/** A visitor finds the demo pandit, books a virtual ceremony logging in inside the flow, and cancels it. */
async function virtualBookingCancelled(lang: 'en' | 'hi', offset: number) {
  const text = TEXT[lang];
  const email = await newDevotee(lang, 'virtual');
  const virtualDate = dayAhead(offset);

  const { context, page } = await newPage(browser);
  await page.goto(`${baseURL}/`);
  if (lang === 'hi') {
    await page.getByTestId('lang-switch').getByText('हिन्दी').click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
  }
  // Picks the demo pandit from the public grid: hero search, then the card's Book button.
  await page.getByTestId('hero-search').fill('Ramesh Shastri');
  await page.getByTestId('hero-submit').click();
  await page
    .getByTestId('pandit-card')
    .filter({ has: page.getByTestId('pandit-name').getByText('Pt. Ramesh Shastri', { exact: true }) })
    .getByTestId('book-pandit')
    .click();
  await page.getByTestId('booking-form').waitFor();
  const confirm = page.getByTestId('booking-confirm');
  expect(await confirm.isDisabled()).toBe(true);

  // Virtual ceremony: no location needed; virtual prices.
  await pickDate(page, virtualDate);
  await pickTime(page, '07:00');
  const physicalPrice = await page.getByTestId('booking-price').innerText();
  await page.getByTestId('booking-virtual').click({ force: true });
  await eventually(() => page.getByTestId('booking-location').count()).toBe(0);
  const virtualPrice = await page.getByTestId('booking-price').innerText();
  expect(virtualPrice).toMatch(/₹/);
  expect(virtualPrice).not.toBe(physicalPrice);
  await page.getByTestId('booking-notes').fill(text.notes);
  await fillCeremony(page);
  expect(await confirm.isDisabled()).toBe(false);

  // Confirm as a visitor: the login modal opens over the dialog, which keeps what was entered.
  await confirm.click();
  await page.getByText(text.fill).first().waitFor();
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('Devotee@123');
  await page.getByTestId('login-submit').click();
  // The booking ends on "request sent" (not a "confirmed" toast): what happens next; then the dialog closes.
  await page.getByTestId('request-sent').waitFor();
  await page.getByRole('dialog', { name: text.sent }).waitFor();
  await page.getByTestId('request-sent-close').click();
  await page.getByTestId('booking-form').waitFor({ state: 'detached' });
  await page.getByTestId('request-sent').waitFor({ state: 'detached' });
  await page.goto(`${baseURL}/bookings`);
  const virtualItem = page.getByTestId('booking-item').first();
  await virtualItem.waitFor();
  expect(await virtualItem.getByTestId('booking-meeting-link').getAttribute('href')).toMatch(
    /^https:\/\/meet\.jit\.si\/PanditConnect-/,
  );

  // Cancel it.
  const virtualId = (await virtualItem.getAttribute('data-booking-id'))!;
  const cancelledItem = page.locator(`[data-testid="booking-item"][data-booking-id="${virtualId}"]`);
  await virtualItem.getByTestId('booking-cancel').click();
  await page.getByTestId('cancel-confirm').click();
  // A cancelled booking is over: it leaves Upcoming at once (no reload) and is listed under Past (issue #37).
  await eventually(() => cancelledItem.count()).toBe(0);
  await page.getByTestId('bookings-tab-past').click();
  await eventually(() => cancelledItem.getAttribute('data-status')).toBe('CANCELLED');
  expect(await cancelledItem.getByTestId('booking-status').textContent()).toBe(text.cancelled);
  // What may be done next comes from the server (viewerCan): nothing more to cancel; no calendar file or payment.
  expect(await cancelledItem.getByTestId('booking-cancel').count()).toBe(0);
  expect(await cancelledItem.getByTestId('booking-ics').count()).toBe(0);
  expect(await cancelledItem.getByTestId('booking-payment').count()).toBe(0);
  await context.close();

  // The cancelled slot is free again.
  const visitor = await newPage(browser, { lang });
  await visitor.page.goto(`${baseURL}/book/pandit/${demoPanditId}`);
  await visitor.page.getByTestId('booking-form').waitFor();
  await pickDate(visitor.page, virtualDate);
  expect(await offeredTimes(visitor.page)).toContain('07:00');
  await visitor.context.close();
}

/** A signed-in devotee books a physical ceremony (premium tier); the pandit confirms it; its slot is taken. */
async function physicalBookingConfirmed(lang: 'en' | 'hi', offset: number) {
  const text = TEXT[lang];
  const email = await newDevotee(lang, 'physical');
  const physicalDate = dayAhead(offset + 2);

  const { context, page } = await newPage(browser, { lang });
  await page.goto(`${baseURL}/`);
  await loginViaUi(page, email, 'Devotee@123');
  await page.goto(`${baseURL}/book/pandit/${demoPanditId}`);
  await page.getByTestId('booking-form').waitFor();
  await pickDate(page, physicalDate);
  await pickTime(page, '09:00');
  await page.getByTestId('booking-location').fill('B-12 Sigra, Varanasi');
  await page.getByTestId('booking-tier-premium').click({ force: true });
  await fillCeremony(page);
  await page.getByTestId('booking-confirm').click();
  await page.getByTestId('request-sent').waitFor();
  await page.getByTestId('request-sent-bookings').click();
  await page.waitForURL(/\/bookings$/);

  const physicalItem = page.getByTestId('booking-item').first();
  await physicalItem.waitFor();
  const physicalId = (await physicalItem.getAttribute('data-booking-id'))!;
  expect(await physicalItem.getByTestId('booking-title').innerText()).toBe('Pt. Ramesh Shastri');
  expect(await physicalItem.getByTestId('booking-amount').innerText()).toMatch(/₹/);

  // A calendar file downloads.
  const [download] = await Promise.all([page.waitForEvent('download'), physicalItem.getByTestId('booking-ics').click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  // Its description carries the date's tithi and nakshatra at the pandit's city, in the visitor's language (issue #38).
  const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
  expect(ics).toMatch(
    lang === 'en' ? /DESCRIPTION:.*Panchang at .*(Shukla|Krishna) .* nakshatra/ : /DESCRIPTION:.*का पंचांग.*(शुक्ल|कृष्ण) .* नक्षत्र/,
  );
  await context.close();

  // The demo pandit confirms it in the workspace.
  const pandit = await newPage(browser, { lang });
  await pandit.page.goto(`${baseURL}/`);
  await loginViaUi(pandit.page, 'pandit@demo.in', 'Pandit@12345');
  await pandit.page.getByTestId('nav-workspace').first().click();
  // An approved pandit has nothing to join: no 'Join as Pandit' in the header or the footer (issue #37).
  expect(await pandit.page.getByTestId('nav-join').count()).toBe(0);
  expect(await pandit.page.locator('footer a[href$="/join"]').count()).toBe(0);
  const ceremony = pandit.page.locator(`[data-testid="ceremony-item"][data-booking-id="${physicalId}"]`);
  await ceremony.waitFor();
  expect(await ceremony.getByTestId('ceremony-customer').innerText()).toBe(text.name);
  expect(await ceremony.innerText()).toContain('B-12 Sigra, Varanasi');
  await ceremony.getByTestId('ceremony-confirm').click();
  await eventually(() => ceremony.getAttribute('data-status')).toBe('CONFIRMED');
  expect(await ceremony.getByTestId('ceremony-status').textContent()).toBe(text.confirmedBadge);
  expect(await ceremony.getByTestId('ceremony-confirm').count()).toBe(0);
  expect(await ceremony.getByTestId('ceremony-decline').count()).toBe(0);
  // The devotee's phone shows at once, without a reload (it comes with the confirmation's answer; issue #37).
  expect(await ceremony.getByTestId('ceremony-contact-phone').innerText()).toContain('98765');
  await pandit.context.close();

  // The booked slot is no longer offered; the next hour is.
  const visitor = await newPage(browser, { lang });
  await visitor.page.goto(`${baseURL}/book/pandit/${demoPanditId}`);
  await visitor.page.getByTestId('booking-form').waitFor();
  await pickDate(visitor.page, physicalDate);
  const times = await offeredTimes(visitor.page);
  expect(times).not.toContain('09:00');
  expect(times).toContain('10:00');
  await visitor.context.close();
}

/**
 * Each part of the devotee + pandit flow is a test of its own with its own account and dates, in both languages:
 * one long test per language (91 s of its 90 on a loaded machine) failed as a whole for a slow step anywhere.
 */
describe('booking', () => {
  for (const [lang, offset] of [
    ['en', 70],
    ['hi', 80],
  ] as const) {
    it(`a visitor books a virtual ceremony, logging in inside the flow, and cancels it (${lang})`, async () => {
      await virtualBookingCancelled(lang, offset);
    });
    it(`a devotee books a physical ceremony; the pandit confirms it and its slot is taken (${lang})`, async () => {
      await physicalBookingConfirmed(lang, offset);
    });
  }
});
