import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { eventually, graphqlOperation, launch, newPage, persistedQueryMiss, trackRequests } from './browser.js';
import { first } from '../../gateway/src/indexed.js';

const baseURL = inject('baseURL');
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => browser?.close());

/** A layout shift the page saw: its score and the elements that moved. */
type Shift = { value: number; nodes: string[] };

/** Records every layout shift not caused by the reader's input, from the page's first moment. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { shifts: Shift[] };
    w.shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean; sources: Array<{ node?: Node }> }
      >)
        if (!e.hadRecentInput)
          w.shifts.push({
            value: e.value,
            nodes: e.sources.map((s) => (s.node as Element | undefined)?.outerHTML?.slice(0, 120) ?? ''),
          });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { shifts: Shift[] }).shifts);
}

/** The id of a public pandit, from the REST list. */
async function firstPanditId(): Promise<string> {
  const list = (await fetch(`${baseURL}/api/pandits?limit=1`).then((r) => r.json())) as {
    data: { pandits: Array<{ id: string }> };
  };
  return first(list.data.pandits, 'a listed pandit').id;
}

describe('a shared profile link on a phone', () => {
  it('asks for no free days: the dialog reads the answer the server rendered it with', async () => {
    const panditId = await firstPanditId();
    const { context, page } = await newPage(browser, { mobile: true, lang: 'en' });
    try {
      // Answers, not requests: a persisted-query miss and its retry with the text are one ask (decision 0082).
      const asked: Array<Promise<boolean>> = [];
      page.on('response', (res) => {
        if (graphqlOperation(res.request()) === 'FreeDays') asked.push(persistedQueryMiss(res).then((miss) => !miss));
      });
      const quiet = trackRequests(page);
      await page.goto(`${baseURL}/pandits/${panditId}`);
      await page.getByTestId('profile-free-day').first().or(page.getByTestId('profile-no-free-days')).waitFor();
      await eventually(quiet).toBe(true);
      expect((await Promise.all(asked)).filter(Boolean)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });

  it.each(['hi', 'en'] as const)(
    'holds still while its answers arrive late (%s): the reference names and the free days',
    async (lang) => {
      const panditId = await firstPanditId();
      const { context, page } = await newPage(browser, { mobile: true, lang });
      try {
        // The names (cities, ceremonies, languages in the page's language) and the free days come a second after the
        // profile: shown before them, the dialog used to change under the reader (CLS 0.13 in Lighthouse, Hindi).
        await page.route('**/graphql', async (route) => {
          const op = graphqlOperation(route.request());
          if (op === 'MarketplaceReference' || op === 'FreeDays') await new Promise((r) => setTimeout(r, 1200));
          await route.continue();
        });
        const shifts = await recordShifts(page);
        const quiet = trackRequests(page);
        await page.goto(`${baseURL}${lang === 'hi' ? '/hi' : ''}/pandits/${panditId}`);
        await page.getByTestId('profile-name').waitFor();
        await page.getByTestId('profile-free-day').first().or(page.getByTestId('profile-no-free-days')).waitFor();
        await eventually(quiet).toBe(true);
        const seen = await shifts();
        const total = seen.reduce((sum, s) => sum + s.value, 0);
        expect(total, JSON.stringify(seen)).toBeLessThan(0.01);
      } finally {
        await context.close();
      }
    },
  );
});
