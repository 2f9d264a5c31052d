import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

async function asAdmin(options: { mobile?: boolean; lang?: 'en' | 'hi' } = {}) {
  const { context, page } = await newPage(browser, options);
  await page.goto(`${baseURL}/`);
  await loginViaUi(page, 'admin@demo.in', 'Admin@12345');
  return { context, page };
}
const openTab = async (page: Page, tab: string) => {
  await page.goto(`${baseURL}/admin${tab === 'overview' ? '' : `?tab=${tab}`}`);
};

describe('admin console', () => {
  it('overview: cards, revenue in lakhs, recent bookings and top pandits', async () => {
    const { context, page } = await asAdmin();
    await openTab(page, 'overview');
    await page.getByTestId('overview-cards').waitFor();
    expect(await page.getByTestId('overview-revenue').innerText()).toMatch(/₹\d+\.\dL/);
    await page.getByTestId('backend-banner').filter({ hasText: 'Backend Connected' }).waitFor();
    expect(await page.getByTestId('overview-top').locator('img, .mantine-Avatar-root').count()).toBeGreaterThan(0);
    // The charts load in their own chunk; each is a titled figure with its figures as a (hidden) table.
    const monthly = page.getByRole('figure', { name: 'Bookings and revenue, last 12 months' });
    await monthly.locator('svg.recharts-surface').first().waitFor();
    expect(await monthly.locator('tbody tr').count()).toBe(12);
    const byStatus = page.getByRole('figure', { name: 'Bookings by status' });
    await byStatus.locator('svg.recharts-surface').first().waitFor();
    expect(await byStatus.locator('tbody tr').count()).toBe(4);
    // No unreviewed pandit among the top ones ('★ 0.0 (0)'), and the user count is the Users tab's (issue #37).
    expect(await page.getByTestId('overview-top').innerText()).not.toMatch(/0\.0 \(0\)/);
    const firstNumber = (text: string) => /[\d,]+/.exec(text)?.[0];
    const users = firstNumber(await page.getByTestId('overview-users').innerText());
    await openTab(page, 'users');
    await eventually(async () => firstNumber(await page.getByTestId('users-count-all').innerText())).toBe(users);
    await context.close();
  });

  it('packages: add a package with includes from a chip and a typed list', async () => {
    const { context, page } = await asAdmin();
    await openTab(page, 'packages');
    await page.getByTestId('package-add').click();
    const form = page.getByTestId('package-form');
    await form.getByLabel('Name').fill('E2E Yatra');
    await form.getByLabel('Destination').fill('Puri');
    await form.getByLabel('Days').fill('2');
    await form.getByLabel('Nights').fill('1');
    await form.getByLabel('Description').fill('Darshan at the temple');
    await form.getByLabel('Price (₹)').fill('12000');
    await page.getByTestId('includes-input').fill('Boat ride, Prasadam');
    await page.getByTestId('includes-input').press('Enter');
    await form.getByRole('button', { name: '+ Photography' }).click();
    expect(await page.getByTestId('includes-list').innerText()).toMatch(/Boat ride[\s\S]*Prasadam[\s\S]*Photography/i);
    await page.getByTestId('package-save').click();
    await page.getByTestId('packages-grid').getByText('E2E Yatra').waitFor();
    await context.close();
  });

  it('bookings: the status filter works and the detail shows the history of a change', async () => {
    const { context, page } = await asAdmin();
    await openTab(page, 'bookings');
    const table = page.getByTestId('bookings-table');
    await table.waitFor();
    await page.getByTestId('bookings-status-filter').click();
    await page.getByRole('option', { name: 'Completed' }).click();
    await expect
      .poll(
        async () =>
          (await table.locator('tbody tr').count()) > 0 &&
          (await table
            .locator('tbody input[aria-label="Status"]')
            .evaluateAll((els) => els.every((e) => (e as HTMLInputElement).value === 'Completed'))),
      )
      .toBe(true);
    const payment = table.locator('tbody tr').first().locator('input[aria-label="Payment"]');
    await payment.click();
    await page.getByRole('option', { name: 'Refunded' }).click();
    await page.getByText('Booking updated').waitFor();
    await table.locator('tbody tr').first().getByRole('button', { name: 'Details' }).click();
    await page
      .getByTestId('booking-history')
      .getByText(/Refunded/)
      .waitFor();
    await context.close();
  });

  it('in Hindi: bookings filtered by status, a payment change shown in the history', async () => {
    const { context, page } = await asAdmin({ lang: 'hi' });
    await openTab(page, 'bookings');
    const table = page.getByTestId('bookings-table');
    await table.waitFor();
    await page.getByTestId('bookings-status-filter').click();
    await page.getByRole('option', { name: 'पुष्ट', exact: true }).click();
    await expect
      .poll(
        async () =>
          (await table.locator('tbody tr').count()) > 0 &&
          (await table
            .locator('tbody input[aria-label="स्थिति"]')
            .evaluateAll((els) => els.every((e) => (e as HTMLInputElement).value === 'पुष्ट'))),
      )
      .toBe(true);
    const payment = table.locator('tbody tr').first().locator('input[aria-label="भुगतान"]');
    const next = (await payment.inputValue()) === 'भुगतान हुआ' ? 'धनवापसी हुई' : 'भुगतान हुआ';
    await payment.click();
    await page.getByRole('option', { name: next, exact: true }).click();
    await page.getByText('बुकिंग अपडेट हुई').first().waitFor();
    await table.locator('tbody tr').first().getByRole('button', { name: 'विवरण' }).click();
    await page.getByTestId('booking-history').getByText(next).first().waitFor();
    await context.close();
  });

  it('pandits: add a pandit (one-time password that logs in), find them by state, toggle Verified', async () => {
    const { context, page } = await asAdmin();
    await openTab(page, 'pandits');
    await page.getByTestId('pandit-add').click();
    const form = page.getByTestId('pandit-form');
    const box = (name: RegExp) => form.getByRole('textbox', { name });
    await box(/^Name/).fill('Pt. Devesh Mishra');
    await box(/^Email/).fill('devesh.e2e@example.com');
    await box(/^Phone/).fill('98390 1234');
    await box(/^State/).fill('Uttar Pradesh');
    await box(/^City/).fill('Varanasi');
    await box(/^Specific location/).fill('Kedar Ghat');
    await box(/^Bio/).fill('Vedic rituals in the Kashi tradition for twenty years.');
    // The ceremonies come from the table (issue #33).
    await page.getByTestId('pandit-ceremonies').fill('Griha');
    await page.getByRole('option', { name: 'Griha Pravesh', exact: true }).click();
    await box(/^Languages/).fill('Hindi, Sanskrit');
    await box(/^Basic/).fill('2100');
    await box(/^Premium/).fill('5100');
    await box(/^Deluxe/).fill('11000');
    await page.getByTestId('pandit-save').click();
    // Nine digits: the rule's message, nothing saved.
    await form.getByText('Phone number must be 10 digits').waitFor();
    await box(/^Phone/).fill('98390 12345');
    await page.getByTestId('pandit-save').click();
    const password = await page.getByTestId('one-time-password').innerText();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const login = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'devesh.e2e@example.com', password }),
    });
    expect(login.status).toBe(200);
    await page.keyboard.press('Escape');

    // All statuses (the default), narrowed by the state select; the public list has them while verified.
    await page.getByRole('searchbox', { name: 'Search pandits' }).fill('Devesh');
    await page.getByTestId('pandits-state-filter').click();
    await page.getByRole('option', { name: 'Uttar Pradesh', exact: true }).click();
    const row = page.getByTestId('pandits-table').locator('tbody tr', { hasText: 'Pt. Devesh Mishra' });
    await row.waitFor();
    const listed = async () => {
      const r = (await (await fetch(`${baseURL}/api/pandits?search=Devesh&limit=50`)).json()) as {
        data: { pandits: Array<{ name: string }> };
      };
      return r.data.pandits.some((p) => p.name === 'Pt. Devesh Mishra');
    };
    expect(await listed()).toBe(true);
    await row.getByRole('switch', { name: 'Verified', exact: true }).click();
    await row.getByText('Unverified', { exact: true }).waitFor();
    await expect.poll(listed).toBe(false);
    await context.close();
  });

  it('users: add a user, who gets a one-time password that logs in', async () => {
    const { context, page } = await asAdmin();
    await openTab(page, 'users');
    await page.getByTestId('user-add').click();
    const form = page.getByTestId('user-form');
    await form.getByRole('textbox', { name: /^User/ }).fill('Nisha Kapoor');
    await form.getByRole('textbox', { name: /^Email/ }).fill('nisha.e2e@example.com');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('98765 43210');
    await page.getByTestId('user-save').click();
    const password = await page.getByTestId('one-time-password').innerText();
    expect(password.length).toBeGreaterThanOrEqual(12);
    const r = await fetch(`${baseURL}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'nisha.e2e@example.com', password }),
    });
    expect(r.status).toBe(200);
    await context.close();
  });

  it('in Hindi: add a testimonial', async () => {
    const { context, page } = await asAdmin({ lang: 'hi' });
    await openTab(page, 'testimonials');
    await page.getByTestId('testimonial-add').click();
    const form = page.getByTestId('testimonial-form');
    await form.getByLabel('ग्राहक का नाम').fill('सीमा शर्मा');
    await form.getByPlaceholder('शहर, राज्य').fill('पुणे, महाराष्ट्र');
    await form.getByLabel('टिप्पणी').fill('बहुत सुंदर गृह प्रवेश पूजा');
    await page.getByTestId('testimonial-save').click();
    await page.getByTestId('testimonials-grid').getByText('सीमा शर्मा').waitFor();
    await context.close();
  });

  it('in Hindi: edit the About content and see it on #about', async () => {
    const { context, page } = await asAdmin({ lang: 'hi' });
    await openTab(page, 'about');
    await page.getByTestId('about-edit').click();
    await page.getByTestId('about-lang').getByText('हिन्दी').click();
    await page.getByTestId('about-form').getByLabel('पृष्ठ शीर्षक').fill('हमारी कहानी');
    await page.getByTestId('about-save').click();
    await page.getByText('हमारे बारे में सामग्री सहेजी गई').waitFor();
    await page.goto(`${baseURL}/about`);
    await page.getByRole('heading', { name: 'हमारी कहानी' }).first().waitFor();
    await context.close();
  });

  it('data: real counts and an empty import asks for JSON first; on a phone the menu folds', async () => {
    const { context, page } = await asAdmin({ mobile: true });
    await openTab(page, 'data');
    await page.getByTestId('data-counts').waitFor();
    // The audit trail lists the package added earlier, with who did it.
    await page.getByTestId('activity-log').getByText('package.create').first().waitFor();
    await page.getByTestId('data-import').click();
    await page.getByTestId('data-import-error').getByText('Please paste JSON data first').waitFor();
    await page.getByTestId('admin-menu-button').click();
    await page.getByTestId('admin-menu-pandits').click();
    await page.getByTestId('pandits-table').waitFor();
    await context.close();
  });
});
