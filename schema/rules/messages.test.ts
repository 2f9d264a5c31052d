import { describe, expect, it } from 'vitest';
import { RULE_MESSAGES, checkInput, panditFilterSchema, pageInputSchema } from './index.js';

describe('rule messages', () => {
  it('every message has English and Hindi text', () => {
    for (const [key, m] of Object.entries(RULE_MESSAGES)) {
      expect(m.en.trim(), key).not.toBe('');
      expect(m.hi, key).toMatch(/[\u0900-\u097f]/);
    }
  });
  it('an issue without a rule key is reported as input.invalid', () => {
    expect(checkInput(pageInputSchema, 'nope', 'page')).toEqual({
      ok: false,
      fields: { page: 'This value is not valid' },
      fieldKeys: { page: 'input.invalid' },
    });
  });
});

describe('list filters', () => {
  it('checks pages, prices and ratings', () => {
    expect(checkInput(pageInputSchema, { page: 0, limit: 101 }, 'page')).toMatchObject({
      fieldKeys: { 'page.page': 'page.invalid', 'page.limit': 'limit.invalid' },
    });
    expect(checkInput(panditFilterSchema, { minPrice: -1, maxPrice: 5, minRating: 6 }, 'filter')).toMatchObject({
      fieldKeys: { 'filter.minPrice': 'filter.priceInvalid', 'filter.minRating': 'filter.ratingInvalid' },
    });
    expect(checkInput(panditFilterSchema, { minPrice: 10, maxPrice: 5 }, 'filter')).toMatchObject({
      fieldKeys: { 'filter.maxPrice': 'filter.priceRange' },
    });
    expect(checkInput(panditFilterSchema, { search: null, minPrice: null }, 'filter')).toEqual({ ok: true, data: {} });
  });
});
