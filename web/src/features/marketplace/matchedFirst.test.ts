import { describe, expect, it } from 'vitest';
import { matchedFirst } from './matchedFirst';

describe('matchedFirst', () => {
  const specs = ['Satyanarayan Katha', 'Griha Pravesh', 'Vivah', 'Rudrabhishek'];
  it('puts the specializations the search matches first, keeping the order otherwise', () => {
    expect(matchedFirst(specs, 'rudrabhishek varanasi')).toEqual([
      'Rudrabhishek',
      'Satyanarayan Katha',
      'Griha Pravesh',
      'Vivah',
    ]);
    expect(matchedFirst(specs, 'Griha Pravesh')).toEqual(['Griha Pravesh', 'Satyanarayan Katha', 'Vivah', 'Rudrabhishek']);
  });
  it('matches another name (Hindi)', () => {
    const hindi = (s: string) => (s === 'Vivah' ? ['विवाह'] : []);
    expect(matchedFirst(specs, 'विवाह', hindi)[0]).toBe('Vivah');
  });
  it('leaves the order alone without a search or a match', () => {
    expect(matchedFirst(specs, '')).toEqual(specs);
    expect(matchedFirst(specs, 'Varanasi')).toEqual(specs);
  });
});
