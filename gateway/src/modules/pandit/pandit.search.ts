import { hindiAliases } from '../../reference/index.js';
import { ceremonySnapshot, onCeremoniesChanged } from '../ceremony/ceremony.catalog.js';

/** The reference names' English/Hindi pairs and the ceremonies' (from their table, as this process last read it). */
const namePairs = () => [...hindiAliases(), ...ceremonySnapshot().map((c) => ({ en: c.nameEn, hi: c.nameHi }))];

let aliasByEnglish: Map<string, string> | undefined;
onCeremoniesChanged(() => {
  aliasByEnglish = undefined;
  hindiToEnglish = undefined;
});

/** The Hindi twin of an English reference name (state, city, ceremony, language, destination). */
export function hindiTwin(english: string): string | undefined {
  aliasByEnglish ??= new Map(namePairs().map((a) => [a.en.toLowerCase(), a.hi]));
  return aliasByEnglish.get(english.trim().toLowerCase());
}

export interface SearchableFields {
  name: string;
  bio?: string | null;
  location?: string | null;
  city?: string | null;
  state?: string | null;
  specializations?: string[] | null;
  languages?: string[] | null;
}

/**
 * The denormalised text a pandit is searched by (trigram index): their words plus the Hindi names of
 * their city, state, specializations and languages, so 'वाराणसी' finds what 'Varanasi' finds.
 */
export function searchTextFor(p: SearchableFields): string {
  const terms = [p.city, p.state, ...(p.specializations ?? []), ...(p.languages ?? [])].filter(Boolean) as string[];
  const twins = terms.map(hindiTwin).filter(Boolean);
  return [p.name, p.location, ...terms, ...twins, p.bio].filter(Boolean).join(' | ').toLowerCase();
}

/** Words that say nothing about which pandit is wanted ('pandit in Varanasi' → 'varanasi'). */
const STOP_WORDS = new Set([
  'pandit',
  'pandits',
  'pundit',
  'priest',
  'priests',
  'pt',
  'pt.',
  'ji',
  'in',
  'at',
  'near',
  'for',
  'the',
  'and',
  'of',
  'a',
  'an',
  'to',
  'with',
  'by',
  'पंडित',
  'पण्डित',
  'पुरोहित',
  'जी',
  'में',
  'के',
  'की',
  'का',
  'लिए',
  'और',
  'से',
  'पास',
]);

let hindiToEnglish: Array<{ hi: string; en: string }> | undefined;

const normalize = (value: string) => value.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * A free-text query → the phrase ranked by similarity and the words that must each match.
 * Hindi reference names (longest first) are replaced by their English twins, stop words dropped.
 */
export function searchTerms(query: string | null | undefined): { phrase: string; words: string[] } | null {
  let text = normalize(query ?? '').slice(0, 120);
  if (!text) return null;
  hindiToEnglish ??= namePairs()
    .map((a) => ({ hi: normalize(a.hi), en: normalize(a.en) }))
    .sort((a, b) => b.hi.length - a.hi.length);
  if (/[\u0900-\u097f]/.test(text)) {
    for (const { hi, en } of hindiToEnglish) if (text.includes(hi)) text = text.split(hi).join(` ${en} `);
  }
  const words = [
    ...new Set(
      text
        .split(/[\s,|/()]+/)
        .map((w) => w.replace(/^[.'"-]+|[.'"-]+$/g, ''))
        .filter((w) => w.length > 1 && !STOP_WORDS.has(w)),
    ),
  ].slice(0, 8);
  if (!words.length) return null;
  return { phrase: words.join(' '), words };
}

/** Escapes LIKE wildcards so user text matches literally. */
export const likeEscape = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/**
 * `p.search_text` holds `placeholder`'s pattern (see `holding`). The text is lower case (searchTextFor), so LIKE with a
 * lower-case pattern finds what ILIKE would, about twice as fast, served by the same trigram index.
 */
export const textHolds = (placeholder = '?') => `p.search_text like ${placeholder}`;
/** The LIKE pattern for a text that holds `word` anywhere (lower case, wildcards escaped). */
export const holding = (word: string) => `%${likeEscape(word.toLowerCase())}%`;
