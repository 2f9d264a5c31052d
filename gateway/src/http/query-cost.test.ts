import { readFileSync } from 'node:fs';
import { Kind, parse, print, type DocumentNode } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../schema.js';
import { REST_ROUTES } from '../rest/routes/index.js';
import { readCeremonies } from '../modules/ceremony/ceremony.catalog.js';
import { getIntrospectionQuery } from 'graphql';
import { COST_BUDGETS } from '@marketplace/schema/rules';
import { DEFAULT_PAGE_SIZE, MAX_QUERY_COST, queryCost, queryCostError, repeatedCredentialField } from './query-cost.js';

const schema = buildSchema();

// The ceremonies' lists cost what the catalogue holds (ceremony.catalog.ts): a catalogue of 60, over twice today's,
// whatever another test file of this worker left in the process's snapshot.
beforeAll(async () => {
  const rows = Array.from({ length: 60 }, (_, i) => ({
    id: `c${i}`,
    slug: `c-${i}`,
    nameEn: `C ${i}`,
    nameHi: `सी ${i}`,
    aliases: [],
  }));
  await readCeremonies({ find: async () => rows } as never);
});
const cost = (query: string, variables?: Record<string, unknown>) => queryCost(schema, parse(query), variables).cost;

/** The web app's documents, as codegen wrote them (web/src/__generated__/graphql.ts). */
function webDocuments(): Array<[string, DocumentNode]> {
  const text = readFileSync(new URL('../../../web/src/__generated__/graphql.ts', import.meta.url), 'utf8');
  return [...text.matchAll(/^export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/gm)].map(
    ([, name = '', json = '']) => [name, JSON.parse(json) as DocumentNode],
  );
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

describe('introspection and __typename have a cost', () => {
  it("the full introspection (Apollo Sandbox's) costs about a tenth of a visitor's bucket, under the maximum", () => {
    const full = cost(getIntrospectionQuery());
    expect(full).toBeGreaterThan(1000);
    expect(full).toBeLessThan(MAX_QUERY_COST);
    expect(full * 5).toBeLessThan(COST_BUDGETS.visitor.limit);
  });

  it('every introspection field beneath counts; nested lists multiply past the maximum', () => {
    expect(cost('{ __schema { queryType { name } } }')).toBeGreaterThan(0);
    expect(cost('{ __type(name: "Pandit") { name } }')).toBeGreaterThan(0);
    const types = cost('{ __schema { types { name } } }');
    expect(cost('{ __schema { types { name fields { name } } } }')).toBeGreaterThan(types);
    expect(cost('{ a: __schema { types { name } } b: __schema { types { name } } }')).toBe(2 * types);
    const deep = '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    expect(cost(deep)).toBeGreaterThan(MAX_QUERY_COST);
  });

  it('__typename: free once per selection set (what clients add), each further one (aliases) costs 1', () => {
    expect(cost('{ __typename }')).toBe(0);
    expect(cost('{ a: __typename b: __typename c: __typename }')).toBe(2);
    const aliases = Array.from({ length: 20 }, (_, i) => `t${i}: __typename`).join(' ');
    expect(cost(`{ pandits(page: {limit: 100}) { items { ${aliases} } } }`)).toBe(1 + 100 * (1 + 19));
  });
});

describe('credential operations once per request', () => {
  const repeated = (q: string) => repeatedCredentialField(parse(q))?.extensions;
  const login = 'login(input: {email: "a@b.in", password: "x"}) { token }';
  it('refuses aliases, fragments and several operations (400 BAD_REQUEST, reason ONCE_PER_REQUEST)', () => {
    expect(repeated(`mutation { ${login} }`)).toBeUndefined();
    expect(repeated(`mutation { a: ${login} b: ${login} }`)).toMatchObject({
      code: 'BAD_REQUEST',
      reason: 'ONCE_PER_REQUEST',
      fields: ['login'],
      http: { status: 400 },
    });
    expect(repeated(`mutation { ${login} ...F } fragment F on Mutation { ${login} }`)?.reason).toBe('ONCE_PER_REQUEST');
    expect(repeated(`mutation { ... on Mutation { ${login} } x: ${login} }`)?.reason).toBe('ONCE_PER_REQUEST');
    expect(repeated(`mutation A { ${login} } mutation B { ${login} }`)?.reason).toBe('ONCE_PER_REQUEST');
    expect(repeated(`mutation { ${login} requestPasswordReset(email: "a@b.in") }`)?.fields).toEqual([
      'login',
      'requestPasswordReset',
    ]);
    // Other mutations may repeat.
    expect(repeated('mutation { a: ping b: ping }')).toBeUndefined();
  });
});
