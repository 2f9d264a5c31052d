import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUERY_COST, addDays, indiaToday } from '@marketplace/schema/rules';
import { startTestServer, type TestServer } from './harness.js';
import { scenario, type PanditFixture } from './scenario.js';
import { first } from '../src/indexed.js';

/** The panchang over HTTP (issue #38): GraphQL and REST, the shared input rules, costs, cities, muhurat suggestions. */
let s: TestServer;
let pandit: PanditFixture;
beforeAll(async () => {
  s = await startTestServer({ seed: false });
  pandit = await scenario(s).pandit({ state: 'Uttar Pradesh', city: 'Varanasi', location: 'Varanasi', name: 'Pt. Panchang' });
}, 120_000);
afterAll(async () => s?.close());

const DAY = `date timeZone utcOffsetMinutes vara { en hi } sunrise sunset
  tithi { number name { en hi } paksha pakshaName { en hi } startsAt endsAt }
  nakshatra { number name { en hi } endsAt } yoga { name { en } endsAt } karanas { name { en } endsAt }
  rahuKaal { start end } yamaganda { start end } gulikaKaal { start end } abhijitMuhurta { start end }
  amantaMonth { number name { en hi } adhika } purnimantaMonth { name { en } } vikramSamvat ekadashi purnima amavasya`;
const PANCHANG = `query($date: Date!, $lat: Float!, $lng: Float!, $timeZone: String) {
  panchang(date: $date, lat: $lat, lng: $lng, timeZone: $timeZone) { ${DAY} }
}`;
const DELHI = { lat: 28.6139, lng: 77.209 };
/** Local 'HH:MM' of an ISO instant at a fixed offset. */
const hhmm = (iso: string, offsetMinutes: number) =>
  new Date(Date.parse(iso) + offsetMinutes * 60_000).toISOString().slice(11, 16);

describe('panchang (GraphQL)', () => {
  it('answers a date in New Delhi as the almanac prints it (drikpanchang.com, 24/01/2022)', async () => {
    const r = await s.gql(PANCHANG, { date: '2022-01-24', ...DELHI });
    expect(r.errors).toBeUndefined();
    const p = r.data.panchang;
    expect(p).toMatchObject({
      date: '2022-01-24',
      timeZone: 'Asia/Kolkata',
      utcOffsetMinutes: 330,
      vara: { en: 'Somavara', hi: 'सोमवार' },
      tithi: { number: 21, name: { en: 'Shashthi', hi: 'षष्ठी' }, paksha: 'KRISHNA', pakshaName: { hi: 'कृष्ण' } },
      nakshatra: { name: { en: 'Hasta', hi: 'हस्त' } },
      yoga: { name: { en: 'Sukarma' } },
      amantaMonth: { number: 10, name: { en: 'Pausha', hi: 'पौष' }, adhika: false },
      purnimantaMonth: { name: { en: 'Magha' } },
      vikramSamvat: 2078,
    });
    // Within a minute or two of the almanac: sunrise 07:13, Shashthi until 08:43, Hasta until 11:15, Rahu Kaal 08:33.
    const near = (iso: string, expected: string, minutes: number) => {
      const minutesOf = (time: string) => {
        const [h = NaN, m = NaN] = time.split(':').map(Number);
        return h * 60 + m;
      };
      expect(Math.abs(minutesOf(hhmm(iso, 330)) - minutesOf(expected))).toBeLessThanOrEqual(minutes);
    };
    near(p.sunrise, '07:13', 4);
    near(p.tithi.endsAt, '08:43', 3);
    near(p.nakshatra.endsAt, '11:15', 3);
    near(p.rahuKaal.start, '08:33', 4);
    near(p.rahuKaal.end, '09:53', 4);
  });

  it('abroad: takes the IANA time zone, or the nearest listed city’s zone when none is given', async () => {
    const newYork = { date: '2024-07-01', lat: 40.7128, lng: -74.006 };
    const given = await s.gql(PANCHANG, { ...newYork, timeZone: 'America/New_York' });
    const guessed = await s.gql(PANCHANG, newYork);
    expect(given.data.panchang.timeZone).toBe('America/New_York');
    expect(given.data.panchang.utcOffsetMinutes).toBe(-240);
    expect(guessed.data.panchang.timeZone).toBe('America/New_York');
    expect(hhmm(given.data.panchang.sunrise, -240)).toMatch(/^05:2\d$/);
  });

  it('by city from the reference data, in India and abroad', async () => {
    const cities = await s.gql('{ panchangCities { id name { en hi } countryCode timeZone latitude longitude } }');
    const list = cities.data.panchangCities as Array<{ id: string; countryCode: string; timeZone: string }>;
    expect(list.find((c) => c.id === 'dl-new-delhi')).toMatchObject({ countryCode: 'IN', timeZone: 'Asia/Kolkata' });
    expect(list.find((c) => c.id === 'gb-london')).toMatchObject({ countryCode: 'GB', timeZone: 'Europe/London' });
    const r = await s.gql(
      'query($d: Date!, $c: ID!) { panchangForCity(date: $d, cityId: $c) { timeZone utcOffsetMinutes tithi { name { en } } } }',
      {
        d: '2024-12-01',
        c: 'gb-london',
      },
    );
    expect(r.data.panchangForCity).toMatchObject({ timeZone: 'Europe/London', utcOffsetMinutes: 0 });
    const unknown = await s.gql('query { panchangForCity(date: "2024-12-01", cityId: "xx-nowhere") { date } }');
    expect(unknown.errors?.[0]?.extensions).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldKeys: { cityId: 'panchang.cityUnknown' },
    });
  });

  it('refuses a place or date out of range with VALIDATION_FAILED and the shared rule keys (a date outside 1900-2100: 400)', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ date: '2024-01-01', lat: 95, lng: 77 }, 'lat', 'panchang.latInvalid'],
      [{ date: '2024-01-01', lat: 70, lng: 77 }, 'lat', 'panchang.latInvalid'],
      [{ date: '2024-01-01', lat: 28, lng: 181 }, 'lng', 'panchang.lngInvalid'],
      [{ date: '2024-01-01', lat: 28, lng: 77, timeZone: 'Mars/Olympus_Mons' }, 'timeZone', 'panchang.timeZoneInvalid'],
      [{ date: '2024-01-01', lat: 28, lng: 77, timeZone: '../../etc' }, 'timeZone', 'panchang.timeZoneInvalid'],
    ];
    for (const [variables, path, key] of cases) {
      const r = await s.gql(PANCHANG, variables);
      expect(r.data?.panchang ?? null, JSON.stringify(variables)).toBeNull();
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fieldKeys: { [path]: key } });
    }
    const early = await s.gql(PANCHANG, { date: '1899-12-31', ...DELHI });
    expect(early.status).toBe(400);
    expect(early.errors?.[0]?.extensions?.code).toBe('VALIDATION_FAILED');
  });
});

describe('panchangRange', () => {
  const RANGE = `query($from: Date!, $to: Date!, $lat: Float!, $lng: Float!) {
    panchangRange(from: $from, to: $to, lat: $lat, lng: $lng) { date tithi { name { en hi } paksha } nakshatra { name { en hi } } rahuKaal { start end } ekadashi purnima amavasya festivals { id name { en hi } } }
  }`;

  it('answers up to 62 dates in one request, within the cost limit, with Ekadashi, Purnima and Amavasya marked', async () => {
    const r = await s.gql(RANGE, { from: '2024-10-01', to: '2024-12-01', ...DELHI });
    expect(r.errors).toBeUndefined();
    const days = r.data.panchangRange as Array<{ date: string; ekadashi: boolean; purnima: boolean; amavasya: boolean }>;
    expect(days).toHaveLength(62);
    expect(first(days).date).toBe('2024-10-01');
    expect(days.at(-1)!.date).toBe('2024-12-01');
    // Diwali 2024: Amavasya at sunrise on 1 November (drikpanchang.com: 03:52 PM on Oct 31 to 06:16 PM on Nov 01).
    expect(days.find((d) => d.date === '2024-11-01')!.amavasya).toBe(true);
    // ...and Diwali (Lakshmi Puja) on 31 October, the first evening with Amavasya at sunset (decision record 0055).
    const festivals = (
      days as unknown as Array<{ date: string; festivals: Array<{ id: string; name: { hi: string } }> }>
    ).flatMap((d) => d.festivals.map((f) => [d.date, f.id, f.name.hi]));
    expect(festivals).toEqual([
      ['2024-10-03', 'SHARAD_NAVRATRI', 'शारदीय नवरात्रि आरंभ'],
      ['2024-10-12', 'DUSSEHRA', 'दशहरा (विजयादशमी)'],
      ['2024-10-31', 'DIWALI', 'दीपावली (लक्ष्मी पूजन)'],
    ]);
    expect(days.filter((d) => d.ekadashi).length).toBeGreaterThanOrEqual(3);
    expect(days.filter((d) => d.purnima).length).toBeGreaterThanOrEqual(1);
    const cost = (r as { extensions?: { cost?: { requested: number } } }).extensions?.cost?.requested;
    if (cost !== undefined) expect(cost).toBeLessThan(MAX_QUERY_COST);
  });

  it('refuses more than 62 days, or an end before the start', async () => {
    for (const [from, to] of [
      ['2024-01-01', '2024-03-03'],
      ['2024-01-02', '2024-01-01'],
    ]) {
      const r = await s.gql(RANGE, { from, to, ...DELHI });
      expect(r.errors?.[0]?.extensions).toMatchObject({ code: 'VALIDATION_FAILED', fieldKeys: { to: 'panchang.rangeInvalid' } });
    }
  });
});

describe('GET /api/panchang', () => {
  it('answers the same panchang in the REST envelope', async () => {
    const r = await s.rest('GET', `/api/panchang?date=2022-01-24&lat=${DELHI.lat}&lng=${DELHI.lng}`);
    expect(r.status).toBe(200);
    expect(r.body.success).toBe(true);
    expect(r.body.data.panchang).toMatchObject({
      date: '2022-01-24',
      tithi: { name: { en: 'Shashthi' }, paksha: 'KRISHNA' },
      nakshatra: { name: { en: 'Hasta' } },
    });
    expect(r.body.data.panchang.rahuKaal.start).toMatch(/^2022-01-24T03:0\d:\d\d\.000Z$/);
  });

  it('by city id', async () => {
    const r = await s.rest('GET', '/api/panchang/cities/us-new-york?date=2024-07-01');
    expect(r.status).toBe(200);
    expect(r.body.data.panchang).toMatchObject({ timeZone: 'America/New_York', utcOffsetMinutes: -240 });
  });

  it('refuses bad input with 400 VALIDATION_FAILED', async () => {
    for (const q of [
      'date=2024-01-01&lat=abc&lng=77',
      'lat=28&lng=77',
      'date=2024-01-01&lat=91&lng=77',
      'date=2101-01-01&lat=28&lng=77',
    ]) {
      const r = await s.rest('GET', `/api/panchang?${q}`);
      expect(r.status, q).toBe(400);
      expect(r.body.success).toBe(false);
      expect(r.body.code ?? r.body.error?.code, q).toBe('VALIDATION_FAILED');
    }
  });
});

describe('muhurat', () => {
  it('lists the rules of each ceremony with their source', async () => {
    const r = await s.gql('{ muhuratRules { ceremony name { en hi } tithis nakshatras weekdays avoidMonths source { en hi } } }');
    const rules = r.data.muhuratRules as Array<{ ceremony: string; source: { en: string } }>;
    expect(rules.map((x) => x.ceremony)).toEqual(['GRIHA_PRAVESH', 'VIVAH', 'MUNDAN', 'NAMKARAN', 'ANNAPRASHAN']);
    for (const rule of rules) expect(rule.source.en).toMatch(/Muhurta Chintamani/);
  });

  it('suggests the next good dates on which the pandit has free slots, outside Rahu Kaal', async () => {
    const from = indiaToday();
    const r = await s.gql(
      `query($p: ID!, $from: Date!) {
        suggestMuhuratDates(panditId: $p, ceremony: NAMKARAN, from: $from) {
          date freeSlots panchang { tithi { number } nakshatras { number } vara { en } rahuKaal { start end } amantaMonth { adhika } muhuratFits }
        }
        muhuratRules { ceremony tithis weekdays }
      }`,
      { p: pandit.id, from },
    );
    expect(r.errors).toBeUndefined();
    const rule = (r.data.muhuratRules as Array<{ ceremony: string; tithis: number[] }>).find((x) => x.ceremony === 'NAMKARAN')!;
    const dates = r.data.suggestMuhuratDates as Array<{
      date: string;
      freeSlots: string[];
      panchang: { tithi: { number: number }; rahuKaal: { start: string; end: string }; muhuratFits: string[] };
    }>;
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.length).toBeLessThanOrEqual(10);
    for (const d of dates) {
      expect(d.date >= from && d.date <= addDays(from, 61)).toBe(true);
      expect(rule.tithis).toContain(d.panchang.tithi.number);
      // The same rules as the day page's 'fits' list.
      expect(d.panchang.muhuratFits).toContain('NAMKARAN');
      expect(d.freeSlots.length).toBeGreaterThan(0);
      for (const time of d.freeSlots) {
        const at = Date.parse(`${d.date}T${time}:00+05:30`);
        expect(at >= Date.parse(d.panchang.rahuKaal.start) && at < Date.parse(d.panchang.rahuKaal.end)).toBe(false);
      }
    }
  });

  it('the booking dialog reads a pandit’s dates at the pandit’s city in one request', async () => {
    const from = indiaToday();
    const r = await s.gql(
      `query($id: ID!, $from: Date!, $to: Date!) { pandit(id: $id) { panchangCity { id name { en } } panchang(from: $from, to: $to) { date tithi { name { en } } } } }`,
      { id: pandit.id, from, to: addDays(from, 61) },
    );
    expect(r.errors).toBeUndefined();
    expect(r.data.pandit.panchangCity.id).toBe('up-varanasi');
    expect(r.data.pandit.panchang).toHaveLength(62);
  });
});
