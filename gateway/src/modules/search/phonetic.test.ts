import { beforeAll, describe, expect, it } from 'vitest';
import { editDistance, phoneticKey, transliterate } from './phonetic.js';
import { planQuery } from './vocabulary.js';
import { readCeremonies } from '../ceremony/ceremony.catalog.js';

// The ceremonies' names and aliases come from their table: two rows as the migration wrote them.
beforeAll(async () => {
  const rows = [
    { id: '1', slug: 'griha-pravesh', nameEn: 'Griha Pravesh', nameHi: 'गृह प्रवेश', aliases: ['house warming', 'housewarming'] },
    { id: '2', slug: 'wedding-ceremonies', nameEn: 'Wedding Ceremonies', nameHi: 'विवाह संस्कार', aliases: ['marriage', 'shaadi'] },
  ];
  await readCeremonies({ find: async () => rows } as never);
});

describe('phonetic key', () => {
  it('one key for romanisation variants, joined and split words, and both scripts', () => {
    const same = (...texts: string[]) => expect(new Set(texts.map(phoneticKey)).size).toBe(1);
    same('Griha Pravesh', 'grihapravesh', 'Griha Parvesh', 'गृह प्रवेश', 'गृहप्रवेश');
    same('Rudra Abhishek', 'rudrabhishek', 'rudra abishek', 'रुद्राभिषेक', 'रुद्र अभिषेक');
    same('Lakshmi Puja', 'laxmi pooja', 'लक्ष्मी पूजा');
    same('Varanasi', 'Varansi', 'Varanassi');
    same('सुन्दरकाण्ड', 'सुंदरकांड', 'Sundarkand');
    expect(phoneticKey('Varanasi')).not.toBe(phoneticKey('Vadodara'));
  });

  it('transliterates Devanagari as Hindi is written in Latin letters', () => {
    expect(transliterate('रमेश शास्त्री')).toBe('ramesh shastri');
    expect(transliterate('मंगेश देशपांडे')).toBe('mangesh deshpande');
    expect(transliterate('नामकरण')).toBe('namkaran');
    expect(transliterate('Varanasi')).toBe('Varanasi');
  });

  it('counts swaps as one edit', () => {
    expect(editDistance('pravesh', 'parvesh')).toBe(1);
    expect(editDistance('varanasi', 'vananasi')).toBe(1);
    expect(editDistance('abc', 'xyz', 1)).toBe(2);
  });
});

describe('query plan', () => {
  const terms = (q: string, fuzzy = false) => planQuery(q, fuzzy)?.units.map((u) => u.terms.map((t) => t.name.en));
  it('names reference terms by aliases, old names and both scripts', () => {
    expect(terms('house warming in Poona')).toEqual([['Griha Pravesh'], ['Pune']]);
    expect(terms('pandit for shaadi in Bombay')).toEqual([['Wedding Ceremonies'], ['Mumbai']]);
    expect(terms('बनारस')).toEqual([['Varanasi']]);
    expect(terms('marriage ceremony')).toEqual([['Wedding Ceremonies']]);
  });

  it('corrects slips only when asked, and never nonsense', () => {
    expect(terms('Vananasi')).toEqual([[]]);
    expect(terms('Vananasi', true)).toEqual([['Varanasi']]);
    for (const q of ['xqzv', 'asdfgh', 'qwerty', 'plumber']) expect(terms(q, true)).toEqual([[]]);
  });

  it('says what it searched for in the script typed, and nothing when it searched what was typed', () => {
    expect(planQuery('Griha Parvesh')?.corrected).toBe('Griha Pravesh');
    expect(planQuery('बनारस')?.corrected).toBe('वाराणसी');
    expect(planQuery('grihapravesh')?.corrected).toBeNull();
    expect(planQuery('Ramesh Shastri')?.corrected).toBeNull();
  });
});
