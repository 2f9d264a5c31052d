import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { proofPhoto } from '../../gateway/test/scenario.js';
import { startInstant } from '@marketplace/schema/rules';
import { eventually, launch, loginViaUi, newPage } from './browser.js';

/**
 * Proof of a ceremony (issue #34 item 4): the pandit marks a ceremony that began yesterday completed with a photo from
 * it (a photo from another day is refused, with the reason), and the family sees the proof and confirms it happened.
 */
const baseURL = inject('baseURL');
const started = inject('startedBooking');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('proof of a ceremony', () => {
  it('the pandit completes with a photo from the ceremony; the family sees it and confirms (en, then hi on a phone)', async () => {
    const start = startInstant(started.date, started.time);
    const pandit = await newPage(browser);
    await pandit.page.goto(`${baseURL}/`);
    await loginViaUi(pandit.page, 'pandit@demo.in', 'Pandit@12345');
    await pandit.page.goto(`${baseURL}/workspace`);
    await pandit.page.getByTestId('ws-tab-past').click();
    const card = pandit.page.locator(`[data-testid="ceremony-item"][data-booking-id="${started.id}"]`);
    await card.getByTestId('ceremony-complete').click();
    const dialog = pandit.page.getByTestId('proof-dialog');
    const file = dialog.locator('input[type="file"]');

    // A photo taken two days before the ceremony is refused, and says why.
    await file.setInputFiles({
      name: 'old.jpg',
      mimeType: 'image/jpeg',
      buffer: await proofPhoto(new Date(start.getTime() - 2 * 86_400_000)),
    });
    await pandit.page.getByTestId('proof-submit').click();
    await eventually(() => pandit.page.getByTestId('proof-error').innerText()).toContain('not from the time of this ceremony');

    await file.setInputFiles({
      name: 'ceremony.jpg',
      mimeType: 'image/jpeg',
      buffer: await proofPhoto(new Date(start.getTime() + 45 * 60_000)),
    });
    await pandit.page.getByTestId('proof-submit').click();
    await eventually(() => card.getAttribute('data-status')).toBe('COMPLETED');
    await card.getByTestId('ceremony-proof').waitFor();
    await pandit.context.close();

    const family = await newPage(browser, { lang: 'hi', mobile: true });
    await family.page.goto(`${baseURL}/`);
    await loginViaUi(family.page, 'user@demo.in', 'User@12345');
    await family.page.goto(`${baseURL}/bookings`);
    await family.page.getByTestId('bookings-tab-past').click();
    const booking = family.page.locator(`[data-testid="booking-item"][data-booking-id="${started.id}"]`);
    const proof = booking.getByTestId('ceremony-proof');
    await proof.waitFor();
    expect(await proof.innerText()).toContain('अनुष्ठान का प्रमाण');
    await proof.getByTestId('proof-photo').first().click();
    await family.page.getByTestId('private-image').waitFor();
    await family.page.keyboard.press('Escape');
    await proof.getByTestId('proof-confirm').click();
    await proof.getByTestId('proof-confirmed').waitFor();
    await family.context.close();
  });
});
