import { i18n, registerNamespace } from './i18n';
import enDuration from '../locales/en/duration.json';
import hiDuration from '../locales/hi/duration.json';

// The 'duration' namespace ships with the (lazy) package screens that import this module, not the first load.
registerNamespace('duration', { en: enDuration, hi: hiDuration });

/** A package's length in the chosen language: '3 Days / 2 Nights', '3 दिन / 2 रातें'. */
export function formatDuration(days: number, nights: number, lang: string = i18n.language): string {
  const t = i18n.getFixedT(lang, 'duration');
  const d = t('days', { count: days });
  return nights > 0 ? `${d} / ${t('nights', { count: nights })}` : d;
}
