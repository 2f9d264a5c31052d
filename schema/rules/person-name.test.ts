import { describe, expect, it } from 'vitest';
import { firstName, nameWords } from './person-name.js';

describe('person names', () => {
  it('leave out the titles before a name, in both scripts', () => {
    expect(firstName('Shri Ram Kumar')).toBe('Ram');
    expect(firstName('Pt. Hari Sharma')).toBe('Hari');
    expect(firstName('श्रीमती सीता देवी')).toBe('सीता');
    expect(nameWords('Dr. Asha  Verma')).toEqual(['Asha', 'Verma']);
  });

  it('keep a name that is only a title, and answer empty for no name', () => {
    expect(firstName('Swami')).toBe('Swami');
    expect(firstName('  ')).toBe('');
  });
});
