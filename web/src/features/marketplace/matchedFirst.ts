/** Lower case, NFC, without marks that differ between spellings ('Rudrābhiṣek' ~ 'rudrabhishek' is not attempted). */
const norm = (s: string) => s.normalize('NFC').toLowerCase().trim();

/**
 * The specializations in display order for a search: those the search term matches first (in their own order),
 * then the rest (in theirs). A specialization matches when it, or one of its other names (e.g. its Hindi name),
 * contains a word of the search (3+ characters), or the search contains it. Pure: the same answer for the same
 * (specializations, search, names).
 */
export function matchedFirst(
  specializations: readonly string[],
  search: string | null | undefined,
  otherNames: (specialization: string) => readonly string[] = () => [],
): string[] {
  const q = norm(search ?? '');
  if (!q) return [...specializations];
  const words = q.split(/\s+/).filter((w) => w.length >= 3);
  const matches = (s: string) =>
    [s, ...otherNames(s)].some((name) => {
      const n = norm(name);
      return n.length > 0 && (q.includes(n) || words.some((w) => n.includes(w)));
    });
  const hit = specializations.filter(matches);
  return [...hit, ...specializations.filter((s) => !hit.includes(s))];
}
