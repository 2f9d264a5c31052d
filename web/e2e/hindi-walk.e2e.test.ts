import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launch, loginViaUi, newPage, trackRequests } from './browser.js';
import { ADMIN_TABS } from '../src/features/admin/tabs.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * Latin words a Hindi page may show: the brand, other brands and file formats, and the time zone's
 * abbreviation. Everything a person typed (names, bios, notes, package texts) is marked `data-user-content`
 * in the page and not read at all.
 */
const ALLOWED = [
  /\S+@\S+\.\S+/g, // e-mail addresses
  /https?:\/\/\S+/g,
  /\bPanditConnect\b/g,
  /\bWhatsApp\b/g,
  /\b(?:JPEG|PNG|WebP|UPI|IST|URL|JSON|API|Razorpay)\b/g,
  /\bX-Api-Key\b/g, // the header's name
  /\bPC(?:[0-9A-F]{12}\b|…)/g, // a booking's reference, or its prefix in a hint ('PC…')
  /\.ics\b/g, // the calendar file's extension
  /\b(?:Facebook|Instagram|YouTube|X \(Twitter\))\b/g,
];

function latinIn(text: string): string | null {
  let rest = text;
  for (const pattern of ALLOWED) rest = rest.replace(pattern, ' ');
  return /[A-Za-z]{2,}/.test(rest) ? text : null;
}

/** Visible text of the page (and visible placeholders), outside user content. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out = new Set<string>();
    const shown = (el: Element) => {
      if (!el.getClientRects().length) return false;
      const style = getComputedStyle(el);
      return style.visibility !== 'hidden' && style.display !== 'none';
    };
    // User content, technical identifiers (code), and text marked as another language (the language switch).
    const skip = 'script, style, noscript, svg, code, kbd, [data-user-content], [lang]:not([lang|="hi"])';
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue?.replace(/\s+/g, ' ').trim();
      const el = node.parentElement;
      if (!text || !el || el.closest(skip) || !shown(el)) continue;
      // UI text around a person's words ('… को बुक करें'): the words named by data-user-text are left out.
      const around = el.closest('[data-user-text]')?.getAttribute('data-user-text');
      if (around) text = text.split(around).join(' ').trim();
      if (text) out.add(text);
    }
    for (const input of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
      'input[placeholder], textarea[placeholder]',
    )) {
      if (input.placeholder && shown(input) && !input.closest(skip)) out.add(input.placeholder);
    }
    out.add(document.title); // the page title, per route and language
    return [...out];
  });
}

/** Waits for the route's requests to finish and its lists and lazy parts to settle. */
async function settle(page: Page, quiet: () => boolean) {
  await expect.poll(quiet, { timeout: 15_000, interval: 50 }).toBe(true);
  // The route's title is set by a part loaded after the first paint; index.html's own title is English.
  await page.waitForFunction(() => /[\u0900-\u097F]/.test(document.title), undefined, { timeout: 15_000 });
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Skeleton-root'), undefined, {
    timeout: 15_000,
  });
}

/**
 * Expects no Latin-script UI text on the settled page. Polled like Playwright's own assertions: names that arrive
 * in a transition after the network fell quiet (the reference data's Hindi names) get their moment, and text that
 * stays English fails after the timeout with the offending strings.
 */
async function expectHindi(page: Page, quiet: () => boolean, where: string) {
  await settle(page, quiet);
  const offenders = async () => (await visibleTexts(page)).map(latinIn).filter((t): t is string => t !== null);
  await expect
    .poll(offenders, { timeout: 10_000, interval: 200, message: `Latin-script UI text in Hindi on ${where}` })
    .toEqual([]);
}

/** A Hindi viewer (signed in when an account is given) whose pages the tests below visit one by one. */
function hindiViewer(account?: { email: string; password: string }) {
  let context: BrowserContext;
  let page: Page;
  let quiet: () => boolean;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, { lang: 'hi' }));
    quiet = trackRequests(page);
    if (account) {
      await page.goto(`${baseURL}/`);
      await loginViaUi(page, account.email, account.password);
    }
  });
  afterAll(async () => context?.close());
  return {
    page: () => page,
    check: (where: string) => expectHindi(page, quiet, where),
    visit: async (route: string) => {
      // A full load, so 'networkidle' means the route asked for its data and got it.
      await page.goto('about:blank');
      await page.goto(`${baseURL}${route}`, { waitUntil: 'networkidle' });
      await expectHindi(page, quiet, route);
    },
  };
}

describe('every page in Hindi shows no Latin-script UI text outside user content', () => {
  describe('a visitor', () => {
    const viewer = hindiViewer();
    for (const route of [
      '/',
      '/pandits',
      '/packages',
      '/about',
      '/terms',
      '/privacy',
      '/refunds',
      '/join',
      '/ceremonies',
      '/ceremonies/griha-pravesh',
      '/grievances',
      '/how-we-rank',
    ])
      it(route, () => viewer.visit(route));
    it('a pandit profile', async () => {
      const page = viewer.page();
      await page.goto(`${baseURL}/pandits`);
      await page.getByTestId('view-profile').first().click();
      await page.getByRole('dialog').first().waitFor();
      await viewer.check('pandit profile');
    });
    it('the booking dialog for a pandit', async () => {
      const page = viewer.page();
      await page.goto(`${baseURL}/pandits`);
      await page.getByTestId('book-pandit').first().click();
      await page.getByTestId('booking-form').waitFor();
      await viewer.check('booking dialog (pandit)');
      await page.keyboard.press('Escape');
    });
    it('the booking dialog for a package', async () => {
      const page = viewer.page();
      await page.goto(`${baseURL}/packages`);
      await page.getByTestId('book-package').first().click();
      await page.getByTestId('booking-form').waitFor();
      await viewer.check('booking dialog (package)');
      await page.keyboard.press('Escape');
    });
    it('the login dialog', async () => {
      const page = viewer.page();
      await page.goto(`${baseURL}/`);
      await page.getByTestId('login-button').first().click();
      await page.getByTestId('login-email').waitFor();
      await viewer.check('login dialog');
      await page.keyboard.press('Escape');
    });
  });

  describe('a devotee', () => {
    const viewer = hindiViewer({ email: 'user@demo.in', password: 'User@12345' });
    it('/bookings', () => viewer.visit('/bookings'));
    it('the report-a-problem dialog', async () => {
      const page = viewer.page();
      await page.getByTestId('booking-report-problem').first().click();
      await page.getByTestId('report-category').waitFor();
      await viewer.check('report-a-problem dialog');
      await page.keyboard.press('Escape');
    });
  });

  describe('a pandit', () => {
    const viewer = hindiViewer({ email: 'pandit@demo.in', password: 'Pandit@12345' });
    it('/workspace', () => viewer.visit('/workspace'));
  });

  describe('an admin', () => {
    const viewer = hindiViewer({ email: 'admin@demo.in', password: 'Admin@12345' });
    // Every tab the console lists (the console renders its menu from the same list).
    for (const tab of ADMIN_TABS) it(`the ${tab} tab`, () => viewer.visit(tab === 'overview' ? '/admin' : `/admin?tab=${tab}`));
    it('the package form, empty and sent empty', async () => {
      const page = viewer.page();
      await page.goto(`${baseURL}/admin?tab=packages`);
      await page.getByTestId('package-add').click();
      await page.getByTestId('package-form').waitFor();
      await viewer.check('admin package form');
      // Sent empty: the form's own rules answer in Hindi (no browser-native "Please fill out this field.").
      await page.getByTestId('package-save').click();
      await page.getByTestId('package-form').getByText('नाम आवश्यक है').waitFor();
      await viewer.check('admin package form, sent empty');
    });
  });
});
