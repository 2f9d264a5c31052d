import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launch, loginViaUi, newPage, eventually } from './browser.js';

const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

const stamp = Date.now();
const applicant = {
  name: `पं. परीक्षण ${stamp}`,
  email: `pt.e2e.${stamp}@example.in`,
  phone: '9812345678',
  password: 'Pandit@2026',
};

/** Chooses an option of a Mantine Select by its visible label. */
async function choose(page: Page, testId: string, label: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: label, exact: true }).click();
}

/** The public GraphQL pandit list, asked from the page (the same request the home grid makes). */
async function publicPanditNames(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const res = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query { pandits(page: { limit: 100 }, sort: NAME) { items { name } } }' }),
    });
    const json = (await res.json()) as { data: { pandits: { items: Array<{ name: string }> } } };
    return json.data.pandits.items.map((p) => p.name);
  });
}

async function openApprovals(page: Page) {
  await page.goto(`${baseURL}/admin?tab=approvals`);
  // A full load restores the session (its refresh token rotates): reloading before it answered would send the old one.
  await page.getByTestId('approvals-tab').waitFor();
  await page.reload(); // fresh lists, as an admin coming back later would see
  await page.getByTestId('approvals-tab').waitFor();
}

describe('Join as Pandit and approval', () => {
  // One story over three people (applicant, admin, visitor) and four submissions: about three times a single flow's
  // work, so three times the default limit (a loaded two-core machine ran it past the default).
  it(
    'a visitor fills the wizard in Hindi, signs up at submit, is rejected, resubmits and is approved',
    { timeout: 270_000 },
    async () => {
      const { context, page } = await newPage(browser, { lang: 'hi' });
      await page.goto(`${baseURL}/join`);
      await page.getByTestId('join-stepper').waitFor();

      // Step 1: contact. Next checks the fields in Hindi; Previous is disabled on step 1.
      expect(await page.getByTestId('join-previous').isDisabled()).toBe(true);
      await page.getByTestId('join-next').click();
      await page.getByText('कृपया अपना नाम लिखें').waitFor();
      await page.getByTestId('join-name').fill(applicant.name);
      await page.getByTestId('join-email').fill(applicant.email);
      await page.getByTestId('join-phone').fill('12345');
      await page.getByTestId('join-next').click();
      await page.getByText('फ़ोन नंबर 10 अंकों का होना चाहिए').waitFor();
      await page.getByTestId('join-phone').fill(applicant.phone);
      await page.getByTestId('join-next').click();

      // Step 2: place, from the reference data in Hindi.
      await choose(page, 'join-state', 'उत्तर प्रदेश');
      await choose(page, 'join-city', 'वाराणसी');
      await page.getByTestId('join-location').fill('अस्सी घाट, वाराणसी');
      await page.getByTestId('join-next').click();

      // Step 3: profile. Duplicates are ignored; quick-add chips are in Hindi.
      await page.getByTestId('join-bio').fill('काशी में प्रशिक्षित वैदिक पुरोहित।');
      await page.getByTestId('join-experience').fill('12');
      await page.getByTestId('join-specializations-input').fill('गंगा आरती');
      await page.getByTestId('join-specializations-input').press('Enter');
      await page.getByTestId('join-specializations-input').fill('Ganga Aarti');
      await page.getByTestId('join-specializations-add').click();
      expect(await page.getByTestId('join-specializations-values').locator('.mantine-Pill-root').count()).toBe(1);
      await page.getByTestId('join-languages-suggestion').first().click();
      await page.getByTestId('join-next').click();

      // Step 4: pricing; the virtual toggle reveals the virtual prices.
      await page.getByTestId('join-basic').fill('2100');
      await page.getByTestId('join-premium').fill('3100');
      await page.getByTestId('join-deluxe').fill('5100');
      expect(await page.getByTestId('join-virtualBasic').count()).toBe(0);
      // The switch's own label, as a person clicks it (its input is visually hidden under the track).
      const virtualId = await page.getByTestId('join-virtual').getAttribute('id');
      await page.locator(`label[for="${virtualId}"]`).first().click();
      await eventually(() => page.getByTestId('join-virtual').isChecked()).toBe(true);
      await page.getByTestId('join-virtualBasic').fill('1100');
      await page.getByTestId('join-virtualPremium').fill('1500');
      await page.getByTestId('join-virtualDeluxe').fill('2100');

      // Submit as a visitor: the login dialog opens; sign up from it; the answers are kept.
      await page.getByTestId('join-submit').click();
      await page.getByTestId('login-email').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'साइन अप करें' }).click();
      await page.getByTestId('signup-name').fill(applicant.name);
      await page.getByTestId('signup-email').fill(applicant.email);
      await page.getByTestId('signup-phone').fill(applicant.phone);
      await page.getByTestId('signup-password').fill(applicant.password);
      await page.getByTestId('signup-submit').click();

      const success = page.getByTestId('join-success');
      await success.waitFor();
      expect(await page.getByTestId('join-success-title').innerText()).toBe('पंजीकरण जमा हो गया!');
      expect(await publicPanditNames(page)).not.toContain(applicant.name);

      // The admin rejects it with a reason (the button stays disabled while the reason is empty).
      const admin = await newPage(browser);
      await admin.page.goto(`${baseURL}/`);
      await loginViaUi(admin.page, 'admin@demo.in', 'Admin@12345');
      await openApprovals(admin.page);
      const item = admin.page.locator(`[data-testid="pending-item"][data-email="${applicant.email}"]`);
      await item.getByTestId('pending-view').click();
      const detail = admin.page.getByTestId('application-detail');
      await detail.waitFor();
      const detailText = await detail.innerText();
      expect(detailText).toContain(applicant.email);
      expect(detailText).toContain('Ganga Aarti');
      expect(detailText).toContain('₹2,100');
      await detail.getByTestId('detail-reject').click();
      const confirm = admin.page.getByTestId('reject-confirm');
      expect(await confirm.isDisabled()).toBe(true);
      await admin.page.getByTestId('reject-reason').fill('too short');
      await confirm.click();
      await admin.page.getByText('Rejection reason must be at least 10 characters.').waitFor();
      const reason = 'Please add a longer biography with your training.';
      await admin.page.getByTestId('reject-reason').fill(reason);
      await confirm.click();
      await admin.page.getByText('Pandit application rejected.').waitFor();
      await item.waitFor({ state: 'detached' });

      // The applicant sees the reason in Edit Profile, follows 'Edit and resubmit', fixes and resubmits.
      await page.goto(`${baseURL}/`);
      await page.getByTestId('user-menu').click();
      await page.getByTestId('edit-profile').click();
      await page.getByTestId('application-status').waitFor();
      expect(await page.getByTestId('application-status').getAttribute('data-status')).toBe('rejected');
      expect(await page.getByTestId('application-rejection-reason').innerText()).toBe(reason);
      await page.getByTestId('application-edit-link').click();
      await page.getByTestId('join-stepper').waitFor();
      expect(await page.getByTestId('join-name').inputValue()).toBe(applicant.name);
      for (let i = 0; i < 2; i++) await page.getByTestId('join-next').click();
      await page.getByTestId('join-bio').fill('काशी में बारह वर्ष का अनुभव; संस्कृत विद्यापीठ से प्रशिक्षित वैदिक पुरोहित।');
      await page.getByTestId('join-next').click();
      await page.getByTestId('join-submit').click();
      await success.waitFor();

      // Pending again; the admin approves; the pandit is public at once and the account is a pandit.
      await openApprovals(admin.page);
      await item.getByTestId('pending-approve').click();
      await admin.page.getByText('Pandit approved successfully!').waitFor();
      await item.waitFor({ state: 'detached' });
      await eventually(() => publicPanditNames(page)).toContain(applicant.name);
      // ... and a visitor finds the new pandit in the public grid from the hero search.
      const visitor = await newPage(browser);
      await visitor.page.goto(`${baseURL}/`);
      await visitor.page.getByTestId('hero-search').fill(String(stamp));
      await visitor.page.getByTestId('hero-submit').click();
      await visitor.page.getByTestId('pandit-card').getByTestId('pandit-name').filter({ hasText: applicant.name }).waitFor();
      await visitor.context.close();

      await page.goto(`${baseURL}/`);
      await page.reload();
      await page.getByTestId('user-menu').click();
      await page.getByTestId('edit-profile').click();
      await page.getByTestId('application-status').waitFor();
      expect(await page.getByTestId('application-status').getAttribute('data-status')).toBe('approved');

      await admin.context.close();
      await context.close();
    },
  );

  it('Edit Profile updates the name and shows the spec message', async () => {
    const { context, page } = await newPage(browser);
    const email = `profile.${stamp}@example.in`;
    await page.goto(`${baseURL}/`);
    await page.getByTestId('signup-button').first().click();
    await page.getByTestId('signup-name').fill('Profile Tester');
    await page.getByTestId('signup-email').fill(email);
    await page.getByTestId('signup-phone').fill('9876543210');
    await page.getByTestId('signup-password').fill('Profile@123');
    await page.getByTestId('signup-submit').click();
    await page.getByTestId('user-menu').waitFor();
    await page.getByTestId('user-menu').click();
    await page.getByTestId('edit-profile').click();
    await page.getByTestId('edit-profile-name').fill('Profile Renamed');
    await page.getByTestId('edit-profile-email').fill('admin@demo.in');
    await page.getByTestId('edit-profile-submit').click();
    await page.getByText('Failed to update profile. Please try again.').first().waitFor();
    await page.getByTestId('edit-profile-email').fill(email);
    await page.getByTestId('edit-profile-submit').click();
    await page.getByText('Profile Updated Successfully.').waitFor();
    await eventually(async () => page.getByTestId('user-menu').innerText()).toContain('Profile Renamed');
    await context.close();
  });
});
