import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, gql, launch, newPage } from './browser.js';

/** Suggestions while typing (hero search, both languages, keyboard) and near me (geolocation, outside India, nobody near). */
const baseURL = inject('baseURL');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** Focuses the hero box (its suggestions load on first focus) and types into the combobox that replaces it. */
async function typeInHero(page: Page, text: string) {
  await page.getByTestId('hero-search').click();
  const box = page.locator('[data-testid="hero-search"][role="combobox"]');
  await box.waitFor();
  await box.pressSequentially(text);
  return box;
}

/** Moves the combobox's active option down to the one whose text contains `text`, then presses Enter. */
async function chooseWithKeyboard(page: Page, box: ReturnType<Page['locator']>, text: string) {
  const option = page.getByRole('option').filter({ hasText: text }).first();
  await option.waitFor();
  const id = await option.getAttribute('id');
  for (let i = 0; i < 10 && (await box.getAttribute('aria-activedescendant')) !== id; i++) await box.press('ArrowDown');
  expect(await box.getAttribute('aria-activedescendant')).toBe(id);
  await box.press('Enter');
}

const param = (page: Page, name: string) => new URLSearchParams(page.url().split('?')[1] ?? '').get(name);

async function settle(page: Page) {
  await page.getByTestId('pandit-count').waitFor();
  await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'));
}

/** The API's nearest-first order for a point (what the page must show). */
async function apiNearest(near: { lat: number; lng: number }, maxDistanceKm: number): Promise<string[]> {
  const data = await gql<{ pandits: { items: Array<{ name: string }> } }>(
    baseURL,
    'query($f: PanditFilter) { pandits(filter: $f, sort: DISTANCE, page: { limit: 12 }) { items { name distanceKm } } }',
    { f: { near, maxDistanceKm } },
  );
  return data.pandits.items.map((p) => p.name);
}

describe('suggestions while typing', () => {
  it('English: a ceremony suggested with its kind, chosen with the keyboard, searches it', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    const box = await typeInHero(page, 'gri');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const option = page.getByRole('option').filter({ hasText: 'Griha Pravesh' }).first();
    await option.waitFor();
    expect(await option.getByTestId('suggestion-kind').innerText()).toBe('Ceremony');
    await chooseWithKeyboard(page, box, 'Griha Pravesh');
    await eventually(() => param(page, 'q')).toBe('Griha Pravesh');
    await settle(page);
    expect(await page.getByTestId('pandit-card').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('Hindi: a city suggested in Devanagari with its kind in Hindi, chosen with the keyboard', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi' });
    await page.goto(`${baseURL}/`);
    const box = await typeInHero(page, 'वारा');
    const option = page.getByRole('option').filter({ hasText: 'वाराणसी' }).first();
    await option.waitFor();
    expect(await option.getByTestId('suggestion-kind').innerText()).toBe('शहर');
    await chooseWithKeyboard(page, box, 'वाराणसी');
    await eventually(() => param(page, 'q')).toBe('वाराणसी'); // the Hindi label is searched as typed; the search understands it
    await settle(page);
    // Every card (once the new results replaced the first page) is in Varanasi, named in Hindi.
    await eventually(async () => {
      const places = await page.getByTestId('pandit-place').allInnerTexts();
      return places.length > 0 && places.every((p) => p.includes('वाराणसी'));
    }).toBe(true);
    await context.close();
  });

  it('a pandit suggestion opens the profile', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    const box = await typeInHero(page, 'Ramesh');
    const option = page.getByRole('option').filter({ hasText: 'Pt. Ramesh Shastri' }).first();
    await option.waitFor();
    expect(await option.getByTestId('suggestion-kind').innerText()).toBe('Pandit');
    await chooseWithKeyboard(page, box, 'Pt. Ramesh Shastri');
    await page.getByRole('dialog').getByText('Pt. Ramesh Shastri').first().waitFor();
    // The pandit's own address (the suggestion's id, then the slug the profile names).
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/pandits\/pt-ramesh-shastri-[a-z-]*[0-9a-f]{8}$/);
    await context.close();
  });
});

describe('near me', () => {
  it('from Varanasi: nearest first, as the API orders by the coordinates, with the distance on each card', async () => {
    const { context, page } = await newPage(browser);
    await context.grantPermissions(['geolocation'], { origin: baseURL });
    await context.setGeolocation({ latitude: 25.3176, longitude: 82.9739 });
    await page.goto(`${baseURL}/`);
    await page.getByTestId('toggle-filters').click();
    await page.getByTestId('detect-location').click();
    await eventually(() => param(page, 'near')).toBe('25.32,82.97');
    expect(param(page, 'sort')).toBe('distance');
    expect(param(page, 'km')).toBe('50');
    await page.getByTestId('near-summary').waitFor();
    expect(await page.getByTestId('near-summary').innerText()).toContain('Varanasi');
    await settle(page);
    const want = await apiNearest({ lat: 25.32, lng: 82.97 }, 50);
    expect(want.length).toBeGreaterThan(0);
    await eventually(() => page.getByTestId('pandit-name').allInnerTexts()).toEqual(want);
    const distances = await page.getByTestId('pandit-distance').allInnerTexts();
    expect(distances.length).toBe(want.length);
    expect(distances.every((d) => /km away$/.test(d))).toBe(true);
    // Widening to 250 km brings Prayagraj (about 120 km) in, after Varanasi.
    await page.getByTestId('near-distance').click();
    await page.getByRole('option', { name: '250 km', exact: true }).click();
    await eventually(() => param(page, 'km')).toBe('250');
    await settle(page);
    await eventually(() => page.getByTestId('pandit-name').allInnerTexts()).toEqual(
      await apiNearest({ lat: 25.32, lng: 82.97 }, 250),
    );
    await context.close();
  });

  it('outside India (London; Kathmandu, near the border): says so in both languages, names no city, offers virtual poojas', async () => {
    const places = [
      { lang: 'en', latitude: 51.5072, longitude: -0.1276 },
      { lang: 'hi', latitude: 27.7172, longitude: 85.324 },
    ] as const;
    for (const { lang, latitude, longitude } of places) {
      const { context, page } = await newPage(browser, { lang });
      await context.grantPermissions(['geolocation'], { origin: baseURL });
      await context.setGeolocation({ latitude, longitude });
      await page.goto(`${baseURL}/`);
      await page.getByTestId('toggle-filters').click();
      await page.getByTestId('detect-location').click();
      const outside = page.getByTestId('near-outside');
      await outside.waitFor();
      const text = await outside.innerText();
      expect(text).toContain(lang === 'en' ? 'outside India' : 'भारत के बाहर');
      expect(text).not.toMatch(/Baramulla|बारामूला|Raxaul|रक्सौल|Motihari|मोतिहारी/);
      expect(await page.getByTestId('near-summary').count()).toBe(0);
      const virtual = page.getByTestId('virtual-pandits');
      await virtual.getByTestId('pandit-card').first().waitFor();
      const cards = await virtual.getByTestId('pandit-card').count();
      expect(cards).toBeGreaterThan(0);
      expect(await virtual.getByTestId('pandit-virtual').count()).toBe(cards);
      await context.close();
    }
  });

  it('a chosen city with nobody near: says so, offers a wider search and the virtual-pooja pandits', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('toggle-filters').click();
    await page.getByTestId('near-city').click();
    await page.getByTestId('near-city').fill('Port Blair');
    await page.getByRole('option', { name: 'Port Blair', exact: true }).click();
    await eventually(() => param(page, 'near')).toBe('11.62,92.73');
    const nobody = page.getByTestId('near-nobody');
    await nobody.waitFor();
    expect(await nobody.innerText()).toContain('No pandit within 50 km of Port Blair, Andaman and Nicobar Islands.');
    await page.getByTestId('virtual-pandits').getByTestId('pandit-card').first().waitFor();
    await context.close();
  });
});
