import { describe, expect, it } from 'vitest';
import { searchTerms } from './pandit.search.js';

describe('search terms (filter.exact)', () => {
  it('turns Hindi reference names into their English twins and drops filler words', () => {
    expect(searchTerms('वाराणसी में रुद्राभिषेक पंडित')?.words).toEqual(['varanasi', 'rudra', 'abhishek']);
  });
});
