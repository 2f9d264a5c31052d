import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { startSmtp, type TestSmtp } from '../../gateway/test/smtp.js';
import { scenario } from '../../gateway/test/scenario.js';
import { eventually, launch, loginViaUi, newPage } from './browser.js';
import { first, known } from '../../gateway/src/indexed.js';

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
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://panditconnect.test', MESSAGES_POLL_MS: '200', MESSAGES_MAX_ATTEMPTS: '1' },
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
    const mail = first(smtp.to(account.email));
    expect(mail.subject).toBe('Reset your PanditConnect password');
    const link = known(/https:\/\/panditconnect\.test(\/password\/reset\?token=[\w%-]+)/.exec(mail.text)?.[1], 'the reset link');

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
    await page.goto(`${s.url}/password/reset`);
    const problem = page.getByTestId('reset-link-problem');
    await problem.waitFor();
    await eventually(async () => problem.textContent()).toContain('नया लिंक मँगाएँ');
    await context.close();
  });

  it("the language switch sets a signed-in account's language; an admin resends a failed e-mail from the Messages tab", async () => {
    const account = await s.newUser('Switching Devotee');
    const { context, page } = await newPage(browser);
    await page.goto(`${s.url}/`);
    await loginViaUi(page, account.email, account.password);
    await page.getByTestId('lang-switch').getByText('हिन्दी').click();
    const language = async () => (await s.gql('{ me { preferredLanguage } }', {}, account.token)).data?.me.preferredLanguage;
    await eventually(language).toBe('HI');
    await context.close();

    // The relay refuses the reset e-mail; with one attempt allowed, the message fails.
    smtp.failing = true;
    await s.gql('mutation($e: String!) { requestPasswordReset(email: $e) }', { e: account.email });
    const status = async () =>
      (
        await s.db.orm.em
          .getConnection()
          .execute(`select status from messages where recipient = ? and event_type = 'account.passwordReset'`, [account.email])
      )[0]?.status;
    await eventually(status).toBe('failed');
    smtp.failing = false;

    const admin = await scenario(s).admin();
    const desk = await newPage(browser);
    await desk.page.goto(`${s.url}/`);
    await loginViaUi(desk.page, admin.email, admin.password);
    await desk.page.goto(`${s.url}/admin?tab=messages`);
    await desk.page.getByTestId('messages-status-filter').click();
    await desk.page.getByRole('option', { name: 'Failed' }).click();
    const row = desk.page.getByTestId('message-row').filter({ hasText: account.email });
    await row.waitFor();
    expect(await row.textContent()).toContain('account.passwordReset');
    expect(await row.textContent()).toContain('Hindi');
    await row.getByTestId('message-resend').click();
    await eventually(() => smtp.to(account.email).length).toBe(1);
    expect(smtp.to(account.email)[0]?.subject).toBe('अपना PanditConnect पासवर्ड रीसेट करें');
    await eventually(status).toBe('sent');
    await desk.context.close();
  });
});
