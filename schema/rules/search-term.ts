/**
 * A search term (pandits, packages, suggestions): 3 to 100 characters after trimming; an empty one is no search.
 * Kept apart from the zod rules (listing.ts), so the home page's search box does not load every schema.
 */
export const SEARCH_MIN = 3;
export const SEARCH_MAX = 100;

/** Length in characters (code points), as people count them. */
export const termLength = (s: string) => [...s].length;

/** What a search box sends: the trimmed term once it is long enough to search, else null (no search yet). */
export function searchTerm(value: string | null | undefined): string | null {
  const term = (value ?? '').trim();
  return termLength(term) >= SEARCH_MIN ? [...term].slice(0, SEARCH_MAX).join('') : null;
}
