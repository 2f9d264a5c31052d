import { describe, expect, it } from 'vitest';
import { addDays } from '@marketplace/schema/rules/calendar';
import { computePanchang, type Panchang, type PanchangPlace } from './compute.js';
import { festivalsOn, type FestivalId } from './festivals.js';

const DELHI: PanchangPlace = { lat: 28.6139, lng: 77.209, timeZone: 'Asia/Kolkata' };
const NEW_YORK: PanchangPlace = { lat: 40.7128, lng: -74.006, timeZone: 'America/New_York' };

function reader(place: PanchangPlace) {
  const cache = new Map<string, Panchang>();
  return (date: string) => {
    let p = cache.get(date);
    if (!p) cache.set(date, (p = computePanchang(date, place)));
    return p;
  };
}
const delhi = reader(DELHI);
const ids = (date: string, get = delhi) => festivalsOn(date, get).map((f) => f.id);

/**
 * Published dates for New Delhi. GOI = the Government of India's list of holidays for its offices in Delhi/New Delhi
 * (Ministry of Personnel, DoPT office memoranda for 2025 and 2026); DRIK = drikpanchang.com's festival page for the
 * year, New Delhi. Each festival must fall on that date and on neither day beside it.
 */
const PUBLISHED: Array<[FestivalId, string, string]> = [
  ['MAKAR_SANKRANTI', '2025-01-14', 'DRIK 2025 (Sankranti moment 09:03 AM)'],
  ['MAKAR_SANKRANTI', '2026-01-14', 'DRIK 2026 (Sankranti moment 03:13 PM, before sunset)'],
  ['MAKAR_SANKRANTI', '2024-01-15', 'DRIK 2024 (Sankranti at 02:54 AM on the 15th: the 15th)'],
  ['VASANT_PANCHAMI', '2025-02-02', 'DRIK 2025 (Panchami from 09:14 AM: kept at the forenoon of its first day)'],
  ['MAHA_SHIVARATRI', '2025-02-26', 'GOI 2025, DRIK 2025'],
  ['MAHA_SHIVARATRI', '2026-02-15', 'GOI 2026, DRIK 2026'],
  ['HOLIKA_DAHAN', '2025-03-13', 'DRIK 2025 (Bhadra ends before midnight: the same night)'],
  ['HOLI', '2025-03-14', 'GOI 2025, DRIK 2025'],
  ['HOLIKA_DAHAN', '2026-03-03', 'DRIK 2026 (Bhadra past midnight on the 2nd: the next evening)'],
  ['HOLI', '2026-03-04', 'GOI 2026, DRIK 2026'],
  ['CHAITRA_NAVRATRI', '2026-03-19', 'DRIK 2026 (Pratipada starts after sunrise and ends before the next: kshaya)'],
  ['RAM_NAVAMI', '2025-04-06', 'GOI 2025, DRIK 2025'],
  ['RAKSHA_BANDHAN', '2025-08-09', 'DRIK 2025'],
  ['JANMASHTAMI', '2025-08-16', 'GOI 2025 (Vaishnava), DRIK 2025 (ISKCON date)'],
  ['GANESH_CHATURTHI', '2025-08-27', 'DRIK 2025'],
  ['SHARAD_NAVRATRI', '2025-09-22', 'DRIK 2025'],
  ['DUSSEHRA', '2025-10-02', 'GOI 2025, DRIK 2025'],
  ['DIWALI', '2025-10-20', 'GOI 2025, DRIK 2025 (Amavasya from 03:44 PM on the 20th, at pradosh on both evenings: the first)'],
  ['DIWALI', '2024-10-31', 'GOI 2024, DRIK 2024'],
  ['DUSSEHRA', '2026-10-20', 'GOI 2026'],
  ['DIWALI', '2026-11-08', 'GOI 2026'],
];

describe('festivals computed from the panchang', () => {
  it.each(PUBLISHED)('%s on %s (%s)', (id, date) => {
    expect(ids(date)).toContain(id);
    expect(ids(addDays(date, -1))).not.toContain(id);
    expect(ids(addDays(date, 1))).not.toContain(id);
  });

  it('names each festival in English and Hindi', () => {
    const [diwali] = festivalsOn('2025-10-20', delhi);
    expect(diwali?.name).toEqual({ en: 'Diwali (Lakshmi Puja)', hi: 'दीपावली (लक्ष्मी पूजन)' });
  });

  it('keeps each festival once a year (2026, New Delhi)', () => {
    const seen: string[] = [];
    for (let d = '2026-01-01'; d < '2027-01-01'; d = addDays(d, 1)) seen.push(...ids(d));
    expect(seen.sort()).toEqual(
      [
        'MAKAR_SANKRANTI',
        'VASANT_PANCHAMI',
        'MAHA_SHIVARATRI',
        'HOLIKA_DAHAN',
        'HOLI',
        'CHAITRA_NAVRATRI',
        'RAM_NAVAMI',
        'RAKSHA_BANDHAN',
        'JANMASHTAMI',
        'GANESH_CHATURTHI',
        'SHARAD_NAVRATRI',
        'DUSSEHRA',
        'DIWALI',
      ].sort(),
    );
  });

  it('abroad, by the local sunset: Diwali 2025 in New York on the 20th (Amavasya from 06:14 AM EDT)', () => {
    expect(ids('2025-10-20', reader(NEW_YORK))).toContain('DIWALI');
  });
});
