import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { scenario, type Account } from '../../gateway/test/scenario.js';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

/**
 * The complaint desk in the browser (issue #35): a devotee reports a problem from My Bookings and gets a ticket
 * number; support finds it in the console's Support tab, answers in the thread and resolves it; the devotee sees the
 * outcome on the ticket's page. English on a desktop, Hindi on a 360 px phone. Its own server (its own bookings).
 */
let server: TestServer;
let browser: Browser;
let devotee: Account;
let admin: Account;
const bookings: Record<'en' | 'hi', string> = {} as never;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launch();
  const sc = scenario(server);
  devotee = await sc.customer('Meera Complaint');
  admin = await sc.admin();
  const pandit = await sc.pandit({ name: 'Pt. Late Shastri' });
  for (const [i, lang] of (['en', 'hi'] as const).entries()) {
    bookings[lang] = (
      await sc.booking({
        customer: devotee,
        pandit,
        date: addDays(indiaToday(), -3 - i),
        status: 'completed',
        paymentStatus: 'paid',
      })
    ).id;
  }
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TEXTS = {
  en: { category: 'The pandit came late', outcome: 'No action', resolved: 'Resolved' },
  hi: { category: 'पंडित जी देर से आए', outcome: 'कोई कार्रवाई नहीं', resolved: 'समाधान हुआ' },
};

describe('report a problem, answered and resolved by support', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`from My Bookings to the Support tab and back (${lang}${lang === 'hi' ? ', 360 px' : ''})`, async () => {
      const phone = lang === 'hi';
      const { context, page } = await newPage(browser, { lang });
      if (phone) await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${server.url}/`);
      await loginViaUi(page, devotee.email, devotee.password);
      await page.goto(`${server.url}/bookings`);
      await page.getByTestId('bookings-tab-past').click();
      const card = page.locator(`[data-booking-id="${bookings[lang]}"]`);
      await card.getByTestId('booking-report-problem').click();
      const dialog = page.getByTestId('report-dialog');
      await dialog.getByTestId('report-category').click();
      await page.getByRole('option', { name: TEXTS[lang].category }).click();
      await dialog.getByTestId('report-description').fill('The pandit came two hours late and rushed the puja.');
      await dialog.getByTestId('report-submit').click();
      const number = (await dialog.getByTestId('report-number').innerText()).trim();
      expect(number).toMatch(/^CT[0-9A-F]{12}$/);
      await dialog.getByTestId('report-open').click();
      await page.getByTestId('complaint-thread').waitFor();
      const url = page.url();
      expect(await page.getByTestId('complaint-number').innerText()).toBe(number);
      await context.close();

      // Support answers and resolves it from the console.
      const console = await newPage(browser, { lang });
      if (phone) await console.page.setViewportSize({ width: 360, height: 740 });
      await console.page.goto(`${server.url}/`);
      await loginViaUi(console.page, admin.email, admin.password);
      await console.page.goto(`${server.url}/admin?tab=support`);
      const item = console.page.locator(`[data-complaint-number="${number}"]`);
      await item.getByTestId('support-open').click();
      const ticket = console.page.getByTestId('support-ticket');
      await ticket.getByTestId('complaint-reply').fill('We are sorry. We have spoken to the pandit.');
      await ticket.getByTestId('complaint-send').click();
      await eventually(() => ticket.getByTestId('complaint-message').count()).toBe(2);
      await ticket.getByTestId('outcome-select').click();
      await console.page.getByRole('option', { name: TEXTS[lang].outcome }).click();
      await ticket.getByTestId('outcome-note').fill('He came late because of a road closure; he apologised.');
      await ticket.getByTestId('outcome-submit').click();
      await eventually(() => ticket.getByTestId('complaint-status').textContent()).toBe(TEXTS[lang].resolved);
      await console.context.close();

      // The devotee sees the outcome and support's answer on the ticket's page.
      const again = await newPage(browser, { lang });
      if (phone) await again.page.setViewportSize({ width: 360, height: 740 });
      await again.page.goto(`${server.url}/`);
      await loginViaUi(again.page, devotee.email, devotee.password);
      await again.page.goto(url);
      await again.page.getByTestId('complaint-outcome').waitFor();
      expect(await again.page.getByTestId('complaint-outcome').innerText()).toContain(TEXTS[lang].outcome);
      expect(await again.page.locator('[data-testid="complaint-message"][data-role="SUPPORT"]').count()).toBe(2);
      await again.page.getByTestId('complaint-reopen').waitFor();
      // Nothing wider than the phone.
      if (phone) expect(await again.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
      await again.context.close();
    }, 180_000); // two roles in two contexts, a report, a thread and a resolution: 87 s with two suites on two cores
  }
});
