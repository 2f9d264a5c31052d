import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatMonthYear, formatNumber } from './format';
import { formatIndiaTime } from './indiaTime';
import { formatDuration } from './duration';

describe('formatMoney', () => {
  it('uses Indian digit grouping without paise', () => {
    expect(formatMoney(100000, 'en')).toBe('₹1,00,000');
    expect(formatMoney(12345678, 'en')).toBe('₹1,23,45,678');
    expect(formatMoney(2100, 'en')).toBe('₹2,100');
    expect(formatMoney(999.6, 'en')).toBe('₹1,000');
  });
  it('groups the same way in Hindi', () => {
    expect(formatMoney(100000, 'hi')).toBe('₹1,00,000');
  });
  it('formats plain counts', () => {
    expect(formatNumber(1000000, 'en')).toBe('10,00,000');
  });
});

describe('formatDate', () => {
  it('keeps a calendar date on its day in India', () => {
    expect(formatDate('2026-01-05', 'en')).toBe('5 Jan 2026');
  });
  it('shows an instant in India time (UTC evening is the next day in Kolkata)', () => {
    expect(formatDate('2026-03-31T19:00:00.000Z', 'en')).toBe('1 Apr 2026');
    expect(formatDate('2026-03-31T19:00:00.000Z', 'en', { hour: '2-digit', minute: '2-digit', hour12: false })).toBe('00:30');
  });
  it('formats month and year in both languages', () => {
    expect(formatMonthYear('2026-11-22', 'en')).toBe('November 2026');
    expect(formatMonthYear('2026-11-22', 'hi')).toBe('नवंबर 2026');
  });
  it('returns empty text for an invalid date', () => {
    expect(formatDate('not a date', 'en')).toBe('');
  });
});

describe('formatIndiaTime', () => {
  it('says IST, and adds the visitor clock outside India', () => {
    expect(formatIndiaTime('2026-11-27', '09:00', 'en', 'Asia/Kolkata')).toBe('09:00 IST');
    expect(formatIndiaTime('2026-11-27', '09:00', 'en', 'Europe/Paris')).toBe('09:00 IST · 04:30 in your time (Europe/Paris)');
    // 06:00 IST is the evening before in New York.
    expect(formatIndiaTime('2026-11-27', '06:00', 'en', 'America/New_York')).toMatch(
      /^06:00 IST · 19:30 on Thu,? 26 Nov in your time \(America\/New_York\)$/,
    );
  });
});

describe('dates in Hindi', () => {
  it('writes day, month and weekday in Hindi with the Indian calendar order', () => {
    expect(formatDate('2026-11-27', 'hi', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })).toBe(
      'शुक्र, 27 नव॰ 2026',
    );
    expect(formatDate('2026-11-27', 'hi', { day: 'numeric', month: 'long', year: 'numeric' })).toBe('27 नवंबर 2026');
  });
});

describe('formatDuration', () => {
  it('writes days and nights in the chosen language, with plurals', async () => {
    const en = 'en';
    const hi = 'hi';
    expect(formatDuration(3, 2, en)).toBe('3 Days / 2 Nights');
    expect(formatDuration(1, 0, en)).toBe('1 Day');
    expect(formatDuration(2, 1, en)).toBe('2 Days / 1 Night');
    expect(formatDuration(3, 2, hi)).toBe('3 दिन / 2 रातें');
    expect(formatDuration(2, 1, hi)).toBe('2 दिन / 1 रात');
  });
});

describe('Indian grouping without Intl', () => {
  // Every digit count, both signs, both languages: the hand-written grouping says what Intl says.
  const values = [
    0,
    7,
    42,
    999,
    1000,
    1001,
    12_345,
    99_999,
    1_00_000,
    12_34_567,
    9_99_99_999,
    12_34_56_78_901,
    Number.MAX_SAFE_INTEGER,
  ];
  for (const lang of ['en', 'hi']) {
    const locale = lang === 'hi' ? 'hi-IN' : 'en-IN';
    const money = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const plain = new Intl.NumberFormat(locale);
    it(`matches Intl for ${lang}`, () => {
      for (const v of [...values, ...values.filter(Boolean).map((x) => -x)]) {
        expect(formatNumber(v, lang)).toBe(plain.format(v));
        expect(formatMoney(v, lang)).toBe(money.format(v));
      }
    });
  }
  it('leaves fractions to Intl', () => {
    expect(formatNumber(12.5, 'en')).toBe('12.5');
  });
});

describe('month and year without Intl', () => {
  it('matches Intl for every month, in India time, in both languages', () => {
    for (const lang of ['en', 'hi']) {
      const intl = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Kolkata',
      });
      for (let m = 0; m < 12; m++) {
        // The last evening of a month in UTC is already the next month in India.
        for (const instant of [new Date(Date.UTC(2026, m, 15)), new Date(Date.UTC(2026, m + 1, 0, 20, 0))])
          expect(formatMonthYear(instant, lang)).toBe(intl.format(instant));
      }
      expect(formatMonthYear('2026-03-01', lang)).toBe(intl.format(new Date('2026-03-01T12:00:00+05:30')));
    }
  });
});

describe('dates without Intl', () => {
  const sets: Intl.DateTimeFormatOptions[] = [
    { day: 'numeric', month: 'short', year: 'numeric' },
    { day: 'numeric', month: 'long', year: 'numeric' },
    { weekday: 'short', day: 'numeric', month: 'short' },
  ];
  for (const lang of ['en', 'hi'])
    for (const options of sets)
      it(`matches Intl for ${lang} ${JSON.stringify(options)} on every day of two years, either side of India's midnight`, () => {
        const intl = new Intl.DateTimeFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { timeZone: 'Asia/Kolkata', ...options });
        const start = Date.UTC(2026, 0, 1, 18, 29);
        for (let t = start; t < start + 731 * 86_400_000; t += 86_400_000)
          for (const at of [new Date(t), new Date(t + 60_000)]) expect(formatDate(at, lang, options)).toBe(intl.format(at));
        expect(formatDate('2026-11-23', lang, options)).toBe(intl.format(new Date('2026-11-23T12:00:00+05:30')));
      });
});
