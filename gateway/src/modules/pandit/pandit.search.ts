import { hindiAliases } from '../../reference/index.js';

let aliasByEnglish: Map<string, string> | undefined;

/** The Hindi twin of an English reference name (state, city, specialization, language, destination). */
export function hindiTwin(english: string): string | undefined {
  aliasByEnglish ??= new Map(hindiAliases().map((a) => [a.en.toLowerCase(), a.hi]));
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
