import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * What each tier includes, in the pandit's words (issue #37): a listed pandit opens the pricing step from his
 * workspace ("Describe your tiers"), writes Basic in English and Hindi and Premium in English only, and saves; the
 * booking dialog then shows his texts in English, and in Hindi at 360 px (Premium falls back to his English, Deluxe
 * to the usual text); the profile too. A pandit of its own (applied and approved through the API), so other files
 * that book the demo pandit see nothing change.
 */
const baseURL = inject('baseURL');
let browser: Browser;
const unique = Date.now().toString(36);
const email = `tier.${unique}@example.in`;
const password = 'Pandit@12345';
let panditId: string;

beforeAll(async () => {
  browser = await launch();
  await gql(baseURL, 'mutation($i: RegisterInput!) { register(input: $i) { token } }', {
    i: { name: `Pt. Tier ${unique}`, email, password, phone: '9876512345' },
  });
  const token = await apiLogin(baseURL, email, password);
  const applied = await gql(
    baseURL,
    'mutation($i: PanditApplicationInput!) { applyAsPandit(input: $i) { id } }',
    {
      i: {
        name: `Pt. Tier ${unique}`,
        phone: '9876512345',
        state: 'Uttar Pradesh',
        city: 'Varanasi',
        location: 'Assi Ghat, Varanasi',
        bio: 'Vedic priest performing family ceremonies in Kashi.',
        experience: 12,
        specializations: ['Griha Pravesh'],
        languages: ['Hindi'],
        pricing: { basic: 2100, premium: 3100, deluxe: 5100 },
        virtualPoojaAvailable: false,
      },
    },
    token,
  );
  panditId = applied.applyAsPandit.id;
  await gql(
    baseURL,
    'mutation($id: ID!) { approvePandit(id: $id) { id } }',
    { id: panditId },
    await apiLogin(baseURL, 'admin@demo.in', 'Admin@12345'),
  );
});
afterAll(async () => browser?.close());

const BASIC = { en: 'The main puja and aarti, about an hour.', hi: 'मुख्य पूजा और आरती, लगभग एक घंटा।' };
const PREMIUM = 'The puja with a havan; I bring the samagri.';
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
const description = (page: Page, tier: string) =>
  page.getByTestId(`booking-tier-${tier}`).locator('xpath=ancestor::*[contains(@class, "Radio-root")][1]');

describe("tiers in the pandit's words", () => {
  it('a pandit writes them from his workspace; the booking dialog and profile show them (en, hi at 360 px)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, email, password);
    await page.goto(`${baseURL}/workspace`);
    await page.getByTestId('ws-describe-tiers').click();
    // The profile editor opens on its pricing step.
    const basicEn = page.getByTestId('join-tier-basic-en');
    await basicEn.waitFor();
    await basicEn.fill(BASIC.en);
    await page.getByTestId('join-tier-basic-hi').fill(BASIC.hi);
    await page.getByTestId('join-tier-premium-en').fill('x'.repeat(301));
    await page.getByTestId('join-submit').click();
    await page.getByText('At most 300 characters for what a tier includes').waitFor();
    await page.getByTestId('join-tier-premium-en').fill(PREMIUM);
    await page.getByTestId('join-submit').click();
    await page.getByTestId('join-success').waitFor();
    await context.close();

    // A visitor books him in English: his texts in price order, Deluxe with the usual text.
    const en = await newPage(browser);
    await en.page.goto(`${baseURL}/book/pandit/${panditId}`);
    await en.page.getByTestId('booking-form').waitFor();
    await description(en.page, 'basic').getByText(BASIC.en).waitFor();
    await description(en.page, 'premium').getByText(PREMIUM).waitFor();
    await description(en.page, 'deluxe').getByText('Usually: the complete ritual at length', { exact: false }).waitFor();
    const tiers = en.page.locator('[data-testid^="booking-tier-"]');
    expect(await tiers.evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))).toEqual([
      'booking-tier-basic',
      'booking-tier-premium',
      'booking-tier-deluxe',
    ]);
    await en.context.close();

    // In Hindi on a phone: Basic in his Hindi, Premium in his English (no Hindi written), Deluxe the usual Hindi text.
    const hi = await newPage(browser, { mobile: true, lang: 'hi' });
    await hi.page.setViewportSize({ width: 360, height: 740 });
    await hi.page.goto(`${baseURL}/book/pandit/${panditId}`);
    await hi.page.getByTestId('booking-form').waitFor();
    await description(hi.page, 'basic').getByText(BASIC.hi).waitFor();
    await description(hi.page, 'premium').getByText(PREMIUM).waitFor();
    expect(await description(hi.page, 'deluxe').innerText()).toContain('सामान्यतः');
    expect(await description(hi.page, 'basic').innerText()).not.toContain(BASIC.en);
    expect(await fitsWidth(hi.page)).toBe(true);

    // His profile lists the same.
    await hi.page.goto(`${baseURL}/#/home?pandit=${panditId}`);
    await hi.page.getByTestId('profile-tier-includes-basic').getByText(BASIC.hi).waitFor();
    expect(await hi.page.getByTestId('profile-tier-includes-premium').innerText()).toBe(PREMIUM);
    expect(await fitsWidth(hi.page)).toBe(true);
    await hi.context.close();
  });
});
