import { phoneticKey } from '../search/phonetic.js';
import { FILLER } from '../search/vocabulary.js';

/** What a typed ceremony is matched against: its names and aliases. */
export interface CeremonyNames {
  nameEn: string;
  nameHi: string;
  aliases: readonly string[];
}

const words = (text: string) =>
  text
    .normalize('NFC')
    .toLowerCase()
    .split(/[\s,()/-]+/)
    .filter(Boolean);

/** The text's phonetic key, and the key without words that only say "a ritual" ('Satyanarayan Katha' → 'Satyanarayan'). */
function keys(text: string): [string, string] {
  const all = words(text);
  const core = all.filter((w) => !FILLER.has(w));
  return [phoneticKey(all.join(' ')), phoneticKey((core.length ? core : all).join(' '))];
}

/**
 * A function from a typed ceremony (English or Hindi name, an alias, a near-duplicate such as 'Satyanarayan' or
 * 'satyanarayana puja') to the ceremony, or undefined. A whole-name match wins over a match without the ritual words;
 * within each, the first ceremony listed wins. Used by the migration that mapped the old strings and by every input
 * that still sends names (onboarding, profile edits, the REST shim).
 */
export function ceremonyMatcher<C extends CeremonyNames>(ceremonies: readonly C[]): (typed: string) => C | undefined {
  const whole = new Map<string, C>();
  const core = new Map<string, C>();
  for (const c of ceremonies)
    for (const form of [c.nameEn, c.nameHi, ...c.aliases]) {
      const [w, k] = keys(form);
      if (w && !whole.has(w)) whole.set(w, c);
      if (k && !core.has(k)) core.set(k, c);
    }
  return (typed) => {
    const [w, k] = keys(typed);
    return (w ? whole.get(w) : undefined) ?? (k ? core.get(k) : undefined);
  };
}
