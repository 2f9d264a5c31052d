import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { addDays, bookingReference, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { scenario, type Account } from '../../gateway/test/scenario.js';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

/**
 * A devotee pays a confirmed booking by UPI in Chromium (QR, upi:// link, UTR), an admin verifies it in the
 * console, and the receipt shows; the same screens in Hindi. This file starts its own server with UPI configured.
 */
const VPA = 'mandir.seva@okicici';
let server: TestServer;
let browser: Browser;
let customer: Account;
let first: { id: string };
let second: { id: string };

beforeAll(async () => {
  server = await startTestServer({ env: { UPI_VPA: VPA, UPI_PAYEE_NAME: 'Mandir Seva' } });
  browser = await launch();
  const sc = scenario(server);
  customer = await sc.customer('Meera Devotee');
  const pandit = await sc.pandit({ name: 'Pt. Payment Shastri' });
  const date = addDays(indiaToday(), 12);
  first = await sc.booking({ customer, pandit, date, time: '10:00', status: 'confirmed' });
  second = await sc.booking({ customer, pandit, date, time: '17:00', status: 'confirmed' });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('paying by UPI', () => {
  it('the customer pays with the QR or link and a UTR, an admin verifies it, the receipt shows', async () => {
    const utr = '512345678901';
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await loginViaUi(page, customer.email, customer.password);
    await page.goto(`${server.url}/bookings`);
    const card = page.locator(`[data-booking-id="${first.id}"]`);
    await card.getByTestId('booking-pay').click();
    await expect.poll(() => card.getByTestId('booking-pay').innerText()).toContain('2,100');

    const dialog = page.getByTestId('pay-dialog');
    const qr = dialog.getByTestId('upi-qr');
    await qr.waitFor();
    // What to do while it is unpaid, and the price broken down by the server (the fee inside the same total).
    const help = dialog.getByTestId('pay-help');
    await help.waitFor();
    expect(await help.getAttribute('data-situation')).toBe('due');
    expect(await help.innerText()).toContain('Payment pending');
    expect(await dialog.getByTestId('breakdown-total').innerText()).toContain('2,100');
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
    const href = (await dialog.getByTestId('upi-link').getAttribute('href'))!;
    const link = new URL(href);
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe(VPA);
    expect(link.searchParams.get('am')).toBe('2100.00');
    expect(link.searchParams.get('tr')).toBe(bookingReference(first.id));

    // The shared UTR rule answers in the browser before any request.
    await dialog.getByTestId('upi-utr').fill('12345');
    await dialog.getByTestId('upi-submit').click();
    await eventually(() => dialog.getByText('The UTR is the 12-digit number').isVisible()).toBe(true);
    await dialog.getByTestId('upi-utr').fill(utr);
    await dialog.getByTestId('upi-submit').click();
    await eventually(() => card.getByTestId('payment-submitted').isVisible()).toBe(true);
    expect(await card.getByTestId('payment-submitted').innerText()).toContain(`Payment verification pending (UTR ${utr})`);
    expect(await card.getByTestId('booking-pay').count()).toBe(0);

    // The admin verifies the transfer in the console.
    const admin = await newPage(browser);
    await admin.page.goto(`${server.url}/`);
    await loginViaUi(admin.page, 'admin@demo.in', 'Admin@12345');
    await admin.page.goto(`${server.url}/admin?tab=payments`);
    const row = admin.page.locator(`[data-testid="admin-payment-row"][data-utr="${utr}"]`);
    await row.getByTestId('admin-payment-verify').click();
    await eventually(() => admin.page.getByText('Payment verified: the booking is paid.').isVisible()).toBe(true);
    await admin.context.close();

    // The customer sees the booking paid and opens the receipt.
    await page.reload();
    await card.getByTestId('booking-receipt').click();
    const receipt = page.getByTestId('receipt');
    await receipt.waitFor();
    expect(await receipt.getByTestId('receipt-number').innerText()).toBe(bookingReference(first.id));
    expect(await receipt.getByTestId('receipt-amount').innerText()).toContain('2,100');
    expect(await receipt.getByTestId('receipt-method').innerText()).toBe('UPI');
    expect(await receipt.getByTestId('receipt-reference').innerText()).toBe(utr);
    expect(await receipt.getByTestId('receipt-booking').innerText()).toBe('Pt. Payment Shastri');
    // The tax invoice as a file (its customer's; a printable page).
    const download = page.waitForEvent('download');
    await receipt.getByTestId('tax-document-invoice').click();
    expect((await download).suggestedFilename()).toMatch(/^INV-\d{4}-\d{2}-\d{6}\.html$/);
    await context.close();
  });

  it('in Hindi at 360 px: the Pay button, the dialog with what to do, the receipt and the refund policy table', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi', mobile: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${server.url}/`);
    await loginViaUi(page, customer.email, customer.password);
    await page.goto(`${server.url}/bookings`);
    const card = page.locator(`[data-booking-id="${second.id}"]`);
    await eventually(() => card.getByTestId('booking-pay').innerText()).toContain('का भुगतान करें');
    await card.getByTestId('booking-pay').click();
    await eventually(() => page.getByTestId('pay-dialog').getByText('UPI लेन-देन संदर्भ (UTR)').isVisible()).toBe(true);
    expect(await page.getByTestId('pay-help').innerText()).toContain('भुगतान बाकी है');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/receipt/${first.id}`);
    await eventually(() => page.getByRole('heading', { name: 'भुगतान रसीद' }).isVisible()).toBe(true);
    expect(await page.getByText('लेन-देन संदर्भ').first().isVisible()).toBe(true);

    // An unpaid booking has no receipt.
    await page.goto(`${server.url}/receipt/${second.id}`);
    await eventually(() => page.getByTestId('receipt-missing').isVisible()).toBe(true);

    await page.goto(`${server.url}/refunds`);
    const table = page.getByTestId('refund-policy-table');
    await eventually(() => table.getByText('भुगतान की गई राशि का 50%').isVisible()).toBe(true);
    expect(await table.getByText('पंडित जी आपका अनुरोध अस्वीकार करें').isVisible()).toBe(true);
    await context.close();
  });
});
