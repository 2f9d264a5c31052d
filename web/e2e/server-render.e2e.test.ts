import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { eventually, graphqlOperation, launch, newPage, trackRequests } from './browser.js';
import { first } from '../../gateway/src/indexed.js';

/**
 * The public pages rendered by the server (decision 0085): read without JavaScript, and hydrated in Chromium without
 * a mismatch and without asking again for what the page came with.
 */
const baseURL = inject('baseURL');
let browser: Browser;
let paths: string[] = [];
beforeAll(async () => {
  browser = await launch();
  const xml = await fetch(`${baseURL}/sitemap.xml`).then((r) => r.text());
  paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname);
});
afterAll(async () => browser?.close());

const one = (pattern: RegExp, what: string) =>
  first(
    paths.filter((p) => pattern.test(p)),
    what,
  );

/** The page as a crawler reads it: the HTML only. */
async function html(path: string): Promise<string> {
  const res = await fetch(`${baseURL}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

/** The HTML inside #root (the server's render), without its tags' attributes. */
const rootOf = (page: string) => /<div id="root">([\s\S]*)<\/div>\s*<script id="server-state"/.exec(page)?.[1] ?? '';
const count = (text: string, testId: string) => text.split(`data-testid="${testId}"`).length - 1;

describe('without JavaScript, every sitemap page holds its content', () => {
  it.each(['en', 'hi'] as const)(
    'home, a pandit, a package, a ceremony, a ceremony in a city, About, the policies (%s)',
    async (lang) => {
      const at = (path: string) => (lang === 'hi' ? `/hi${path === '/' ? '' : path}` : path);
      const pandit = one(/^\/pandits\/[^/]+$/, 'a pandit page');
      const pkg = one(/^\/packages\/[^/]+$/, 'a package page');
      const ceremonyCity = one(/^\/ceremonies\/[^/]+\/[^/]+$/, 'a ceremony in a city');
      const ceremony = /^\/ceremonies\/[^/]+/.exec(ceremonyCity)?.[0] ?? '';
      expect(paths).toContain(at(pandit));
      expect(paths).toContain(at(ceremony));

      const home = await html(at('/'));
      expect(count(rootOf(home), 'pandit-card')).toBeGreaterThan(0);
      expect(home).toMatch(/<script id="server-state" type="application\/json">/);
      expect(home).toMatch(/<link rel="canonical"/);
      expect(home).toMatch(/hreflang="hi"/);
      expect(home).toMatch(/<script type="application\/ld\+json">/);

      const profile = await html(at(pandit));
      const root = rootOf(profile);
      const name = /<meta property="og:title" content="([^"]+?)(?:, | — )/.exec(profile)?.[1] ?? 'missing';
      expect(root).toContain('data-testid="profile-name"');
      expect(root).toContain(name.replace(/&#39;/g, "'").split(' — ')[0]);
      expect(root).toMatch(/data-testid="profile-(reviews|no-reviews)"/);
      expect(root).toContain('data-testid="profile-prices"');
      expect(profile).toMatch(/"@type":"Person"/);

      const packagePage = rootOf(await html(at(pkg)));
      expect(packagePage).toContain('data-testid="package-dialog"');

      const ceremonyPage = rootOf(await html(at(ceremony)));
      expect(ceremonyPage).toContain('data-testid="ceremony-title"');
      expect(ceremonyPage).toContain('data-testid="ceremony-steps-list"');
      expect(ceremonyPage).toMatch(/data-testid="ceremony-prices(-none)?"/);
      expect(rootOf(await html(at(ceremonyCity)))).toMatch(/data-testid="ceremony-prices(-none)?"/);

      const about = await html(at('/about'));
      const { data } = (await fetch(`${baseURL}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($l: String) { about(language: $l) { title } }', variables: { l: lang } }),
      }).then((r) => r.json())) as { data: { about: { title: string } } };
      expect(rootOf(about)).toContain('data-testid="about-title"');
      expect(rootOf(about)).toContain(data.about.title);
      for (const policy of ['/terms', '/privacy', '/refunds'])
        expect(rootOf(await html(at(policy)))).toContain('data-testid="policy-title"');
    },
  );

  it('a signed-in area is not rendered: the app draws it in the browser', async () => {
    const page = await html('/bookings');
    expect(page).not.toContain('id="server-state"');
    expect(page).toMatch(/<div id="root"><!--app-html--><\/div>/);
  });
});

describe('in Chromium, a rendered page hydrates cleanly and asks nothing again', () => {
  const pages = () => {
    const pandit = one(/^\/pandits\/[^/]+$/, 'a pandit page');
    const ceremony = one(/^\/ceremonies\/[^/]+$/, 'a ceremony page');
    return ['/', pandit, ceremony, '/about'].flatMap((p) => [p, p === '/' ? '/hi' : `/hi${p}`]);
  };
  it.each([false, true])('home, a profile, a ceremony and About in both languages (phone: %s)', async (mobile) => {
    for (const path of pages()) {
      const { context, page } = await newPage(browser, { mobile });
      try {
        const problems: string[] = [];
        page.on('console', (m) => {
          if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
        });
        page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
        const asked: string[] = [];
        page.on('request', (r) => {
          const op = graphqlOperation(r);
          if (op) asked.push(op);
        });
        const quiet = trackRequests(page);
        await page.goto(`${baseURL}${path}`); // waits for <html data-hydrated> (browser.ts)
        await eventually(quiet).toBe(true);
        expect(problems, path).toEqual([]);
        expect(asked, path).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });
});
