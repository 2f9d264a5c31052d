import { beforeAll, describe, expect, it } from 'vitest';
import { searchTerms } from './pandit.search.js';
import { readCeremonies } from '../ceremony/ceremony.catalog.js';

// The ceremonies' names come from their table: one row as the migration wrote it.
beforeAll(() =>
  readCeremonies({
    find: async () => [{ id: '1', slug: 'rudra-abhishek', nameEn: 'Rudra Abhishek', nameHi: 'रुद्राभिषेक', aliases: [] }],
  } as never),
);

describe('search terms (filter.exact)', () => {
  it('turns Hindi reference names into their English twins and drops filler words', () => {
    expect(searchTerms('वाराणसी में रुद्राभिषेक पंडित')?.words).toEqual(['varanasi', 'rudra', 'abhishek']);
  });
});
