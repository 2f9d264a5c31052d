import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, eventually, gql, launch, loginViaUi, newPage, pickDate } from './browser.js';
import { at } from '../../gateway/src/indexed.js';

/**
 * Ceremonies as data (issue #33), in Chromium against the real server: a ceremony of our own and the pandits we give
 * it, with prices we set, so the page's price range is checked against them; the booking with its sankalp and
 * samagri, seen by the family (My Bookings, the calendar file) and the pandit (workspace); the console's tab.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let adminToken: string;

const run = Date.now().toString(36);
/** Griha Pravesh, from the demo data; our pandits perform it in Kolhapur, where no other pandit is listed. */
const SLUG = 'griha-pravesh';
const NAME = { en: 'Griha Pravesh', hi: 'गृह प्रवेश' };
const CITY = { en: 'Kolhapur', hi: 'कोल्हापुर' };
/** Their own prices for it (in person; online for the two who offer it). */
const PANDITS = [
  { name: `Pt. Ceremony One ${run}`, price: 2100, virtualPrice: 1100 },
  { name: `Pt. Ceremony Two ${run}`, price: 3100, virtualPrice: 1500 },
  { name: `Pt. Ceremony Three ${run}`, price: 5100, virtualPrice: null },
];
let samagri: Array<{ name: { en: string }; quantity: { en: string } }>;
const accounts: Array<{ email: string; password: string; name: string }> = [];

/** India date n days ahead that is not a Sunday. */
function dayAhead(n: number): string {
  const d = new Date(Date.now() + 5.5 * 3600_000);
  d.setUTCDate(d.getUTCDate() + n);
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

beforeAll(async () => {
  browser = await launch();
  adminToken = await apiLogin(baseURL, 'admin@demo.in', 'Admin@12345');
  const { ceremony } = await gql<{
    ceremony: { id: string; samagri: Array<{ name: { en: string }; quantity: { en: string } }> };
  }>(baseURL, `{ ceremony(slug: "${SLUG}") { id samagri { name { en } quantity { en } } } }`);
  samagri = ceremony.samagri;
  for (const [i, p] of PANDITS.entries()) {
    const email = `e2e-ceremony-${i}-${run}@example.in`;
    const virtual = p.virtualPrice != null;
    const answer = await gql<{ createPandit: { oneTimePassword: string; pandit: { id: string } } }>(
      baseURL,
      `mutation ($input: PanditApplicationInput!) { createPandit(input: $input) { oneTimePassword pandit { id } } }`,
      {
        input: {
          name: p.name,
          email,
          phone: `98765${String(40000 + i).padStart(5, '0')}`,
          state: 'Maharashtra',
          city: CITY.en,
          location: 'Rajarampuri, Kolhapur',
          bio: 'Performs poojas for families in Kolhapur.',
          experience: 10 + i,
          languages: ['Hindi', 'Marathi'],
          pricing: virtual
            ? { basic: 1500, premium: 4000, deluxe: 9000, virtualBasic: 900, virtualPremium: 2000, virtualDeluxe: 4000 }
            : { basic: 1500, premium: 4000, deluxe: 9000 },
          virtualPoojaAvailable: virtual,
          ceremonyPrices: [{ ceremonyId: ceremony.id, price: p.price, virtualPrice: p.virtualPrice }],
        },
      },
      adminToken,
    );
    accounts.push({ email, password: answer.createPandit.oneTimePassword, name: p.name });
  }
});
afterAll(async () => browser?.close());

async function pickOption(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('ceremony pages', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`show our own price range and pandits in a city (${lang})`, async () => {
      const { context, page } = await newPage(browser, { lang });
      await page.goto(`${baseURL}/ceremonies/${SLUG}`);
      await eventually(() => page.getByTestId('ceremony-title').innerText()).toBe(NAME[lang]);
      // The browser tab (and a bookmark) names the ceremony in the page's language.
      await eventually(() => page.title()).toMatch(new RegExp(`^${NAME[lang]} — `));
      expect(await page.getByTestId('ceremony-steps-list').locator('li').count()).toBeGreaterThan(0);
      await page.getByTestId('ceremony-price-in-person-median').waitFor();

      // Its page in Kolhapur, linked from the city list: only our pandits, so their prices make the range.
      await page.getByTestId('ceremony-city-link').filter({ hasText: CITY[lang] }).click();
      await eventually(() => page.getByTestId('ceremony-title').innerText()).toBe(
        lang === 'en' ? `${NAME.en} in ${CITY.en}` : `${CITY.hi} में ${NAME.hi}`,
      );
      const money = (testId: string) => page.getByTestId(testId).innerText();
      // In person: 2,100 / 3,100 / 5,100; online (two pandits): 1,100 / 1,300 (their mean) / 1,500.
      await eventually(() => money('ceremony-price-in-person-lowest')).toBe('₹2,100');
      expect(await money('ceremony-price-in-person-median')).toBe('₹3,100');
      expect(await money('ceremony-price-in-person-highest')).toBe('₹5,100');
      expect(await money('ceremony-price-virtual-lowest')).toBe('₹1,100');
      expect(await money('ceremony-price-virtual-median')).toBe('₹1,300');
      expect(await money('ceremony-price-virtual-highest')).toBe('₹1,500');
      await eventually(() => page.getByTestId('ceremony-pandit-grid').getByTestId('pandit-card').count()).toBe(3);
      // A card's ceremony badge links to the ceremony's page, and so does the profile's list.
      const grid = page.getByTestId('ceremony-pandit-grid');
      expect(await grid.getByRole('link', { name: NAME[lang], exact: true }).first().getAttribute('href')).toBe(
        `${lang === 'hi' ? '/hi' : ''}/ceremonies/${SLUG}`,
      );
      await grid.getByTestId('view-profile').first().click();
      const links = page.getByTestId('profile-ceremony-links');
      expect(await links.getByRole('link').first().getAttribute('href')).toBe(`${lang === 'hi' ? '/hi' : ''}/ceremonies/${SLUG}`);
      await page.keyboard.press('Escape');

      // A city where nobody offers it says so.
      await page.goto(`${baseURL}/ceremonies/${SLUG}/Leh`);
      await page.getByTestId('ceremony-prices-none').waitFor();

      // The index lists it and finds it by its name in the other script.
      await page.goto(`${baseURL}/ceremonies`);
      await eventually(() => page.title()).not.toMatch(new RegExp(`^${NAME[lang]}`));
      await page.getByTestId('ceremony-search').fill(lang === 'en' ? NAME.hi : NAME.en);
      await page.locator(`[data-testid="ceremony-card"][data-slug="${SLUG}"]`).getByTestId('ceremony-link').click();
      await page.waitForURL(new RegExp(`/ceremonies/${SLUG}$`));
      await context.close();
    });
  }

  it('an unknown ceremony says so', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/ceremonies/no-such-ceremony-${run}`);
    await page.getByTestId('ceremony-not-found').waitFor();
    await context.close();
  });
});

describe('booking a ceremony', () => {
  it('records the ceremony, sankalp and samagri; the family and the pandit see them', async () => {
    const email = `e2e-ceremony-devotee-${run}@example.in`;
    await fetch(`${baseURL}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Sunita Kulkarni', email, password: 'Devotee@123', phone: '9876500077' }),
    });
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, email, 'Devotee@123');
    // From the ceremony's Kolhapur page, where our three pandits are the whole list.
    await page.goto(`${baseURL}/ceremonies/${SLUG}/${CITY.en}`);
    await eventually(() => page.getByTestId('ceremony-pandit-grid').getByTestId('pandit-card').count()).toBe(3);
    const pandit = at(PANDITS, 1);
    await page
      .getByTestId('pandit-card')
      .filter({ has: page.getByTestId('pandit-name').getByText(pandit.name, { exact: true }) })
      .getByTestId('book-pandit')
      .click();
    await page.getByTestId('booking-form').waitFor();
    // The ceremony comes chosen from its page; its price is the pandit's own for it.
    expect(await page.getByTestId('booking-ceremony').inputValue()).toBe(NAME.en);
    await eventually(() => page.getByTestId('booking-price').innerText()).toBe('₹3,100');
    await pickDate(page, dayAhead(5));
    await page.getByTestId('booking-time').click();
    await page.getByRole('option').first().click();
    await page.getByTestId('booking-location').fill('Flat 4, Rajarampuri, Kolhapur');
    await page.getByTestId('booking-family-name-0').fill('Sunita Kulkarni');
    await page.getByTestId('booking-add-name').click();
    await page.getByTestId('booking-family-name-1').fill('Anil Kulkarni');
    await page.getByTestId('booking-gotra').fill('Bharadwaj');
    await pickOption(page, 'booking-nakshatra', 'Rohini');
    await page.getByTestId('booking-occasion').fill('New home');
    await page.getByTestId('booking-samagri-family').click({ force: true });
    for (const item of samagri) expect(await page.getByTestId('booking-samagri-list').innerText()).toContain(item.name.en);
    await page.getByTestId('booking-confirm').click();
    await page.getByTestId('request-sent').waitFor();
    expect(await page.getByTestId('request-sent-ceremony').innerText()).toBe(NAME.en);
    await page.getByTestId('request-sent-bookings').click();
    await page.waitForURL(/\/bookings$/);

    const item = page.getByTestId('booking-item').filter({ hasText: NAME.en });
    await item.waitFor();
    expect(await item.getByTestId('booking-ceremony').innerText()).toContain(NAME.en);
    expect(await item.getByTestId('booking-sankalp').innerText()).toMatch(/Sunita Kulkarni, Anil Kulkarni.*Bharadwaj.*Rohini/);
    expect(await item.getByTestId('booking-samagri-by').getAttribute('data-samagri-by')).toBe('FAMILY');
    const list = item.getByTestId('booking-samagri-list');
    for (const item of samagri) expect(await list.innerText()).toContain(`${item.name.en} · ${item.quantity.en}`);
    // Print prints that list alone: while it prints, the rest of the page is hidden.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: string }).printed = document.body.dataset.print ?? '';
      };
    });
    await list.getByTestId('booking-samagri-print').click();
    expect(await page.evaluate(() => (window as unknown as { printed: string }).printed)).toBe('samagri');
    await page.evaluate(() => document.body.setAttribute('data-print', 'samagri'));
    await list.evaluate((el) => el.setAttribute('data-print-sheet', ''));
    await page.emulateMedia({ media: 'print' });
    expect(
      await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).visibility),
    ).toBe('hidden');
    expect(await list.evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
    await page.emulateMedia({ media: 'screen' });

    // The calendar file names the ceremony.
    const [download] = await Promise.all([page.waitForEvent('download'), item.getByTestId('booking-ics').click()]);
    const ics = (await readFile(await download.path(), 'utf8')).replace(/\r\n /g, '');
    expect(ics).toContain(`SUMMARY:${NAME.en} with ${pandit.name}`);
    await context.close();

    // The pandit sees the ceremony, the sankalp and who brings the samagri in the workspace.
    const account = at(accounts, 1);
    const other = await newPage(browser);
    await other.page.goto(`${baseURL}/`);
    await loginViaUi(other.page, account.email, account.password);
    await other.page.goto(`${baseURL}/workspace`);
    const booked = other.page.getByTestId('ceremony-item').first();
    await booked.waitFor();
    expect(await booked.getByTestId('ceremony-ceremony').innerText()).toContain(NAME.en);
    expect(await booked.getByTestId('ceremony-sankalp').innerText()).toMatch(/Sunita Kulkarni, Anil Kulkarni.*Bharadwaj/);
    expect(await booked.getByTestId('ceremony-samagri-by').getAttribute('data-samagri-by')).toBe('FAMILY');
    await other.context.close();
  });
});

describe('the console', () => {
  it('an admin creates and edits a ceremony', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, 'admin@demo.in', 'Admin@12345');
    await page.goto(`${baseURL}/admin?tab=ceremonies`);
    await page.getByTestId('ceremony-add').click();
    const form = page.getByTestId('ceremony-form');
    const slug = `e2e-admin-${run}`;
    await page.getByTestId('ceremony-name-en').fill(`Admin Puja ${run}`);
    await page.getByTestId('ceremony-name-hi').fill(`एडमिन पूजा ${run}`);
    await page.getByTestId('ceremony-slug').fill(slug);
    await page.getByTestId('ceremony-duration').fill('90');
    for (const field of ['description', 'whenDone', 'whoFor']) {
      await page.getByTestId(`ceremony-${field}-en`).fill('Written by the admin.');
      await page.getByTestId(`ceremony-${field}-hi`).fill('एडमिन ने लिखा।');
    }
    await page.getByTestId('ceremony-add-step').click();
    await page.getByTestId('ceremony-steps.0-en').fill('Aarti');
    await page.getByTestId('ceremony-steps.0-hi').fill('आरती');
    await page.getByTestId('ceremony-add-item').click();
    await page.getByTestId('ceremony-samagri.0.name-en').fill('Camphor');
    await page.getByTestId('ceremony-samagri.0.name-hi').fill('कपूर');
    await page.getByTestId('ceremony-samagri.0.quantity-en').fill('1 packet');
    await page.getByTestId('ceremony-samagri.0.quantity-hi').fill('1 पैकेट');
    await form.getByTestId('ceremony-save').click();
    const row = page.locator(`[data-testid="admin-ceremony-row"][data-slug="${slug}"]`);
    await row.waitFor();
    expect(await row.innerText()).toContain('1 hour 30 minutes');

    await row.getByTestId('admin-ceremony-edit').click();
    await page.getByTestId('ceremony-duration').fill('120');
    await page.getByTestId('ceremony-name-en').fill(`Admin Puja ${run} edited`);
    await form.getByTestId('ceremony-save').click();
    await eventually(() => row.innerText()).toContain(`Admin Puja ${run} edited`);
    expect(await row.innerText()).toContain('2 hours');

    // Griha Pravesh is performed by pandits: the server refuses to delete it, and the reason shows.
    const used = page.locator(`[data-testid="admin-ceremony-row"][data-slug="${SLUG}"]`);
    await used.getByTestId('admin-ceremony-delete').click();
    await page.getByTestId('confirm-action').click();
    await page.getByText('Pandits perform this ceremony or bookings name it').waitFor();
    // The new one is not used: it goes.
    await row.getByTestId('admin-ceremony-delete').click();
    await page.getByTestId('confirm-action').click();
    await eventually(() => row.count()).toBe(0);
    await context.close();
  });
});
