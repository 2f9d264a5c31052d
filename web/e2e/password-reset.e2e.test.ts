import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { startSmtp, type TestSmtp } from '../../gateway/test/smtp.js';
import { eventually, launch, newPage } from './browser.js';

/**
 * Forgot password in Chromium against a gateway of its own whose e-mails go to a real SMTP server: the link is
 * requested from the login modal, read from the received e-mail, used once to set a new password, and the new
 * password signs in. The gateway's delivery worker runs in its process, as in production.
 */
let browser: Browser;
let smtp: TestSmtp;
let s: TestServer;

beforeAll(async () => {
  smtp = await startSmtp();
  s = await startTestServer({
    seed: false,
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://panditconnect.test', MESSAGES_POLL_MS: '200' },
  });
  browser = await launch();
});
afterAll(async () => {
  await browser?.close();
  await s?.close();
  await smtp?.close();
});

describe('forgot password', () => {
  it('request → e-mail → reset once → sign in with the new password', async () => {
    const account = await s.newUser('Reset Devotee');
    const { context, page } = await newPage(browser);
    await page.goto(`${s.url}/`);
    await page.getByTestId('login-button').first().click();
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-forgot').click();
    await expect.poll(() => page.getByTestId('forgot-email').inputValue()).toBe(account.email);
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();

    await eventually(() => smtp.to(account.email).length).toBe(1);
    const [mail] = smtp.to(account.email);
    expect(mail.subject).toBe('Reset your PanditConnect password');
    const link = /https:\/\/panditconnect\.test(\/#\/password\/reset\?token=[\w%-]+)/.exec(mail.text)![1];

    await page.goto(`${s.url}${link}`);
    await page.getByTestId('reset-password').fill('short');
    await page.getByTestId('reset-submit').click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    await page.getByTestId('reset-password').fill('A-fresh-passphrase-42');
    await page.getByTestId('reset-submit').click();
    await page.getByTestId('reset-done').waitFor();

    await page.getByTestId('reset-sign-in').click();
    await page.getByTestId('login-email').fill(account.email);
    await page.getByTestId('login-password').fill('A-fresh-passphrase-42');
    await page.getByTestId('login-submit').click();
    await page.getByTestId('user-menu').first().waitFor({ state: 'attached' });

    // The same link a second time: a clear message and a way to ask again.
    const second = await browser.newContext();
    const again = await second.newPage();
    await again.goto(`${s.url}${link}`);
    await again.getByTestId('reset-password').fill('Another-passphrase-43');
    await again.getByTestId('reset-submit').click();
    const problem = again.getByTestId('reset-link-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toContain('already been used');
    await second.close();
    await context.close();
  });

  it('shows the page in Hindi with a clear message for a link without a token', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi' });
    await page.goto(`${s.url}/#/password/reset`);
    const problem = page.getByTestId('reset-link-problem');
    await problem.waitFor();
    await eventually(async () => problem.textContent()).toContain('नया लिंक मँगाएँ');
    await context.close();
  });
});
