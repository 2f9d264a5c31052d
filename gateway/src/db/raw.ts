import { createHash } from 'node:crypto';
import {
  ReferenceKind,
  type Collection,
  type EntityManager,
  type EntityName,
  type EntityProperty,
  type Hidden,
  type MikroORM,
  type PrimaryKeyProp,
} from '@mikro-orm/core';
import type { Pool, PoolClient, QueryConfig } from 'pg';
import { sqlScope } from './sql-counter.js';
import { onReplica } from './read-replica.js';

/**
 * Fast reads for hot public lists, beside the ORM (used where a profile showed the ORM's per-statement cost):
 *
 * - `rawRows` runs a read on the ORM's own `pg` pool (same connections, timeouts and type parsers) with bound
 *   parameters instead of MikroORM's client-side interpolation, as a named prepared statement on PostgreSQL, so
 *   the server parses and plans each statement shape once per connection instead of on every request (planning
 *   cost more than execution on the public list). The embedded PGlite gets unnamed statements: it keeps one
 *   session for every socket connection, so a name could already exist there; so does PgBouncer in transaction mode
 *   (DATABASE_POOLING=transaction, decision 0080). A visitor's SELECT runs on the read replica when there is one
 *   (db/read-replica.ts). Counted in X-Sql-Statements.
 *   Reads, and writes that are one statement (committed on their own); never inside a transaction (the pool is not
 *   the EntityManager's transaction connection).
 * - Plans: PostgreSQL's pool connections start with generic plans forced (`GENERIC_PLANS`, set at connect by
 *   db/orm.ts), so a prepared statement is planned once per connection. Under PostgreSQL's default (`auto`) it kept
 *   planning every run of a paged list, because a generic plan's unknown LIMIT looks costlier than a custom one
 *   (0.35 ms of planning for 0.6 ms of execution on the home list). A statement whose best plan depends on its values
 *   (`prepare` false) switches its connection back to `auto` first; the next prepared one switches it back (one
 *   `set` when a connection changes hands between the two kinds, none otherwise). MikroORM's own statements carry
 *   their values inline, planned for them whatever the mode.
 * - `plainRows` turns rows into `Row<T>` (property names, `Date`s, references as `{ id }`), from the entity's
 *   metadata, compiled once per entity: typed as rows, not entities, so code that would change one, follow a
 *   reference past its id or read a collection does not compile. Resolvers take `XOrRow` (the entity or its row);
 *   no identity map, change tracking or hydration is spent on objects nobody will change.
 * - `insertRow` writes one row from an object with the entity's property names as an INSERT with `?` placeholders,
 *   its text built once per entity and set of properties (a write that is one statement: run it with `rawRows`).
 */

/** The plan mode PostgreSQL connections are opened with (db/orm.ts); rawRows keeps each one in the mode it needs. */
export const GENERIC_PLANS = 'force_generic_plan';
type PlanMode = typeof GENERIC_PLANS | 'auto';
/** A connection's plan mode when rawRows last set it (absent: as opened). */
const planModes = new WeakMap<PoolClient, PlanMode>();

const pools = new WeakMap<object, Promise<Pool>>();
const SELECT = /^\s*select\b/i;
const names = new Map<string, string>();
const MAX_NAMES = 2000;

/**
 * `?` placeholders (MikroORM's) → `$1..$n` (PostgreSQL's); the SQL passed here holds no `?` operator or literal.
 * `= any(?::T[])` bound to a one-element array becomes `= $n::T` bound to the element. PostgreSQL's generic plan for
 * `= any($n)` assumes an array of unknown length, which costs more than a one-element custom plan, so it may keep
 * planning such a prepared statement on every run: on seed:scale data it did for each of a profile page's one-pandit
 * statements (0.7-1.2 ms of PostgreSQL CPU each); the single-value twin switches to its generic plan after five runs.
 */
const PLACEHOLDER = /= any\(\?::(\w+)\[\]\)|\?/g;
export function bound(sql: string, params: readonly unknown[]): { text: string; values: unknown[] } {
  const values = [...params];
  let n = 0;
  const text = sql.replace(PLACEHOLDER, (match, type: string | undefined) => {
    const i = n++;
    if (type === undefined) return `$${n}`;
    const value = values[i];
    if (!Array.isArray(value) || value.length !== 1) return `= any($${n}::${type}[])`;
    values[i] = value[0];
    return `= $${n}::${type}`;
  });
  return { text, values };
}

function statementName(text: string): string | undefined {
  let name = names.get(text);
  if (!name && names.size < MAX_NAMES) {
    name = `r_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
    names.set(text, name);
  }
  return name;
}

export async function rawRows<T = Record<string, unknown>>(
  app: { orm: MikroORM; config: { databaseUrl?: string; databasePooling?: 'session' | 'transaction' } },
  sql: string,
  params: readonly unknown[],
  /**
   * false: an unnamed statement, planned for its values each time. For statements whose best plan depends on the
   * values (LIKE patterns served by a trigram index): a generic plan cannot see the pattern and scans every row
   * (measured: 0.8 ms custom vs a 0.03x throughput collapse at 20 connections on the typo search).
   */
  prepare = true,
): Promise<T[]> {
  // A visitor's SELECT goes to the read replica when there is one (db/read-replica.ts); anything else to the writer.
  const connection = app.orm.em.getConnection(onReplica() && SELECT.test(sql) ? 'read' : 'write');
  let pool = pools.get(connection);
  if (!pool) {
    pool = connection.getNativeClient() as Promise<Pool>;
    pools.set(connection, pool);
  }
  const { text, values } = bound(sql, params);
  const scope = sqlScope.getStore();
  if (scope) scope.statements += 1;
  if (process.env.DEBUG_SQL) console.log(`[raw] ${text} ${JSON.stringify(values)}`);
  // The embedded database, and PgBouncer in transaction mode (any server connection may run the next statement, and
  // PgBouncer 1.18 keeps no prepared statement across them): unnamed statements, in the connection's plan mode.
  if (!app.config.databaseUrl || app.config.databasePooling === 'transaction')
    return (await (await pool).query({ text, values })).rows as T[];
  const query = { text, values, name: prepare ? statementName(text) : undefined };
  return (await inPlanMode(await pool, prepare ? GENERIC_PLANS : 'auto', query)).rows as T[];
}

/** Runs `query` on a pooled connection in plan mode `mode` (setting it first when the connection is in the other). */
async function inPlanMode(pool: Pool, mode: PlanMode, query: QueryConfig) {
  const client = await pool.connect();
  try {
    if ((planModes.get(client) ?? GENERIC_PLANS) !== mode) {
      await client.query(`set plan_cache_mode = ${mode}`);
      planModes.set(client, mode);
    }
    const result = await client.query(query);
    client.release();
    return result;
  } catch (e) {
    client.release(e as Error); // as pool.query does: a connection that failed a statement is not reused
    throw e;
  }
}

/**
 * A row of entity `T` as `plainRows` answers it: the entity's scalar columns as plain data (`Date`s, JSON converted
 * as the ORM would), each reference as `{ id }` (or null), and nothing else: no collections, no hidden (lazy)
 * properties, no methods, not in the identity map, not tracked. Code that changes a record loads the entity through
 * the ORM; code that only reads may take either (`T | Row<T>` where a resolver is fed both). A narrow read (the
 * pandit list's `columnsFor`) holds only the columns the request's fields read.
 */
export type Row<T> = {
  [K in keyof T as K extends string ? (NonNullable<T[K]> extends Collection<object> | Hidden ? never : K) : never]: RowValue<
    T[K]
  >;
};
type RowValue<V> =
  NonNullable<V> extends Date
    ? V
    : typeof PrimaryKeyProp extends keyof NonNullable<V>
      ? { id: NonNullable<V> extends { id: infer I } ? I : never } | Extract<V, null | undefined>
      : V;

type Mapper<T> = (row: Record<string, unknown>) => T;
const mappers = new WeakMap<object, Mapper<unknown>>();

export function plainRows<T>(orm: MikroORM, entity: EntityName<T>, rows: Array<Record<string, unknown>>): Array<Row<T>> {
  let mapper = mappers.get(entity as object) as Mapper<Row<T>> | undefined;
  if (!mapper) {
    const meta = orm.getMetadata().get(entity);
    const platform = orm.em.getPlatform();
    const steps: Array<(row: Record<string, unknown>, out: Record<string, unknown>) => void> = [];
    for (const prop of Object.values(meta.properties) as EntityProperty[]) {
      const column = prop.fieldNames?.[0];
      if (!column) continue;
      const name = prop.name;
      if (prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) {
        steps.push((row, out) => {
          if (column in row) out[name] = row[column] == null ? null : { id: row[column] };
        });
      } else if (prop.kind !== ReferenceKind.SCALAR && prop.kind !== ReferenceKind.EMBEDDED) {
        continue;
      } else if (prop.customType) {
        const type = prop.customType;
        steps.push((row, out) => {
          if (column in row) out[name] = row[column] == null ? row[column] : type.convertToJSValue(row[column], platform);
        });
      } else if (prop.runtimeType === 'Date') {
        steps.push((row, out) => {
          const v = row[column];
          if (column in row) out[name] = v == null || v instanceof Date ? v : new Date(v as string);
        });
      } else {
        steps.push((row, out) => {
          if (column in row) out[name] = row[column];
        });
      }
    }
    mapper = (row) => {
      const out: Record<string, unknown> = {};
      for (const step of steps) step(row, out);
      return out as Row<T>;
    };
    mappers.set(entity as object, mapper);
  }
  return rows.map(mapper);
}

type RowValues = (row: Record<string, unknown>) => unknown[];
const inserts = new Map<string, { sql: string; values: RowValues }>();

/** An INSERT with `?` placeholders and its values. */
export interface Insert {
  sql: string;
  params: readonly unknown[];
}

/**
 * An INSERT of one row of `entity` (`insert into "<table>" (<columns>) values (?, ...)`, no returning clause): the
 * columns of the properties `row` holds, references by their id, custom types (JSON) converted as the ORM would. The
 * text and the conversions are built once per entity and set of properties (MikroORM's query builder rebuilt them on
 * every request: 3-4% of a booking's CPU with its hydration).
 */
export function insertRow<T>(
  em: Pick<EntityManager, 'getMetadata' | 'getPlatform'>,
  entity: EntityName<T>,
  row: { [K in keyof T]?: unknown },
): Insert {
  const meta = em.getMetadata().get(entity);
  const keys = Object.keys(row);
  const cacheKey = `${meta.className}:${keys.join(',')}`;
  let insert = inserts.get(cacheKey);
  if (!insert) {
    const platform = em.getPlatform();
    const columns: string[] = [];
    const steps: Array<(row: Record<string, unknown>) => unknown> = [];
    for (const key of keys) {
      const prop = meta.properties[key as keyof typeof meta.properties] as EntityProperty | undefined;
      const column = prop?.fieldNames?.length === 1 ? prop.fieldNames[0] : undefined;
      if (!prop || !column) throw new Error(`insertRow: ${meta.className}.${key} is not a one-column property`);
      columns.push(`"${column}"`);
      if (prop.kind === ReferenceKind.MANY_TO_ONE || prop.kind === ReferenceKind.ONE_TO_ONE) {
        steps.push((r) => {
          const v = r[key];
          return v == null ? null : typeof v === 'object' ? (v as { id: unknown }).id : v;
        });
      } else if (prop.customType) {
        const type = prop.customType;
        steps.push((r) => (r[key] == null ? null : type.convertToDatabaseValue(r[key], platform)));
      } else {
        steps.push((r) => r[key] ?? null);
      }
    }
    insert = {
      sql: `insert into "${meta.tableName}" (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      values: (r) => steps.map((step) => step(r)),
    };
    inserts.set(cacheKey, insert);
  }
  return { sql: insert.sql, params: insert.values(row) };
}
