import { readFileSync } from 'node:fs';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { REST_ROUTES } from '../rest/routes/index.js';
import { DEFAULT_PAGE_SIZE, MAX_QUERY_COST, queryCost, queryCostError } from './query-cost.js';

const schema = buildSchema();
const cost = (query: string, variables?: Record<string, unknown>) => queryCost(schema, parse(query), variables).cost;

/** The web app's documents, as codegen wrote them (web/src/__generated__/graphql.ts). */
function webDocuments(): Array<[string, DocumentNode]> {
  const text = readFileSync(new URL('../../../web/src/__generated__/graphql.ts', import.meta.url), 'utf8');
  return [...text.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/gm)].map(([, name, json]) => [
    name,
    JSON.parse(json) as DocumentNode,
  ]);
}

/** The largest sizes a caller may ask for: every PageInput variable at 100 items, every limit/first at 100. */
function worstVariables(document: DocumentNode): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const def of document.definitions) {
    if (def.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const v of def.variableDefinitions ?? []) {
      const type = print(v.type).replace(/[![\]]/g, '');
      const name = v.variable.name.value;
      if (type === 'PageInput') out[name] = { page: 1, limit: 100 };
      else if (type === 'Int' && /limit|first|size/i.test(name)) out[name] = 100;
    }
  }
  return out;
}

describe('query cost', () => {
  it('counts objects, multiplies lists by their page size and nests', () => {
    expect(cost('{ pandits(page: {limit: 12}) { items { id } pageInfo { page } } }')).toBe(14);
    // Without `page` a paged list counts the largest default page.
    expect(cost('{ pandits { items { id } } }')).toBe(1 + DEFAULT_PAGE_SIZE);
    // Scalars cost nothing.
    expect(cost('{ siteConfig { demoMode } }')).toBe(1);
    // Variables resolved, the input default (12) when `page` has no limit.
    expect(cost('query($p: PageInput) { pandits(page: $p) { items { id } } }', { p: { limit: 50 } })).toBe(51);
    expect(cost('query($l: Int) { pandits(page: {limit: $l}) { items { id } } }', { l: 7 })).toBe(8);
    expect(cost('{ pandits(page: {page: 2}) { items { id } } }')).toBe(13);
    // `limit:` argument of a plain list.
    expect(cost('{ testimonials(limit: 3) { id } }')).toBe(3);
    // Nested lists multiply: 1 + 100 × (1 + 1 + 100 × 1).
    expect(cost('{ pandits(page: {limit: 100}) { items { reviews(page: {limit: 100}) { items { id } } } } }')).toBe(
      1 + 100 * (1 + 1 + 100),
    );
    // Fragments count as their fields.
    expect(cost('{ pandits(page: {limit: 10}) { ...P } } fragment P on PanditPage { items { id } }')).toBe(11);
    // A size above the largest page counts as the largest page (the service refuses it with VALIDATION_FAILED).
    expect(cost('{ pandits(page: {limit: 1000000}) { items { id } } }')).toBe(101);
  });

  it('refuses above the maximum with the cost and the maximum', () => {
    const bomb = cost(
      '{ pandits(page: {limit: 100}) { items { reviews(page: {limit: 100}) { items { pandit { reviews(page: {limit: 100}) { items { id } } } } } } } }',
    );
    expect(bomb).toBeGreaterThan(MAX_QUERY_COST);
    const error = queryCostError(bomb)!;
    expect(error.extensions).toMatchObject({ code: 'BAD_REQUEST', cost: bomb, maxCost: MAX_QUERY_COST });
    expect(queryCostError(MAX_QUERY_COST)).toBeNull();
  });

  it('leaves room for every operation of the web app and the REST shim at their largest pages', () => {
    const docs: Array<[string, DocumentNode]> = [
      ...webDocuments(),
      ...REST_ROUTES.map((r) => [`REST ${r.method} ${String(r.path)}`, parse(r.operation)] as [string, DocumentNode]),
    ];
    expect(docs.length).toBeGreaterThan(60);
    const costs = docs.map(([name, doc]) => [name, queryCost(schema, doc, worstVariables(doc)).cost] as const);
    const [top, topCost] = costs.reduce((a, b) => (b[1] > a[1] ? b : a));
    // The biggest real query stays under half the maximum.
    expect({ top, topCost, fits: topCost * 2 <= MAX_QUERY_COST }).toEqual({ top, topCost, fits: true });
    const largest = [...costs].sort((a, b) => b[1] - a[1]).slice(0, 5);
    console.info(
      `query cost: ${docs.length} operations, maximum ${MAX_QUERY_COST}, largest: ${largest.map(([n, c]) => `${n} ${c}`).join(', ')}`,
    );
  });
});
