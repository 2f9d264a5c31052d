import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GraphQLError, buildSchema, getVariableValues, parse, type OperationDefinitionNode } from 'graphql';
import { ERROR_CODES, ERROR_REASONS, isErrorReason } from '@marketplace/schema/rules';
import { APOLLO_CODES, DomainError, INTERNAL_MESSAGE, toWireError, variableCoercionFields } from './errors.js';
import { first } from './indexed.js';

const schema = buildSchema(`
  input Pricing { basic: Int! premium: Int }
  input Apply { name: String! pricing: Pricing! photos: [String!] }
  enum Sort { RATING NAME }
  type Query { apply(input: Apply!, sort: Sort, limit: Int): Boolean }
`);

/** graphql-js's own coercion errors for `variables` (the messages the mapping parses). */
function coercionErrors(variables: Record<string, unknown>): readonly GraphQLError[] {
  const op = parse('query($input: Apply!, $sort: Sort, $limit: Int) { apply(input: $input, sort: $sort, limit: $limit) }')
    .definitions[0] as OperationDefinitionNode;
  const result = getVariableValues(schema, op.variableDefinitions ?? [], variables);
  return 'errors' in result ? (result.errors ?? []) : [];
}

describe('toWireError: every error on the wire carries a code of the SDL', () => {
  it('keeps domain errors as they are (code, message, extensions)', () => {
    const wire = toWireError(new DomainError('CONFLICT', 'Only a pending request can be confirmed.', { reason: 'NOT_PENDING' }));
    expect(wire).toEqual({
      code: 'CONFLICT',
      message: 'Only a pending request can be confirmed.',
      meta: { reason: 'NOT_PENDING' },
      internal: false,
    });
  });

  it("maps Apollo's codes onto the SDL's", () => {
    for (const [apollo, ours] of Object.entries(APOLLO_CODES)) {
      expect(ERROR_CODES).toContain(ours);
      expect(toWireError(new GraphQLError('x', { extensions: { code: apollo } })).code).toBe(ours);
    }
    const refused = new GraphQLError('Unsupported persisted query version', { extensions: { http: { status: 400 } } });
    expect(toWireError(refused).code).toBe('BAD_REQUEST');
  });

  it('turns variable-coercion errors (no code) into VALIDATION_FAILED with dotted field paths', () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'input'],
      [{ input: 'text' }, 'input'],
      [{ input: { pricing: { basic: 1 } } }, 'input.name'],
      [{ input: { name: 'a; "b" at "c"', pricing: { basic: 'abc' } } }, 'input.pricing.basic'],
      [{ input: { name: 'a', pricing: { basic: 1 }, photos: ['x', 'y', { a: 1 }] } }, 'input.photos.2'],
      [{ input: { name: 'a', pricing: { basic: 1 }, role: 'ADMIN' } }, 'input.role'],
      [{ input: { name: 'a', pricing: { basic: 1 } }, sort: 'CHEAPEST' }, 'sort'],
      [{ input: { name: 'a', pricing: { basic: 1 } }, limit: 1e20 }, 'limit'],
    ];
    for (const [variables, path] of cases) {
      const error = first(coercionErrors(variables));
      const wire = toWireError(error);
      expect(wire.code, error.message).toBe('VALIDATION_FAILED');
      expect(Object.keys(wire.meta.fields as object), error.message).toEqual([path]);
    }
  });

  it('masks anything else as INTERNAL_SERVER_ERROR', () => {
    for (const error of [
      new Error('relation "users" does not exist'),
      new GraphQLError('Cannot return null for non-nullable field Query.x.'),
      new GraphQLError('boom', { extensions: { code: 'INTERNAL_SERVER_ERROR' } }),
      new GraphQLError('weird', { extensions: { code: 'SOMETHING_ELSE' } }),
      'a string',
    ]) {
      expect(toWireError(error)).toEqual({ code: 'INTERNAL_SERVER_ERROR', message: INTERNAL_MESSAGE, meta: {}, internal: true });
    }
  });

  it('reads the messages of missing variables', () => {
    expect(variableCoercionFields('Variable "$id" of required type "ID!" was not provided.')).toEqual({
      id: 'A value is required.',
    });
    expect(variableCoercionFields('Variable "$id" of non-null type "ID!" must not be null.')).toEqual({
      id: 'A value is required.',
    });
    expect(variableCoercionFields('Something else')).toBeUndefined();
  });
});

describe('the categories of issue #30 map to 400, not 500', () => {
  it("graphql-js's 'too many errors' (more than 50 bad variables) is VALIDATION_FAILED", () => {
    const op = parse('query($input: Apply!) { apply(input: $input) }').definitions[0] as OperationDefinitionNode;
    const input = { name: 'x', pricing: { basic: 1 }, photos: Array.from({ length: 60 }, () => 1) };
    const result = getVariableValues(schema, op.variableDefinitions ?? [], { input }, { maxErrors: 50 });
    const last = ('errors' in result ? result.errors : undefined)?.at(-1);
    expect(last?.message).toMatch(/^Too many errors processing variables/);
    expect(toWireError(last)).toMatchObject({ code: 'VALIDATION_FAILED', internal: false });
  });

  it("PostgreSQL's data exceptions (class 22) are VALIDATION_FAILED without the value; others stay internal", () => {
    const pgError = (code: string) => Object.assign(new Error('invalid input syntax for type uuid: "abc"'), { code });
    for (const code of ['22P02', '22008', '22003', '22P05', '22021', '22001']) {
      const wire = toWireError(new GraphQLError('x', { originalError: pgError(code) }));
      expect(wire).toMatchObject({ code: 'VALIDATION_FAILED', internal: false });
      expect(wire.message).not.toContain('abc');
    }
    expect(toWireError(pgError('42P01'))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', internal: true });
    expect(toWireError(pgError('2200'))).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', internal: true });
  });
});

describe('extensions.reason: every reason the gateway sends is declared in the SDL', () => {
  /** The reason literals in gateway/src: `reason: 'X'` and the payment service's `conflict(message, 'X')`. */
  function reasonsInSource(): Map<string, string> {
    const found = new Map<string, string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) {
          if (entry.name !== '__generated__') walk(path);
        } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
          const text = readFileSync(path, 'utf8');
          for (const [, reason = ''] of text.matchAll(/\breason: '([A-Z][A-Z0-9_]*)'/g)) found.set(reason, path);
          for (const [, reason = ''] of text.matchAll(/\bconflict\([^;]*?,\s*'([A-Z][A-Z0-9_]*)'\)/g)) found.set(reason, path);
        }
      }
    };
    walk(import.meta.dirname);
    return found;
  }

  it('finds each reason literal of gateway/src in ErrorReason (DomainError also refuses others at compile time)', () => {
    const found = reasonsInSource();
    expect(found.size).toBeGreaterThan(25);
    for (const [reason, file] of found) expect(isErrorReason(reason), `${reason} in ${file}`).toBe(true);
  });

  it('names persisted-query refusals with a declared reason', () => {
    for (const code of ['PERSISTED_QUERY_NOT_FOUND', 'PERSISTED_QUERY_NOT_SUPPORTED']) {
      const wire = toWireError(new GraphQLError('PersistedQueryNotFound', { extensions: { code } }));
      expect(wire.code).toBe('BAD_REQUEST');
      expect(ERROR_REASONS).toContain(wire.meta.reason);
    }
  });
});
