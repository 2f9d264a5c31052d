import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import axe from 'axe-core';
import { launch, loginViaUi, newPage } from './browser.js';
import { ADMIN_TABS } from '../src/features/admin/tabs.js';
import { first } from '../../gateway/src/indexed.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** axe-core's options: the WCAG 2.1 A and AA rules, and details for violations only (passes are counted, not listed). */
const AXE_OPTIONS: axe.RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Serious and critical WCAG 2.1 A/AA violations on the page as it stands. axe-core is evaluated into the document
 * once (a route change keeps it) and run in the page. @axe-core/playwright injected it again for every scan and
 * finished each scan in a new blank page: four times the CPU for the same rules on the same document.
 */
async function violations(page: Page) {
  // A menu or dialog still fading in has its text at part opacity: scan once the finite transitions have ended.
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const result = await page.evaluate(
    (options) => (window as unknown as { axe: typeof axe }).axe.run(document, options),
    AXE_OPTIONS,
  );
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

const idle = (page: Page) => page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));

type Variant = { lang: 'en' | 'hi'; mobile: boolean };
const label = ({ lang, mobile }: Variant) => `${lang}${mobile ? ', 360 px phone' : ', desktop'}`;

/**
 * The variants every page is scanned in: each language and each layout at least once (the pairs, not the product).
 * What axe checks depends on the layout (the phone folds menus and tables) and on the texts (names, contrast of
 * translated labels), not on their combination; scanning all four combinations doubled the step's CPU (an axe scan
 * of a full page is about a second of a core) for no rule that only one combination can break.
 */
const VARIANTS: Variant[] = [
  { lang: 'en', mobile: false },
  { lang: 'hi', mobile: true },
];

/**
 * One test per page (or admin tab) and variant: each scans one page, so each is small beside its timeout and fails
 * alone. A variant opens one browser context for its pages (signed in once when it has an account) and moves between
 * them as a visitor does, by the address; nothing a page writes is read by another.
 */
function variantPage(variant: Variant, account?: { email: string; password: string }) {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await newPage(browser, variant));
    if (variant.mobile) await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseURL}/`);
    if (account) await loginViaUi(page, account.email, account.password);
  });
  afterAll(async () => context?.close());
  return () => page;
}

describe('accessibility (axe, WCAG 2.1 AA, serious and critical)', () => {
  for (const variant of VARIANTS) {
    describe(`public pages in ${label(variant)}`, () => {
      const page = variantPage(variant);
      for (const path of [
        '/',
        '/about',
        '/join',
        '/terms',
        '/ceremonies',
        '/ceremonies/griha-pravesh',
        '/grievances',
        '/how-we-rank',
      ]) {
        it(path === '/' ? '/ (home)' : path, async () => {
          await page().goto(`${baseURL}${path}`);
          await page().locator('main h1').first().waitFor();
          await idle(page());
          expect(await violations(page()), `${label(variant)} ${path}`).toEqual([]);
        });
      }
    });
  }

  it('the scanner reports what it must: a nameless button and low-contrast text', async () => {
    const { context, page } = await newPage(browser);
    await page.setContent(
      '<html lang="en"><head><title>t</title></head><body><main><h1>Scan</h1><button></button>' +
        '<p style="color:#bbb;background:#fff">faint</p></main></body></html>',
    );
    const found = await violations(page);
    expect(found.map((v) => v.split(' ')[0]).sort()).toEqual(['button-name', 'color-contrast']);
    await context.close();
  });

  for (const lang of ['en', 'hi'] as const) {
    describe(`public pages in ${lang}`, () => {
      let context: BrowserContext;
      let page: Page;
      let panditId: string;
      beforeAll(async () => {
        const list = (await (await fetch(`${baseURL}/api/pandits?limit=1`)).json()) as {
          data: { pandits: Array<{ id?: string; _id?: string }> };
        };
        const listed = first(list.data.pandits, 'a listed pandit');
        panditId = (listed.id ?? listed._id)!;
        ({ context, page } = await newPage(browser, { lang }));
      });
      afterAll(async () => context?.close());

      for (const path of ['/privacy', '/refunds']) {
        it(path, async () => {
          await page.goto(`${baseURL}${path}`);
          await page.locator('main h1').first().waitFor();
          expect(await violations(page), `${lang} ${path}`).toEqual([]);
        });
      }
      it('a pandit profile', async () => {
        await page.goto(`${baseURL}/pandits/${panditId}`);
        await page.getByRole('dialog').waitFor();
        await idle(page);
        expect(await violations(page), `${lang} pandit profile`).toEqual([]);
      });
      it('the open filters', async () => {
        await page.goto(`${baseURL}/home`);
        await page.getByTestId('toggle-filters').click();
        await page.getByTestId('filter-panel').waitFor();
        expect(await violations(page), `${lang} filters open`).toEqual([]);
      });
      it('the booking page', async () => {
        await page.goto(`${baseURL}/book/pandit/${panditId}`);
        await page.locator('main h1, [role="dialog"] h2').first().waitFor();
        await idle(page);
        expect(await violations(page), `${lang} booking page`).toEqual([]);
      });
    });
  }

  it('the login dialog', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('login-button').first().click();
    await page.getByTestId('login-email').waitFor();
    expect(await violations(page), 'login dialog').toEqual([]);
    await context.close();
  });

  describe('signed in as a devotee', () => {
    const page = variantPage({ lang: 'en', mobile: false }, { email: 'user@demo.in', password: 'User@12345' });
    it('my bookings', async () => {
      await page().goto(`${baseURL}/bookings`);
      await page().locator('main h1').first().waitFor();
      await idle(page());
      expect(await violations(page()), '/bookings').toEqual([]);
    });
    it('the open account menu', async () => {
      await page().getByTestId('user-menu').first().click();
      await page().getByTestId('logout-button').waitFor();
      expect(await violations(page()), 'the open account menu').toEqual([]);
      await page().keyboard.press('Escape');
    });
  });

  // Every admin tab (a phone folds the wide tables into scrolling boxes).
  for (const variant of VARIANTS) {
    describe(`the admin console in ${label(variant)}`, () => {
      const page = variantPage(variant, { email: 'admin@demo.in', password: 'Admin@12345' });
      for (const tab of ADMIN_TABS) {
        it(`the ${tab} tab`, async () => {
          await page().goto(`${baseURL}/admin?tab=${tab}`);
          await page().getByTestId(`admin-tab-${tab}`).or(page().locator('main h1')).first().waitFor();
          await idle(page());
          expect(await violations(page()), `${label(variant)} admin ${tab}`).toEqual([]);
        });
      }
    });
  }

  // The pandit's workspace and the partner pages.
  for (const lang of ['en', 'hi'] as const) {
    describe(`signed in as a pandit, in ${lang}`, () => {
      const page = variantPage({ lang, mobile: false }, { email: 'pandit@demo.in', password: 'Pandit@12345' });
      for (const path of ['/workspace', '/developers', '/packages', '/password/forgot']) {
        it(path, async () => {
          await page().goto(`${baseURL}${path}`);
          await page().locator('main h1, main h2').first().waitFor();
          await idle(page());
          expect(await violations(page()), `${lang} ${path}`).toEqual([]);
        });
      }
    });
  }
});
