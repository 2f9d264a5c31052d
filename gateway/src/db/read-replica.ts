import { AsyncLocalStorage } from 'node:async_hooks';
import type { MikroORM } from '@mikro-orm/postgresql';

/**
 * Which requests read from the replica (DATABASE_READ_URL, decision 0080). MikroORM's own replica support
 * (`replicas`, `preferReadReplicas`) chooses the connection: `preferReadReplicas` is read per query, and this process
 * answers it from the request's scope, so only a visitor's read runs on the replica. MikroORM still sends every write,
 * every statement of a transaction and `em.getConnection().execute` (the public-data version) to the writer; rawRows
 * (db/raw.ts) sends only its SELECTs there.
 */
export const readScope = new AsyncLocalStorage<{ replica: boolean }>();

/** True inside a request whose reads may go to the replica. */
export const onReplica = (): boolean => readScope.getStore()?.replica === true;

/** Makes `preferReadReplicas` follow the request's scope (the ORM's configuration is read on every query). */
export function replicaFollowsRequest(orm: MikroORM): void {
  const config = orm.config as unknown as { get: (key: string, fallback?: unknown) => unknown };
  const get = config.get.bind(config);
  config.get = (key: string, fallback?: unknown) => (key === 'preferReadReplicas' ? onReplica() : get(key, fallback));
}
