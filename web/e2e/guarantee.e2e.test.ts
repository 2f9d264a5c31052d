import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { apiLogin, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * The guarantee when a pandit does not answer (issue #34): a request its pandit declined is offered to a substitute,
 * who accepts it in his workspace; the devotee then sees the new pandit (and the first one) on My Bookings, with the
 * step on the timeline. In English, and in Hindi at 360 px. Pandits of their own in a city without demo pandits.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let admin: string;
let devotee: { token: string; email: string };
let first: { id: string; token: string };
let substitute: { id: string; email: string; name: string };
const PASSWORD = 'Guarantee@123';
let day = 60;

async function register(name: string): Promise<{ token: string; email: string }> {
  const email = `guarantee.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.in`;
  const res = await fetch(`${baseURL}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD, phone: '9876501234' }),
  });
  expect(res.status).toBe(201);
  return { token: await apiLogin(baseURL, email, PASSWORD), email };
}
/** A pandit of Gorakhpur, applied and approved. */
async function pandit(name: string) {
  const account = await register(name);
  const applied = await gql<{ applyAsPandit: { id: string } }>(
    baseURL,
    'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
    {
      i: {
        name,
        email: account.email,
        phone: '9812345678',
        state: 'Uttar Pradesh',
        city: 'Gorakhpur',
        location: 'Golghar, Gorakhpur',
        bio: 'Vedic priest performing family ceremonies.',
        experience: 10,
        specializations: ['Griha Pravesh'],
        languages: ['Hindi'],
        pricing: { basic: 2100, premium: 3100, deluxe: 5100 },
        virtualPoojaAvailable: false,
      },
    },
    account.token,
  );
  await gql(baseURL, 'mutation($id: ID!) { approvePandit(id: $id) { id } }', { id: applied.applyAsPandit.id }, admin);
  return { id: applied.applyAsPandit.id, email: account.email, name, token: await apiLogin(baseURL, account.email, PASSWORD) };
}
/** India date n days ahead. */
const dayAhead = (n: number) => new Date(Date.now() + 5.5 * 3600_000 + n * 86_400_000).toISOString().slice(0, 10);

/** A request to the first pandit that he declines: offered to the substitute at once. */
async function declinedRequest(): Promise<string> {
  const made = await gql<{ createBooking: { id: string } }>(
    baseURL,
    'mutation($i: CreateBookingInput!) { createBooking(input: $i) { id } }',
    { i: { panditId: first.id, date: dayAhead(day++), time: '10:00', location: 'Civil Lines, Gorakhpur', tier: 'BASIC' } },
    devotee.token,
  );
  const id = made.createBooking.id;
  const r = await gql<{ declineBooking: { status: string } }>(
    baseURL,
    'mutation($id: ID!) { declineBooking(id: $id, reason: "Away that week") { status } }',
    { id },
    first.token,
  );
  expect(r.declineBooking.status).toBe('PENDING');
  return id;
}

beforeAll(async () => {
  browser = await launch();
  admin = await apiLogin(baseURL, 'admin@demo.in', 'Admin@12345');
  devotee = await register('Sunita Devi');
  first = await pandit('Pt. Silent Tripathi');
  substitute = await pandit('Pt. Ready Upadhyay');
});
afterAll(async () => {
  await browser?.close();
});

describe('a request offered to a substitute', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`is accepted in his workspace and the devotee sees the new pandit (${lang})`, async () => {
      const id = await declinedRequest();
      const words =
        lang === 'en'
          ? {
              accept: 'Accept',
              title: 'Requests offered to you',
              notice: 'did not answer in time',
              step: 'Another pandit accepted',
            }
          : {
              accept: 'स्वीकार करें',
              title: 'आपको भेजे गए अनुरोध',
              notice: 'ने समय पर उत्तर नहीं दिया',
              step: 'दूसरे पंडित जी ने स्वीकार किया',
            };

      const sub = await newPage(browser, { lang, mobile: lang === 'hi' });
      if (lang === 'hi') await sub.page.setViewportSize({ width: 360, height: 740 });
      await sub.page.goto(`${baseURL}/`);
      await loginViaUi(sub.page, substitute.email, PASSWORD);
      await sub.page.goto(`${baseURL}/workspace`);
      const offers = sub.page.getByTestId('offers');
      await offers.getByText(words.title).waitFor();
      const offer = offers.locator(`[data-testid="offer-item"][data-booking-id="${id}"]`);
      await offer.getByText('Gorakhpur').waitFor();
      await offer.getByRole('button', { name: words.accept, exact: true }).click();
      // Accepted: it leaves the offers and is among his upcoming ceremonies, confirmed.
      await sub.page.locator(`[data-testid="ceremony-item"][data-booking-id="${id}"][data-status="CONFIRMED"]`).waitFor();
      await offer.waitFor({ state: 'detached' });
      await sub.context.close();

      const mine = await newPage(browser, { lang, mobile: lang === 'hi' });
      if (lang === 'hi') await mine.page.setViewportSize({ width: 360, height: 740 });
      await mine.page.goto(`${baseURL}/`);
      await loginViaUi(mine.page, devotee.email, PASSWORD);
      await mine.page.goto(`${baseURL}/bookings`);
      const card = mine.page.locator(`[data-testid="booking-item"][data-booking-id="${id}"]`);
      await card.getByTestId('booking-title').getByText(substitute.name).waitFor();
      const notice = card.getByTestId('booking-substitute');
      await notice.getByText(words.notice).waitFor();
      expect(await notice.textContent()).toContain('Pt. Silent Tripathi');
      await card.getByTestId('booking-decline-substitute').waitFor();
      await card.getByTestId('booking-timeline').locator('summary').click();
      await card.getByTestId('booking-timeline').getByText(words.step).waitFor();
      // Nothing wider than the screen at 360 px.
      if (lang === 'hi') expect(await mine.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await mine.context.close();
    });
  }
});
