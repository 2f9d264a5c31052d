import { ReferenceKind, type EntityName, type EntityProperty, type MikroORM } from '@mikro-orm/core';
import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/**
 * Narrow selects for plain-row reads (db/raw.ts): the columns that answer the GraphQL fields a request asked for,
 * instead of every column of the table (a home page of 12 cards read 31 columns, the biography and the weekly
 * hours among them, and parsed and mapped all of them).
 */

/**
 * The names of the fields selected at `path` below the resolver's own field (`['items']` for a page's rows), with
 * fragments and inline fragments followed; null when the path is not selected. `@include`/`@skip` are ignored:
 * a field that may be skipped is read anyway.
 */
export function selectedFields(info: GraphQLResolveInfo, path: readonly string[] = []): Set<string> | null {
  let sets = info.fieldNodes.flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
  for (const step of path) {
    sets = fieldsOf(sets, info)
      .filter((f) => f.name.value === step)
      .flatMap((f) => (f.selectionSet ? [f.selectionSet] : []));
    if (sets.length === 0) return null;
  }
  return new Set(fieldsOf(sets, info).map((f) => f.name.value));
}

function fieldsOf(sets: SelectionSetNode[], info: GraphQLResolveInfo, seen = new Set<string>()): FieldNode[] {
  const out: FieldNode[] = [];
  for (const set of sets) {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) out.push(sel);
      else if (sel.kind === Kind.INLINE_FRAGMENT) out.push(...fieldsOf([sel.selectionSet], info, seen));
      else if (!seen.has(sel.name.value)) {
        seen.add(sel.name.value);
        const fragment = info.fragments[sel.name.value];
        if (fragment) out.push(...fieldsOf([fragment.selectionSet], info, seen));
      }
    }
  }
  return out;
}

const everyColumn = new WeakMap<object, string[]>();

/**
 * The columns the ORM reads for a whole entity (`em.find` without `fields`), from its metadata: each persisted
 * property's own columns, a reference by its foreign key, lazy properties (a pandit's search text) left out.
 */
export function entityColumns<T>(orm: MikroORM, entity: EntityName<T>): readonly string[] {
  const meta = orm.getMetadata().get(entity);
  let columns = everyColumn.get(meta);
  if (!columns) {
    columns = (Object.values(meta.properties) as EntityProperty[])
      .filter(
        (prop) =>
          !prop.lazy &&
          prop.persist !== false &&
          (prop.kind === ReferenceKind.SCALAR ||
            prop.kind === ReferenceKind.EMBEDDED ||
            prop.kind === ReferenceKind.MANY_TO_ONE ||
            (prop.kind === ReferenceKind.ONE_TO_ONE && prop.owner)),
      )
      .flatMap((prop) => prop.fieldNames ?? []);
    everyColumn.set(meta, columns);
  }
  return columns;
}

const selects = new WeakMap<object, Map<string, string>>();

/** `entityColumns` as a select list qualified by `alias` (`p.id, p.user_id, ...`), built once per entity and alias. */
export function entitySelect<T>(orm: MikroORM, entity: EntityName<T>, alias: string): string {
  const meta = orm.getMetadata().get(entity);
  let byAlias = selects.get(meta);
  if (!byAlias) selects.set(meta, (byAlias = new Map()));
  let select = byAlias.get(alias);
  if (select === undefined)
    byAlias.set(
      alias,
      (select = entityColumns(orm, entity)
        .map((c) => `${alias}.${c}`)
        .join(', ')),
    );
  return select;
}

export interface ColumnRules {
  /** Columns read whatever was asked (the key, what visibility checks and the order read). */
  always: readonly string[];
  /** Fields that are not a property of the entity (or read more than their own column): the columns they read. */
  computed: Readonly<Record<string, readonly string[]>>;
}

const cache = new WeakMap<object, Map<string, string[] | null>>();

/**
 * The columns (unqualified) for `fields` of `entity`: `always`, each field that is a property its own column(s)
 * (from the ORM's metadata), each computed field its listed columns. Null (read every column) when some field is
 * neither, so a field added to the schema without a rule here is never answered from a missing column.
 */
export function columnsFor<T>(
  orm: MikroORM,
  entity: EntityName<T>,
  fields: ReadonlySet<string>,
  rules: ColumnRules,
): string[] | null {
  let byFields = cache.get(rules);
  if (!byFields) cache.set(rules, (byFields = new Map()));
  const key = [...fields].sort().join(',');
  if (byFields.has(key)) return byFields.get(key)!;
  const meta = orm.getMetadata().get(entity);
  const columns = new Set(rules.always);
  let complete = true;
  for (const field of fields) {
    if (field === '__typename') continue;
    const computed = rules.computed[field];
    const names = computed ?? meta.properties[field as keyof typeof meta.properties]?.fieldNames;
    if (!names) {
      complete = false;
      break;
    }
    for (const n of names) columns.add(n);
  }
  const result = complete ? [...columns] : null;
  if (byFields.size < 500) byFields.set(key, result);
  return result;
}
