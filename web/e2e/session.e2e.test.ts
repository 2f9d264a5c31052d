import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launch, loginViaUi, newPage } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('browser session', () => {
  it('keeps no token in storage, survives a reload through the refresh cookie, and logout ends it on the server', async () => {
    const { context, page } = await newPage(browser);
    // A token left by an older version is dropped on the first load.
    await page.goto(`${baseURL}/`);
    await page.evaluate(() => localStorage.setItem('token', 'an-old-long-lived-token'));
    await page.reload();
    await page.getByTestId('login-button').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    await loginViaUi(page, 'user@demo.in', 'User@12345');
    await page.getByTestId('nav-bookings').first().waitFor({ state: 'attached' });
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(storage).not.toMatch(/eyJ/); // no JWT anywhere in web storage
    const [cookie] = (await context.cookies()).filter((c) => c.name === 'pc_refresh');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/auth' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('pc_refresh');

    // A reload forgets the in-memory token; the cookie brings the session back.
    await page.reload();
    await page.getByTestId('nav-bookings').first().waitFor({ state: 'attached' });
    const rotated = (await context.cookies()).find((c) => c.name === 'pc_refresh');
    expect(rotated?.value).not.toBe(cookie?.value);

    // Logout: the cookie is gone and the old one no longer refreshes.
    await page.getByTestId('user-menu').first().click();
    await page.getByTestId('logout-button').first().click();
    await page.getByTestId('login-button').first().waitFor();
    await expect.poll(async () => (await context.cookies()).some((c) => c.name === 'pc_refresh')).toBe(false);
    const replay = await fetch(`${baseURL}/api/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `pc_refresh=${rotated!.value}` },
      body: '{}',
    });
    expect(replay.status).toBe(401);
    await page.reload();
    await page.getByTestId('login-button').first().waitFor();
    await context.close();
  });

  it('a password change in one browser signs the other one out', async () => {
    const email = `sessions.${Date.now()}@example.in`;
    const a = await newPage(browser);
    await a.page.goto(`${baseURL}/`);
    await a.page.getByTestId('signup-button').first().click();
    await a.page.getByTestId('signup-name').fill('Two Browsers');
    await a.page.getByTestId('signup-email').fill(email);
    await a.page.getByTestId('signup-phone').fill('9876543210');
    await a.page.getByTestId('signup-password').fill('first long password');
    await a.page.getByTestId('signup-submit').click();
    await a.page.getByTestId('user-menu').waitFor();

    const b = await newPage(browser);
    await b.page.goto(`${baseURL}/`);
    await loginViaUi(b.page, email, 'first long password');

    await a.page.getByTestId('user-menu').click();
    await a.page.getByTestId('edit-profile').click();
    await a.page.getByTestId('change-password-current').fill('wrong password');
    await a.page.getByTestId('change-password-new').fill('second long password');
    await a.page.getByTestId('change-password-submit').click();
    await a.page.getByText('Your current password is not correct').waitFor();
    await a.page.getByTestId('change-password-current').fill('first long password');
    await a.page.getByTestId('change-password-submit').click();
    await a.page.getByText('Password changed. Your other sessions have been signed out.').waitFor();

    // The other browser's next request is refused and its refresh cookie is dead: it is logged out.
    await b.page.reload();
    await b.page.getByTestId('login-button').first().waitFor();
    // The browser that changed it stays logged in, also after a reload.
    await a.page.reload();
    await a.page.getByTestId('user-menu').waitFor();
    await a.context.close();
    await b.context.close();
  });
});
