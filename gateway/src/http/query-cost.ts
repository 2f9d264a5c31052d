import {
  GraphQLError,
  Kind,
  getNamedType,
  getNullableType,
  isCompositeType,
  isListType,
  isObjectType,
  isInterfaceType,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from 'graphql';
import { getArgumentValues, getVariableValues } from 'graphql/execution/values.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, MAX_QUERY_COST, UNSIZED_LIST } from '@marketplace/schema/rules';
import { DESTINATIONS, LANGUAGES, SPECIALIZATIONS, STATES } from '../reference/index.js';

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
 * - nested lists therefore multiply.
 *
 * `pandits(page: {limit: 12}) { items { id } pageInfo { page } }` costs 1 + 12 × 1 + 1 = 14.
 */
export { MAX_QUERY_COST, DEFAULT_PAGE_SIZE, UNSIZED_LIST };

/** Lists whose size is known (static reference data, the dashboard's fixed lists). */
const KNOWN_SIZES: Record<string, number> = {
  'ReferenceData.states': STATES.length,
  'IndianState.cities': Math.max(...STATES.map((s) => s.cities.length)),
  'ReferenceData.destinations': DESTINATIONS.length,
  'ReferenceData.specializations': SPECIALIZATIONS.length,
  'ReferenceData.languages': LANGUAGES.length,
  'AdminDashboard.monthly': 12,
  // At most 62 days per request (availability rules).
  'Query.freeDays': 62,
};

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
  const selectionCost = (
    type: GraphQLNamedType,
    set: SelectionSetNode,
    seen: ReadonlySet<string>,
    pageSize: number | null,
  ): number => {
    let total = 0;
    for (const sel of set.selections) {
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const name = sel.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) continue;
        const on = schema.getType(fragment.typeCondition.name.value) ?? type;
        total += selectionCost(on, fragment.selectionSet, new Set([...seen, name]), pageSize);
      } else if (sel.kind === Kind.INLINE_FRAGMENT) {
        const on = (sel.typeCondition && schema.getType(sel.typeCondition.name.value)) || type;
        total += selectionCost(on, sel.selectionSet, seen, pageSize);
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
          const factor = asked ?? KNOWN_SIZES[`${type.name}.${field.name}`] ?? pageSize ?? UNSIZED_LIST;
          total += factor * (1 + selectionCost(named, sel.selectionSet, seen, null));
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
