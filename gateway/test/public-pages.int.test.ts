import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { panditSlug } from '@marketplace/schema/rules/slug';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PackageFixture, type PanditFixture } from './scenario.js';
import { at, first, known } from '../src/indexed.js';

// The public pages as a crawler or a chat app's link preview reads them: plain HTTP, no JavaScript (issue #32).
const ORIGIN = 'https://pages.panditconnect.test';
// index.html as the web build writes it (title, a description over several lines, the root the app renders into).
const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Book verified pandits."
    />
    <title>PanditConnect — Book Verified Pandits</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body style="margin: 0">
    <div id="root"></div>
  </body>
</html>
`;

let s: TestServer;
let dist: string;
let pandit: PanditFixture;
let hostile: PanditFixture;
let pending: PanditFixture;
let pkg: PackageFixture;
const HOSTILE = `Pt. </script><script>alert(1)</script> "Evil" <b>`;

const get = (path: string) => fetch(`${s.url}${path}`, { redirect: 'manual' });
const page = async (path: string) => {
  const res = await get(path);
  return { status: res.status, html: await res.text(), res };
};
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(([, body = '']) => JSON.parse(body));

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  s = await startTestServer({ env: { WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN } });
  const sc = scenario(s);
  pandit = await sc.pandit({ name: 'Pt. Ramesh Sharma', city: 'Varanasi' });
  hostile = await sc.pandit({ name: 'Pt. Hostile Name' });
  pending = await sc.pandit({ name: 'Pt. Pending Applicant', status: 'pending' });
  pkg = await sc.package({ name: 'Kashi Darshan Yatra', destination: 'Varanasi', price: 12500 });
  const customer = await sc.customer('Review Writer');
  const booking = await sc.booking({ customer, pandit, date: '2026-01-10', status: 'completed' });
  await sc.review(customer, booking, 5, 'Very kind </script> and on time.');
  // A name as a user could have written it before any rule (the page escapes whatever it holds).
  await s.db.orm.em.getConnection().execute('update pandits set name = ? where id = ?', [HOSTILE, hostile.id]);
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const slugOf = (p: { id: string; name: string }, city = 'Varanasi') => panditSlug({ id: p.id, name: p.name, city });

describe('a pandit at its address', () => {
  it('writes title, description, canonical, hreflang, Open Graph, JSON-LD and a readable body (en)', async () => {
    const path = `/pandits/${slugOf(pandit)}`;
    expect(path).toMatch(/^\/pandits\/pt-ramesh-sharma-varanasi-[0-9a-f]{8}$/);
    const { status, html, res } = await page(path);
    expect(status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache'); // revalidated: an approval shows at once
    expect(html).toContain('<html lang="en"');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Pt. Ramesh Sharma, pandit in Varanasi — PanditConnect');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(attr(html, /<meta name="description" content="([^"]*)"/)).toContain('Pt. Ramesh Sharma, pandit in Varanasi');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(html, /hreflang="en" href="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(html, /hreflang="hi" href="([^"]*)"/)).toBe(`${ORIGIN}/hi${path}`);
    expect(attr(html, /hreflang="x-default" href="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(html, /property="og:title" content="([^"]*)"/)).toContain('Pt. Ramesh Sharma');
    expect(attr(html, /property="og:url" content="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    expect(attr(html, /property="og:image" content="([^"]*)"/)).toMatch(/^https:\/\//);
    expect(attr(html, /name="twitter:card" content="([^"]*)"/)).toMatch(/^summary/);
    const ld = jsonLd(html);
    const person = ld.find((d) => d['@type'] === 'Person');
    expect(person).toMatchObject({ name: 'Pt. Ramesh Sharma', address: { addressLocality: 'Varanasi' } });
    const service = ld.find((d) => d['@type'] === 'Service');
    expect(service.aggregateRating).toMatchObject({ ratingValue: 5, reviewCount: 1 });
    expect(service.review[0]).toMatchObject({ reviewRating: { ratingValue: 5 }, reviewBody: 'Very kind </script> and on time.' });
    expect(service.offers[0]).toMatchObject({ price: 2100, priceCurrency: 'INR' });
    expect(ld.find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(3);
    // The readable body: name, city, ceremonies, rating, prices, reviews.
    const body = html.slice(html.indexOf('<body'));
    for (const text of [
      'Pt. Ramesh Sharma',
      'Varanasi',
      'Griha Pravesh',
      'Rated 5.0 of 5',
      '₹2,100',
      'Very kind &lt;/script&gt;',
    ])
      expect(body).toContain(text);
    // The app itself is still there.
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('/assets/index-abc.js');
  });

  it('writes the Hindi twin at /hi/...', async () => {
    const path = `/pandits/${slugOf(pandit)}`;
    const { status, html } = await page(`/hi${path}`);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="hi"');
    expect(attr(html, /<title>([^<]*)<\/title>/)).toBe('Pt. Ramesh Sharma, वाराणसी में पंडित — PanditConnect');
    expect(attr(html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}/hi${path}`);
    expect(attr(html, /property="og:locale" content="([^"]*)"/)).toBe('hi_IN');
  });

  it('redirects an outdated slug (the name changed) to the current one, and a bare old id too', async () => {
    const current = slugOf(pandit);
    const old = await get(`/hi/pandits/pt-old-name-kashi-${pandit.id.slice(0, 8)}?x=1`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/hi/pandits/${current}?x=1`);
    const bare = await get(`/pandits/${pandit.id}`);
    expect(bare.status).toBe(301);
    expect(bare.headers.get('location')).toBe(`/pandits/${current}`);
  });

  it('answers 404 (still the app) for an unknown or a pending pandit, then 200 once approved', async () => {
    const unknown = await page('/pandits/nobody-here-00000000');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('<div id="root"></div>');
    expect(unknown.html).toContain('<meta name="robots" content="noindex" />');
    expect((await page('/pandits/no-id-part')).status).toBe(404);
    const path = `/pandits/${slugOf(pending)}`;
    expect((await page(path)).status).toBe(404);
    const admin = await s.token('admin');
    const approved = await s.gql('mutation($id: ID!) { approvePandit(id: $id) { id } }', { id: pending.id }, admin);
    expect(approved.errors).toBeUndefined();
    // Kept pages follow the public data's version: the approval shows at once.
    expect((await page(path)).status).toBe(200);
  });

  it('escapes a hostile name in the head, the JSON-LD and the body', async () => {
    const { status, html } = await page(`/pandits/${slugOf({ id: hostile.id, name: HOSTILE })}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Evil&quot;');
    // Every script element is one of ours: the JSON-LD cannot be closed by the name.
    const ld = jsonLd(html);
    expect(ld.find((d) => d['@type'] === 'Person').name).toBe(HOSTILE);
    expect(html.match(/<script/g)).toHaveLength(ld.length + 1);
  });
});

describe('other pages', () => {
  it('home, directory, About, policies and a package have their own head in both languages', async () => {
    for (const [path, title] of [
      ['/', 'PanditConnect — Book Verified Pandits'],
      ['/hi', 'PanditConnect — सत्यापित पंडित बुक करें'],
      ['/pandits', 'Find a pandit — PanditConnect'],
      ['/hi/terms', 'सेवा की शर्तें — PanditConnect'],
      ['/developers', 'For developers — PanditConnect'],
      ['/ceremonies', 'Ceremonies — PanditConnect'],
    ] satisfies Array<[string, string]>) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      expect(attr(html, /<title>([^<]*)<\/title>/), path).toBe(title);
      expect(attr(html, /<link rel="canonical" href="([^"]*)"/), path).toBe(`${ORIGIN}${path === '/' ? '/' : path}`);
      for (const d of jsonLd(html)) expect(d['@context']).toBe('https://schema.org');
    }
    const directory = await page('/pandits?city=Varanasi');
    expect(directory.html).toContain(`href="/pandits/${slugOf(pandit)}"`);
    const about = await page('/about');
    expect(about.status).toBe(200);
    expect(about.html).toMatch(/<noscript><main data-readable-page><h1>[^<]+<\/h1><p>/);

    const slug = `kashi-darshan-yatra-varanasi-${pkg.id.slice(0, 8)}`;
    const pkgPage = await page(`/packages/${slug}`);
    expect(pkgPage.status).toBe(200);
    const product = jsonLd(pkgPage.html).find((d) => d['@type'] === 'Product');
    expect(product).toMatchObject({ name: 'Kashi Darshan Yatra', offers: { price: 12500, priceCurrency: 'INR' } });
    expect((await page('/packages/gone-00000000')).status).toBe(404);
    expect((await page('/no/such/page')).status).toBe(404);
  });

  it('signed-in areas are the app, not indexed; a trailing slash and /home redirect', async () => {
    const bookings = await page('/hi/bookings');
    expect(bookings.status).toBe(200);
    expect(bookings.html).toContain('<meta name="robots" content="noindex" />');
    expect((await get('/pandits/')).headers.get('location')).toBe('/pandits');
    expect((await get('/hi/')).headers.get('location')).toBe('/hi');
    expect((await get('/home?pandit=x')).headers.get('location')).toBe('/?pandit=x');
  });

  it('leaves the APIs and files alone', async () => {
    expect((await get('/api/health')).headers.get('content-type')).toContain('json');
    expect((await get('/graphql?query=%7B__typename%7D')).headers.get('content-type')).not.toContain('html');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists every public page in both languages, an approved pandit, not a pending applicant', async () => {
    const res = await get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    for (const path of ['/', '/pandits', '/packages', '/about', '/terms', '/privacy', '/refunds', '/developers', '/ceremonies'])
      expect(xml).toContain(`<loc>${ORIGIN}${path}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/hi</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/hi/about</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/pandits/${slugOf(pandit)}</loc>`);
    expect(xml).toContain(`<loc>${ORIGIN}/hi/pandits/${slugOf(pandit)}</loc>`);
    expect(xml).toMatch(/<loc>[^<]*\/ceremonies\/griha-pravesh<\/loc>/);
    expect(xml).toContain(`/packages/kashi-darshan-yatra-varanasi-${pkg.id.slice(0, 8)}</loc>`);
    const row = first(
      await s.db.orm.em
        .getConnection()
        .execute<Array<{ id: string }>>("select id from pandits where registration_status = 'pending' limit 1"),
    );
    expect(row).toBeDefined();
    expect(xml).not.toContain(row.id.slice(0, 8) + '</loc>');
    expect(xml).not.toContain('/bookings');
  });

  it("lists each ceremony's page per city where a public pandit performs it; those pages say the city, others are 404", async () => {
    const xml = await (await get('/sitemap.xml')).text();
    const cityPages = [...xml.matchAll(/<loc>[^<]*?(\/ceremonies\/[a-z0-9-]+\/[^<]+)<\/loc>/g)].map(([, loc = '']) => loc);
    expect(cityPages.length).toBeGreaterThan(1);
    const path = known(
      cityPages.find((p) => !p.startsWith('/hi')),
      'an English city page',
    );
    const city = decodeURIComponent(at(path.split('/'), 3, 'the city part'));
    const en = await page(path);
    expect(en.status).toBe(200);
    expect(attr(en.html, /<title>([^<]*)<\/title>/)).toMatch(new RegExp(` in ${city} — PanditConnect$`));
    expect(attr(en.html, /<link rel="canonical" href="([^"]*)"/)).toBe(`${ORIGIN}${path}`);
    const hi = await page(`/hi${path}`);
    expect(hi.status).toBe(200);
    expect(attr(hi.html, /<title>([^<]*)<\/title>/)).toMatch(/ में /);
    expect(xml).toContain(`<loc>${ORIGIN}/hi${path}</loc>`);
    expect((await get(`${path.split('/').slice(0, 3).join('/')}/Atlantis`)).status).toBe(404);
  });

  it('robots.txt allows the public pages, not the signed-in areas and APIs, and names the sitemap', async () => {
    const text = await (await get('/robots.txt')).text();
    expect(text).toContain('User-agent: *');
    expect(text).toContain('Allow: /');
    for (const p of ['/admin', '/workspace', '/bookings', '/api', '/graphql']) expect(text).toContain(`Disallow: ${p}\n`);
    expect(text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
