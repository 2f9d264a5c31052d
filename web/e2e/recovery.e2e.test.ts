import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, newPage } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** GraphQL at any method: a visitor's queries go as GET with the query in the address (decision 0080). */
const graphql = (url: URL) => url.pathname === '/graphql';

/** The server stops answering (GraphQL and the REST/health API): requests fail at the network level. */
async function serverDown(page: Page) {
  await page.route(graphql, (route) => route.abort('connectionrefused'));
  await page.route('**/api/**', (route) => route.abort('connectionrefused'));
}
async function serverUp(page: Page) {
  await page.unroute(graphql);
  await page.unroute('**/api/**');
}

const count = (page: Page, testId: string) => page.getByTestId(testId).count();

/**
 * The home page as the app's bare document, without the server's render and its answers (decision 0085): what a
 * visitor gets when the render failed, so the app itself asks for everything.
 */
async function unrenderedHome(page: Page) {
  await page.route(`${baseURL}/`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /<div id="root">[\s\S]*<\/div>\s*<script id="server-state" type="application\/json">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ response, body });
  });
}

describe('recovery when the server comes back', () => {
  it('a visit that starts while the server is down fills every list, testimonials and the contact strip by itself', async () => {
    const { context, page } = await newPage(browser);
    await unrenderedHome(page);
    await serverDown(page);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('connection-banner').waitFor();
    await page.getByTestId('pandits-error').waitFor();
    await page.getByTestId('packages-error').waitFor();
    expect(await count(page, 'testimonials')).toBe(0);
    expect(await page.locator('footer a[href^="tel:"]').count()).toBe(0);

    await serverUp(page);
    // No click anywhere: the banner's own check notices the server and every failed query asks again.
    await eventually(() => count(page, 'connection-banner')).toBe(0);
    await eventually(() => count(page, 'pandit-card')).toBeGreaterThan(0);
    await eventually(() => count(page, 'package-card')).toBeGreaterThan(0);
    await eventually(() => count(page, 'testimonials')).toBe(1);
    await eventually(() => page.locator('footer a[href^="tel:"]').count()).toBe(1);
    expect(await count(page, 'pandits-error')).toBe(0);
    expect(await count(page, 'packages-error')).toBe(0);
    await context.close();
  });

  it('when the server goes away mid-visit the banner shows, and one Retry brings every list back', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/packages`);
    await eventually(() => count(page, 'package-card')).toBeGreaterThan(0);
    // The banner's code is fetched while the server still answers.
    await page.waitForResponse((r) => r.url().includes('ConnectionAlert'), { timeout: 15_000 }).catch(() => undefined);

    await serverDown(page);
    await page.goto(`${baseURL}/about`);
    await page.getByTestId('connection-banner').waitFor();
    await serverUp(page);
    await page.getByTestId('connection-retry').click();
    await eventually(() => count(page, 'connection-banner')).toBe(0);
    await page.getByTestId('about-title').waitFor();
    expect(await page.locator('[data-testid$="-error"]').count()).toBe(0);
    await context.close();
  });
});
