import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from './i18n';
import enTitles from '../locales/en/titles.json';
import hiTitles from '../locales/hi/titles.json';

// The 'titles' namespace ships with this module, which the router loads after the first paint (index.html
// has the home page's title until then).
registerNamespace('titles', { en: enTitles, hi: hiTitles });

const TITLED = [
  'pandits',
  'packages',
  'about',
  'bookings',
  'workspace',
  'book',
  'admin',
  'join',
  'terms',
  'privacy',
  'refunds',
  'ceremonies',
];

/** The `titles` key of a route path: its first segment ('/book/pandit/7' → 'book'); anything else is home. */
export function titleKey(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? '';
  return TITLED.includes(first) ? first : 'home';
}

/** A page's own title (a ceremony's name), which wins over its route's while the page shows it. */
let own: string | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const setOwn = (title: string | null) => {
  own = title;
  for (const listener of listeners) listener();
};

/** Names the page in document.title (in the page's language) instead of its route's title; null: the route's. */
export function useOwnPageTitle(title: string | null) {
  useEffect(() => {
    setOwn(title);
    return () => setOwn(null);
  }, [title]);
}

/** document.title per route in the chosen language: 'Book a pandit — PanditConnect' / 'पंडित बुक करें — पंडितकनेक्ट'. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation('titles');
  const title = useSyncExternalStore(
    subscribe,
    () => own,
    () => null,
  );
  useEffect(() => {
    document.title = `${title ?? t(titleKey(pathname))} — ${t('site')}`;
  }, [pathname, title, t, i18n.language]);
}

/** Rendered by the router (lazily): keeps document.title in step with the route and the language. */
export function PageTitle() {
  usePageTitle();
  return null;
}
