import { PLACE_ALIASES } from '../../reference/aliases.js';
import { DESTINATIONS, LANGUAGES, STATES, type Localized } from '../../reference/index.js';
import { ceremonySnapshot, onCeremoniesChanged } from '../ceremony/ceremony.catalog.js';
import { editDistance, isDevanagari, latinize, phoneticKey } from './phonetic.js';
import { at } from '../../indexed.js';

export type TermKind = 'CEREMONY' | 'CITY' | 'STATE' | 'DESTINATION' | 'LANGUAGE';

/** One reference name with everything that is typed for it. */
export interface Term {
  kind: TermKind;
  name: Localized;
  /** What a pandit's or package's text holds when it is about this term (lower case, English). */
  searchFor: string[];
  /** The destination's id, or the state code of a city or state. */
  id?: string;
  state?: string;
  /** Every written form: both names and the aliases (reference/aliases.ts). */
  forms: string[];
}

interface Form {
  term: Term;
  text: string;
  key: string;
  /** Its Latin letters without spaces. */
  letters: string;
  /** Normalised words (for prefix matching in suggestions). */
  words: string[];
}

/** Words that say nothing about which pandit is wanted ('pandit in Varanasi' → 'varanasi'). */
export const STOP_WORDS = new Set(
  (
    'pandit pandits pundit panditji purohit priest priests pt ji shri sri in at near nearby me for the and of a an to with by from ' +
    'ki ka ke ko se me mein liye lie aur wala wale vala chahiye karana karwana best good top book booking ' +
    'पंडित पण्डित पंडितजी पुरोहित जी में के की का लिए और से पास को वाले वाला चाहिए'
  ).split(' '),
);
/** Words that only say "a ritual"; dropped when the rest of the query names one (and when a typed ceremony is matched: ceremony-match.ts). */
export const FILLER = new Set(
  'puja pooja pujan poojan paath path ceremony ceremonies sanskar sanskaar karma vidhi nivaran vrat katha पूजा पूजन पाठ संस्कार विधि'.split(
    ' ',
  ),
);

let built: { terms: Term[]; byKey: Map<string, Form[]>; forms: Form[] } | undefined;
onCeremoniesChanged(() => (built = undefined));

const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

/** The vocabulary: ceremonies, cities, states, destinations and languages with their aliases (~1,200 forms). */
export function vocabulary() {
  if (built) return built;
  const terms: Term[] = [];
  const byEnglish = new Map<string, Term[]>();
  const add = (t: Omit<Term, 'forms'>) => {
    const term = { ...t, forms: [t.name.en, t.name.hi] };
    terms.push(term);
    const list = byEnglish.get(t.name.en.toLowerCase()) ?? [];
    list.push(term);
    byEnglish.set(t.name.en.toLowerCase(), list);
    return term;
  };
  // Ceremonies come from their table (this process's last read of it; a change rebuilds the vocabulary).
  for (const c of ceremonySnapshot()) {
    const term = add({ kind: 'CEREMONY', name: { en: c.nameEn, hi: c.nameHi }, searchFor: [c.nameEn.toLowerCase()] });
    term.forms.push(...(c.aliases ?? []));
  }
  for (const st of STATES) {
    add({ kind: 'STATE', name: st.name, searchFor: [st.name.en.toLowerCase()], state: st.code });
    for (const c of st.cities) add({ kind: 'CITY', name: c.name, searchFor: [c.name.en.toLowerCase()], state: st.code });
  }
  for (const d of DESTINATIONS)
    add({
      kind: 'DESTINATION',
      name: d.name,
      searchFor: [...new Set([d.name.en.toLowerCase(), d.city.toLowerCase()])],
      id: d.id,
      state: d.stateCode,
    });
  for (const l of LANGUAGES) add({ kind: 'LANGUAGE', name: l.name, searchFor: [l.name.en.toLowerCase()] });
  for (const { term, aliases } of PLACE_ALIASES) {
    const targets = byEnglish.get(term.toLowerCase());
    if (!targets) throw new Error(`reference/aliases.ts: '${term}' is not a reference name`);
    for (const t of targets) t.forms.push(...aliases);
  }
  const forms: Form[] = [];
  const byKey = new Map<string, Form[]>();
  for (const term of terms)
    for (const text of new Set(term.forms)) {
      const form = {
        term,
        text,
        key: phoneticKey(text),
        letters: latinize(text).replace(/ /g, ''),
        words: [...norm(text).split(/[\s,()]+/), ...latinize(text).split(' ')].filter(Boolean),
      };
      if (!form.key) continue;
      forms.push(form);
      const list = byKey.get(form.key) ?? [];
      list.push(form);
      byKey.set(form.key, list);
    }
  built = { terms, byKey, forms };
  return built;
}

/** One part of a query: the words typed, and the reference terms they were understood as (if any). */
export interface QueryUnit {
  typed: string;
  /** The typed words (normalised), each to be found as typed. */
  words: string[];
  /** Transliterated words (a Devanagari name, 'रमेश' → 'ramesh'), an alternative to `words`. */
  latin?: string[];
  terms: Term[];
  how: 'literal' | 'key' | 'fuzzy';
}

export interface QueryPlan {
  units: QueryUnit[];
  /** The typed words after dropping stop words (for ranking what was typed first). */
  typedWords: string[];
  /** What was searched, in the script typed, when it differs from what was typed; else null. */
  corrected: string | null;
}

/** How many edits a key of this length may be away from a vocabulary key (0 for short keys: 'gaya' is not 'goa'). */
const allowedEdits = (keyLength: number) => (keyLength >= 9 ? 2 : keyLength >= 4 ? 1 : 0);

/** Terms whose form has exactly this key (short keys must also be written the same: 'up' is Uttar Pradesh). */
function byKey(key: string, typed: string): Term[] {
  const forms = vocabulary().byKey.get(key) ?? [];
  const ok = key.length >= 3 ? forms : forms.filter((f) => norm(f.text) === norm(typed) || latinize(f.text) === latinize(typed));
  return [...new Set(ok.map((f) => f.term))];
}

/**
 * Terms whose form is within the allowed edits of the typed text, by phonetic key or by its Latin letters
 * ('grha pravesh': one letter from 'griha pravesh'); the nearest only.
 */
function byDistance(key: string, typed: string): Term[] {
  const letters = latinize(typed).replace(/ /g, '');
  const maxKey = allowedEdits(key.length);
  const maxLetters = allowedEdits(letters.length);
  if (!maxKey && !maxLetters) return [];
  let best = Infinity;
  let found: Term[] = [];
  const consider = (term: Term, d: number) => {
    if (d < best) [best, found] = [d, [term]];
    else if (d === best && !found.includes(term)) found.push(term);
  };
  for (const f of vocabulary().forms) {
    // Short keys must start alike: a slip inside a word, not a different word.
    if (
      maxKey &&
      f.key.length >= 4 &&
      Math.abs(f.key.length - key.length) <= maxKey &&
      (key.length >= 6 || f.key[0] === key[0])
    ) {
      const d = editDistance(key, f.key, maxKey);
      if (d <= maxKey) consider(f.term, d);
    }
    if (maxLetters && Math.abs(f.letters.length - letters.length) <= maxLetters && f.letters[0] === letters[0]) {
      const d = editDistance(letters, f.letters, maxLetters);
      if (d <= maxLetters) consider(f.term, d);
    }
  }
  return found.slice(0, 4);
}

/**
 * A free-text query → units: runs of words that name a reference term (longest first, joined or split:
 * 'satya narayan', 'grihapravesh'), by phonetic key, or with `fuzzy` also by edit distance ('Vananasi');
 * the other words stay as typed. Stop words are dropped, and ritual filler words when something else was named.
 */
export function planQuery(query: string | null | undefined, fuzzy = false): QueryPlan | null {
  const tokens = norm(query ?? '')
    .slice(0, 120)
    .split(/[\s,|/()&+]+/)
    .map((w) => w.replace(/^[.'"!?:;-]+|[.'"!?:;-]+$/g, ''))
    .filter((w) => w && !STOP_WORDS.has(w))
    .slice(0, 8);
  if (!tokens.length) return null;
  const units: QueryUnit[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = at(tokens, i);
    let unit: QueryUnit | null = null;
    // Without `fuzzy`, slips are corrected only in runs of two words or more ('grah pravesh'): strong evidence,
    // and a name typed right is never taken for a place.
    for (const how of ['key', 'fuzzy'] as const) {
      for (let n = Math.min(4, tokens.length - i); n >= (how === 'fuzzy' && !fuzzy ? 2 : 1) && !unit; n--) {
        const typed = tokens.slice(i, i + n).join(' ');
        const key = phoneticKey(typed);
        if (!key) continue;
        const terms = how === 'key' ? byKey(key, typed) : byDistance(key, typed);
        if (terms.length) unit = { typed, words: typed.split(' '), terms, how };
      }
      if (unit) break;
    }
    unit ??= { typed: token, words: [token], terms: [], how: 'literal' };
    if (unit.how === 'literal' && isDevanagari(unit.typed)) {
      // A name in Devanagari: its transliteration, at the start of a word ('रमेश' → ' ramesh').
      const latin = latinize(unit.typed);
      if (latin.length > 2) unit.latin = latin.split(' ').map((w) => ` ${w}`);
    }
    units.push(unit);
    i += unit.words.length;
  }
  // Ritual filler ('puja', 'ceremony') left over beside a named term says nothing more.
  const named = units.some((u) => u.terms.length);
  const kept = units.filter((u) => !(named && !u.terms.length && u.words.every((w) => FILLER.has(w))));
  const meaningful = kept.filter((u) => u.words.some((w) => w.length > 1 || isDevanagari(w)));
  if (!meaningful.length) return null;
  return { units: meaningful, typedWords: meaningful.flatMap((u) => u.words), corrected: correction(meaningful) };
}

/** The query as searched, in the script typed, or null when it says the same as what was typed. */
function correction(units: QueryUnit[]): string | null {
  const same = (a: string) => norm(a).replace(/[\s()]/g, '');
  let changed = false;
  const parts = units.map((u) => {
    const [top] = u.terms;
    if (!top) return u.typed;
    const own = u.terms.find((t) => same(t.name.en) === same(u.typed) || same(t.name.hi) === same(u.typed));
    if (own) return isDevanagari(u.typed) ? own.name.hi : own.name.en;
    changed = true;
    return isDevanagari(u.typed) ? top.name.hi : top.name.en;
  });
  return changed ? parts.join(' ') : null;
}
