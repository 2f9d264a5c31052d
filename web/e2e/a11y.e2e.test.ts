import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { launch, loginViaUi, newPage } from './browser.js';
import { ADMIN_TABS } from '../src/features/admin/tabs.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Serious and critical WCAG 2.1 A/AA violations on the page as it stands. */
async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
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

describe('accessibility (axe, WCAG 2.1 AA, serious and critical)', () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`public pages in ${lang}, desktop and 360 px phone`, async () => {
      for (const mobile of [false, true]) {
        const { context, page } = await newPage(browser, { lang, mobile });
        if (mobile) await page.setViewportSize({ width: 360, height: 740 });
        for (const hash of ['', '#about', '#join', '#terms']) {
          await page.goto(`${baseURL}/${hash}`);
          await page.locator('main h1').first().waitFor();
          await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
          expect(await violations(page), `${lang} ${mobile ? '360px' : 'desktop'} ${hash || '#home'}`).toEqual([]);
        }
        await context.close();
      }
    });
  }

  it('a pandit profile, the open filters, the privacy and refund policies, the booking page, in en and hi', async () => {
    const list = (await (await fetch(`${baseURL}/api/pandits?limit=1`)).json()) as {
      data: { pandits: Array<{ id?: string; _id?: string }> };
    };
    const panditId = list.data.pandits[0].id ?? list.data.pandits[0]._id;
    for (const lang of ['en', 'hi'] as const) {
      const { context, page } = await newPage(browser, { lang });
      for (const hash of ['#privacy', '#refunds']) {
        await page.goto(`${baseURL}/${hash}`);
        await page.locator('main h1').first().waitFor();
        expect(await violations(page), `${lang} ${hash}`).toEqual([]);
      }
      await page.goto(`${baseURL}/#/home?pandit=${panditId}`);
      await page.getByRole('dialog').waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await violations(page), `${lang} pandit profile`).toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto(`${baseURL}/#/home`);
      await page.getByTestId('toggle-filters').click();
      await page.getByTestId('filter-panel').waitFor();
      expect(await violations(page), `${lang} filters open`).toEqual([]);
      await page.goto(`${baseURL}/#/book/pandit/${panditId}`);
      await page.locator('main h1, [role="dialog"] h2').first().waitFor();
      await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
      expect(await violations(page), `${lang} booking page`).toEqual([]);
      await context.close();
    }
  });

  it('my bookings, the login dialog and the open account menu', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('login-button').first().click();
    await page.getByTestId('login-email').waitFor();
    expect(await violations(page), 'login dialog').toEqual([]);
    await page.keyboard.press('Escape');
    await loginViaUi(page, 'user@demo.in', 'User@12345');
    await page.goto(`${baseURL}/#bookings`);
    await page.locator('main h1').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
    expect(await violations(page), '#bookings').toEqual([]);
    await page.getByTestId('user-menu').first().click();
    await page.getByTestId('logout-button').waitFor();
    expect(await violations(page), 'the open account menu').toEqual([]);
    await context.close();
  });

  // Every admin tab (a phone folds the wide tables into scrolling boxes), the pandit's workspace and the partner pages.
  it('the admin console, every tab, in en and hi, desktop and (en) 360 px phone', async () => {
    for (const [lang, mobile] of [
      ['en', false],
      ['en', true],
      ['hi', false],
    ] as const) {
      const { context, page } = await newPage(browser, { lang, mobile });
      await page.goto(`${baseURL}/`);
      await loginViaUi(page, 'admin@demo.in', 'Admin@12345');
      for (const tab of ADMIN_TABS) {
        await page.goto(`${baseURL}/#/admin?tab=${tab}`);
        await page.getByTestId(`admin-tab-${tab}`).or(page.locator('main h1')).first().waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
        expect(await violations(page), `${lang}${mobile ? ' 360px' : ''} admin ${tab}`).toEqual([]);
      }
      await context.close();
    }
  });

  it('the pandit workspace, the developers page, packages and password help, in en and hi', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const { context, page } = await newPage(browser, { lang });
      await page.goto(`${baseURL}/`);
      await loginViaUi(page, 'pandit@demo.in', 'Pandit@12345');
      for (const hash of ['#/workspace', '#/developers', '#/packages', '#/password/forgot']) {
        await page.goto(`${baseURL}/${hash}`);
        await page.locator('main h1, main h2').first().waitFor();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"], .mantine-Loader-root'));
        expect(await violations(page), `${lang} ${hash}`).toEqual([]);
      }
      await context.close();
    }
  });
});
