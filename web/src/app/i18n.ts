import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

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

const STORAGE_KEY = 'lang';

function storedLanguage(): Language {
  // `lang=hi` in the address (query or hash route) picks the language: shared links, Lighthouse runs.
  const asked = typeof location === 'undefined' ? null : /[?&]lang=(en|hi)\b/.exec(location.search + location.hash)?.[1];
  if (asked) return asked as Language;
  try {
    const value = localStorage.getItem(STORAGE_KEY);
    return value === 'hi' ? 'hi' : 'en';
  } catch {
    return 'en';
  }
}

function applyLanguage(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

void i18n.use(initReactI18next).init({
  resources: { en: english },
  partialBundledLanguages: true,
  lng: storedLanguage(),
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

export function setLanguage(lng: Language) {
  void (lng === 'hi' ? loadHindi() : Promise.resolve()).then(() => i18n.changeLanguage(lng));
}

export { i18n };
