import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';

// One import line per language and namespace; add the pair to `resources` below.
import enCommon from '../locales/en/common.json';
import hiCommon from '../locales/hi/common.json';
import enErrors from '../locales/en/errors.json';
import hiErrors from '../locales/hi/errors.json';
import enBooking from '../locales/en/booking.json';
import hiBooking from '../locales/hi/booking.json';
import enMarketplace from '../locales/en/marketplace.json';
import hiMarketplace from '../locales/hi/marketplace.json';
import enAbout from '../locales/en/about.json';
import hiAbout from '../locales/hi/about.json';
import { RULE_MESSAGES } from '@marketplace/schema/rules/messages';

export const LANGUAGES = ['en', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The 'rules' namespace: the shared input rules' messages (schema/rules/messages.ts) by rule message key.
 * The keys are dotted ('email.invalid') and kept flat; i18next finds a flat key when no nested one exists.
 */
const ruleMessages = (lng: Language) => Object.fromEntries(Object.entries(RULE_MESSAGES).map(([key, texts]) => [key, texts[lng]]));

const resources = {
  en: { about: enAbout, marketplace: enMarketplace, booking: enBooking, common: enCommon, errors: enErrors, rules: ruleMessages('en') },
  hi: { about: hiAbout, marketplace: hiMarketplace, booking: hiBooking, common: hiCommon, errors: hiErrors, rules: ruleMessages('hi') },
};

const STORAGE_KEY = 'lang';

function storedLanguage(): Language {
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
  resources,
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

export function setLanguage(lng: Language) {
  void i18n.changeLanguage(lng);
}

export { i18n };
