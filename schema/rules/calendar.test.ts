import { describe, expect, it } from 'vitest';
import { DATE_MAX, DATE_MIN, addDays, daysInRange, isDateInRange } from './calendar.js';
import { checkInput, dateSchema, isDate } from './index.js';

describe('the one date range (issue #30)', () => {
  it('is 1900-01-01 to 2100-12-31: isDate and dateSchema refuse years 0000 and 9999', () => {
    expect([DATE_MIN, DATE_MAX]).toEqual(['1900-01-01', '2100-12-31']);
    for (const d of ['1900-01-01', '2024-02-29', '2100-12-31']) expect(isDate(d)).toBe(true);
    for (const d of ['0000-01-01', '1899-12-31', '2101-01-01', '9999-12-31', '2023-02-29', '+010000-01-01']) {
      expect(isDate(d)).toBe(false);
    }
    expect(isDateInRange('9999-12-31')).toBe(false);
    const out = (v: string) => checkInput(dateSchema(), v, 'date');
    expect(out('9999-12-31')).toMatchObject({ ok: false, fieldKeys: { date: 'date.outOfRange' } });
    expect(out('0000-01-01')).toMatchObject({ ok: false, fieldKeys: { date: 'date.outOfRange' } });
    expect(out('2024-13-01')).toMatchObject({ ok: false, fieldKeys: { date: 'date.invalid' } });
    expect(out('2100-12-31')).toMatchObject({ ok: true });
  });

  it('addDays stays YYYY-MM-DD, or throws (never +010000-01-01, which a loop comparing text never reaches)', () => {
    expect(addDays('2100-12-31', 1)).toBe('2101-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0000-01-01', -1)).toThrow(RangeError);
    expect(() => addDays('not a date', 1)).toThrow(RangeError);
  });

  it('daysInRange counts both ends', () => {
    expect(daysInRange('2100-12-01', '2100-12-31')).toBe(31);
    expect(daysInRange('2024-01-02', '2024-01-01')).toBe(0);
  });
});

describe("the data file's instants", () => {
  it('are within the same range (an import cannot bring year 0000 or 275760)', async () => {
    const { dataFileSchema } = await import('./admin.js');
    const testimonial = (createdAt: string) => ({
      id: '00000000-0000-4000-8000-000000000001',
      createdAt,
      name: 'Ram',
      location: 'Varanasi',
      rating: 5,
      comment: 'Very good',
      date: '2024-01-01',
      featured: false,
    });
    const parse = (createdAt: string) => dataFileSchema.safeParse({ version: 1, testimonials: [testimonial(createdAt)] });
    const issues = (createdAt: string) => parse(createdAt).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues('0000-01-01T00:00:00Z')).toContainEqual(['testimonials.0.createdAt', 'date.outOfRange']);
    expect(issues('+275760-09-13T00:00:00Z')).toContainEqual(['testimonials.0.createdAt', 'date.outOfRange']);
    expect(issues('2024-05-01T10:00:00Z').filter(([p]) => p === 'testimonials.0.createdAt')).toEqual([]);
  });
});
