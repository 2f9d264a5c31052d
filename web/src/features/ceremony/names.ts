import type { Localized } from '../marketplace/reference';

/*
 * The two ceremony helpers the home page's cards need, alone in this module (no imports at run time), so the first
 * page's JavaScript carries these two lines and nothing else of the ceremony code.
 */

/** A text the API gives in both languages ({ en, hi }), in the page's language. */
export const inLanguage = (text: Localized, lang: string): string => (lang.startsWith('hi') ? text.hi : text.en);

/** The address of a ceremony's page, or of its page for one city. */
export const ceremonyPath = (slug: string, city?: string | null) =>
  city ? `/ceremonies/${slug}/${encodeURIComponent(city)}` : `/ceremonies/${slug}`;
