import type { Express, Request, RequestHandler, Response, NextFunction } from 'express';
import { localePath } from '@marketplace/schema/rules/address';
import { packageSlug, panditSlug } from '@marketplace/schema/rules/slug';
import type { AppDeps, Context } from '../context.js';
import { createContext } from '../context.js';
import { englishPlace, PanditService } from '../modules/pandit/pandit.service.js';
import { pricingOf, type PanditOrRow } from '../modules/pandit/pandit.entity.js';
import { PackageService } from '../modules/package/package.service.js';
import type { Package } from '../modules/package/package.entity.js';
import { CeremonyService } from '../modules/ceremony/ceremony.service.js';
import type { Ceremony } from '../modules/ceremony/ceremony.entity.js';
import { mediaIdOf } from '../modules/media/media.entity.js';
import { AboutService } from '../modules/about/about.service.js';
import { rupees } from '../modules/messages/outbox.js';
import { findCity } from '../reference/index.js';
import { logError } from '../log.js';
import { pathOf } from './request-scope.js';
import type { RenderedPage, RenderPage } from './server-render.js';
import type { PartTags } from './page-styles.js';

/**
 * The public pages at their real addresses (issue #32, decision 0065): every page of the app is the built
 * index.html, with a head written here per page and language (title, description, canonical, hreflang twins,
 * Open Graph and Twitter cards, schema.org JSON-LD) and a small plain body for readers without JavaScript (a
 * <noscript>: a pandit's name, city, ceremonies, rating, prices and reviews; the directory's cards). The React app
 * is unchanged: it renders into #root as before. Hindi pages are the English ones under /hi.
 *
 * The data comes from the services the GraphQL resolvers use, read as a visitor; a page is kept under the public
 * data's version (db/public-data.ts, as http/public-cache.ts keeps answers), so an approval shows at once.
 * An unknown pandit, package or ceremony (and any unknown path) is the app with status 404; an outdated slug
 * (the name changed) is redirected (301) to the current one.
 */

export type Lang = 'en' | 'hi';
export const SITE = 'PanditConnect';
const MAX_PAGES = 500;
/** Signed-in areas and flows: the app, not indexed, not in the sitemap. */
const PRIVATE = /^\/(bookings|workspace|admin|join|book|receipt|password|complaints)(\/|$)/;
type FixedTexts = Record<Lang, { title: string; description: string }>;
/** Pages with fixed texts, in both languages. */
const FIXED = {
  '/': {
    en: {
      title: `${SITE} — Book Verified Pandits`,
      description: 'Book verified pandits for poojas, virtual ceremonies and pilgrimage packages across India.',
    },
    hi: {
      title: `${SITE} — सत्यापित पंडित बुक करें`,
      description: 'पूजा, ऑनलाइन अनुष्ठान और तीर्थ यात्रा पैकेज के लिए पूरे भारत में सत्यापित पंडित बुक करें।',
    },
  },
  '/pandits': {
    en: {
      title: `Find a pandit — ${SITE}`,
      description: 'Verified pandits by city, ceremony, language and price, with real reviews.',
    },
    hi: { title: `पंडित खोजें — ${SITE}`, description: 'शहर, अनुष्ठान, भाषा और दक्षिणा के अनुसार सत्यापित पंडित, सच्ची समीक्षाओं के साथ।' },
  },
  '/packages': {
    en: { title: `Pilgrimage packages — ${SITE}`, description: 'Pilgrimage packages with a pandit: places, days and prices.' },
    hi: { title: `तीर्थ यात्रा पैकेज — ${SITE}`, description: 'पंडित के साथ तीर्थ यात्रा पैकेज: स्थान, दिन और मूल्य।' },
  },
  '/terms': {
    en: { title: `Terms of service — ${SITE}`, description: `The terms of using ${SITE}.` },
    hi: { title: `सेवा की शर्तें — ${SITE}`, description: `${SITE} के उपयोग की शर्तें।` },
  },
  '/privacy': {
    en: { title: `Privacy policy — ${SITE}`, description: `What ${SITE} keeps about you, and why.` },
    hi: { title: `गोपनीयता नीति — ${SITE}`, description: `${SITE} आपके बारे में क्या रखता है, और क्यों।` },
  },
  '/refunds': {
    en: { title: `Cancellation and refunds — ${SITE}`, description: 'How a booking is cancelled and what is refunded, when.' },
    hi: { title: `रद्द करना और धनवापसी — ${SITE}`, description: 'बुकिंग कैसे रद्द होती है और कब कितना वापस मिलता है।' },
  },
  '/developers': {
    en: { title: `For developers — ${SITE}`, description: `The ${SITE} API: GraphQL and REST, keys and limits.` },
    hi: { title: `डेवलपर्स के लिए — ${SITE}`, description: `${SITE} का API: GraphQL और REST, कुंजियाँ और सीमाएँ।` },
  },
  '/panchang': {
    en: { title: `Panchang — ${SITE}`, description: 'Tithi, nakshatra, sunrise and muhurat for a date and city.' },
    hi: { title: `पंचांग — ${SITE}`, description: 'किसी तिथि और शहर के लिए तिथि, नक्षत्र, सूर्योदय और मुहूर्त।' },
  },
  '/ceremonies': {
    en: { title: `Ceremonies — ${SITE}`, description: 'Every ceremony: what it is, when, for whom, and what a pandit asks.' },
    hi: { title: `अनुष्ठान — ${SITE}`, description: 'हर अनुष्ठान: क्या है, कब और किसके लिए, और पंडित की दक्षिणा।' },
  },
} satisfies Record<string, FixedTexts>;
const FIXED_BY_PATH: Record<string, FixedTexts> = FIXED;
/** A page's own name: its title before the site's name. */
function headingOf(title: string): string {
  const [heading = title] = title.split(' — ');
  return heading;
}
export const TEXTS = {
  en: {
    notFound: 'Page not found',
    notFoundText: 'This page does not exist (any more).',
    about: 'About us',
    home: 'Home',
    pandits: 'Pandits',
    packages: 'Packages',
    ceremonies: 'Ceremonies',
    rating: (r: number, n: number) => `Rated ${r.toFixed(1)} of 5 (${n} reviews)`,
    experience: (y: number) => `${y} years of experience`,
    prices: 'Dakshina',
    basic: 'Basic',
    premium: 'Premium',
    deluxe: 'Deluxe',
    virtual: 'online',
    reviews: 'Reviews',
    pandit: (name: string, city: string) => `${name}, pandit in ${city}`,
    ceremonyIn: (name: string, city: string) => `${name} in ${city}`,
    ceremonyInDescription: (name: string, city: string, n: number) =>
      `${name} in ${city}: ${n === 1 ? 'one verified pandit' : `${n} verified pandits`}, their dakshina, steps and samagri.`,
    panditDescription: (p: PanditOrRow, city: string) =>
      `${p.name}, pandit in ${city}: ${p.experience} years, rated ${Number(p.rating).toFixed(1)}/5 from ${p.reviewCount} reviews. Dakshina from ${rupees(p.basicPrice, 'en')}.`,
    from: 'from',
    signIn: `${SITE}`,
    cardReviews: (n: number) => (n === 1 ? '1 review' : `${n} reviews`),
    cardFrom: (amount: string) => `Dakshina from ${amount}`,
    cardIdVerified: 'ID verified',
    cardTagline: 'Verified pandits, in person and online',
    cardSite: 'Book verified pandits for poojas, online ceremonies and pilgrimages across India.',
    cardAlt: (name: string) => `${name}: photo, rating and dakshina`,
  },
  hi: {
    notFound: 'पृष्ठ नहीं मिला',
    notFoundText: 'यह पृष्ठ नहीं है (या अब नहीं रहा)।',
    about: 'हमारे बारे में',
    home: 'मुख्य पृष्ठ',
    pandits: 'पंडित',
    packages: 'पैकेज',
    ceremonies: 'अनुष्ठान',
    rating: (r: number, n: number) => `5 में से ${r.toFixed(1)} रेटिंग (${n} समीक्षाएँ)`,
    experience: (y: number) => `${y} वर्ष का अनुभव`,
    prices: 'दक्षिणा',
    basic: 'बेसिक',
    premium: 'प्रीमियम',
    deluxe: 'डीलक्स',
    virtual: 'ऑनलाइन',
    reviews: 'समीक्षाएँ',
    pandit: (name: string, city: string) => `${name}, ${city} में पंडित`,
    ceremonyIn: (name: string, city: string) => `${city} में ${name}`,
    ceremonyInDescription: (name: string, city: string, n: number) =>
      `${city} में ${name}: ${n} सत्यापित पंडित, उनकी दक्षिणा, विधि और सामग्री।`,
    panditDescription: (p: PanditOrRow, city: string) =>
      `${p.name}, ${city} में पंडित: ${p.experience} वर्ष का अनुभव, ${p.reviewCount} समीक्षाओं में ${Number(p.rating).toFixed(1)}/5 रेटिंग। दक्षिणा ${rupees(p.basicPrice, 'hi')} से।`,
    from: 'से',
    signIn: `${SITE}`,
    cardReviews: (n: number) => (n === 1 ? '1 समीक्षा' : `${n} समीक्षाएँ`),
    cardFrom: (amount: string) => `दक्षिणा ${amount} से`,
    cardIdVerified: 'पहचान सत्यापित',
    cardTagline: 'सत्यापित पंडित, घर पर और ऑनलाइन',
    cardSite: 'पूरे भारत में पूजा, ऑनलाइन अनुष्ठान और तीर्थ यात्रा के लिए सत्यापित पंडित बुक करें।',
    cardAlt: (name: string) => `${name}: फ़ोटो, रेटिंग और दक्षिणा`,
  },
};

/** Text for HTML (element content and attribute values). */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c as '&'] ?? c,
  );
}
/** JSON inside a <script>: nothing in it can close the element or open a comment ('<', '>', '&', U+2028/9). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
const clip = (text: string, max = 200) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
};

/**
 * A page's share card (http/share-cards.ts): a 1200x630 PNG, what chat apps show beside a link (they never show
 * SVG, which the demo photos and the favicon are).
 */
export const cardUrl = {
  pandit: (origin: string, lang: Lang, pandit: Parameters<typeof panditSlug>[0]) =>
    `${origin}/cards/${lang}/pandits/${panditSlug(pandit)}.png`,
  site: (origin: string, lang: Lang) => `${origin}/cards/${lang}/site.png`,
  package: (origin: string, pkg: Parameters<typeof packageSlug>[0]) => `${origin}/cards/packages/${packageSlug(pkg)}.png`,
};

/** The share cards' size (px): what Facebook, WhatsApp and X ask for a large preview. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** A page as written: status, head tags, the readable body, or a redirect. */
interface Page {
  status: number;
  title: string;
  description: string;
  /** The address without the language prefix ('/pandits/x'); null: no canonical (not found). */
  path: string | null;
  /** The share card's address (a PNG of CARD_WIDTH x CARD_HEIGHT); the site's card when absent. */
  image?: string | null;
  imageAlt?: string;
  type?: 'website' | 'profile' | 'product';
  jsonLd?: object[];
  body: string;
  noindex?: boolean;
  redirect?: string;
}

/** The site's address: PUBLIC_ORIGIN (config), else the request's own. */
export function originOf(deps: AppDeps, req: Request): string {
  return deps.config.publicOrigin ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`;
}

/** A path ('/pandits') split into its language and the English page's path. */
export function pageAddress(path: string): { lang: Lang; rest: string } {
  if (path === '/hi' || path.startsWith('/hi/')) return { lang: 'hi', rest: path.slice(3) || '/' };
  return { lang: 'en', rest: path };
}

/** A visitor's context (the services' public rules), whatever the request carries. */
export function visitorContext(deps: AppDeps, req: Request): Promise<Context> {
  const visitor = Object.create(req) as Request;
  Object.defineProperty(visitor, 'headers', { value: { 'x-request-id': req.headers['x-request-id'] } });
  return createContext(deps, visitor);
}

export const cityIn = (city: string, lang: Lang) => (lang === 'hi' ? (findCity(city)?.city.name.hi ?? city) : city);
const absolute = (origin: string, url: string | null | undefined) =>
  !url ? null : /^https?:\/\//.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

function breadcrumbs(origin: string, lang: Lang, items: Array<[string, string]>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map(([name, path], i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name,
      item: origin + localePath(lang, path),
    })),
  };
}

async function panditPage(ctx: Context, origin: string, lang: Lang, slug: string): Promise<Page | null> {
  const service = new PanditService(ctx);
  const pandit = await service.bySlug(slug);
  if (!pandit) return null;
  const path = `/pandits/${panditSlug(pandit)}`;
  if (slug !== panditSlug(pandit)) return { redirect: path } as Page;
  const t = TEXTS[lang];
  const [reviews, ceremonies] = await Promise.all([
    service.reviews(pandit.id, { page: 1, limit: 5 }),
    new CeremonyService(ctx).ofPandit(pandit.id),
  ]);
  const city = cityIn(pandit.city, lang);
  const pricing = pricingOf(pandit);
  const tiers = (['basic', 'premium', 'deluxe'] as const).filter((k) => pricing[k] > 0);
  const image = absolute(origin, pandit.avatar ?? pandit.photos?.[0]) ?? cardUrl.pandit(origin, lang, pandit);
  const names = ceremonies.map((c) => (lang === 'hi' ? c.ceremony.nameHi : c.ceremony.nameEn));
  const rated = pandit.reviewCount > 0;
  const url = origin + localePath(lang, path);
  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Person',
      '@id': `${url}#pandit`,
      name: pandit.name,
      jobTitle: lang === 'hi' ? 'पंडित' : 'Pandit',
      description: clip(pandit.bio || t.panditDescription(pandit, city), 300),
      image,
      url,
      address: { '@type': 'PostalAddress', addressLocality: pandit.city, addressRegion: pandit.state, addressCountry: 'IN' },
      knowsLanguage: pandit.languages ?? [],
    },
    {
      '@context': 'https://schema.org',
      '@type': 'Service',
      name: t.pandit(pandit.name, city),
      serviceType: names.length ? names.join(', ') : lang === 'hi' ? 'पूजा' : 'Pooja',
      provider: { '@id': `${url}#pandit` },
      areaServed: pandit.city,
      url,
      ...(rated
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: Number(Number(pandit.rating).toFixed(1)),
              reviewCount: pandit.reviewCount,
              bestRating: 5,
              worstRating: 1,
            },
          }
        : {}),
      review: reviews.items.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: (r as { reviewer?: { name?: string | null } }).reviewer?.name ?? 'Devotee' },
        datePublished: new Date(r.createdAt).toISOString().slice(0, 10),
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: 1 },
        ...(r.comment ? { reviewBody: clip(r.comment, 500) } : {}),
      })),
      offers: tiers.map((k) => ({
        '@type': 'Offer',
        name: t[k],
        price: pricing[k],
        priceCurrency: 'INR',
        url,
      })),
    },
    breadcrumbs(origin, lang, [
      [t.home, '/'],
      [t.pandits, '/pandits'],
      [pandit.name, path],
    ]),
  ];
  const li = (text: string) => `<li>${escapeHtml(text)}</li>`;
  const body = [
    `<h1>${escapeHtml(pandit.name)}</h1>`,
    `<p>${escapeHtml(`${city}, ${pandit.state}`)} · ${escapeHtml(t.experience(pandit.experience))}</p>`,
    rated ? `<p>${escapeHtml(t.rating(Number(pandit.rating), pandit.reviewCount))}</p>` : '',
    pandit.bio ? `<p>${escapeHtml(pandit.bio)}</p>` : '',
    names.length ? `<h2>${escapeHtml(t.ceremonies)}</h2><ul>${names.map(li).join('')}</ul>` : '',
    `<h2>${escapeHtml(t.prices)}</h2><ul>${tiers.map((k) => li(`${t[k]}: ${rupees(pricing[k], lang)}`)).join('')}${(
      ['virtualBasic'] as const
    )
      .filter((k) => pricing[k])
      .map((k) => li(`${t.basic} (${t.virtual}): ${rupees(pricing[k]!, lang)}`))
      .join('')}</ul>`,
    reviews.items.length
      ? `<h2>${escapeHtml(t.reviews)}</h2><ul>${reviews.items
          .map((r) =>
            li(
              `${(r as { reviewer?: { name?: string | null } }).reviewer?.name ?? 'Devotee'} (${r.rating}/5)${r.comment ? `: ${r.comment}` : ''}`,
            ),
          )
          .join('')}</ul>`
      : '',
  ].join('');
  return {
    status: 200,
    title: `${t.pandit(pandit.name, city)} — ${SITE}`,
    description: clip(t.panditDescription(pandit, city)),
    path,
    image: cardUrl.pandit(origin, lang, pandit),
    imageAlt: t.cardAlt(pandit.name),
    type: 'profile',
    jsonLd,
    body,
  };
}

async function directoryPage(ctx: Context, origin: string, lang: Lang): Promise<Page> {
  const t = TEXTS[lang];
  const { items } = await new PanditService(ctx).list(null, null, { page: 1, limit: 24 });
  const fixed = FIXED['/pandits'][lang];
  const cards = items
    .map((p) => {
      const href = localePath(lang, `/pandits/${panditSlug(p)}`);
      const rating = p.reviewCount > 0 ? ` · ${t.rating(Number(p.rating), p.reviewCount)}` : '';
      return `<li><a href="${escapeHtml(href)}">${escapeHtml(p.name)}</a> — ${escapeHtml(cityIn(p.city, lang))}${escapeHtml(rating)} · ${escapeHtml(`${t.prices} ${rupees(p.basicPrice, lang)} ${t.from}`)}</li>`;
    })
    .join('');
  return {
    status: 200,
    ...fixed,
    path: '/pandits',
    jsonLd: [
      breadcrumbs(origin, lang, [
        [t.home, '/'],
        [t.pandits, '/pandits'],
      ]),
    ],
    body: `<h1>${escapeHtml(headingOf(fixed.title))}</h1><ul>${cards}</ul>`,
  };
}

async function packagePage(ctx: Context, origin: string, lang: Lang, slug: string): Promise<Page | null> {
  const pkg = await new PackageService(ctx).bySlug(slug);
  if (!pkg) return null;
  const path = `/packages/${packageSlug(pkg)}`;
  if (slug !== packageSlug(pkg)) return { redirect: path } as Page;
  const t = TEXTS[lang];
  const url = origin + localePath(lang, path);
  const image = absolute(origin, pkg.image) ?? cardUrl.site(origin, lang);
  return {
    status: 200,
    title: `${pkg.name} — ${SITE}`,
    description: clip(pkg.description || `${pkg.name}, ${pkg.destination}`),
    path,
    image: mediaIdOf(pkg.image) ? cardUrl.package(origin, pkg) : null,
    imageAlt: pkg.name,
    type: 'product',
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: pkg.name,
        description: clip(pkg.description, 500),
        image,
        url,
        offers: {
          '@type': 'Offer',
          price: pkg.price,
          priceCurrency: 'INR',
          availability: 'https://schema.org/InStock',
          url,
        },
      },
      breadcrumbs(origin, lang, [
        [t.home, '/'],
        [t.packages, '/packages'],
        [pkg.name, path],
      ]),
    ],
    body: packageCard(pkg, lang, true),
  };
}

function packageCard(pkg: Package, lang: Lang, page = false): string {
  const heading = page ? 'h1' : 'h2';
  const href = localePath(lang, `/packages/${packageSlug(pkg)}`);
  return [
    `<${heading}><a href="${escapeHtml(href)}">${escapeHtml(pkg.name)}</a></${heading}>`,
    `<p>${escapeHtml(`${pkg.destination} · ${rupees(pkg.price, lang)}`)}</p>`,
    pkg.description ? `<p>${escapeHtml(page ? pkg.description : clip(pkg.description))}</p>` : '',
    page && pkg.includes?.length ? `<ul>${pkg.includes.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '',
  ].join('');
}

async function packagesPage(ctx: Context, origin: string, lang: Lang): Promise<Page> {
  const t = TEXTS[lang];
  const { items } = await new PackageService(ctx).list(null, { page: 1, limit: 24 });
  const fixed = FIXED['/packages'][lang];
  return {
    status: 200,
    ...fixed,
    path: '/packages',
    jsonLd: [
      breadcrumbs(origin, lang, [
        [t.home, '/'],
        [t.packages, '/packages'],
      ]),
    ],
    body: `<h1>${escapeHtml(t.packages)}</h1>${items.map((p) => packageCard(p, lang)).join('')}`,
  };
}

function ceremonyName(c: Ceremony, lang: Lang) {
  return lang === 'hi' ? c.nameHi : c.nameEn;
}

/**
 * A ceremony's page, or its page for one city (`/ceremonies/<slug>/<city>`, the city as the app writes it: its
 * English name, URL-encoded). A city where no public pandit performs it is not a page (404), so the sitemap and the
 * addresses agree.
 */
async function ceremonyPage(
  ctx: Context,
  origin: string,
  lang: Lang,
  slug: string,
  rest: string,
  cityPart?: string,
): Promise<Page | null> {
  const service = new CeremonyService(ctx);
  const c = await service.bySlug(slug);
  if (!c) return null;
  const t = TEXTS[lang];
  const name = ceremonyName(c, lang);
  const description = lang === 'hi' ? c.descriptionHi : c.descriptionEn;
  const crumbs: Array<[string, string]> = [
    [t.home, '/'],
    [t.ceremonies, '/ceremonies'],
    [name, `/ceremonies/${c.slug}`],
  ];
  if (cityPart !== undefined) {
    let wanted: string;
    try {
      wanted = englishPlace(decodeURIComponent(cityPart)).toLowerCase();
    } catch {
      return null;
    }
    const found = (await service.cities(c.id)).find((x) => x.city.toLowerCase() === wanted);
    if (!found) return null;
    const city = cityIn(found.city, lang);
    const title = t.ceremonyIn(name, city);
    return {
      status: 200,
      title: `${title} — ${SITE}`,
      description: clip(t.ceremonyInDescription(name, city, found.pandits)),
      path: `/ceremonies/${c.slug}/${encodeURIComponent(found.city)}`,
      jsonLd: [breadcrumbs(origin, lang, [...crumbs, [city, `/ceremonies/${c.slug}/${encodeURIComponent(found.city)}`]])],
      body: `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(description)}</p>`,
    };
  }
  return {
    status: 200,
    title: `${name} — ${SITE}`,
    description: clip(description),
    path: rest,
    jsonLd: [breadcrumbs(origin, lang, crumbs)],
    body: `<h1>${escapeHtml(name)}</h1><p>${escapeHtml(description)}</p>`,
  };
}

async function ceremoniesPage(ctx: Context, lang: Lang): Promise<Page> {
  const list = await new CeremonyService(ctx).list();
  const fixed = FIXED['/ceremonies'][lang];
  const li = list
    .map(
      (c) =>
        `<li><a href="${escapeHtml(localePath(lang, `/ceremonies/${c.slug}`))}">${escapeHtml(ceremonyName(c, lang))}</a></li>`,
    )
    .join('');
  return { status: 200, ...fixed, path: '/ceremonies', body: `<h1>${escapeHtml(TEXTS[lang].ceremonies)}</h1><ul>${li}</ul>` };
}

async function aboutPage(ctx: Context, lang: Lang): Promise<Page> {
  const about = await new AboutService(ctx).get(lang);
  const paragraphs = about.content
    .split(/\n+/)
    .filter(Boolean)
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('');
  return {
    status: 200,
    title: `${about.title || TEXTS[lang].about} — ${SITE}`,
    description: clip(about.content),
    path: '/about',
    body: `<h1>${escapeHtml(about.title)}</h1>${paragraphs}`,
  };
}

function notFound(lang: Lang): Page {
  const t = TEXTS[lang];
  return {
    status: 404,
    title: `${t.notFound} — ${SITE}`,
    description: t.notFoundText,
    path: null,
    noindex: true,
    body: `<h1>${escapeHtml(t.notFound)}</h1><p>${escapeHtml(t.notFoundText)}</p>`,
  };
}

function fixedPage(rest: string, texts: FixedTexts, lang: Lang, origin: string): Page {
  const fixed = texts[lang];
  const t = TEXTS[lang];
  return {
    status: 200,
    ...fixed,
    path: rest,
    jsonLd:
      rest === '/'
        ? [
            {
              '@context': 'https://schema.org',
              '@type': 'WebSite',
              name: SITE,
              url: origin + localePath(lang, '/'),
              inLanguage: lang,
            },
          ]
        : undefined,
    body:
      `<h1>${escapeHtml(headingOf(fixed.title))}</h1><p>${escapeHtml(fixed.description)}</p>` +
      (rest === '/'
        ? `<ul>${(
            [
              [t.pandits, '/pandits'],
              [t.packages, '/packages'],
              [t.ceremonies, '/ceremonies'],
              [t.about, '/about'],
            ] satisfies Array<[string, string]>
          )
            .map(([label, p]) => `<li><a href="${escapeHtml(localePath(lang, p))}">${escapeHtml(label)}</a></li>`)
            .join('')}</ul>`
        : ''),
  };
}

/** The page at `rest` (the English path) in `lang`. */
async function pageOf(ctx: Context, origin: string, lang: Lang, rest: string): Promise<Page> {
  const [section, slug, place, ...more] = rest.split('/').slice(1).map(decodeURIComponent);
  const fixed = FIXED_BY_PATH[rest];
  if (fixed && rest !== '/pandits' && rest !== '/packages' && rest !== '/ceremonies') return fixedPage(rest, fixed, lang, origin);
  if (rest === '/pandits') return directoryPage(ctx, origin, lang);
  if (rest === '/packages') return packagesPage(ctx, origin, lang);
  if (rest === '/ceremonies') return ceremoniesPage(ctx, lang);
  if (rest === '/about') return aboutPage(ctx, lang);
  // Two parts: section and slug; a ceremony may add a third, the place.
  if (slug !== undefined && place === undefined && section === 'pandits')
    return (await panditPage(ctx, origin, lang, slug)) ?? notFound(lang);
  if (slug !== undefined && place === undefined && section === 'packages')
    return (await packagePage(ctx, origin, lang, slug)) ?? notFound(lang);
  if (slug !== undefined && more.length === 0 && section === 'ceremonies')
    return (await ceremonyPage(ctx, origin, lang, slug, rest, place)) ?? notFound(lang);
  if (PRIVATE.test(rest)) return { status: 200, ...FIXED['/'][lang], path: rest, noindex: true, body: '' };
  return notFound(lang);
}

/** The head tags of a page. */
function headOf(page: Page, origin: string, lang: Lang): string {
  const tags: string[] = [`<title>${escapeHtml(page.title)}</title>`];
  const meta = (attr: 'name' | 'property', key: string, value: string) =>
    tags.push(`<meta ${attr}="${key}" content="${escapeHtml(value)}" />`);
  meta('name', 'description', page.description);
  if (page.noindex) meta('name', 'robots', 'noindex');
  if (page.path !== null) {
    const url = origin + localePath(lang, page.path);
    tags.push(`<link rel="canonical" href="${escapeHtml(url)}" />`);
    if (!page.noindex) {
      for (const [hreflang, l] of [
        ['en', 'en'],
        ['hi', 'hi'],
        ['x-default', 'en'],
      ] as const)
        tags.push(`<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + localePath(l, page.path))}" />`);
    }
    const image = page.image ?? cardUrl.site(origin, lang);
    meta('property', 'og:site_name', SITE);
    meta('property', 'og:type', page.type ?? 'website');
    meta('property', 'og:title', page.title);
    meta('property', 'og:description', page.description);
    meta('property', 'og:url', url);
    meta('property', 'og:image', image);
    meta('property', 'og:image:type', 'image/png');
    meta('property', 'og:image:width', String(CARD_WIDTH));
    meta('property', 'og:image:height', String(CARD_HEIGHT));
    meta('property', 'og:image:alt', page.imageAlt ?? page.title);
    meta('property', 'og:locale', lang === 'hi' ? 'hi_IN' : 'en_IN');
    meta('property', 'og:locale:alternate', lang === 'hi' ? 'en_IN' : 'hi_IN');
    meta('name', 'twitter:card', 'summary_large_image');
    meta('name', 'twitter:title', page.title);
    meta('name', 'twitter:description', page.description);
    meta('name', 'twitter:image', image);
    meta('name', 'twitter:image:alt', page.imageAlt ?? page.title);
  }
  for (const data of page.jsonLd ?? []) tags.push(`<script type="application/ld+json">${scriptJson(data)}</script>`);
  return tags.join('\n    ');
}

/**
 * index.html with the page's head and language written in, and its body: the server render (decision 0085) in #root
 * with the state the app hydrates from (`#server-state`, JSON: '<' escaped) and the head tags of the parts it drew
 * (`parts`: stylesheets in the head, modulepreloads after the entry's at the end of the body, decision 0088); without
 * a render, the readable body in a <noscript>.
 */
export function writePage(
  template: string,
  page: Page,
  origin: string,
  lang: Lang,
  rendered?: RenderedPage,
  parts?: PartTags,
): string {
  const head = headOf(page, origin, lang) + (parts?.head ? `\n    ${parts.head}` : '');
  const html = template
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/?>\s*/, '')
    .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
    .replace('</head>', `    ${head}\n  </head>`);
  if (rendered) {
    const state = `<script id="server-state" type="application/json">${scriptJson(rendered.state)}</script>`;
    // A function replacement: the page's own text may hold '$&' and the like.
    return html
      .replace(/<div id="root">(<!--app-html-->)?<\/div>/, () => `<div id="root">${rendered.html}</div>\n    ${state}`)
      .replace('</body>', () => (parts?.scripts ? `  ${parts.scripts}\n  </body>` : '</body>'));
  }
  const body = page.body ? `<noscript><main data-readable-page>${page.body}</main></noscript>` : '';
  return body ? html.replace(/(<body[^>]*>)/, `$1\n    ${body}`) : html;
}

interface Written {
  status: number;
  html?: string;
  redirect?: string;
}

/** The server render of the pages (http/server-render.ts) and the head tags of the parts it drew (http/page-styles.ts). */
export interface PageRenderer {
  render: RenderPage;
  styles: (parts: readonly string[], lang: Lang) => PartTags;
}

/**
 * Express handler for every page path (GET/HEAD, not /api, /graphql, /media or a file): the app's index.html with
 * its page written in. `template` is read once (the built dist/index.html). With `renderer`, a public page's body is
 * its server render (a signed-in area's is not: the app renders it in the browser).
 */
export function publicPages(deps: AppDeps, template: string, renderer?: PageRenderer | null): RequestHandler {
  const versions = deps.publicData;
  const cache = versions.cache<Written>('pages', MAX_PAGES);
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const path = req.path;
    if (/^\/(api|graphql|media|assets)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return next();
    const query = req.originalUrl.slice(pathOf(req.originalUrl).length);
    // One address per page: no trailing slash ('/hi/' is '/hi'), and the old '/home' is '/'.
    const trimmed = path.length > 1 && path.endsWith('/') ? path.replace(/\/+$/, '') || '/' : path;
    const { lang, rest } = pageAddress(trimmed);
    if (trimmed !== path || rest === '/home') return res.redirect(301, localePath(lang, rest === '/home' ? '/' : rest) + query);
    const origin = originOf(deps, req);
    // The query too: a render shows the directory's filters.
    const key = `${origin} ${trimmed}${renderer ? query : ''}`;
    const send = (w: Written) => {
      if (w.redirect) return res.redirect(301, localePath(lang, w.redirect) + query);
      res.status(w.status).type('html').setHeader('Cache-Control', 'no-cache');
      res.setHeader('Content-Language', lang);
      res.send(w.html);
    };
    void (async () => {
      const version = await versions.version();
      const hit = cache.get(key, version);
      if (hit) return send(hit);
      const ctx = await visitorContext(deps, req);
      const page = await pageOf(ctx, origin, lang, rest);
      const rendered =
        page.redirect || !renderer || PRIVATE.test(rest) ? undefined : await renderOf(renderer, trimmed + query, req, origin);
      const written: Written = page.redirect
        ? { status: 301, redirect: page.redirect }
        : {
            status: page.status,
            html: writePage(template, page, origin, lang, rendered, rendered && renderer?.styles(rendered.parts, lang)),
          };
      // A failed render is not kept: the next visit tries again.
      if (rendered || !renderer || page.redirect || PRIVATE.test(rest)) cache.set(key, version, written);
      send(written);
    })().catch((e: unknown) => {
      // The data could not be read: the app's page as it is (the app shows its own messages and retries).
      logError(undefined, e);
      if (!res.headersSent) res.status(200).type('html').setHeader('Cache-Control', 'no-cache').send(template);
    });
  };
}

/** A page's server render, or undefined when it failed (logged; the page is sent with its readable body instead). */
async function renderOf(renderer: PageRenderer, url: string, req: Request, origin: string): Promise<RenderedPage | undefined> {
  try {
    return await renderer.render(url, req, origin);
  } catch (e) {
    logError(undefined, e, 'server render failed');
    return undefined;
  }
}

/** The sitemap: every public page in both languages, with its twins. */
export async function sitemap(deps: AppDeps, req: Request): Promise<string> {
  const origin = originOf(deps, req);
  const ctx = await visitorContext(deps, req);
  const [pandits, packages, ceremonies, ceremonyCities] = await Promise.all([
    new PanditService(ctx).publicAddresses(),
    new PackageService(ctx).addresses(),
    new CeremonyService(ctx).list(),
    new CeremonyService(ctx).cityPages(),
  ]);
  const pages: Array<{ path: string; at?: Date }> = [
    ...['/', '/pandits', '/packages', '/about', '/terms', '/privacy', '/refunds', '/developers', '/panchang', '/ceremonies'].map(
      (path) => ({ path }),
    ),
    ...ceremonies.map((c) => ({ path: `/ceremonies/${c.slug}` })),
    ...ceremonyCities.map((c) => ({ path: `/ceremonies/${c.slug}/${encodeURIComponent(c.city)}` })),
    ...pandits.map((p) => ({ path: `/pandits/${panditSlug(p)}`, at: p.updatedAt })),
    ...packages.map((p) => ({ path: `/packages/${packageSlug(p)}`, at: p.updatedAt })),
  ];
  const loc = (lang: Lang, path: string) => escapeHtml(origin + localePath(lang, path));
  const urls = pages.flatMap(({ path, at }) =>
    (['en', 'hi'] as const).map(
      (lang) =>
        `<url><loc>${loc(lang, path)}</loc>${at ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>` : ''}` +
        `<xhtml:link rel="alternate" hreflang="en" href="${loc('en', path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="hi" href="${loc('hi', path)}"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${loc('en', path)}"/></url>`,
    ),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public pages allowed, the signed-in areas and the APIs not, and the sitemap's address. */
export function robots(deps: AppDeps, req: Request): string {
  const origin = originOf(deps, req);
  const disallow = ['/admin', '/workspace', '/bookings', '/api', '/graphql'].flatMap((p) => [p, `/hi${p}`]);
  return ['User-agent: *', 'Allow: /', ...disallow.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );
}

/** The sitemap and robots.txt routes (the pages are mounted by http/static.ts, after the app's files). */
export function mountPublicPages(app: Express, deps: AppDeps) {
  const versions = deps.publicData;
  const kept = versions.cache<string>('sitemap', 20);
  app.get('/sitemap.xml', (req, res, next) => {
    void (async () => {
      const version = await versions.version();
      const key = originOf(deps, req);
      let xml = kept.get(key, version);
      if (xml === undefined) kept.set(key, version, (xml = await sitemap(deps, req)));
      res.type('application/xml').setHeader('Cache-Control', 'no-cache');
      res.send(xml);
    })().catch(next);
  });
  app.get('/robots.txt', (req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'no-cache');
    res.send(robots(deps, req));
  });
}
