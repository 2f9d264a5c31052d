import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, newPage } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/**
 * The server becomes unreachable for this page only (the shared e2e server keeps running): every request it makes,
 * code chunks, stylesheets and GraphQL alike, fails at the network level.
 */
const serverDown = (page: Page) => page.route('**/*', (route) => route.abort('connectionrefused'));
const serverUp = (page: Page) => page.unroute('**/*');

/** Opens the home page with its cards, and marks the document: a reload would lose the mark. */
async function openHome(page: Page, requested: string[]) {
  page.on('request', (request) => requested.push(request.url()));
  await page.goto(`${baseURL}/`);
  await eventually(() => page.getByTestId('pandit-card').count()).toBeGreaterThan(0);
  await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/** An in-app move to another address (no new load): what a link does, as the router sees it. */
const navigate = (page: Page, path: string) =>
  page.evaluate((p) => {
    history.pushState(null, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

describe('never a white page: a part that cannot load says so and comes back', () => {
  it('About opened while the server is unreachable shows the message with Retry, then appears by itself', async () => {
    const { context, page } = await newPage(browser);
    const requested: string[] = [];
    await openHome(page, requested);
    expect(requested.some((url) => url.includes('/AboutPage'))).toBe(false);

    await serverDown(page);
    await navigate(page, '/about');
    const error = page.getByTestId('part-error');
    await error.waitFor();
    expect(await error.innerText()).toContain('This part could not be loaded');
    expect(await page.getByTestId('part-retry').isVisible()).toBe(true);
    // The rest of the page is still there: header and navigation, not a white page.
    expect(await page.locator('header').isVisible()).toBe(true);
    expect(await page.getByTestId('about-title').count()).toBe(0);

    await serverUp(page);
    // No click: the boundary asks for the code again by itself.
    await page.getByTestId('about-title').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('part-error').count()).toBe(0);
    expect(requested.some((url) => url.includes('/AboutPage'))).toBe(true);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('a profile opened while the server is unreachable shows the message in Hindi; Retry opens it once the server is back', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi' });
    await openHome(page, []);
    const name = await page.getByTestId('pandit-name').first().innerText();

    await serverDown(page);
    await page.getByTestId('view-profile').first().click();
    await page.getByTestId('part-error').waitFor();
    expect(await page.getByTestId('part-error').innerText()).toContain('यह हिस्सा लोड नहीं हो सका');
    expect(await page.getByTestId('part-retry').innerText()).toBe('फिर से कोशिश करें');
    expect(await page.getByTestId('pandit-card').count()).toBeGreaterThan(0);
    // Retry while the server is still away: the message stays.
    await page.getByTestId('part-retry').click();
    await eventually(() => page.getByTestId('part-retry').getAttribute('data-loading')).toBeNull();
    expect(await page.getByTestId('part-error').count()).toBe(1);

    await serverUp(page);
    await page.getByTestId('part-retry').click();
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(name);
    expect(await page.getByTestId('part-error').count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it('a loaded part whose data cannot be fetched shows the translated error with Retry', async () => {
    const { context, page } = await newPage(browser);
    await openHome(page, []);
    const names = await page.getByTestId('pandit-name').allInnerTexts();
    expect(names.length).toBeGreaterThan(1);
    // The profile's code loads while the server answers.
    await page.getByTestId('view-profile').first().click();
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(names[0]);
    await page.keyboard.press('Escape');
    await eventually(() => page.getByTestId('pandit-profile').count()).toBe(0);

    await serverDown(page);
    await page.getByTestId('view-profile').nth(1).click();
    const failed = page.getByTestId('pandit-profile').getByRole('alert');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('Could not reach the server');
    await serverUp(page);
    await failed.getByRole('button', { name: 'Retry' }).click();
    await eventually(() => page.getByTestId('profile-name').textContent()).toBe(names[1]);
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });
});
