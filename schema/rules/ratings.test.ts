import { describe, expect, it } from 'vitest';
import { rankedRating } from './ratings.js';

describe('ranking by rating', () => {
  it('ranks a 4.8 from four reviews above a 5.0 from one, and many good reviews above a few perfect ones', () => {
    expect(rankedRating(4.8, 4)).toBeGreaterThan(rankedRating(5, 1));
    expect(rankedRating(4.6, 40)).toBeGreaterThan(rankedRating(5, 3));
    expect(rankedRating(5, 1)).toBeGreaterThan(rankedRating(4, 1));
  });
});
