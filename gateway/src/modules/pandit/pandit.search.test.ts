import { describe, expect, it } from 'vitest';
import { correctTerms, searchTerms, trigramSimilarity } from './pandit.search.js';

describe('search terms', () => {
  it('turns Hindi reference names into their English twins and drops filler words', () => {
    expect(searchTerms('वाराणसी में रुद्राभिषेक पंडित')?.words).toEqual(['varanasi', 'rudra', 'abhishek']);
  });

  it('computes pg_trgm similarity', () => {
    expect(trigramSimilarity('varanasi', 'varanasi')).toBe(1);
    expect(trigramSimilarity('varansi', 'varanasi')).toBeGreaterThan(0.4);
    expect(trigramSimilarity('pune', 'varanasi')).toBe(0);
  });

  it('corrects typos against the reference vocabulary', () => {
    expect(correctTerms(searchTerms('rudra abishek varansi')!)?.words).toEqual(['rudra', 'abhishek', 'varanasi']);
    expect(correctTerms(searchTerms('satyanarayn katha')!)?.phrase).toBe('satyanarayan katha');
  });

  it('leaves known words and unrelated words alone', () => {
    expect(correctTerms(searchTerms('haridwar ganga aarti')!)).toBeNull();
    expect(correctTerms(searchTerms('shastri')!)).toBeNull();
  });
});
