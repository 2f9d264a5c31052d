import { describe, expect, it } from 'vitest';
import type { Request } from 'express';
import { BookingStatus } from '@marketplace/schema/rules';
import { RestInput } from './coerce.js';

const input = (query: Record<string, unknown> = {}, body: unknown = {}, params: Record<string, string> = {}) =>
  new RestInput({ query, body, params, headers: {} } as unknown as Request);

describe('REST coercion: one meaning per reader, garbage refused with a field path', () => {
  it('int: whole numbers of GraphQL Int range, as digits or JSON integers', () => {
    const i = input(
      { a: '12', b: ' -3 ', c: '', d: 'abc', e: '1e20', f: '1.5', g: '99999999999', h: ['1', '2'] },
      { j: 7, k: 7.5 },
    );
    expect([i.query.int('a'), i.query.int('b'), i.query.int('c'), i.query.int('missing'), i.body.int('j')]).toEqual([
      12,
      -3,
      undefined,
      undefined,
      7,
    ]);
    for (const name of ['d', 'e', 'f', 'g', 'h']) i.query.int(name);
    i.body.int('k');
    expect(Object.keys(i.errors)).toEqual(['query.d', 'query.e', 'query.f', 'query.g', 'query.h', 'body.k']);
    expect(() => i.throwIfAny()).toThrow(/query.d must be a whole number/);
  });

  it('number, bool, enum, id, text, list', () => {
    const i = input(
      { n: '4.5', nBad: 'Infinity', b: 'TRUE', bBad: 'maybe', s: 'confirmed', sAll: 'all', sBad: 'weird', t: 'a\u0000b' },
      {
        id: { _id: 'A0EEBC99-9C0B-4EF8-BB6D-6BB9BD380A11' },
        idBad: 'abc',
        list: '["a","b"]',
        csv: 'a, b',
        listBad: [{}],
        phone: 9876543210,
      },
    );
    expect(i.query.number('n')).toBe(4.5);
    expect(i.query.bool('b')).toBe(true);
    expect(i.query.enum('s', BookingStatus, { any: ['all'] })).toBe('CONFIRMED');
    expect(i.query.enum('sAll', BookingStatus, { any: ['all'] })).toBeUndefined();
    expect(i.body.id('id')).toBe('a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11');
    expect(i.body.list('list')).toEqual(['a', 'b']);
    expect(i.body.list('csv')).toEqual(['a', 'b']);
    expect(i.body.text('phone')).toBe('9876543210');
    i.query.number('nBad');
    i.query.bool('bBad');
    i.query.enum('sBad', BookingStatus);
    i.query.text('t');
    i.body.id('idBad');
    i.body.list('listBad');
    expect(i.errors).toEqual({
      'query.nBad': 'must be a number',
      'query.bBad': 'must be true or false',
      'query.sBad': 'must be one of: cancelled, completed, confirmed, pending',
      'query.t': 'The text contains a character that is not allowed',
      'body.idBad': 'must be an id',
      'body.listBad.0': 'must be text',
    });
  });

  it('required and nested objects', () => {
    const i = input({}, { pricing: '{"basic":"x"}', other: 5 });
    expect(i.body.required('status', i.body.enum('status', BookingStatus))).toBeUndefined();
    i.body.object('pricing').int('basic');
    i.body.object('other');
    expect(i.errors).toEqual({
      'body.status': 'is required',
      'body.pricing.basic': 'must be a whole number',
      'body.other': 'must be an object',
    });
  });
});
