import { localeFor, numberFormat } from '../../app/format';
import type { Localized } from '../marketplace/reference';

/** A text the API gives in both languages ({ en, hi }), in the page's language. */
export const inLanguage = (text: Localized, lang: string): string => (lang.startsWith('hi') ? text.hi : text.en);

/** A ceremony's length in words: '2 hours 30 minutes', '2 घंटे 30 मिनट' (Intl's unit names, no words of our own). */
export function formatMinutes(minutes: number, lang: string): string {
  const unit = (value: number, name: 'hour' | 'minute') =>
    numberFormat(localeFor(lang), { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [hours ? unit(hours, 'hour') : '', rest || !hours ? unit(rest, 'minute') : ''].filter(Boolean).join(' ');
}

/** Whether a ceremony matches what was typed: its names in both scripts and its aliases, ignoring case. */
export function ceremonyMatches(c: { name: Localized; aliases: readonly string[] }, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [c.name.en, c.name.hi, ...c.aliases].some((s) => s.toLowerCase().includes(q));
}

/** The address of a ceremony's page, or of its page for one city. */
export const ceremonyPath = (slug: string, city?: string | null) =>
  city ? `/ceremonies/${slug}/${encodeURIComponent(city)}` : `/ceremonies/${slug}`;
