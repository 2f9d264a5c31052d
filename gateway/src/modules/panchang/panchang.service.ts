import {
  MUHURAT_HORIZON_DAYS,
  MUHURAT_SUGGESTIONS_MAX,
  PANCHANG_RANGE_MAX,
  addDays,
  daysInRange,
  panchangInputSchema,
  panchangRangeSchema,
  type RuleMessageKey,
} from '@marketplace/schema/rules';
import type { Context } from '../../context.js';
import { fieldFailure, validate } from '../../validation.js';
import { AvailabilityService } from '../booking/availability.service.js';
import { computePanchang, isKnownTimeZone, type Limb, type Panchang, type Period, type Tithi } from './compute.js';
import { cityOfPandit, defaultTimeZone, findPanchangCity, type PanchangCity } from './cities.js';
import { festivalsOn, type Festival } from './festivals.js';
import { fitsMuhurat, MUHURAT_RULES, muhuratRule, type MuhuratCeremony } from './muhurat.js';

/**
 * The computed panchangs, per date and place (coordinates to 4 decimals, ~11 m, and zone): a small LRU, so the booking
 * dialog's 62 dates at a pandit's city and a shared day page cost their computation once per process.
 */
const CACHE_MAX = 2048;
const cache = new Map<string, Panchang>();
export function panchangOf(date: string, lat: number, lng: number, timeZone: string): Panchang {
  const la = Math.round(lat * 1e4) / 1e4;
  const ln = Math.round(lng * 1e4) / 1e4;
  const key = `${date}|${la}|${ln}|${timeZone}`;
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const value = computePanchang(date, { lat: la, lng: ln, timeZone });
  cache.set(key, value);
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
  return value;
}

/**
 * The festivals kept on a date at a place (decision record 0055): reads the neighbouring dates through the same cache,
 * so the booking dialog's window costs about one extra date; asked only when a query selects `festivals`.
 */
export function festivalsOf(p: { date: string; latitude: number; longitude: number; timeZone: string }): Festival[] {
  return festivalsOn(p.date, (date) => panchangOf(date, p.latitude, p.longitude, p.timeZone));
}

/** The ceremonies whose muhurat rules a date fits at a place (decision record 0046). */
export function muhuratFitsOf(p: { date: string; latitude: number; longitude: number; timeZone: string }): MuhuratCeremony[] {
  const panchang = panchangOf(p.date, p.latitude, p.longitude, p.timeZone);
  return MUHURAT_RULES.filter((rule) => fitsMuhurat(rule, panchang)).map((rule) => rule.ceremony);
}

/** The API's shape of a panchang (GraphQL `Panchang`). */
export function toPanchangAnswer(p: Panchang) {
  const span = (x: Period) => ({ start: x.start, end: x.end });
  const element = (x: Limb) => ({ number: x.number, name: x.name, startsAt: x.start, endsAt: x.end });
  const tithi = (x: Tithi) => ({ ...element(x), paksha: x.paksha, pakshaName: x.pakshaName });
  const month = (m: Panchang['amantaMonth']) => ({ number: m.index + 1, name: m.name, adhika: m.adhika });
  return {
    date: p.date,
    latitude: p.lat,
    longitude: p.lng,
    timeZone: p.timeZone,
    utcOffsetMinutes: p.utcOffsetMinutes,
    vara: p.vara,
    sunrise: p.sunrise,
    sunset: p.sunset,
    nextSunrise: p.nextSunrise,
    tithi: tithi(p.tithi),
    tithis: p.tithis.map(tithi),
    nakshatra: element(p.nakshatra),
    nakshatras: p.nakshatras.map(element),
    yoga: element(p.yoga),
    yogas: p.yogas.map(element),
    karanas: p.karanas.map(element),
    rahuKaal: span(p.rahuKaal),
    yamaganda: span(p.yamaganda),
    gulikaKaal: span(p.gulikaKaal),
    abhijitMuhurta: p.abhijit && span(p.abhijit),
    amantaMonth: month(p.amantaMonth),
    purnimantaMonth: month(p.purnimantaMonth),
    vikramSamvat: p.vikramSamvat,
    shakaSamvat: p.shakaSamvat,
    sunRashi: p.sunRashi,
    moonRashi: p.moonRashi,
    ayanamsa: Math.round(p.ayanamsa * 1e6) / 1e6,
    sankranti: p.sankranti,
    ekadashi: p.ekadashi,
    purnima: p.purnima,
    amavasya: p.amavasya,
    bhadra: p.bhadra,
  };
}
export type PanchangAnswer = ReturnType<typeof toPanchangAnswer>;

/** 'HH:MM' India time on `date` as an instant. */
const istInstant = (date: string, time: string) => Date.parse(`${date}T${time}:00+05:30`);
/** Whether a ceremony starting at `time` (India) on `date` starts within Rahu Kaal. */
export const startsInRahuKaal = (p: Panchang, date: string, time: string) => {
  const at = istInstant(date, time);
  return at >= p.rahuKaal.start.getTime() && at < p.rahuKaal.end.getTime();
};

export class PanchangService {
  constructor(private readonly ctx?: Context) {}

  private zone(lat: number, lng: number, timeZone: string | undefined, root: string): string {
    const zone = timeZone ?? defaultTimeZone(lat, lng);
    if (!isKnownTimeZone(zone)) throw fieldFailure(`${root}timeZone`, 'panchang.timeZoneInvalid' satisfies RuleMessageKey);
    return zone;
  }

  day(args: { date: string; lat: number; lng: number; timeZone?: string | null }): PanchangAnswer {
    const input = validate(panchangInputSchema, args, '');
    return toPanchangAnswer(panchangOf(input.date, input.lat, input.lng, this.zone(input.lat, input.lng, input.timeZone, '')));
  }

  forCity(date: string, cityId: string): PanchangAnswer {
    const city = findPanchangCity(cityId);
    if (!city) throw fieldFailure('cityId', 'panchang.cityUnknown');
    return this.day({ date, lat: city.latitude, lng: city.longitude, timeZone: city.timeZone });
  }

  range(args: { from: string; to: string; lat: number; lng: number; timeZone?: string | null }): PanchangAnswer[] {
    const input = validate(panchangRangeSchema, args, '');
    const zone = this.zone(input.lat, input.lng, input.timeZone, '');
    const count = Math.min(daysInRange(input.from, input.to), PANCHANG_RANGE_MAX);
    return Array.from({ length: count }, (_, i) =>
      toPanchangAnswer(panchangOf(addDays(input.from, i), input.lat, input.lng, zone)),
    );
  }

  forPandit(pandit: { state: string; city: string }, from: string, to: string): PanchangAnswer[] {
    const city = this.cityOf(pandit);
    return this.range({ from, to, lat: city.latitude, lng: city.longitude, timeZone: city.timeZone });
  }

  cityOf(pandit: { state: string; city: string }): PanchangCity {
    return cityOfPandit(pandit.state, pandit.city);
  }

  /**
   * The next dates (from `from`, within MUHURAT_HORIZON_DAYS) that fit the ceremony's rules at the pandit's city and
   * on which the pandit has a free slot outside Rahu Kaal; at most MUHURAT_SUGGESTIONS_MAX. The free days come from
   * the availability service (the same answer as `freeDays`).
   */
  async suggest(panditId: string, ceremony: MuhuratCeremony, from: string) {
    if (!this.ctx) throw new Error('suggest needs a request context');
    const rule = muhuratRule(ceremony);
    const days = await new AvailabilityService(this.ctx).freeDays(panditId, from, addDays(from, MUHURAT_HORIZON_DAYS - 1));
    const pandit = await this.ctx.em
      .getConnection()
      .execute<Array<{ state: string; city: string }>>('select state, city from pandits where id = ?', [panditId]);
    const city = this.cityOf(pandit[0] ?? { state: '', city: '' });
    const out = [];
    for (const day of days) {
      if (out.length >= MUHURAT_SUGGESTIONS_MAX) break;
      if (day.freeSlots.length === 0) continue;
      const p = panchangOf(day.date, city.latitude, city.longitude, city.timeZone);
      if (!fitsMuhurat(rule, p)) continue;
      const freeSlots = day.freeSlots.filter((time) => !startsInRahuKaal(p, day.date, time));
      if (freeSlots.length) out.push({ date: day.date, panchang: toPanchangAnswer(p), freeSlots });
    }
    return out;
  }
}
