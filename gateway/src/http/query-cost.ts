import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  isEnumType,
  isInputObjectType,
  isUnionType,
  SchemaMetaFieldDef,
  TypeMetaFieldDef,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values.js';
import {
  CEREMONY_SAMAGRI_MAX,
  CEREMONY_STEPS_MAX,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  MAX_SPECIALIZATIONS,
  MAX_QUERY_COST,
  ONCE_PER_REQUEST_FIELDS,
  UNSIZED_LIST,
  VERIFICATION_KINDS,
  type RequestRefusalReason,
} from '@marketplace/schema/rules';
import { DESTINATIONS, LANGUAGES, STATES } from '../reference/index.js';
import { ceremonySnapshot } from '../modules/ceremony/ceremony.catalog.js';
import { PANCHANG_CITIES } from '../modules/panchang/cities.js';
import { MUHURAT_RULES } from '../modules/panchang/muhurat.js';

/**
 * The cost of a GraphQL operation, computed from the document before execution (the same function can
 * charge per-key budgets of a partner API):
 *
 * - a field that returns an object costs 1 plus its selection; scalar and enum fields cost 0;
 * - a list of objects costs size × (1 + the cost of one item's selection), where the size is the list's own
 *   `limit:`/`first:` argument, or the `page: { limit }` of the paged field around it (PanditPage.items), with
 *   variables and input defaults resolved and capped at MAX_PAGE_SIZE (the services refuse more); a paged field
 *   without `page` counts DEFAULT_PAGE_SIZE; a list without any size counts its known size (reference data,
 *   12 months) or UNSIZED_LIST;
 * - nested lists therefore multiply;
 * - introspection (`__schema`, `__type`) counts the objects its answer may hold the same way, its lists at this
 *   schema's own sizes (every type; per type, the average fields, arguments, enum values...; `ofType` no deeper than
 *   the schema's deepest wrapping), at INTROSPECTION_WEIGHT points each (rounded up): Apollo Sandbox's full
 *   introspection (2,412 objects, about 200 kB) costs about 2,000, a tenth of a visitor's bucket and under the
 *   maximum; repeating it empties the bucket (429); nesting `types { fields { type { fields ...` costs what it would
 *   answer, soon past the maximum;
 * - `__typename` is free once per selection set (clients add it to every one for their caches); every further one
 *   (aliases) costs 1.
 *
 * `pandits(page: {limit: 12}) { items { id } pageInfo { page } }` costs 1 + 12 × 1 + 1 = 14.
 */
export { MAX_QUERY_COST, DEFAULT_PAGE_SIZE, UNSIZED_LIST };

/** Lists whose size is known (static reference data, the dashboard's fixed lists). */
const KNOWN_SIZES: Record<string, number> = {
  'ReferenceData.states': STATES.length,
  'IndianState.cities': Math.max(...STATES.map((s) => s.cities.length)),
  'ReferenceData.destinations': DESTINATIONS.length,
  'ReferenceData.languages': LANGUAGES.length,
  'AdminDashboard.monthly': 12,
  // At most 62 days per request (availability rules).
  'Query.freeDays': 62,
  // A complaint's thread holds at most COMPLAINT_THREAD_MAX messages (modules/complaint).
  'Complaint.messages': 200,
  // The panchang (issue #38): at most 62 dates per range; a day holds at most 3 tithis, nakshatras or yogas between two
  // sunrises and 4 karanas; a date suggestion list at most 10 (schema/rules/panchang.ts).
  'Query.panchangRange': 62,
  'Pandit.panchang': 62,
  'Panchang.tithis': 3,
  'Panchang.nakshatras': 3,
  'Panchang.yogas': 3,
  'Panchang.karanas': 4,
  // Two at most on one date (decision record 0055).
  'Panchang.festivals': 2,
  'Query.panchangCities': PANCHANG_CITIES.length,
  'Query.muhuratRules': MUHURAT_RULES.length,
  'Query.suggestMuhuratDates': 10,
  // A pandit performs at most MAX_SPECIALIZATIONS ceremonies (the pandit rules); a ceremony has at most this many steps
  // and samagri items (the ceremony rules).
  'Pandit.ceremonies': MAX_SPECIALIZATIONS,
  'Pandit.verifications': VERIFICATION_KINDS,
  'Ceremony.steps': CEREMONY_STEPS_MAX,
  'Ceremony.samagri': CEREMONY_SAMAGRI_MAX,
  // The guarantee (booking/guarantee.service.ts): at most 20 open offers, 50 steps of a booking.
  'Query.bookingOffers': 20,
  'Booking.timeline': 50,
  // The ledger (modules/ledger): one invoice and at most one credit note per booking; a reconciliation covers at most
  // 31 days, 500 pandits and 200 items; a tax statement one line per booking of a year.
  'Booking.taxDocuments': 2,
  'Reconciliation.days': 31,
  'Reconciliation.pandits': 500,
  'Reconciliation.items': 200,
  'Reconciliation.accounts': 100,
  'TaxStatement.lines': 1000,
};

/** Lists as long as the ceremonies table, whose length this process knows without a statement (ceremony.catalog.ts). */
const CEREMONY_LISTS = new Set(['ReferenceData.specializations', 'Query.ceremonies']);
const knownSize = (key: string): number | undefined =>
  KNOWN_SIZES[key] ?? (CEREMONY_LISTS.has(key) ? Math.max(1, ceremonySnapshot().length) : undefined);

/** Points per introspection object (see above). */
export const INTROSPECTION_WEIGHT = 0.5;

/** The list sizes of introspection over `schema`: every type, the average of each list per type, the deepest wrapping. */
const introspectionSizes = new WeakMap<GraphQLSchema, Record<string, number> & { wrapping: number }>();
function introspectionSizesOf(schema: GraphQLSchema): Record<string, number> & { wrapping: number } {
  let sizes = introspectionSizes.get(schema);
  if (sizes) return sizes;
  const types = Object.values(schema.getTypeMap());
  // Averages over every type (a scalar's `fields` is null): what a list inside `types { ... }` holds on average.
  const perType = (count: number) => count / Math.max(1, types.length);
  const withFields = types.filter((t) => isObjectType(t) || isInterfaceType(t));
  const fields = withFields.flatMap((t) => Object.values(t.getFields()));
  const directives = schema.getDirectives();
  // The deepest wrapping of any field's or argument's type (`[X!]!` is three: the deepest `ofType` that is not null).
  const depth = (t: GraphQLType): number => ('ofType' in t && t.ofType ? 1 + depth(t.ofType as GraphQLType) : 0);
  const inputFields = types.filter(isInputObjectType).flatMap((t) => Object.values(t.getFields()));
  const wrapping = Math.max(
    0,
    ...fields.map((f) => depth(f.type)),
    ...fields.flatMap((f) => f.args.map((a) => depth(a.type))),
    ...inputFields.map((f) => depth(f.type)),
    ...directives.flatMap((d) => d.args.map((a) => depth(a.type))),
  );
  sizes = {
    wrapping,
    '__Schema.types': types.length,
    '__Schema.directives': directives.length,
    '__Type.fields': perType(fields.length),
    '__Type.inputFields': perType(inputFields.length),
    '__Type.enumValues': perType(types.filter(isEnumType).reduce((n, t) => n + t.getValues().length, 0)),
    '__Type.interfaces': perType(types.filter(isObjectType).reduce((n, t) => n + t.getInterfaces().length, 0)),
    '__Type.possibleTypes': perType(
      types
        .filter((t) => isInterfaceType(t) || isUnionType(t))
        .reduce((n, t) => n + schema.getPossibleTypes(t as never).length, 0),
    ),
    '__Field.args': fields.reduce((n, f) => n + f.args.length, 0) / Math.max(1, fields.length),
    '__Directive.args': directives.reduce((n, d) => n + d.args.length, 0) / Math.max(1, directives.length),
  };
  introspectionSizes.set(schema, sizes);
  return sizes;
}

export interface QueryCost {
  cost: number;
  /** Set when the variables do not coerce (the request fails in execution anyway; cost counted with defaults). */
  variablesInvalid?: boolean;
}

const size = (n: unknown) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(Math.max(Math.trunc(n), 1), MAX_PAGE_SIZE) : null;

/** The page size a field asks for, null when it has no size argument. */
function sizeOf(field: GraphQLField<unknown, unknown>, args: Record<string, unknown>): number | null {
  const has = (name: string) => field.args.some((a) => a.name === name);
  if (has('page')) {
    const page = args.page as { limit?: unknown } | null | undefined;
    return size(page?.limit) ?? DEFAULT_PAGE_SIZE;
  }
  for (const name of ['limit', 'first']) if (has(name)) return size(args[name]) ?? DEFAULT_PAGE_SIZE;
  return null;
}

/** The cost of `document`'s operation (the named one, or the only one) with `variables`. */
export function queryCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables?: Record<string, unknown> | null,
  operationName?: string | null,
): QueryCost {
  const fragments = new Map<string, FragmentDefinitionNode>();
  const operations: OperationDefinitionNode[] = [];
  for (const def of document.definitions) {
    if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
    if (def.kind === Kind.OPERATION_DEFINITION) operations.push(def);
  }
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0];
  if (!operation) return { cost: 0 };
  // Only whether they coerce matters here: stop at the first error (20,000 bad list items made 20,000 errors, ~1 s).
  const coerced = getVariableValues(schema, operation.variableDefinitions ?? [], variables ?? {}, { maxErrors: 1 });
  const vars = coerced.coerced ?? {};
  const root = schema.getRootType(operation.operation);
  if (!root) return { cost: 0 };

  /** `pageSize`: the size a paged parent field (PanditPage, ...) passes to the lists directly inside it (`items`). */
  const introspection = introspectionSizesOf(schema);
  const selectionCost = (
    type: GraphQLNamedType,
    set: SelectionSetNode,
    seen: ReadonlySet<string>,
    pageSize: number | null,
    /** How many `ofType` this selection is inside (introspection): past the schema's deepest wrapping, the answer is null. */
    wrapped = 0,
  ): number => {
    let total = 0;
    let typenames = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        total += selectionCost(on, fragment.selectionSet, new Set([...seen, name]), pageSize, wrapped);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = (sel.typeCondition && schema.getType(sel.typeCondition.name.value)) || type;
        total += selectionCost(on, sel.selectionSet, seen, pageSize, wrapped);
      } else if (sel.name.value === '__typename') {
        if (typenames++) total += 1;
      } else if ((sel.name.value === '__schema' || sel.name.value === '__type') && type === root) {
        const meta = sel.name.value === '__schema' ? SchemaMetaFieldDef : TypeMetaFieldDef;
        if (!sel.selectionSet) continue;
        total += Math.ceil(INTROSPECTION_WEIGHT * (1 + selectionCost(getNamedType(meta.type), sel.selectionSet, seen, null)));
      } else {
        if (!isObjectType(type) && !isInterfaceType(type)) continue;
        const field = type.getFields()[sel.name.value];
        if (!field || !sel.selectionSet || !isCompositeType(getNamedType(field.type))) continue;
        let args: Record<string, unknown>;
        try {
          args = getArgumentValues(field, sel, vars);
        } catch {
          args = {};
        }
        const asked = sizeOf(field, args);
        const named = getNamedType(field.type);
        if (isListType(getNullableType(field.type))) {
          const key = `${type.name}.${field.name}`;
          const factor = asked ?? knownSize(key) ?? introspection[key] ?? pageSize ?? UNSIZED_LIST;
          total += factor * (1 + selectionCost(named, sel.selectionSet, seen, null));
        } else if (type.name === '__Type' && field.name === 'ofType') {
          if (wrapped < introspection.wrapping) total += 1 + selectionCost(named, sel.selectionSet, seen, null, wrapped + 1);
        } else {
          total += 1 + selectionCost(named, sel.selectionSet, seen, asked);
        }
      }
    }
    return total;
  };

  return { cost: selectionCost(root, operation.selectionSet, new Set(), null), variablesInvalid: Boolean(coerced.errors) };
}

/** The 400 of an operation above the maximum (before execution). */
export function queryCostError(cost: number, max = MAX_QUERY_COST): GraphQLError | null {
  if (cost <= max) return null;
  return new GraphQLError(
    `This query is too expensive (cost ${cost}, at most ${max}): ask for smaller pages or fewer nested lists.`,
    { extensions: { code: 'BAD_REQUEST', cost, maxCost: max, http: { status: 400 } } },
  );
}

const ONCE: ReadonlySet<string> = new Set(ONCE_PER_REQUEST_FIELDS);

/**
 * The 400 of a request that asks for a credential operation (ONCE_PER_REQUEST_FIELDS: login, register, password
 * changes and resets) more than once: aliases, fragments and every operation of the document count (only one runs,
 * but none needs two), so one request costs at most one password hash or one e-mail.
 */
export function repeatedCredentialField(document: DocumentNode): GraphQLError | null {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const def of document.definitions) if (def.kind === Kind.FRAGMENT_DEFINITION) fragments.set(def.name.value, def);
  const counts = new Map<string, number>();
  const visit = (set: SelectionSetNode, seen: ReadonlySet<string>) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.FIELD) {
        if (ONCE.has(sel.name.value)) counts.set(sel.name.value, (counts.get(sel.name.value) ?? 0) + 1);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        visit(sel.selectionSet, seen);
      } else {
        const fragment = fragments.get(sel.name.value);
        if (fragment && !seen.has(sel.name.value)) visit(fragment.selectionSet, new Set([...seen, sel.name.value]));
      }
    }
  };
  for (const def of document.definitions) if (def.kind === Kind.OPERATION_DEFINITION) visit(def.selectionSet, new Set());
  const total = [...counts.values()].reduce((a, b) => a + b, 0);
  if (total <= 1) return null;
  const fields = [...counts.keys()];
  return new GraphQLError(
    `${fields.join(' and ')} may be asked for once per request (no aliases, repeats or several operations).`,
    {
      extensions: {
        code: 'BAD_REQUEST',
        reason: 'ONCE_PER_REQUEST' satisfies RequestRefusalReason,
        fields,
        http: { status: 400 },
      },
    },
  );
}
