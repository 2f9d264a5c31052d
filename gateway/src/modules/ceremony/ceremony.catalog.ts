import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../context.js';
import { CeremonySchema, type Ceremony } from './ceremony.entity.js';

/*
 * The ceremonies as this process last read them. Services read the list through `ceremonyList` (kept under the public
 * data's version, db/public-data.ts: an admin's edit in any process shows at once); code that must answer without a
 * statement (the search vocabulary, a pandit's Hindi search text, the query cost) reads `ceremonySnapshot`, which
 * every read refreshes, and hears of changes through `onCeremoniesChanged`.
 */

let snapshot: readonly Ceremony[] = [];
const listeners = new Set<() => void>();

/** The ceremonies by English name, as last read by this process (empty before the first read: createApp reads it). */
export const ceremonySnapshot = (): readonly Ceremony[] => snapshot;

/** Calls `listener` whenever a read finds the list changed (names, aliases or which ceremonies exist). */
export function onCeremoniesChanged(listener: () => void): void {
  listeners.add(listener);
}

const fingerprint = (list: readonly Ceremony[]) => JSON.stringify(list.map((c) => [c.id, c.slug, c.nameEn, c.nameHi, c.aliases]));

/** Every ceremony by English name: one statement per change of the public data, shared by the process. */
export async function ceremonyList(app: Pick<AppDeps, 'orm' | 'publicData'>): Promise<readonly Ceremony[]> {
  const data = app.publicData;
  const kept = data.cache<readonly Ceremony[]>('ceremonies', 1);
  const version = await data.version();
  const hit = kept.get('all', version);
  if (hit) return hit;
  const list = await readCeremonies(app.orm.em.fork());
  kept.set('all', version, list);
  return list;
}

/** Reads every ceremony by English name and refreshes the snapshot (the seeders call it before writing search texts). */
export async function readCeremonies(em: EntityManager): Promise<readonly Ceremony[]> {
  const list = await em.find(CeremonySchema, {}, { orderBy: { nameEn: 'asc' } });
  const changed = fingerprint(list) !== fingerprint(snapshot);
  snapshot = list;
  if (changed) for (const listener of listeners) listener();
  return list;
}
