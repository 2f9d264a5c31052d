import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

/** The partner API as a partner developer and an admin meet it: the docs page, then a key made and revoked in the console. */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A query with the key, as a partner's server would send it. */
const callWithKey = (key: string) =>
  fetch(`${baseURL}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify({ query: '{ packages(page: {limit: 2}) { items { name } } }' }),
  });

describe('developers page', () => {
  it('explains the API in English, with the live budgets, examples and a Sandbox link; the footer links to it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/developers`);
    await page.getByRole('heading', { level: 1, name: 'API for partners' }).waitFor();
    const budgets = page.getByTestId('developers-budgets');
    await budgets.waitFor();
    expect(await budgets.innerText()).toMatch(/With an API key \(per key\)\s+1,00,000\s+1,000/);
    expect(await budgets.innerText()).toMatch(/Without a key[^\n]*\s+20,000\s+200/);
    expect(await page.getByTestId('developers-errors').innerText()).toMatch(/RATE_LIMITED\s+429/);
    expect(await page.getByTestId('developers-curl').innerText()).toContain('X-Api-Key: pk_live_');
    expect(await page.getByTestId('developers-ts').innerText()).toContain('query PartnerFindPandits');

    // The key typed into the page goes into the Sandbox link (its state carries the header), nowhere else.
    await page.getByTestId('developers-key').fill('pk_live_example');
    expect(await page.getByTestId('developers-curl').innerText()).toContain('X-Api-Key: pk_live_example');
    const href = await page.getByTestId('developers-sandbox').getAttribute('href');
    expect(href).toMatch(/^https:\/\/studio\.apollographql\.com\/sandbox\/explorer\?endpoint=http%3A%2F%2F127\.0\.0\.1/);
    expect(href).toContain('explorerURLState=');

    await page.goto(`${baseURL}/about`);
    await page.getByRole('link', { name: 'API for partners' }).click();
    await page.getByTestId('developers-title').waitFor();
    await context.close();
  });

  it('reads in Hindi', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi' });
    await page.goto(`${baseURL}/developers`);
    await page.getByRole('heading', { level: 1, name: 'पार्टनर के लिए API' }).waitFor();
    await page.getByRole('heading', { name: 'लागत और सीमाएँ' }).waitFor();
    await eventually(async () => (await page.getByTestId('developers-budgets').innerText()).includes('बाल्टी का आकार')).toBe(true);
    await context.close();
  });
});

describe('API keys in the admin console', () => {
  it('an admin creates a key, sees it once, and revokes it; the key works until then', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, 'admin@demo.in', 'Admin@12345');
    await page.goto(`${baseURL}/admin?tab=apikeys`);
    await page.getByTestId('apikey-create').click();

    // The shared rules answer in the form before any request.
    await page.getByTestId('apikey-submit').click();
    await page.getByText('Name is required').waitFor();
    await page.getByTestId('apikey-name').fill('Kashi Temple website');
    await page.getByTestId('apikey-email').fill('web@kashitemple.example.in');
    await page.getByTestId('apikey-submit').click();

    const secret = page.getByTestId('apikey-secret');
    await secret.waitFor();
    const key = (await secret.innerText()).trim();
    expect(key).toMatch(/^pk_live_[A-Za-z0-9_-]{40,}$/);
    await page.getByTestId('apikey-copy').waitFor();
    await page.getByTestId('apikey-done').click();
    await secret.waitFor({ state: 'detached' });

    const row = page.getByTestId('apikey-row').filter({ hasText: 'Kashi Temple website' });
    await row.waitFor();
    expect(await row.innerText()).toContain('web@kashitemple.example.in');
    expect(await row.innerText()).toContain(key.slice(0, 12)); // only the visible prefix is ever shown again
    expect(await page.locator('body').innerText()).not.toContain(key);

    expect((await callWithKey(key)).status).toBe(200);

    await row.getByTestId('apikey-revoke').click();
    await page.getByRole('dialog').getByText('Revoke this key?').waitFor();
    await page.getByTestId('confirm-action').click();
    await page.getByText('The key was revoked').waitFor();
    await eventually(async () => /revoked/i.test(await row.innerText())).toBe(true);

    const refused = await callWithKey(key);
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { errors: Array<{ extensions: { code: string } }> }).errors[0]?.extensions.code).toBe(
      'UNAUTHENTICATED',
    );
    await context.close();
  });
});
