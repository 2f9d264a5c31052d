/**
 * Readable addresses of public pages (issue #32): `/pandits/<slug>` and `/packages/<slug>`. A slug is the name (and a
 * pandit's city) in Latin letters, then the first 8 hex digits of the id: `ramesh-sharma-varanasi-3fa2c1d4`. Only the
 * id part resolves (the words may change with the name: an outdated slug is redirected to the current one); two
 * public records that share the 8 digits are told apart by the words.
 */
const ID_PART = /^[0-9a-f]{8}$/;

/** Lower-case Latin words joined by '-' (accents dropped; other scripts, e.g. Devanagari, left out). */
export function slugWords(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

/** The slug of a record: its words (name, city...) and the id's first 8 hex digits. */
export function slugOf(id: string, ...words: Array<string | null | undefined>): string {
  const text = words.map((w) => slugWords(w ?? '')).filter(Boolean);
  return [...text, id.replace(/-/g, '').slice(0, 8).toLowerCase()].join('-');
}

/** A pandit's slug: name, city, id part. */
export const panditSlug = (p: { id: string; name: string; city?: string | null }) => slugOf(p.id, p.name, p.city);

/** A package's slug: name, destination, id part. */
export const packageSlug = (p: { id: string; name: string; destination?: string | null }) => slugOf(p.id, p.name, p.destination);

/**
 * The id range a slug names (its last 8 hex digits as the first 8 of a UUID), or null when it has none. A bare id
 * (an old link's UUID) names its own exact range.
 */
export function slugIdRange(slug: string): { from: string; to: string } | null {
  const s = slug.trim().toLowerCase();
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(s)) return { from: s, to: s };
  const part = s.slice(s.lastIndexOf('-') + 1);
  if (!ID_PART.test(part)) return null;
  return { from: `${part}-0000-0000-0000-000000000000`, to: `${part}-ffff-ffff-ffff-ffffffffffff` };
}

/** Of the records whose id is in a slug's range, the one it names: the one whose slug it is, else the first. */
export function pickBySlug<T>(slug: string, found: readonly T[], slugOfRecord: (t: T) => string): T | null {
  return found.find((t) => slugOfRecord(t) === slug) ?? found[0] ?? null;
}

/** Of records at hand (a loaded list), the one a slug names: by its id part, then its words; null when none. */
export function findBySlug<T extends { id: string }>(slug: string, records: readonly T[], slugOfRecord: (t: T) => string) {
  const range = slugIdRange(slug);
  if (!range) return null;
  return pickBySlug(
    slug,
    records.filter((r) => r.id >= range.from && r.id <= range.to),
    slugOfRecord,
  );
}
