import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { localePath } from '@marketplace/schema/rules/address';
import { languageOfPath, pathInEnglish } from './oldAddress';

// English (also the fallback) ships with the first load: one import line per namespace, added to `english`
// below. Hindi loads on demand (loadHindi), so a visitor downloads one language.
import enCommon from '../locales/en/common.json';
import enErrors from '../locales/en/errors.json';
import enBooking from '../locales/en/booking.json';
import enMarketplace from '../locales/en/marketplace.json';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

const english = { marketplace: enMarketplace, booking: enBooking, common: enCommon, errors: enErrors };

/** The Hindi twins of `english`, fetched once. */
let hindi: Promise<void> | null = null;
export function loadHindi(): Promise<void> {
  hindi ??= Promise.all([
    import('../locales/hi/marketplace.json'),
    import('../locales/hi/booking.json'),
    import('../locales/hi/common.json'),
    import('../locales/hi/errors.json'),
  ]).then(([marketplace, booking, common, errors]) => {
    const bundles = {
      marketplace: marketplace.default,
      booking: booking.default,
      common: common.default,
      errors: errors.default,
    };
    for (const [ns, bundle] of Object.entries(bundles)) i18n.addResourceBundle('hi', ns, bundle, true, false);
  });
  // Not fetched (the server unreachable): the next choice of Hindi asks again.
  hindi.catch(() => {
    hindi = null;
  });
  return hindi;
}

/** The visitor's last choice (app/startAddress.ts moves an address that names no language to it). */
const STORAGE_KEY = 'lang';

/** The language follows the address (issue #32): Hindi under /hi, else English. */
function addressLanguage(): Language {
  return typeof location === 'undefined' ? 'en' : languageOfPath(location.pathname);
}

function applyLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

void i18n.use(initReactI18next).init({
  resources: { en: english },
  partialBundledLanguages: true,
  lng: addressLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: ['common', 'errors', 'rules'],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});
applyLanguage(i18n.language);

i18n.on('languageChanged', (lng) => {
  applyLanguage(lng);
  try {
    localStorage.setItem(STORAGE_KEY, lng);
  } catch {
    /* storage unavailable: the choice lasts for this visit */
  }
});

/**
 * Adds a namespace that ships with lazily loaded code (e.g. 'admin' with the admin chunk):
 * call at the top level of that chunk's entry module.
 */
export function registerNamespace(ns: string, bundles: Record<Language, object>) {
  for (const lng of LANGUAGES) {
    if (!i18n.hasResourceBundle(lng, ns)) i18n.addResourceBundle(lng, ns, bundles[lng], true, false);
  }
}

/** Resolves when the stored language's texts are loaded: main.tsx renders after it (no English flash). */
export const i18nReady: Promise<void> = i18n.language === 'hi' ? loadHindi() : Promise.resolve();

/** Sent on window when the app moved the address to another language's twin (the router follows it). */
export const ADDRESS_LANGUAGE_EVENT = 'addresslanguage';

/**
 * The language switch: once the texts are here, the address moves to the page's twin ('/about' <-> '/hi/about', a
 * new history entry) and the app follows.
 */
export function setLanguage(lng: Language) {
  void (lng === 'hi' ? loadHindi() : Promise.resolve()).then(() => {
    if (languageOfPath(location.pathname) !== lng) {
      history.pushState(null, '', localePath(lng, pathInEnglish(location.pathname)) + location.search + location.hash);
      window.dispatchEvent(new Event(ADDRESS_LANGUAGE_EVENT));
    }
    return i18n.changeLanguage(lng);
  });
}

/** The address changed language by itself (back, forward): the texts follow. */
export function followAddressLanguage(lng: Language) {
  if (i18n.language !== lng) void (lng === 'hi' ? loadHindi() : Promise.resolve()).then(() => i18n.changeLanguage(lng));
}

export { i18n };
