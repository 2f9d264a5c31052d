import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { packageSlug, panditSlug } from '@marketplace/schema/rules/slug';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PackageFixture, type PanditFixture } from './scenario.js';
import { at as byteAt } from '../src/indexed.js';

// Share cards (issue #32 item 3): the PNG a chat app shows beside a shared page, and the tags that point at it.
const ORIGIN = 'https://cards.panditconnect.test';
const INDEX = `<!doctype html><html lang="en"><head><title>PanditConnect</title></head><body><div id="root"></div></body></html>`;

let s: TestServer;
let dist: string;
let pandit: PanditFixture;
let plain: PanditFixture;
let pending: PanditFixture;
let pkg: PackageFixture;
let coverless: PackageFixture;

const sql = (text: string, params: unknown[] = []) => s.db.orm.em.getConnection().execute(text, params);
const get = (path: string) => fetch(`${s.url}${path}`, { redirect: 'manual' });
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];

/** A stored public image (as an upload leaves it), returning its address. */
async function storeImage(png: Buffer): Promise<string> {
  const id = randomUUID();
  await sql(`insert into media (id, content_type, size, data, private, created_at) values (?, 'image/png', ?, ?, false, now())`, [
    id,
    png.length,
    png,
  ]);
  return `/media/${id}`;
}
const solid = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** The card as pixels: its size, and the colour at a point. */
async function pixels(res: Response) {
  const { data, info } = await sharp(Buffer.from(await res.arrayBuffer()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [byteAt(data, i), byteAt(data, i + 1), byteAt(data, i + 2)] as const;
  };
  /** The share of a region's pixels that pass `test`, 0..1. */
  const share = (x0: number, y0: number, x1: number, y1: number, test: (rgb: readonly [number, number, number]) => boolean) => {
    let n = 0;
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (test(at(x, y))) n++;
    return n / ((x1 - x0) * (y1 - y0));
  };
  /** Dark pixels (text). */
  const ink = (x0: number, y0: number, x1: number, y1: number) => share(x0, y0, x1, y1, (rgb) => rgb[0] + rgb[1] + rgb[2] < 300);
  return { width: info.width, height: info.height, at, ink, share };
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  writeFileSync(join(dist, 'index.html'), INDEX);
  s = await startTestServer({ env: { WEB_DIST: dist, PUBLIC_ORIGIN: ORIGIN } });
  const sc = scenario(s);
  pandit = await sc.pandit({ name: 'Pt. Card Sharma', city: 'Varanasi', experience: 21 });
  plain = await sc.pandit({ name: 'Pt. Plain Photo-less', state: 'Maharashtra', city: 'Pune' });
  pending = await sc.pandit({ name: 'Pt. Card Pending', status: 'pending' });
  pkg = await sc.package({ name: 'Card Yatra', destination: 'Haridwar' });
  const customer = await sc.customer('Card Reviewer');
  await sc.review(customer, await sc.booking({ customer, pandit, date: '2026-01-10', status: 'completed' }), 4);
  coverless = await sc.package({ name: 'Coverless Yatra', destination: 'Puri' });
  // His photo: pure red, so the card's circle can be told from the card's own colours.
  await sql('update pandits set avatar = ? where id = ?', [await storeImage(await solid(400, 400, '#ff0000')), pandit.id]);
  await sql(
    `insert into pandit_documents (id, pandit_id, kind, name_on_document, status, created_at) values (?, ?, 'PHOTO_ID', 'Card Sharma', 'ACCEPTED', now())`,
    [randomUUID(), pandit.id],
  );
  await sql('update packages set image = ? where id = ?', [await storeImage(await solid(800, 500, '#0000ff')), pkg.id]);
  await sql('update packages set image = null where id = ?', [coverless.id]);
});
afterAll(async () => {
  await s?.close();
  rmSync(dist, { recursive: true, force: true });
});

const panditPath = (p: { id: string; name: string }, city: string) => panditSlug({ id: p.id, name: p.name, city });

describe("a pandit's page points its preview at his card", () => {
  for (const lang of ['en', 'hi'] as const) {
    it(`og:image and twitter:image are the card, with its size, type and text (${lang})`, async () => {
      const prefix = lang === 'hi' ? '/hi' : '';
      const slug = panditPath(pandit, 'Varanasi');
      const html = await (await get(`${prefix}/pandits/${slug}`)).text();
      const card = `${ORIGIN}/cards/${lang}/pandits/${slug}.png`;
      expect(attr(html, /property="og:image" content="([^"]*)"/)).toBe(card);
      expect(attr(html, /name="twitter:image" content="([^"]*)"/)).toBe(card);
      expect(attr(html, /property="og:image:type" content="([^"]*)"/)).toBe('image/png');
      expect(attr(html, /property="og:image:width" content="([^"]*)"/)).toBe('1200');
      expect(attr(html, /property="og:image:height" content="([^"]*)"/)).toBe('630');
      expect(attr(html, /property="og:image:alt" content="([^"]*)"/)).toContain('Pt. Card Sharma');
      expect(attr(html, /name="twitter:card" content="([^"]*)"/)).toBe('summary_large_image');
    });
  }

  it('every other page shows the site card of its language; nothing points at an SVG', async () => {
    for (const [path, lang] of [
      ['/', 'en'],
      ['/hi/about', 'hi'],
      ['/pandits', 'en'],
      [`/hi/packages/${packageSlug({ ...coverless, destination: 'Puri' })}`, 'hi'],
    ] as const) {
      const html = await (await get(path)).text();
      expect(attr(html, /property="og:image" content="([^"]*)"/), path).toBe(`${ORIGIN}/cards/${lang}/site.png`);
      expect(html, path).not.toMatch(/(og|twitter):image" content="[^"]*\.svg"/);
    }
    const html = await (await get(`/packages/${packageSlug({ ...pkg, destination: 'Haridwar' })}`)).text();
    expect(attr(html, /property="og:image" content="([^"]*)"/)).toBe(
      `${ORIGIN}/cards/packages/${packageSlug({ ...pkg, destination: 'Haridwar' })}.png`,
    );
  });
});

describe('the cards', () => {
  it("a pandit's card: a 1200x630 PNG with his photo in a circle and text where the name and facts go", async () => {
    for (const lang of ['en', 'hi'] as const) {
      const res = await get(`/cards/${lang}/pandits/${panditPath(pandit, 'Varanasi')}.png`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('cache-control')).toMatch(/^public/);
      const card = await pixels(res);
      expect([card.width, card.height]).toEqual([1200, 630]);
      // The photo's circle: centre (250, 280), radius 160. Red inside, the card's paper at its square's corner.
      expect(card.at(250, 280)).toEqual([255, 0, 0]);
      expect(card.at(250, 140)[0]).toBeGreaterThan(200);
      expect(card.at(95, 125)).not.toEqual([255, 0, 0]);
      // The rating's star (amber) beside the city, dark text in the name's line and in the facts below it.
      const amber = ([r, g, b]: readonly [number, number, number]) => r > 230 && g > 140 && g < 180 && b < 30;
      expect(card.share(465, 200, 525, 300, amber), `${lang} star`).toBeGreaterThan(0.05);
      expect(card.ink(470, 110, 1140, 180), `${lang} name`).toBeGreaterThan(0.03);
      expect(card.ink(470, 250, 1140, 420), `${lang} facts`).toBeGreaterThan(0.005);
    }
  });

  it('a pandit without a photo gets his initials; the site card and a package cover are PNGs of the same size', async () => {
    const initials = await get(`/cards/en/pandits/${panditPath(plain, 'Pune')}.png`);
    expect(initials.status).toBe(200);
    const card = await pixels(initials);
    expect([card.width, card.height]).toEqual([1200, 630]);
    expect(card.at(250, 280)).not.toEqual(card.at(20, 300)); // the generated avatar, not the paper
    for (const lang of ['en', 'hi']) {
      const site = await pixels(await get(`/cards/${lang}/site.png`));
      expect([site.width, site.height]).toEqual([1200, 630]);
      expect(site.ink(70, 160, 1130, 420), lang).toBeGreaterThan(0.01);
    }
    const cover = await pixels(await get(`/cards/packages/${packageSlug({ ...pkg, destination: 'Haridwar' })}.png`));
    expect([cover.width, cover.height]).toEqual([1200, 630]);
    expect(cover.at(600, 315)).toEqual([0, 0, 255]);
  });

  it('no card for a pandit who is not public or an unknown one; an outdated address is sent to the current one', async () => {
    expect((await get(`/cards/en/pandits/${panditPath(pending, 'Varanasi')}.png`)).status).toBe(404);
    expect((await get(`/cards/en/pandits/pt-nobody-varanasi-00000000.png`)).status).toBe(404);
    expect((await get(`/cards/xx/site.png`)).status).toBe(404);
    const slug = panditPath(pandit, 'Varanasi');
    const old = slug.replace('pt-card-sharma', 'pt-old-name');
    const moved = await get(`/cards/hi/pandits/${old}.png`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/cards/hi/pandits/${slug}.png`);
  });
});
