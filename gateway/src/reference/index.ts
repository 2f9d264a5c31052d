import type { City, Localized, State } from './types.js';
import { STATES } from './states.js';
import { DESTINATIONS } from './destinations.js';
import { LANGUAGES } from './languages.js';

export type { City, Destination, Language, Localized, State } from './types.js';
export { STATES } from './states.js';
export { DESTINATIONS } from './destinations.js';
export { LANGUAGES } from './languages.js';

const normalize = (value: string): string => value.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** Finds a state or union territory by ISO code, English name or Hindi name (case-insensitive). */
export function findState(codeOrName: string): State | undefined {
  const needle = normalize(codeOrName);
  if (!needle) return undefined;
  const code = needle.startsWith('in-') ? needle.slice(3) : needle;
  return STATES.find(
    (state) => state.code.toLowerCase() === code || normalize(state.name.en) === needle || normalize(state.name.hi) === needle,
  );
}

/**
 * Finds a city by English name (case-insensitive) with its state: in the given state (code or name) when it is one,
 * else in every state.
 */
export function findCity(name: string, state?: string | null): { city: City; state: State } | undefined {
  const needle = normalize(name);
  const inState = state ? findState(state) : undefined;
  if (!needle) return undefined;
  for (const s of inState ? [inState] : STATES) {
    const city = s.cities.find((c) => normalize(c.name.en) === needle);
    if (city) return { city, state: s };
  }
  return undefined;
}

/**
 * Every English/Hindi name pair from states, cities, destinations and languages, deduplicated, for bilingual search
 * (the ceremonies' names are in the ceremonies table: modules/ceremony).
 */
export function hindiAliases(): Array<{ en: string; hi: string }> {
  const seen = new Set<string>();
  const aliases: Array<{ en: string; hi: string }> = [];
  const add = ({ en, hi }: Localized): void => {
    const key = `${en.toLowerCase()}\u0000${hi}`;
    if (seen.has(key)) return;
    seen.add(key);
    aliases.push({ en, hi });
  };
  for (const state of STATES) {
    add(state.name);
    for (const city of state.cities) add(city.name);
  }
  for (const destination of DESTINATIONS) add(destination.name);
  for (const language of LANGUAGES) add(language.name);
  return aliases;
}

export { INCLUSIONS, type Inclusion } from './inclusions.js';
