import type { SearchSuggestion, SuggestionKind } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { DESTINATIONS, SPECIALIZATIONS, STATES, type Localized } from '../../reference/index.js';
import { PUBLIC_PANDIT_SQL } from '../pandit/pandit.entity.js';
import { likeEscape } from '../pandit/pandit.search.js';

/**
 * A basic `searchSuggestions`: word-prefix matching over the reference data (ceremonies, cities, states,
 * destinations, both scripts) and the public pandits' names (one indexed-enough SQL statement). The search
 * module's suggestions service (aliases, transliteration, typos) supersedes it; the resolver calls
 * whichever is wired in `suggest.resolvers.ts`.
 */

const fold = (s: string) => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();

interface Entry {
  kind: SuggestionKind;
  name: Localized;
  value: string;
  id?: string;
  state?: string;
  /** Folded words of both names, for prefix matching. */
  words: string[];
  whole: string[];
}
const entry = (kind: SuggestionKind, name: Localized, extra: Partial<Entry> = {}): Entry => ({
  kind,
  name,
  value: name.en,
  ...extra,
  whole: [fold(name.en), fold(name.hi)],
  words: [...fold(name.en).split(/[\s,()-]+/), ...fold(name.hi).split(/[\s,()-]+/)].filter(Boolean),
});

let entries: Entry[] | undefined;
function referenceEntries(): Entry[] {
  entries ??= [
    ...SPECIALIZATIONS.map((s) => entry('CEREMONY', s.name)),
    ...STATES.flatMap((s) => s.cities.map((c) => entry('CITY', c.name, { state: s.code }))),
    ...DESTINATIONS.map((d) => entry('DESTINATION', d.name, { id: d.id, state: d.stateCode })),
    ...STATES.map((s) => entry('STATE', s.name, { state: s.code })),
  ];
  return entries;
}

/** 0: a name starts with the query; 1: a word does; null: no match. */
function rank(e: Entry, q: string): number | null {
  if (e.whole.some((w) => w.startsWith(q))) return 0;
  const words = q.split(' ');
  const first = words[0];
  if (e.words.some((w) => w.startsWith(first)) && e.whole.some((w) => w.includes(q))) return 1;
  return null;
}

export async function suggestBasic(
  ctx: Context,
  query: string,
  language: string | null | undefined,
  limit: number | null | undefined,
): Promise<SearchSuggestion[]> {
  const q = fold(query).slice(0, 100);
  if (!q) return [];
  const max = Math.min(10, Math.max(1, limit ?? 8));
  const hi = language === 'hi';
  const label = (n: Localized) => (hi ? n.hi : n.en);

  const ref = referenceEntries()
    .map((e, order) => ({ e, r: rank(e, q), order }))
    .filter((x): x is { e: Entry; r: number; order: number } => x.r !== null)
    .sort((a, b) => a.r - b.r || a.order - b.order);

  // Names from 3 characters: the trigram index (pandits_name_trgm_idx) finds the candidates, then a word must start with it.
  const pattern = likeEscape(q);
  const pandits =
    [...q].length < 3
      ? []
      : await ctx.em
          .getConnection()
          .execute<Array<{ id: string; name: string }>>(
            `select p.id, p.name from pandits p where ${PUBLIC_PANDIT_SQL} and p.name ilike ? and (p.name ilike ? or p.name ilike ?) order by (p.name ilike ?) desc, p.rating desc, p.id limit ?`,
            [`%${pattern}%`, `${pattern}%`, `% ${pattern}%`, `${pattern}%`, max],
          );
  // Keep room for up to three pandits when both kinds match.
  const refCount = Math.min(ref.length, Math.max(max - Math.min(3, pandits.length), max - pandits.length));
  const out: SearchSuggestion[] = ref.slice(0, refCount).map(({ e }) => ({
    kind: e.kind,
    label: label(e.name),
    value: e.value,
    id: e.id ?? null,
    state: e.state ?? null,
  }));
  for (const p of pandits.slice(0, max - out.length))
    out.push({ kind: 'PANDIT', label: p.name, value: p.name, id: p.id, state: null });
  return out;
}
