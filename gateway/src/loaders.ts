import DataLoader from 'dataloader';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { EntityName } from '@mikro-orm/core';

/**
 * Per-request DataLoaders: one batched SQL statement per kind of lookup, whatever the list size.
 * `byId` covers every entity; `batch` registers a custom loader once per request under a key.
 */
export class Loaders {
  private readonly loaders = new Map<string, DataLoader<unknown, unknown>>();
  /** The request's EntityManager, asked for when a loader first runs (context.ts forks it on first use). */
  constructor(private readonly entityManager: () => EntityManager) {}

  byId<T extends { id: string | number }>(entity: EntityName<T>, name: string): DataLoader<string, T | null> {
    return this.batch<string, T | null>(`byId:${name}`, async (ids) => {
      const rows = (await this.entityManager().find(entity, { id: { $in: [...ids] } } as never)) as T[];
      const found = new Map(rows.map((r) => [String(r.id), r]));
      return ids.map((id) => found.get(id) ?? null);
    });
  }

  batch<K, V>(key: string, fn: (keys: readonly K[]) => Promise<readonly (V | Error)[]>): DataLoader<K, V> {
    let loader = this.loaders.get(key) as DataLoader<K, V> | undefined;
    if (!loader) {
      loader = new DataLoader<K, V>(fn, { maxBatchSize: 500 });
      this.loaders.set(key, loader);
    }
    return loader;
  }
}
