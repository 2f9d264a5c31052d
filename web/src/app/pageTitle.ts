import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

const TITLED = ['pandits', 'packages', 'about', 'bookings', 'workspace', 'book', 'admin', 'join', 'terms', 'privacy', 'refunds'];

/** The `pageTitles` key of a route path: its first segment ('/book/pandit/7' → 'book'); anything else is home. */
export function titleKey(pathname: string): string {
  const first = pathname.split('/').find(Boolean) ?? '';
  return TITLED.includes(first) ? first : 'home';
}

/** document.title per route in the chosen language: 'Book a pandit — PanditConnect' / 'पंडित बुक करें — पंडितकनेक्ट'. */
export function usePageTitle() {
  const { pathname } = useLocation();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    document.title = `${t(`pageTitles.${titleKey(pathname)}`)} — ${t('pageTitles.site')}`;
  }, [pathname, t, i18n.language]);
}
