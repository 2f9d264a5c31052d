import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from '../../gateway/test/harness.js';
import { proofPhoto, scenario, type Account, type PanditFixture } from '../../gateway/test/scenario.js';
import { eventually, gql, launch, loginViaUi, newPage } from './browser.js';

/**
 * Photos on a complaint in the browser (issue #35 item 1, decision 0066): a devotee reports a problem with two photos
 * (chosen, previewed, one removed and chosen again); the pandit (in Hindi, on a 360 px phone) sees their thumbnails,
 * opens one and answers with a photo of his own; support (the console's Support tab) sees them and opens one; a third
 * party cannot fetch any of them. Its own server.
 */
let server: TestServer;
let browser: Browser;
let devotee: Account;
let admin: Account;
let stranger: Account;
let pandit: PanditFixture;
let bookingId: string;

beforeAll(async () => {
  server = await startTestServer();
  browser = await launch();
  const sc = scenario(server);
  devotee = await sc.customer('Meera Photos');
  stranger = await sc.customer('Someone Else');
  admin = await sc.admin();
  pandit = await sc.pandit({ name: 'Pt. Photo Shastri' });
  bookingId = (
    await sc.booking({ customer: devotee, pandit, date: addDays(indiaToday(), -3), status: 'completed', paymentStatus: 'paid' })
  ).id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const photo = async (name: string, daysAgo: number) => ({
  name,
  mimeType: 'image/jpeg',
  buffer: await proofPhoto(new Date(Date.now() - daysAgo * 86_400_000)),
});

/** Every thumbnail shows its image; the first opens the full one in a dialog. */
async function seeAndOpen(page: Page, scope: Locator, count: number) {
  const thumbs = scope.getByTestId('private-thumbnail');
  await eventually(() => thumbs.locator('img').count()).toBe(count);
  await thumbs.first().click();
  const full = page.getByTestId('private-image');
  await full.waitFor();
  expect(await full.getAttribute('src')).toMatch(/^blob:/);
}

describe('complaint photos', () => {
  it('a report with two photos; the pandit sees them and answers with one; support sees them; nobody else can fetch them', async () => {
    const { context, page } = await newPage(browser, { lang: 'en' });
    await page.goto(`${server.url}/`);
    await loginViaUi(page, devotee.email, devotee.password);
    await page.goto(`${server.url}/bookings`);
    await page.getByTestId('bookings-tab-past').click();
    await page.locator(`[data-booking-id="${bookingId}"]`).getByTestId('booking-report-problem').click();
    const dialog = page.getByTestId('report-dialog');
    await dialog.getByTestId('report-category').click();
    await page.getByRole('option', { name: 'The pandit came late' }).click();
    await dialog.getByTestId('report-description').fill('The pandit came two hours late; the photos show the time.');
    const input = dialog.getByTestId('report-attachments-input');
    // A file that is not an image is refused before anything is sent, and says so.
    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await eventually(() => dialog.getByTestId('attachment-refused').innerText()).toContain('notes.txt');
    await input.setInputFiles([await photo('door.jpg', 3), await photo('clock.jpg', 3)]);
    await eventually(() => dialog.getByTestId('attachment-preview').count()).toBe(2);
    await dialog.getByTestId('attachment-remove').last().click();
    await eventually(() => dialog.getByTestId('attachment-preview').count()).toBe(1);
    await input.setInputFiles(await photo('clock.jpg', 3));
    await eventually(() => dialog.getByTestId('attachment-preview').count()).toBe(2);
    await dialog.getByTestId('report-submit').click();
    const number = (await dialog.getByTestId('report-number').innerText()).trim();
    expect(number).toMatch(/^CT[0-9A-F]{12}$/);
    await dialog.getByTestId('report-open').click();
    const thread = page.getByTestId('complaint-thread');
    await thread.waitFor();
    const complaintId = await thread.getAttribute('data-complaint-id');
    await seeAndOpen(page, thread, 2);
    await context.close();

    // The pandit, in Hindi on a phone.
    const p = await newPage(browser, { lang: 'hi' });
    await p.page.setViewportSize({ width: 360, height: 740 });
    await p.page.goto(`${server.url}/`);
    await loginViaUi(p.page, pandit.account.email, pandit.account.password);
    await p.page.goto(`${server.url}/hi/complaints/${complaintId}`);
    const pThread = p.page.getByTestId('complaint-thread');
    await seeAndOpen(p.page, pThread, 2);
    await p.page.keyboard.press('Escape');
    // He answers in the thread with a photo of his own.
    await pThread.getByTestId('complaint-reply').fill('The road was closed; here is the diversion notice.');
    await pThread.getByTestId('reply-attachments-input').setInputFiles(await photo('notice.jpg', 3));
    await eventually(() => pThread.getByTestId('attachment-preview').count()).toBe(1);
    await pThread.getByTestId('complaint-send').click();
    await eventually(() => pThread.getByTestId('complaint-message').count()).toBe(2);
    await eventually(() =>
      pThread.getByTestId('complaint-message').last().getByTestId('private-thumbnail').locator('img').count(),
    ).toBe(1);
    expect(await pThread.getByTestId('attachment-preview').count()).toBe(0);
    expect(await p.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await p.context.close();

    // Support, in the console's Support tab.
    const c = await newPage(browser, { lang: 'en' });
    await c.page.goto(`${server.url}/`);
    await loginViaUi(c.page, admin.email, admin.password);
    await c.page.goto(`${server.url}/admin?tab=support`);
    await c.page.locator(`[data-complaint-number="${number}"]`).getByTestId('support-open').click();
    await seeAndOpen(c.page, c.page.getByTestId('support-ticket'), 3);
    await c.context.close();

    // Each address answers the devotee, and nobody else outside the booking (as if it did not exist).
    const data = await gql<{ complaint: { messages: Array<{ attachments: string[] }> } }>(
      server.url,
      'query($id: ID!) { complaint(id: $id) { id messages { id attachments } } }',
      { id: complaintId },
      devotee.token,
    );
    expect(data.complaint.messages.map((m) => m.attachments.length)).toEqual([2, 1]);
    const urls = data.complaint.messages.flatMap((m) => m.attachments);
    for (const url of urls) {
      const own = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${devotee.token}` } });
      expect(own.status).toBe(200);
      const other = await fetch(`${server.url}${url}`, { headers: { authorization: `Bearer ${stranger.token}` } });
      expect(other.status).toBe(404);
      expect((await fetch(`${server.url}${url}`)).status).toBe(401);
    }
  }, 180_000); // three roles in three contexts, two uploads and six private reads
});
