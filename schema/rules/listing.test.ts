import { describe, expect, it } from 'vitest';
import { SEARCH_MAX, checkInput, packageFilterSchema, panditFilterSchema, searchSchema, searchTerm } from './index.js';

describe('search terms', () => {
  it('are 3 to 100 characters (code points) after trimming; blank is no search', () => {
    for (const ok of ['abc', '  abc  ', 'गृह', 'x'.repeat(SEARCH_MAX)]) expect(checkInput(searchSchema, ok, 'q').ok).toBe(true);
    for (const blank of [undefined, null, '', '   '])
      expect(checkInput(searchSchema, blank, 'q')).toEqual({ ok: true, data: undefined });
    for (const bad of ['a', 'ab', ' ab ', 'x'.repeat(SEARCH_MAX + 1), 'x'.repeat(200)])
      expect(checkInput(searchSchema, bad, 'q')).toMatchObject({ ok: false, fieldKeys: { q: 'search.length' } });
    expect(checkInput(panditFilterSchema, { search: 'ab' }, 'filter')).toMatchObject({
      fieldKeys: { 'filter.search': 'search.length' },
    });
    expect(checkInput(packageFilterSchema, { search: 'y'.repeat(101) }, 'filter')).toMatchObject({ ok: false });
  });

  it('a search box sends a term only from 3 characters, at most 100', () => {
    expect(searchTerm('ab')).toBeNull();
    expect(searchTerm('  ab  ')).toBeNull();
    expect(searchTerm(' abc ')).toBe('abc');
    expect(searchTerm('x'.repeat(150))).toBe('x'.repeat(SEARCH_MAX));
    expect(searchTerm(undefined)).toBeNull();
  });
});
