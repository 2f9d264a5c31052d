import { searchSchema } from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { validate } from '../../validation.js';
import type { SearchSuggestion, SuggestionKind } from '../../__generated__/resolvers-types.js';
import { PUBLIC_PANDIT_SQL } from '../pandit/pandit.entity.js';
import { likeEscape } from '../pandit/pandit.search.js';
import { editDistance, isDevanagari, latinize, phoneticKey } from './phonetic.js';
import { vocabulary, type Term, type TermKind } from './vocabulary.js';

export const MAX_SUGGESTIONS = 10;
/** Languages are not suggested (see index()); they rank last for completeness. */
const KIND_ORDER: Record<TermKind, number> = { CEREMONY: 0, CITY: 1, DESTINATION: 2, STATE: 3, LANGUAGE: 4 };

interface Entry {
  term: Term;
  /** Normalised names (own language first is decided per request). */
  en: string;
  hi: string;
  /** Every form: its normalised text, its words and its phonetic key. */
  forms: Array<{ text: string; words: string[]; key: string }>;
}

let entries: Entry[] | undefined;
const norm = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

function index(): Entry[] {
  entries ??= vocabulary()
    .terms.filter((t) => t.kind !== 'LANGUAGE')
    .map((term) => ({
      term,
      en: norm(term.name.en),
      hi: norm(term.name.hi),
      forms: [...new Set(term.forms)].map((f) => {
        const text = norm(f);
        return { text, words: text.split(/[\s,()]+/).filter(Boolean), key: phoneticKey(f) };
      }),
    }));
  return entries;
}

/** How well a term answers what is being typed: 0 best; undefined when it does not. */
function score(e: Entry, q: string, qLatin: string, qKey: string, language: 'en' | 'hi'): number | undefined {
  const own = language === 'hi' ? e.hi : e.en;
  const other = language === 'hi' ? e.en : e.hi;
  if (own.startsWith(q)) return 0;
  if (other.startsWith(q) || own.split(/[\s,()]+/).some((w) => w.startsWith(q))) return 1;
  if (
    e.forms.some(
      (f) => f.text.startsWith(q) || f.words.some((w) => w.startsWith(q) || (qLatin.length > 1 && w.startsWith(qLatin))),
    )
  )
    return 2;
  if (qKey.length >= 3 && e.forms.some((f) => f.key.startsWith(qKey))) return 3;
  if (
    qKey.length >= 4 &&
    e.forms.some((f) => f.key.length >= qKey.length && editDistance(qKey, f.key.slice(0, qKey.length), 1) <= 1)
  )
    return 4;
  return undefined;
}

/** Suggestions while typing: reference terms from memory, pandit names from one indexed, limited statement. */
export class SuggestionsService {
  constructor(private readonly ctx: Context) {}

  async suggest(
    query: string,
    language: string | null | undefined,
    limit: number | null | undefined,
  ): Promise<SearchSuggestion[]> {
    const lang = language === 'hi' ? 'hi' : 'en';
    const max = Math.min(Math.max(limit ?? 8, 1), MAX_SUGGESTIONS);
    // The search term's rule (3 to 100 characters; blank: nothing to suggest).
    const term = validate(searchSchema, query, 'query');
    if (!term) return [];
    const q = norm(term).slice(0, 60);
    if (!q) return [];
    const qLatin = isDevanagari(q) ? latinize(q) : q;
    const qKey = phoneticKey(q);

    const scored: Array<{ e: Entry; s: number }> = [];
    for (const e of index()) {
      const s = score(e, q, qLatin, qKey, lang);
      if (s !== undefined) scored.push({ e, s });
    }
    scored.sort(
      (a, b) =>
        a.s - b.s || KIND_ORDER[a.e.term.kind] - KIND_ORDER[b.e.term.kind] || a.e.term.name.en.length - b.e.term.name.en.length,
    );
    const seen = new Set<string>();
    const terms: SearchSuggestion[] = [];
    const strong: SearchSuggestion[] = [];
    for (const { e, s } of scored) {
      const label = lang === 'hi' ? e.term.name.hi : e.term.name.en;
      const dedupe = `${e.term.kind}:${label}`;
      if (seen.has(dedupe)) continue;
      seen.add(dedupe);
      const suggestion: SearchSuggestion = {
        kind: e.term.kind as SuggestionKind,
        label,
        value: label,
        id: e.term.kind === 'DESTINATION' ? (e.term.id ?? null) : null,
        state: e.term.kind === 'CITY' || e.term.kind === 'STATE' ? (e.term.state ?? null) : null,
      };
      (s <= 2 ? strong : terms).push(suggestion);
      if (strong.length + terms.length >= max) break;
    }
    const pandits = qLatin.length >= 3 ? await this.pandits(qLatin, max) : [];
    // What was typed as written first, then pandits by name, then sound-alike and slipped terms.
    return [...strong, ...pandits, ...terms].slice(0, max);
  }

  /** Public pandits whose name has a word starting with the text (the name's trigram index narrows, the limit stops). */
  private async pandits(text: string, limit: number): Promise<SearchSuggestion[]> {
    const like = likeEscape(text.toLowerCase());
    const rows = await this.ctx.em.getConnection().execute<Array<{ id: string; name: string }>>(
      `select p.id, p.name from pandits p where ${PUBLIC_PANDIT_SQL} and lower(p.name) like ? and (lower(p.name) like ? or lower(p.name) like ?)
         order by p.rating desc, p.review_count desc, p.id limit ?`,
      [`%${like}%`, `${like}%`, `% ${like}%`, limit],
    );
    return rows.map((r) => ({ kind: 'PANDIT', label: r.name, value: r.name, id: r.id, state: null }));
  }
}
