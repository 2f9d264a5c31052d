import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { panditSlug } from '@marketplace/schema/rules/slug';
import { eventually, gql, launch, newPage } from './browser.js';
import { first } from '../../gateway/src/indexed.js';

// Issue #32 in the browser: real addresses, the old hash links, the Hindi twins, back and forward, sharing a profile.
const baseURL = inject('baseURL');
let browser: Browser;
let pandit: { id: string; name: string; city: string };
let slug: string;

beforeAll(async () => {
  browser = await launch();
  const data = await gql<{ pandits: { items: Array<typeof pandit> } }>(
    baseURL,
    '{ pandits(filter: { search: "Ramesh Shastri" }) { items { id name city } } }',
  );
  pandit = first(data.pandits.items, 'Ramesh Shastri');
  slug = panditSlug(pandit);
});
afterAll(async () => browser?.close());

const path = (page: Page) => {
  const u = new URL(page.url());
  return u.pathname + u.search + u.hash;
};

describe('real addresses', () => {
  it('old hash links land on the new addresses (replaced, not a new history entry)', async () => {
    const { context, page } = await newPage(browser);
    for (const [old, now] of [
      ['/#about', '/about'],
      ['/#packages', '/packages'],
      ['/#/ceremonies/griha-pravesh', '/ceremonies/griha-pravesh'],
      ['/#/pandits?q=Shastri', '/pandits?q=Shastri'],
    ]) {
      await page.goto(`${baseURL}${old}`);
      await eventually(() => path(page)).toBe(now);
    }
    await page.goto(`${baseURL}/#/home?pandit=${pandit.id}`);
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(pandit.name);
    // The bare id resolved; the address became the pandit's own.
    await eventually(() => path(page)).toBe(`/pandits/${slug}`);
    await context.close();
  });

  it('a profile at its address, in English and in Hindi', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/pandits/${slug}`);
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(pandit.name);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goto(`${baseURL}/hi/pandits/${slug}`);
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(pandit.name);
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    expect(await page.getByTestId('copy-link').innerText()).toBe('लिंक कॉपी करें');
    // The page's head as the server wrote it (a crawler reads it without JavaScript).
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(new RegExp(`/hi/pandits/${slug}$`));
    await context.close();
  });

  it('the language switch moves to the twin address; back and forward follow', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/about`);
    await page.getByTestId('lang-switch').getByText('हिन्दी').click();
    await eventually(() => path(page)).toBe('/hi/about');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    // Links inside the Hindi pages stay in Hindi.
    await page.locator('footer a[href="/hi/terms"]').click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/hi\//);
    await page.goBack();
    await eventually(() => path(page)).toBe('/hi/about');
    await page.goBack();
    await eventually(() => path(page)).toBe('/about');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.goForward();
    await eventually(() => path(page)).toBe('/hi/about');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await context.close();
  });

  it('a profile opened from the directory is its own address; back closes it, forward opens it again', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/pandits?q=Ramesh%20Shastri`);
    await page.getByTestId('view-profile').first().click();
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(pandit.name);
    await eventually(() => path(page)).toMatch(new RegExp(`^/pandits/${slug}\\?q=Ramesh(\\+|%20)Shastri$`));
    await page.goBack();
    await eventually(() => path(page)).toMatch(/^\/pandits\?q=Ramesh(\+|%20)Shastri$/);
    await eventually(() => page.getByTestId('profile-name').count()).toBe(0);
    await page.goForward();
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(pandit.name);
    // Closing goes back to the list too.
    await page.keyboard.press('Escape');
    await eventually(() => path(page)).toMatch(/^\/pandits\?q=Ramesh(\+|%20)Shastri$/);
    await context.close();
  });

  it('shares a profile: WhatsApp with the address, and Copy link with a translated toast', async () => {
    for (const lang of ['en', 'hi'] as const) {
      const { context, page } = await newPage(browser);
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const address = `${baseURL}${lang === 'hi' ? '/hi' : ''}/pandits/${slug}`;
      await page.goto(address);
      await page.getByTestId('profile-name').waitFor();
      const href = await page.getByTestId('share-whatsapp').getAttribute('href');
      expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`${pandit.name} — ${address}`)}`);
      await page.getByTestId('copy-link').click();
      await page.getByText(lang === 'hi' ? 'लिंक कॉपी हो गया' : 'Link copied').waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
      await context.close();
    }
  });
});
