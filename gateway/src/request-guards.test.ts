import { describe, expect, it } from 'vitest';
import { parse } from 'graphql';
import type { FieldKeys } from '@marketplace/schema/rules';
import { MAX_INPUT_DEPTH, inputError, inputProblems } from './request-guards.js';

const problems = (value: unknown, root = 'input') => {
  const out: FieldKeys = {};
  inputProblems(value, root, out);
  return out;
};

describe('inputProblems: one walk of every input value (issue #30)', () => {
  it('refuses NUL and lone surrogates in values and in keys, keeps well-formed text', () => {
    expect(problems({ a: 'x\u0000', b: ['ok', 'a\ud800'], c: { 'k\udc00': 1 }, d: 'पंडित \u{1F64F}' })).toEqual({
      'input.a': 'text.invalidCharacters',
      'input.b.1': 'text.invalidCharacters',
      'input.c.k\udc00': 'text.invalidCharacters',
    });
  });

  it('refuses subnormal and non-finite numbers, keeps the rest (0, -0, 1e308)', () => {
    expect(problems([5e-324, -5e-324, Infinity, 0, -0, 1e308, 2.2250738585072014e-308])).toEqual({
      'input.0': 'number.outOfRange',
      'input.1': 'number.outOfRange',
      'input.2': 'number.outOfRange',
    });
  });

  it('refuses nesting deeper than MAX_INPUT_DEPTH without recursion (40,000 levels)', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 40_000; i++) deep = [deep];
    const out = problems(deep, 'x');
    expect(Object.values(out)).toEqual(['input.tooDeep']);
    expect(Object.keys(out)[0]?.split('.')).toHaveLength(MAX_INPUT_DEPTH + 1);
    let ok: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) ok = { a: ok };
    expect(problems(ok)).toEqual({});
  });

  it('reports at most 20 problems however many there are', () => {
    expect(Object.keys(problems(Array.from({ length: 10_000 }, () => '\ud800')))).toHaveLength(20);
  });
});

describe('inputError: variables and literal arguments of an operation', () => {
  it('checks literals (NUL escapes, subnormal numbers) and variables, paths from the argument or variable', () => {
    const doc = parse('query($q: String) { a(near: { lat: 5e-324 }, text: "\\u0000") b(q: $q) }');
    const error = inputError(doc, { q: 'a\ud800' });
    expect(error?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { 'near.lat': 'number.outOfRange', text: 'text.invalidCharacters', q: 'text.invalidCharacters' },
      http: { status: 400 },
    });
    expect(inputError(parse('{ a(n: 1.5, s: "ok") }'), { v: [1, 'x'] })).toBeNull();
  });
});
