/**
 * The specializations in display order for a search: those the search matches first, then the rest (each group in
 * its own order). A specialization matches when it, or another name of it (e.g. Hindi), contains a word of the
 * search (3+ characters) or the search contains it. Pure: one answer for one (specializations, search, names).
 */
export function matchedFirst(
  specializations: readonly string[],
  search: string | null | undefined,
  otherNames: (specialization: string) => readonly string[] = () => [],
): string[] {
  const q = (search ?? '').toLowerCase().trim();
  const words = q.split(/\s+/).filter((w) => w.length > 2);
  const hit = (s: string) =>
    [s, ...otherNames(s)].some((n) => (n = n.toLowerCase()) && (q.includes(n) || words.some((w) => n.includes(w))));
  return q ? [...specializations].sort((a, b) => Number(hit(b)) - Number(hit(a))) : [...specializations];
}
