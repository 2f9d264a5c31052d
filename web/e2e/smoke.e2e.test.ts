import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, graphqlOperation, launch, loginViaUi, newPage } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('smoke', () => {
  it('home in English, then Hindi; the demo user sees Bookings but not the admin panel', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByRole('heading', { name: 'Book Authentic Poojas with Verified Pandits' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');

    // Switch to Hindi: the hero turns Devanagari and the choice survives a reload.
    await page.getByTestId('lang-switch').getByText('हिन्दी').click();
    const hero = page.locator('h1').first();
    await eventually(async () => /[\u0900-\u097F]/.test(await hero.innerText())).toBe(true);
    await page.reload();
    await eventually(async () => /[\u0900-\u097F]/.test(await page.locator('h1').first().innerText())).toBe(true);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // After a reload the app's stylesheet is applied before the app renders: written into the page by the server
    // (decision 0088), a <style> naming its file.
    expect(
      await page.evaluate(() =>
        [...document.styleSheets].some((sheet) =>
          /\/assets\/index-[^/]*\.css$/.test(sheet.href ?? (sheet.ownerNode as HTMLElement | null)?.dataset.href ?? ''),
        ),
      ),
    ).toBe(true);
    // A self-hosted Noto face covering Devanagari (U+0900-097F) was loaded from this server.
    const fontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].some(
        (f) => f.family.includes('Noto Sans') && f.status === 'loaded' && /U\+0?900/i.test(f.unicodeRange),
      );
    });
    expect(fontLoaded).toBe(true);

    await page.getByTestId('lang-switch').getByText('English').click();
    await loginViaUi(page, 'user@demo.in', 'User@12345');
    await page.getByTestId('nav-bookings').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('nav-admin').count()).toBe(0);

    await page.goto(`${baseURL}/admin`);
    await page.getByTestId('access-denied').waitFor();
    const text = await page.getByTestId('access-denied').innerText();
    expect(text).toContain('Access Denied');
    expect(text).toContain("You don't have permission to access the admin panel.");
    await context.close();
  });

  it("About's text is in the page before any script runs (the server's render), and the app shows it without asking again", async () => {
    // Without JavaScript: the server's render, in the address's language.
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const bare = await plain.newPage();
    await bare.goto(`${baseURL}/hi/about`);
    const rendered = bare.getByTestId('about-title');
    expect(/[\u0900-\u097F]/.test(await rendered.innerText())).toBe(true);
    expect(await bare.evaluate(() => document.documentElement.lang)).toBe('hi');
    const hindiTitle = await rendered.innerText();
    await plain.close();

    // With it: the page hydrates from the answer it came with (no AboutContent request), in English at /about.
    const { context, page } = await newPage(browser, { mobile: true });
    const asked: string[] = [];
    page.on('request', (r) => {
      const operation = graphqlOperation(r);
      if (operation !== null) asked.push(operation);
    });
    await page.goto(`${baseURL}/about`);
    const title = page.getByTestId('about-title');
    await title.waitFor();
    expect(asked.filter((name) => name === 'AboutContent')).toHaveLength(0);
    expect(hindiTitle).not.toContain(await title.innerText()); // the Hindi render, the English page
    await context.close();
  });

  it('the admin sees the Admin link and the admin area; an unknown address shows home', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/no-such-page`);
    await page.getByRole('heading', { name: 'Book Authentic Poojas with Verified Pandits' }).waitFor();
    await loginViaUi(page, 'admin@demo.in', 'Admin@12345');
    await page.getByTestId('nav-admin').first().waitFor({ state: 'attached' });
    expect(await page.getByTestId('nav-join').count()).toBe(0);
    await page.goto(`${baseURL}/admin`);
    // The dashboard has rendered (not a loader), and it is not the access-denied page.
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    await page.getByTestId('admin-tab-overview').waitFor();
    expect(await page.getByTestId('access-denied').count()).toBe(0);
    await context.close();
  });

  it('a wrong password shows the error box and keeps the dialog open', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('login-button').first().click();
    await page.getByTestId('login-email').fill('user@demo.in');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page
      .getByRole('alert')
      .filter({ hasText: /invalid email or password/i })
      .waitFor();
    expect(await page.getByTestId('login-email').inputValue()).toBe('user@demo.in');
    await context.close();
  });
});
