import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { scenario, type Account } from '../../gateway/test/scenario.js';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

/**
 * Cancelling a paid booking (issue #37): the dialog shows, before confirming, what the refund policy gives back and the
 * day it reaches the customer (Booking.refundPreview); after cancelling, the card says the same. English and Hindi.
 * This file starts its own server (its own paid bookings).
 */
let server: TestServer;
let browser: Browser;
let customer: Account;
const bookings: Record<'en' | 'hi', { id: string; totalAmount: number }> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launch();
  const sc = scenario(server);
  customer = await sc.customer('Meera Refund');
  const pandit = await sc.pandit({ name: 'Pt. Refund Shastri' });
  const date = addDays(indiaToday(), 15);
  bookings.en = await sc.booking({ customer, pandit, date, time: '10:00', status: 'confirmed', paymentStatus: 'paid' });
  bookings.hi = await sc.booking({ customer, pandit, date, time: '17:00', status: 'confirmed', paymentStatus: 'paid' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The server's preview for a booking (the amount and the day the refund arrives). */
async function preview(id: string): Promise<{ amount: number; percent: number; arrivesBy: string }> {
  const r = await server.gql(
    'query($id: ID!) { booking(id: $id) { refundPreview { amount percent arrivesBy } } }',
    { id },
    customer.token,
  );
  return r.data.booking.refundPreview;
}

const TEXTS = {
  en: { when: /comes back to you by (.+), the way you paid/, confirm: 'Yes, cancel it' },
  hi: { when: /\) (.+) तक उसी तरीके से/, confirm: 'हाँ, रद्द करें' },
};

describe('cancelling a paid booking', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`shows the refund and its date before confirming, then on the card (${lang})`, async () => {
      const booking = bookings[lang];
      const expected = await preview(booking.id);
      // More than 24 hours ahead: everything paid comes back.
      expect(expected).toMatchObject({ amount: booking.totalAmount, percent: 100 });
      const [year, , day] = expected.arrivesBy.split('-');
      const amount = booking.totalAmount.toLocaleString('en-IN');

      const { context, page } = await newPage(browser, { lang });
      await page.goto(`${server.url}/`);
      await loginViaUi(page, customer.email, customer.password);
      await page.goto(`${server.url}/bookings`);
      const card = page.locator(`[data-booking-id="${booking.id}"]`);
      await card.getByTestId('booking-cancel').click();
      const dialog = page.getByTestId('cancel-dialog');
      const shown = dialog.getByTestId('refund-preview');
      await shown.waitFor();
      const text = await shown.innerText();
      expect(text).toContain(amount);
      expect(text).toContain('100%');
      const date = TEXTS[lang].when.exec(text)?.[1] ?? '';
      expect(date).toContain(String(Number(day)));
      expect(date).toContain(year);

      await dialog.getByText(TEXTS[lang].confirm).click();
      // The card (now under Past) repeats the amount and the same date.
      await page.getByTestId('bookings-tab-past').click();
      const refund = page.locator(`[data-booking-id="${booking.id}"]`).getByTestId('booking-refund');
      await eventually(async () => (await refund.count()) > 0 && (await refund.innerText())).toContain(date);
      expect(await refund.innerText()).toContain(amount);
      await context.close();
    });
  }
});
