import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiLogin, eventually, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * A person's data in the browser (issue #35 item 4): the marketing consent given at sign-up and withdrawn from the
 * profile as easily; "Download my data" saves a JSON file of the account; "Delete my account" signs out, and signing
 * in again shows the banner whose Cancel deletion keeps the account. In English on a desktop and in Hindi at 360 px.
 */
const baseURL = inject('baseURL');
const PASSWORD = 'a long privacy password';
let browser: Browser;
let counter = 0;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** The account's consents as the API answers them (a session of its own, by e-mail and password). */
async function consents(email: string): Promise<{ marketingSince: string | null; smsSince: string | null }> {
  const token = await apiLogin(baseURL, email, PASSWORD);
  const r = await gql<{ me: { messageConsent: { marketingSince: string | null; smsSince: string | null } } }>(
    baseURL,
    '{ me { id messageConsent { marketingSince smsSince } } }',
    {},
    token,
  );
  return r.me.messageConsent;
}

async function signUp(page: Page, name: string, email: string, mobile: boolean) {
  await page.goto(`${baseURL}/`);
  if (mobile) {
    // On a phone, sign-up is in the menu.
    await page.getByTestId('nav-burger').click();
    await page.getByTestId('nav-signup').click();
  } else await page.getByTestId('signup-button').first().click();
  await page.getByTestId('signup-name').fill(name);
  await page.getByTestId('signup-email').fill(email);
  await page.getByTestId('signup-phone').fill('9876543210');
  await page.getByTestId('signup-password').fill(PASSWORD);
  // Unticked by default; ticked here.
  expect(await page.getByTestId('signup-marketing-optin').isChecked()).toBe(false);
  const optIn = page.getByTestId('signup-marketing-optin');
  await optIn.evaluate((el: HTMLInputElement) => el.click());
  await eventually(() => optIn.isChecked()).toBe(true);
  await page.getByTestId('signup-submit').click();
  await page.getByTestId('user-menu').first().waitFor();
}

async function openProfile(page: Page) {
  await page.getByTestId('user-menu').first().click();
  await page.getByTestId('edit-profile').first().click();
  await page.getByTestId('your-data').waitFor();
}

async function walk(page: Page, texts: { deleted: RegExp; banner: RegExp }, mobile = false) {
  const email = `privacy.${Date.now()}.${++counter}@example.in`;
  const name = `Privacy Devotee ${counter}`;
  await signUp(page, name, email, mobile);
  expect((await consents(email)).marketingSince).not.toBeNull();

  // Withdrawn from the profile with one switch.
  await openProfile(page);
  const marketing = page.getByTestId('consent-marketing');
  await eventually(() => marketing.isChecked()).toBe(true);
  await marketing.click({ force: true });
  await eventually(async () => (await consents(email)).marketingSince).toBeNull();

  // The download: a JSON file of the account.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-my-data').click()]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { email: string; name: string };
    consents: Array<{ kind: string; granted: boolean }>;
  };
  expect(file.account).toMatchObject({ email, name });
  expect(file.consents.map((c) => [c.kind, c.granted])).toEqual([
    ['marketing', true],
    ['marketing', false],
  ]);
  expect(JSON.stringify(file)).not.toMatch(/password|token_hash/);

  // Delete: signed out at once; signing in again shows the banner, and Cancel deletion keeps the account.
  await page.getByTestId('delete-my-account').click();
  await page.getByTestId('confirm-delete-account').click();
  await page.getByTestId('login-button').first().waitFor();
  // The notice says when; closed, it uncovers the header.
  const notice = page.locator('.mantine-Notification-root').filter({ hasText: texts.deleted });
  await notice.waitFor();
  await notice.locator('button').click();
  await notice.waitFor({ state: 'detached' });
  await loginViaUi(page, email, PASSWORD);
  const banner = page.getByTestId('deletion-banner');
  await banner.waitFor();
  expect(await banner.innerText()).toMatch(texts.banner);
  await page.getByTestId('cancel-deletion').click();
  await banner.waitFor({ state: 'detached' });
  await page.reload();
  await page.getByTestId('user-menu').first().waitFor();
  expect(await page.getByTestId('deletion-banner').count()).toBe(0);
}

describe('your data', () => {
  it('in English: consent withdrawn, data downloaded, deletion requested and cancelled', async () => {
    const { context, page } = await newPage(browser);
    await walk(page, { deleted: /will be deleted on/, banner: /to be deleted on/ });
    await context.close();
  });

  it('in Hindi at 360 px: the same, in Hindi', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi', mobile: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await walk(page, { deleted: /हटा दिया जाएगा/, banner: /हटाया जाना है/ }, true);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await context.close();
  });
});
