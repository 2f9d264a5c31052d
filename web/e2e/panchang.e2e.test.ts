import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, gql, launch, newPage, pickDate, showDay } from './browser.js';

/** Issue #38 in the browser: the panchang day page in both languages (and abroad, at 360 px), and the booking dialog's date line. */
const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

describe('panchang day page', () => {
  it('shows a date in New Delhi in English as the almanac prints it, reached from the footer', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/about`);
    await page.getByRole('link', { name: 'Panchang', exact: true }).click();
    await page.getByTestId('panchang-page').waitFor();
    await page.goto(`${baseURL}/panchang?date=2022-01-24&city=dl-new-delhi`);
    await page.getByRole('heading', { level: 1, name: 'Panchang' }).waitFor();
    // drikpanchang.com, 24/01/2022, New Delhi: Krishna Shashthi until 08:43, Hasta until 11:15, Rahu Kaal 08:33-09:53.
    await eventually(() => page.getByTestId('panchang-tithi').innerText()).toMatch(/Krishna Shashthi until 08:4[2-4]/);
    expect(await page.getByTestId('panchang-nakshatra').innerText()).toMatch(/Hasta until 11:1[4-6]/);
    expect(await page.getByTestId('panchang-rahu').innerText()).toMatch(/08:3[2-4] – 09:5[2-4]/);
    expect(await page.getByTestId('panchang-month').innerText()).toContain('Pausha (amanta)');
    // Another date typed in: the address follows (a stable link to share), and the festival is named (decision 0055).
    await page.getByTestId('panchang-date').fill('2025-10-20');
    await eventually(() => page.url()).toContain('date=2025-10-20');
    expect(page.url()).toContain('city=dl-new-delhi');
    await page.getByTestId('panchang-festival-DIWALI').waitFor();
    expect(await page.getByTestId('panchang-festival-DIWALI').textContent()).toBe('Diwali (Lakshmi Puja)');
    // Which ceremonies' rules the date fits (Amavasya: none), with the rules' source and who confirms.
    const muhurat = await page.getByTestId('panchang-muhurat').innerText();
    expect(muhurat).toContain('Fits none of the ceremonies’ rules');
    expect(muhurat).toContain('Muhurta Chintamani');
    expect(muhurat).toContain('the pandit confirms the muhurat with the family');
    // A link shared in Hindi is the Hindi twin's address (an old one's '&lang=hi' lands there too, app/oldAddress.ts).
    await page.goto(`${baseURL}/hi/panchang?date=2026-01-14&city=dl-new-delhi`);
    await page.getByRole('heading', { level: 1, name: 'पंचांग' }).waitFor();
    await eventually(() => page.getByTestId('panchang-festival-MAKAR_SANKRANTI').textContent()).toBe('मकर संक्रांति');
    expect(new URL(page.url()).pathname).toBe('/hi/panchang');
    expect(page.url()).toContain('date=2026-01-14&city=dl-new-delhi');
    await context.close();
  });

  it('reads in Hindi for a city abroad on a 360 px phone, the date and city in the address', async () => {
    const { context, page } = await newPage(browser, { lang: 'hi' });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${baseURL}/panchang?date=2024-07-01&city=us-new-york`);
    await page.getByRole('heading', { level: 1, name: 'पंचांग' }).waitFor();
    await eventually(() => page.getByTestId('panchang-sunrise').innerText()).toMatch(/05:2\d/);
    expect(await page.getByTestId('panchang-page').innerText()).toContain('America/New_York');
    expect(await page.getByTestId('panchang-tithi').innerText()).toMatch(/तक/);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // A shared link to Holi 2026 in New Delhi (Government of India holiday list: 4 March), read in Hindi.
    await page.goto(`${baseURL}/panchang?date=2026-03-04&city=dl-new-delhi`);
    await eventually(() => page.getByTestId('panchang-festival-HOLI').textContent()).toBe('होली');
    await context.close();
  });
});

describe('booking dialog', () => {
  it('shows the chosen date’s tithi and nakshatra, and marks the slots that start in Rahu Kaal', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${baseURL}/`);
    await page.getByTestId('hero-search').fill('Ramesh Shastri');
    await page.getByTestId('hero-submit').click();
    await page
      .getByTestId('pandit-card')
      .filter({ has: page.getByTestId('pandit-name').getByText('Pt. Ramesh Shastri', { exact: true }) })
      .getByTestId('book-pandit')
      .click();
    await page.getByTestId('booking-form').waitFor();
    // The first day the date picker offers after today.
    await page.getByTestId('booking-date').click();
    const day = page.locator('table button[aria-label]:not([disabled]):not([data-disabled])').nth(1);
    const date = (await day.getAttribute('aria-label'))!;
    await day.click();
    const line = page.getByTestId('booking-panchang-line');
    await line.waitFor();

    const search = await gql(baseURL, '{ pandits(filter: {search: "Ramesh Shastri"}) { items { id } } }');
    const id = search.pandits.items[0].id as string;
    const r = await gql(
      baseURL,
      'query($id: ID!, $d: Date!) { pandit(id: $id) { panchang(from: $d, to: $d) { tithi { name { en } } nakshatra { name { en } } rahuKaal { start end } } } }',
      { id, d: date },
    );
    const p = r.pandit.panchang[0];
    expect(await line.innerText()).toContain(p.tithi.name.en);
    expect(await line.innerText()).toContain(p.nakshatra.name.en);

    await page.getByTestId('booking-time').click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    const labels = (await options.allInnerTexts()).map((t) => t.trim());
    for (const label of labels) {
      const time = label.slice(0, 5);
      const at = Date.parse(`${date}T${time}:00+05:30`);
      const inRahu = at >= Date.parse(p.rahuKaal.start) && at < Date.parse(p.rahuKaal.end);
      expect(label.includes('Rahu Kaal'), label).toBe(inRahu);
    }
    // Nothing is chosen for the devotee.
    await page.keyboard.press('Escape');
    expect(await page.getByTestId('booking-time').inputValue()).toBe('');

    // Suggest dates: the rules' source and who confirms the muhurat; choosing a date sets it (and still no time).
    await page.getByTestId('muhurat-suggest').click();
    await page.getByTestId('muhurat-confirm').waitFor();
    expect(await page.getByTestId('muhurat-confirm').innerText()).toContain('the pandit confirms the muhurat with the family');
    // Namkaran: no month is kept clear of, so the 62 days nearly always hold a good date the pandit is free on.
    await page.getByTestId('muhurat-ceremony').click();
    await page.getByRole('option', { name: 'Namkaran' }).click();
    await eventually(() => page.getByTestId('muhurat-panel').innerText()).toContain('Good dates for Namkaran');
    await page.getByTestId('muhurat-date').or(page.getByTestId('muhurat-none')).first().waitFor();
    expect(await page.getByTestId('muhurat-source').innerText()).toContain('Muhurta Chintamani');
    const suggested = page.getByTestId('muhurat-date');
    let shown = date;
    if ((await suggested.count()) > 0) {
      const chosen = (await suggested.first().getAttribute('data-date'))!;
      shown = chosen;
      await suggested.first().getByTestId('muhurat-pick').click();
      const s = await gql(
        baseURL,
        'query($id: ID!, $d: Date!) { pandit(id: $id) { panchang(from: $d, to: $d) { tithi { name { en } } nakshatra { name { en } } } } }',
        { id, d: chosen },
      );
      await eventually(() => line.innerText()).toContain(s.pandit.panchang[0].nakshatra.name.en);
      expect(await page.getByTestId('booking-time').inputValue()).toBe('');
    }

    // The picker marks Ekadashi, Purnima, Amavasya and festivals on its day cells (it opens on the month of the date shown).
    const span = await gql(
      baseURL,
      'query($id: ID!, $from: Date!, $to: Date!) { pandit(id: $id) { panchang(from: $from, to: $to) { date ekadashi festivals { id } } } }',
      { id, from: shown, to: new Date(Date.parse(shown) + 40 * 86_400_000).toISOString().slice(0, 10) },
    );
    const marked = (span.pandit.panchang as Array<{ date: string; ekadashi: boolean }>).find((d) => d.ekadashi)!;
    await page.getByTestId('booking-date').click();
    await showDay(page, marked.date, 3);
    await page.locator(`button[aria-label="${marked.date}"]`).locator('[data-panchang-mark]').waitFor();

    // The same dialog in Hindi.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await page.getByTestId('booking-form').waitFor({ state: 'detached' });
    await page.getByTestId('lang-switch').getByText('हिन्दी').click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('hi');
    await page
      .getByTestId('pandit-card')
      .filter({ has: page.getByTestId('pandit-name').getByText('Pt. Ramesh Shastri', { exact: true }) })
      .getByTestId('book-pandit')
      .click();
    // (The picker opens on the month of the date chosen last, so the same date is picked again.)
    await pickDate(page, shown);
    const h = await gql(
      baseURL,
      'query($id: ID!, $d: Date!) { pandit(id: $id) { panchang(from: $d, to: $d) { tithi { name { hi } } nakshatra { name { hi } } } } }',
      { id, d: shown },
    );
    await eventually(() => line.innerText()).toContain(h.pandit.panchang[0].tithi.name.hi);
    expect(await line.innerText()).toContain(h.pandit.panchang[0].nakshatra.name.hi);
    expect(await page.getByTestId('muhurat-suggest').innerText()).toBe('तारीख़ें सुझाएँ');
    await context.close();
  });
});
