import { describe, expect, it } from 'vitest';
import { at, first, known, MissingIndexError } from './indexed.js';

describe('reads of an index that exists by construction', () => {
  it('answer the value that is there, falsy values included', () => {
    expect(first([0, 1])).toBe(0);
    expect(at('abc', 2)).toBe('c');
    expect(known(null, 'a value')).toBeNull();
    expect(known('', 'a value')).toBe('');
  });

  it('fail naming what was missing', () => {
    expect(() => first([], 'the counter')).toThrow(new MissingIndexError('expected the counter, found none'));
    expect(() => at([1, 2], 2)).toThrow('expected item 2, found none');
    expect(() => known(undefined, 'the viewer')).toThrow(MissingIndexError);
  });
});
