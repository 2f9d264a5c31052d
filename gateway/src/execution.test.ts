import { describe, expect, it } from 'vitest';
import {
  GraphQLError,
  GraphQLScalarType,
  execute,
  getIntrospectionQuery,
  parse,
  type DocumentNode,
  type ExecutionResult,
} from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { COMPILE_AFTER, MAX_COMPILED, executeDocument, isCompiled } from './execution.js';
import { DomainError } from './errors.js';
import { buildSchema } from './schema.js';
import { at } from './indexed.js';

const schema = makeExecutableSchema({
  typeDefs: `
    scalar Day
    enum Kind { PHYSICAL VIRTUAL }
    input PageInput { page: Int! limit: Int! }
    input Filter { kind: Kind, day: Day, words: [String!] }
    type Price { basic: Int!, virtual: Int }
    interface Named { name: String! }
    type Pandit implements Named { id: ID!, name: String!, kind: Kind!, price: Price, tags: [String!]!, secret: String }
    type Page { items: [Pandit!]!, total: Int! }
    type Query {
      pandits(filter: Filter, page: PageInput): Page!
      named: [Named!]!
      refused: String
      broken: Int!
    }
  `,
  resolvers: {
    Day: new GraphQLScalarType({
      name: 'Day',
      parseValue: (v) => {
        if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) throw new DomainError('VALIDATION_FAILED', 'Not a day');
        return v;
      },
      serialize: (v) => v,
    }),
    Named: { __resolveType: () => 'Pandit' },
    Query: {
      pandits: (_: unknown, args: { filter?: { kind?: string; words?: string[] }; page?: { limit: number } }) => {
        const items = [
          { id: '1', name: 'Sharma', kind: 'PHYSICAL', price: { basic: 2000, virtual: null }, tags: ['a', 'b'] },
          { id: '2', name: 'Mishra', kind: 'VIRTUAL', price: null, tags: [] },
        ].filter((p) => !args.filter?.kind || p.kind === args.filter.kind);
        return { items: items.slice(0, args.page?.limit ?? 10), total: items.length };
      },
      named: () => [{ id: '3', name: 'Tiwari', kind: 'PHYSICAL', tags: [] }],
      refused: () => {
        throw new DomainError('FORBIDDEN', 'Not yours.');
      },
      broken: () => null,
    },
    Pandit: { secret: (_: unknown, __: unknown, ctx: { admin?: boolean }) => (ctx.admin ? 'contact' : null) },
  },
});

const QUERY = parse(`
  query List($filter: Filter, $page: PageInput, $full: Boolean!) {
    pandits(filter: $filter, page: $page) {
      total
      items { ...Card first: name price @include(if: $full) { basic virtual } secret }
    }
    named { __typename name ... on Pandit { id } }
  }
  fragment Card on Pandit { id name kind tags }
  query Other { refused broken }
`);

/** Runs `document` until it runs compiled, checking every run against graphql-js. */
async function bothWays(document: DocumentNode, variables: Record<string, unknown>, operationName?: string, context = {}) {
  const expected = await execute({ schema, document, operationName, variableValues: variables, contextValue: context });
  const runs: ExecutionResult[] = [];
  for (let i = 0; i <= COMPILE_AFTER; i++) {
    expect(isCompiled(document, operationName)).toBe(false);
    runs.push(await executeDocument({ schema, document, operationName, variableValues: variables, contextValue: context }));
  }
  return { expected, runs };
}

describe('executeDocument: graphql-js first, compiled once a document repeats, the same answers', () => {
  it('answers as graphql-js does: fragments, aliases, @include, interfaces, lists, context', async () => {
    const document = parse(QUERY.loc!.source.body);
    const variables = { filter: { kind: 'PHYSICAL' }, page: { page: 1, limit: 5 }, full: true };
    const { expected, runs } = await bothWays(document, variables, 'List', { admin: true });
    expect(isCompiled(document, 'List')).toBe(true);
    for (const run of runs) expect(run).toEqual(expected);
    const compiled = await executeDocument({
      schema,
      document,
      operationName: 'List',
      variableValues: { full: false },
      contextValue: {},
    });
    expect(compiled).toEqual(
      await execute({ schema, document, operationName: 'List', variableValues: { full: false }, contextValue: {} }),
    );
    expect(JSON.stringify(compiled)).not.toContain('price');
  });

  it('keeps graphql-js wording for variables that do not coerce (Apollo answers 400 from it), before any resolver', async () => {
    const document = parse(QUERY.loc!.source.body);
    await bothWays(document, { full: true }, 'List');
    expect(isCompiled(document, 'List')).toBe(true);
    for (const variables of [
      { full: 'yes' },
      {},
      { full: true, page: { page: 1 } },
      { full: true, filter: { kind: 'ONLINE' } },
      { full: true, filter: { day: '24/11/2026' } },
      { full: true, filter: { words: [1] } },
    ]) {
      const run = await executeDocument({ schema, document, operationName: 'List', variableValues: variables, contextValue: {} });
      const expected = await execute({ schema, document, operationName: 'List', variableValues: variables, contextValue: {} });
      expect(run).toEqual(expected);
      expect(run.data).toBeUndefined();
      expect(run.errors?.length).toBeGreaterThan(0);
    }
  });

  it("reports a resolver's errors as graphql-js does: its class, a writable message, the original error, path and place", async () => {
    const document = parse(QUERY.loc!.source.body);
    const { expected, runs } = await bothWays(document, {}, 'Other');
    expect(isCompiled(document, 'Other')).toBe(true);
    const compiled = at(runs, runs.length - 1, 'the compiled run');
    expect(compiled.data).toEqual(expected.data);
    expect(compiled.errors?.map((e) => e.toJSON())).toEqual(expected.errors?.map((e) => e.toJSON()));
    for (const error of compiled.errors ?? []) {
      expect(error).toBeInstanceOf(GraphQLError);
      error.message = 'rewritten by a plugin'; // graphql-armor rewrites messages in place
      expect(error.message).toBe('rewritten by a plugin');
    }
    const refused = compiled.errors?.find((e) => e.path?.[0] === 'refused');
    expect(refused?.originalError).toBeInstanceOf(DomainError);
    expect(refused?.extensions.code).toBe('FORBIDDEN');
  });

  it('answers an unknown operation name with errors, never by running another operation', async () => {
    const document = parse(QUERY.loc!.source.body);
    for (let i = 0; i <= COMPILE_AFTER + 1; i++) {
      const run = await executeDocument({ schema, document, operationName: 'Nope', variableValues: {}, contextValue: {} });
      expect(run.data).toBeUndefined();
      expect(run.errors?.[0]?.message).toBe('Unknown operation named "Nope".');
    }
    expect(isCompiled(document, 'Nope')).toBe(false);
  });

  it('keeps a document with a __proto__ alias on graphql-js (an object literal would set a prototype there)', async () => {
    const document = parse('{ named { __proto__: name } pandits { items { __proto__: price { basic } } } }');
    for (let i = 0; i <= COMPILE_AFTER + 1; i++) {
      const run = await executeDocument({ schema, document, contextValue: {} });
      expect(JSON.stringify(run)).toBe(JSON.stringify(await execute({ schema, document, contextValue: {} })));
      expect(JSON.stringify(run.data)).toContain('"__proto__":{"basic":2000}');
    }
    expect(isCompiled(document)).toBe(false);
  });

  it('keeps the code of the most recently used documents only', async () => {
    const documents = Array.from({ length: MAX_COMPILED + 1 }, (_, i) => parse(`{ a${i}: named { name } }`));
    const [oldest, second, third] = [at(documents, 0), at(documents, 1), at(documents, 2)];
    const run = (document: DocumentNode) => executeDocument({ schema, document, contextValue: {} });
    for (const document of documents) for (let i = 0; i <= COMPILE_AFTER; i++) await run(document);
    expect(isCompiled(oldest)).toBe(false); // the oldest gave its code up
    expect(documents.slice(1).every((d) => isCompiled(d))).toBe(true);
    await run(second); // used again: now the newest
    for (let i = 0; i <= COMPILE_AFTER; i++) await run(oldest);
    expect(isCompiled(oldest)).toBe(true);
    expect(isCompiled(second)).toBe(true);
    expect(isCompiled(third)).toBe(false);
  });

  it("answers Apollo Sandbox's introspection of the product's schema as graphql-js does, compiled", async () => {
    const product = buildSchema();
    const document = parse(
      getIntrospectionQuery({
        descriptions: true,
        specifiedByUrl: true,
        directiveIsRepeatable: true,
        inputValueDeprecation: true,
      }),
    );
    const expected = JSON.stringify(await execute({ schema: product, document, contextValue: {} }));
    for (let i = 0; i <= COMPILE_AFTER; i++) {
      expect(JSON.stringify(await executeDocument({ schema: product, document, contextValue: {} }))).toBe(expected);
    }
    expect(isCompiled(document)).toBe(true);
    expect(expected).toContain('"PanditFilter"');
  });

  it('compiles per document object: the same text parsed again starts over', async () => {
    const text = '{ named { name } }';
    const first = parse(text);
    for (let i = 0; i <= COMPILE_AFTER; i++) await executeDocument({ schema, document: first, contextValue: {} });
    expect(isCompiled(first)).toBe(true);
    expect(isCompiled(parse(text))).toBe(false);
  });
});
