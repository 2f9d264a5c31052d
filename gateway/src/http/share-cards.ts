import type { Express, Request, Response } from 'express';
import { join } from 'node:path';
import sharp, { type OverlayOptions } from 'sharp';
import { panditSlug, packageSlug } from '@marketplace/schema/rules/slug';
import type { AppDeps } from '../context.js';
import { ASSETS_DIR } from '../assets.js';
import { mediaIdOf, MediaSchema } from '../modules/media/media.entity.js';
import { avatarSvg } from '../modules/media/svg.js';
import { PanditService } from '../modules/pandit/pandit.service.js';
import { pricingOf } from '../modules/pandit/pandit.entity.js';
import { PackageService } from '../modules/package/package.service.js';
import { DocumentService } from '../modules/verification/document.service.js';
import { rupees } from '../modules/messages/outbox.js';
import { logError } from '../log.js';
import { CARD_HEIGHT, CARD_WIDTH, cityIn, SITE, TEXTS, visitorContext, type Lang } from './public-pages.js';

/**
 * Share cards (issue #32 item 3, decision 0065): the image a chat app (WhatsApp, Telegram, Facebook) or a search
 * engine shows beside a shared link. They show PNG or JPEG, never SVG, and want about 1200x630, so each public page
 * points its og:image at one of these:
 *
 * - `/cards/<lang>/pandits/<slug>.png`: a pandit's card, his photo cut round, name, city in the page's language,
 *   rating with a drawn star, experience, starting dakshina and "ID verified" when it is;
 * - `/cards/<lang>/site.png`: the site's card (every other page);
 * - `/cards/packages/<slug>.png`: a package's cover photo, cut to the card's size.
 *
 * Drawn with sharp (libvips: Pango for the text, librsvg for SVG photos and the shapes) in the app's own fonts, which
 * sit beside the server as TrueType (scripts/card-fonts.mjs), so a server with no fonts of its own draws the same.
 * A card is kept under the public data's version (an edit or a new review shows at once), like the pages; a pandit
 * who is not public has none (404).
 */

const MAX_CARDS = 300;
const FONT = 'Noto Sans, Noto Sans Devanagari';
const FONT_FILES = ['NotoSans.ttf', 'NotoSansDevanagari.ttf'].map((f) => join(ASSETS_DIR, 'fonts', f));

const COLORS = { paper: '#fff8ef', band: '#e8590c', ink: '#2b1d12', soft: '#6b5443', star: '#f59f00', green: '#2b8a3e' };
const escapeMarkup = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c as '&'] ?? c);

/**
 * The fonts, made known to the text renderer once per process: Pango finds a family only after its file was given
 * (as `fontfile`) to one rendering, and falls back between the two families glyph by glyph only once both are known.
 */
let fontsReady: Promise<void> | undefined;
function loadFonts(): Promise<void> {
  fontsReady ??= (async () => {
    for (const fontfile of FONT_FILES)
      await sharp({ text: { text: '.', font: FONT, fontfile } })
        .png()
        .toBuffer();
  })();
  return fontsReady;
}

interface TextBox {
  text: string;
  size: number;
  color: string;
  bold?: boolean;
  /** The widest it may be (px); longer text is cut with an ellipsis. */
  width: number;
}

/** One line of text as a transparent image. */
async function textImage({ text, size, color, bold, width }: TextBox): Promise<{ data: Buffer; width: number; height: number }> {
  const markup = `<span foreground="${color}"${bold ? ' font_weight="bold"' : ''}>${escapeMarkup(text)}</span>`;
  const image = sharp({ text: { text: markup, font: `${FONT} ${size}`, rgba: true, dpi: 72, width, wrap: 'none' } });
  const { data, info } = await image.png().toBuffer({ resolveWithObject: true });
  if (info.width <= width) return { data, width: info.width, height: info.height };
  // Too wide: drop words (or characters) until it fits with an ellipsis.
  const words = text.split(' ');
  const shorter = words.length > 1 ? words.slice(0, -1).join(' ') : [...text].slice(0, -2).join('');
  return textImage({ text: `${shorter.replace(/[\s,.…]+$/, '')}…`, size, color, bold, width });
}

/** A photo (any format sharp reads, SVG included) cut to a circle of `size` px. */
async function roundPhoto(photo: Buffer, size: number): Promise<Buffer> {
  const square = await sharp(photo, { density: 144 }).resize(size, size, { fit: 'cover' }).png().toBuffer();
  const mask = Buffer.from(
    `<svg width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
  return sharp(square)
    .composite([{ input: mask, blend: 'dest-in' }])
    .png()
    .toBuffer();
}

/** The card's background: paper with a saffron band at the top and the site's name at the foot. */
function background(): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CARD_WIDTH}" height="${CARD_HEIGHT}">` +
      `<rect width="100%" height="100%" fill="${COLORS.paper}"/>` +
      `<rect width="100%" height="18" fill="${COLORS.band}"/>` +
      `<rect y="${CARD_HEIGHT - 90}" width="100%" height="90" fill="${COLORS.band}" opacity="0.09"/>` +
      `</svg>`,
  );
}

/** A five-pointed star, filled. */
function star(size: number): Buffer {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? size / 2 : size / 4.8;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    return `${(size / 2 + r * Math.cos(a)).toFixed(1)},${(size / 2 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><polygon points="${points}" fill="${COLORS.star}"/></svg>`,
  );
}

/** A rounded badge behind a text. */
function badge(width: number, height: number, color: string): Buffer {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="${width}" height="${height}" rx="${height / 2}" fill="${color}"/></svg>`,
  );
}

/** The foot's two parts (the site's name, the tagline in the page's language): the same on every card, drawn once. */
const feet = new Map<string, Promise<OverlayOptions>>();
const once = (key: string, draw: () => Promise<OverlayOptions>) => {
  let layer = feet.get(key);
  if (!layer) {
    feet.set(key, (layer = draw()));
    layer.catch(() => feet.delete(key)); // a failed draw is tried again by the next card
  }
  return layer;
};
const siteName = () =>
  once('site', async () => ({
    input: (await textImage({ text: SITE, size: 34, color: COLORS.band, bold: true, width: 500 })).data,
    left: 70,
    top: CARD_HEIGHT - 68,
  }));
const tagline = (lang: Lang) =>
  once(`tagline ${lang}`, async () => ({
    input: (await textImage({ text: TEXTS[lang].cardTagline, size: 26, color: COLORS.soft, width: 640 })).data,
    left: 490,
    top: CARD_HEIGHT - 62,
  }));

function toPng(layers: OverlayOptions[]): Promise<Buffer> {
  return sharp(background()).composite(layers).png({ compressionLevel: 8 }).toBuffer();
}

export interface PanditCard {
  name: string;
  city: string;
  rating: number;
  reviewCount: number;
  experience: number;
  /** The lowest dakshina (rupees), or null. */
  from: number | null;
  idVerified: boolean;
  photo: Buffer;
}

/** A pandit's card (1200x630 PNG). */
export async function panditCard(card: PanditCard, lang: Lang): Promise<Buffer> {
  await loadFonts();
  const t = TEXTS[lang];
  const x = 470;
  const width = CARD_WIDTH - x - 60;
  const layers: OverlayOptions[] = [{ input: await roundPhoto(card.photo, 320), left: 90, top: 120 }];
  let y = 110;
  const line = async (box: TextBox, left = x, gap = 14) => {
    const image = await textImage(box);
    layers.push({ input: image.data, left, top: y });
    y += image.height + gap;
    return image;
  };
  await line({ text: card.name, size: 62, color: COLORS.ink, bold: true, width }, x, 6);
  await line({ text: card.city, size: 38, color: COLORS.soft, width }, x, 26);
  if (card.reviewCount > 0) {
    const top = y;
    layers.push({ input: star(44), left: x, top: top + 2 });
    const rating = await line({ text: card.rating.toFixed(1), size: 40, color: COLORS.ink, bold: true, width: 200 }, x + 56, 0);
    y = top;
    await line(
      { text: t.cardReviews(card.reviewCount), size: 32, color: COLORS.soft, width: width - 80 - rating.width },
      x + 72 + rating.width,
      20,
    );
    y = Math.max(y, top + rating.height + 20);
  }
  if (card.experience > 0) await line({ text: t.experience(card.experience), size: 34, color: COLORS.ink, width });
  if (card.from) await line({ text: t.cardFrom(rupees(card.from, lang)), size: 34, color: COLORS.ink, width }, x, 22);
  if (card.idVerified) {
    const text = await textImage({ text: `✓ ${t.cardIdVerified}`, size: 30, color: '#ffffff', bold: true, width });
    layers.push({ input: badge(text.width + 44, text.height + 16, COLORS.green), left: x, top: y });
    layers.push({ input: text.data, left: x + 22, top: y + 8 });
  }
  layers.push(await siteName(), await tagline(lang));
  return toPng(layers);
}

/** The site's card: its name and what it offers, in the page's language. */
export async function siteCard(lang: Lang): Promise<Buffer> {
  await loadFonts();
  const t = TEXTS[lang];
  const title = await textImage({ text: SITE, size: 96, color: COLORS.band, bold: true, width: 1080 });
  const text = await textImage({ text: t.cardSite, size: 40, color: COLORS.ink, width: 1080 });
  return toPng([
    { input: title.data, left: 70, top: 170 },
    { input: text.data, left: 70, top: 200 + title.height },
    await tagline(lang),
  ]);
}

/** A package's cover as the card: cut to 1200x630. */
export async function coverCard(cover: Buffer): Promise<Buffer> {
  return sharp(cover, { density: 144 }).resize(CARD_WIDTH, CARD_HEIGHT, { fit: 'cover' }).png({ compressionLevel: 8 }).toBuffer();
}

/** The bytes of a public image the product stores (`/media/<id>`), or null (another address, unknown, private). */
async function storedImage(deps: AppDeps, url: string | null | undefined): Promise<Buffer | null> {
  const id = mediaIdOf(url);
  if (!id) return null;
  const media = await deps.orm.em.fork().findOne(MediaSchema, { id, private: false }, { populate: ['data'] });
  return media ? Buffer.from(media.data as Uint8Array) : null;
}

type Answer = { png: Buffer } | { redirect: string } | null;

async function panditAnswer(deps: AppDeps, req: Request, lang: Lang, slug: string): Promise<Answer> {
  const ctx = await visitorContext(deps, req);
  const pandit = await new PanditService(ctx).bySlug(slug);
  if (!pandit) return null;
  if (slug !== panditSlug(pandit)) return { redirect: `/cards/${lang}/pandits/${panditSlug(pandit)}.png` };
  const pricing = pricingOf(pandit);
  const prices = [pricing.basic, pricing.premium, pricing.deluxe].filter((p) => p > 0);
  const photo =
    (await storedImage(deps, pandit.avatar)) ??
    (await storedImage(deps, pandit.photos?.[0])) ??
    Buffer.from(avatarSvg(pandit.name));
  const png = await panditCard(
    {
      name: pandit.name,
      city: cityIn(pandit.city, lang),
      rating: Number(pandit.rating),
      reviewCount: pandit.reviewCount,
      experience: pandit.experience,
      from: prices.length ? Math.min(...prices) : null,
      idVerified: (await new DocumentService(ctx).idVerifiedAt(pandit.id)) != null,
      photo,
    },
    lang,
  );
  return { png };
}

async function packageAnswer(deps: AppDeps, req: Request, slug: string): Promise<Answer> {
  const ctx = await visitorContext(deps, req);
  const pkg = await new PackageService(ctx).bySlug(slug);
  if (!pkg) return null;
  if (slug !== packageSlug(pkg)) return { redirect: `/cards/packages/${packageSlug(pkg)}.png` };
  const cover = await storedImage(deps, pkg.image);
  return { png: cover ? await coverCard(cover) : await siteCard('en') };
}

const LANG = /^(en|hi)$/;
const PNG_NAME = /^(.+)\.png$/;

/** The card routes, before the app's pages (a path with an extension is a file there). */
export function mountShareCards(app: Express, deps: AppDeps) {
  const kept = deps.publicData.cache<Answer>('cards', MAX_CARDS);
  const serve = (key: string, make: () => Promise<Answer>) => (req: Request, res: Response) => {
    void (async () => {
      const version = await deps.publicData.version();
      let answer = kept.get(key, version);
      if (answer === undefined) kept.set(key, version, (answer = await make()));
      if (!answer) return res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found');
      if ('redirect' in answer) return res.redirect(301, answer.redirect);
      res.type('png').setHeader('Cache-Control', 'public, max-age=600');
      res.send(answer.png);
    })().catch((e: unknown) => {
      logError(undefined, e);
      if (!res.headersSent) res.status(503).type('text').setHeader('Retry-After', '5').send('Unavailable');
    });
  };
  app.get('/cards/:lang/site.png', (req, res, next) => {
    const lang = String(req.params.lang);
    if (!LANG.test(lang)) return next();
    serve(`site ${lang}`, async () => ({ png: await siteCard(lang as Lang) }))(req, res);
  });
  app.get('/cards/:lang/pandits/:file', (req, res, next) => {
    const lang = String(req.params.lang);
    const slug = PNG_NAME.exec(String(req.params.file))?.[1];
    if (!LANG.test(lang) || !slug) return next();
    serve(`pandit ${lang} ${slug}`, () => panditAnswer(deps, req, lang as Lang, slug))(req, res);
  });
  app.get('/cards/packages/:file', (req, res, next) => {
    const slug = PNG_NAME.exec(String(req.params.file))?.[1];
    if (!slug) return next();
    serve(`package ${slug}`, () => packageAnswer(deps, req, slug))(req, res);
  });
  app.use('/cards', (_req, res) => res.status(404).type('text').setHeader('Cache-Control', 'no-cache').send('Not found'));
}
