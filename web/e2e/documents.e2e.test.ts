import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { apiLogin, eventually, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * A pandit's documents (issue #34 items 1-2): the pandit adds them from his workspace, an admin reviews them in the
 * console's Approvals tab, the pandit reads a rejection's reason, and the profile shows the badges with their dates.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let scan: Buffer;

beforeAll(async () => {
  browser = await launch();
  scan = await sharp({ create: { width: 120, height: 80, channels: 3, background: { r: 240, g: 230, b: 210 } } })
    .jpeg()
    .toBuffer();
});
afterAll(async () => browser?.close());

async function addDocument(page: Page, kind: string, fields: Record<string, string>) {
  await page.getByTestId('document-kind').click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  for (const [testId, value] of Object.entries(fields)) await page.getByTestId(testId).fill(value);
  await page.locator('[data-testid="documents-panel"] input[type="file"]').setInputFiles({
    name: 'scan.jpg',
    mimeType: 'image/jpeg',
    buffer: scan,
  });
  const rows = page.getByTestId('document-row');
  const before = await rows.count();
  await page.getByTestId('document-submit').click();
  await eventually(() => rows.count()).toBe(before + 1);
}

describe("a pandit's documents", () => {
  it('the pandit adds a PAN; an admin rejects it with a reason; the pandit reads it (en)', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, 'pandit@demo.in', 'Pandit@12345');
    await page.goto(`${baseURL}/workspace`);
    await page.getByTestId('ws-tab-documents').click();
    await page.getByTestId('documents-panel').waitFor();
    // The list above the form has loaded (its skeleton rows replaced): the form no longer moves under a click.
    await page.getByTestId('documents-list').or(page.getByTestId('documents-empty')).waitFor();
    // A masked Aadhaar: the form says why only a masked copy and the last 4 digits (it takes no more than 4).
    await page.getByTestId('document-kind').click();
    await page.getByRole('option', { name: 'Aadhaar (masked)', exact: true }).click();
    expect(await page.getByTestId('aadhaar-note').innerText()).toContain('Never type the full 12-digit number');
    await page.getByTestId('document-last4').fill('234567890123');
    expect(await page.getByTestId('document-last4').inputValue()).toBe('2345');
    await addDocument(page, 'PAN card', { 'document-pan': 'abcps1234k', 'document-name': 'Ramesh Shastri' });
    const row = page.getByTestId('document-row').first();
    expect(await row.innerText()).toContain('ABCPS1234K');
    expect(await row.getAttribute('data-status')).toBe('PENDING');

    const admin = await newPage(browser);
    await admin.page.goto(`${baseURL}/`);
    await loginViaUi(admin.page, 'admin@demo.in', 'Admin@12345');
    await admin.page.goto(`${baseURL}/admin?tab=approvals`);
    const queued = admin.page.getByTestId('review-row').filter({ hasText: 'ABCPS1234K' });
    await queued.waitFor();
    await queued.getByTestId('review-reject').click();
    await admin.page.getByTestId('review-reason').fill('The PAN card photo is cut off; please upload the whole card.');
    await admin.page.getByTestId('review-reject-confirm').click();
    await eventually(() => queued.count()).toBe(0);
    await admin.context.close();

    await page.reload();
    await page.getByTestId('ws-tab-documents').click();
    const reason = page.getByTestId('document-row').filter({ hasText: 'ABCPS1234K' }).getByTestId('document-reason');
    await reason.waitFor();
    expect(await reason.innerText()).toContain('cut off');
    await context.close();
  });

  it('a certificate accepted by an admin shows on the profile as a dated badge, an accepted photo ID on the card (hi, phone)', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi', mobile: true });
    await page.goto(`${baseURL}/`);
    await loginViaUi(page, 'pandit@demo.in', 'Pandit@12345');
    await page.goto(`${baseURL}/workspace`);
    await page.getByTestId('ws-tab-documents').click();
    await page.getByTestId('documents-panel').waitFor();
    // The list above the form has loaded (its skeleton rows replaced): the form no longer moves under a click.
    await page.getByTestId('documents-list').or(page.getByTestId('documents-empty')).waitFor();
    await page.getByTestId('document-kind').click();
    await page.getByRole('option', { name: 'प्रमाणपत्र', exact: true }).click();
    await page.getByTestId('document-certificate').click();
    await page.getByRole('option', { name: 'गुरुकुल', exact: true }).click();
    await addDocument(page, 'प्रमाणपत्र', {});
    expect(await page.getByTestId('document-row').first().innerText()).toContain('गुरुकुल');
    await addDocument(page, 'फ़ोटो पहचान पत्र', {});

    const adminToken = await apiLogin(baseURL, 'admin@demo.in', 'Admin@12345');
    const queue = await gql<{
      documentsToReview: {
        items: Array<{ id: string; kind: string; certificate: string | null; pandit: { id: string; name: string } }>;
      };
    }>(
      baseURL,
      'query { documentsToReview(page: { limit: 100 }) { items { id kind certificate pandit { id name } } } }',
      {},
      adminToken,
    );
    const doc = queue.documentsToReview.items.find((d) => d.certificate === 'GURUKUL');
    expect(doc).toBeDefined();
    const photoId = queue.documentsToReview.items.find((d) => d.kind === 'PHOTO_ID' && d.pandit.id === doc!.pandit.id);
    expect(photoId).toBeDefined();
    for (const id of [doc!.id, photoId!.id])
      await gql(baseURL, 'mutation($id: ID!) { reviewPanditDocument(id: $id, accept: true) { id } }', { id }, adminToken);

    await page.reload();
    await page.getByTestId('ws-tab-documents').click();
    await eventually(() => page.getByTestId('document-row').first().getAttribute('data-status')).toBe('ACCEPTED');
    await page.goto(`${baseURL}/#/home?pandit=${doc!.pandit.id}`);
    const badge = page.getByTestId('verification-badge').filter({ hasText: 'गुरुकुल' });
    await badge.waitFor();
    expect(await badge.innerText()).toMatch(/प्रमाणपत्र: गुरुकुल · .*को जाँचा गया/);
    // The card in the directory: a compact "ID verified" with the date it was checked in its title.
    await page.goto(`${baseURL}/hi/pandits?q=${encodeURIComponent(doc!.pandit.name)}`);
    const card = page.getByTestId('pandit-card').filter({ hasText: doc!.pandit.name });
    const idBadge = card.getByTestId('pandit-id-verified');
    await idBadge.waitFor();
    expect(await idBadge.innerText()).toContain('पहचान सत्यापित');
    expect(await idBadge.getAttribute('title')).toMatch(/को जाँचा गया$/);
    await context.close();
  });
});
