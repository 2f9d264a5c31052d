/**
 * The panchang of one civil date at one place, computed offline (decision record 0045): pure, no I/O, no clock.
 *
 * - Positions: astronomy-engine (VSOP87 Sun, the Improved Lunar Ephemeris Moon; apparent, true equinox of date,
 *   geocentric as Indian almanacs take them). Sidereal longitudes subtract the Lahiri (Chitrapaksha) ayanamsa.
 * - Sunrise and sunset: the Sun's upper limb on the sea-level horizon with standard refraction (as the almanacs and
 *   the civil tables give them). The Hindu day runs from this sunrise to the next.
 * - Tithi, karana: the Moon–Sun elongation in 12° and 6° steps; nakshatra: the Moon's sidereal longitude in 13°20';
 *   yoga: the sum of the two sidereal longitudes in 13°20'. Each end is found by root finding (bracketed regula falsi,
 *   Illinois variant) on the angle, to under a second.
 * - Rahu Kaal, Yamaganda, Gulika: one eighth of the daytime each, by weekday; Abhijit: the 8th of the 15 muhurtas of the
 *   daytime (none on Wednesdays, as the almanacs print it).
 * - Month: amanta from the new moon before sunrise, named by the Sun's sidereal sign at that new moon (Sun in Meena ->
 *   Chaitra); a month without a sankranti is adhika. Purnimanta: in Krishna paksha the following month's name.
 *   Vikram samvat changes at Chaitra Shukla Pratipada.
 */
import { Body, EclipticGeoMoon, MakeTime, Observer, SearchRiseSet, SunPosition } from 'astronomy-engine';
import { isVishti, karanaName, MONTHS, NAKSHATRAS, PAKSHAS, RASHIS, tithiName, VARAS, YOGAS, type Name } from './names.js';
import { at, first, known } from '../../indexed.js';

const DAY_MS = 86_400_000;
const NAKSHATRA_DEG = 360 / 27;

export interface PanchangPlace {
  lat: number;
  lng: number;
  /** IANA time zone name of the place (Asia/Kolkata in India). */
  timeZone: string;
}

export interface Period {
  start: Date;
  end: Date;
}

/** One tithi, nakshatra, yoga or karana that runs during the Hindu day (sunrise to next sunrise). */
export interface Limb {
  /** 1-based: tithi 1..30, nakshatra 1..27, yoga 1..27, karana 1..60. */
  number: number;
  name: Name;
  start: Date;
  end: Date;
}

export interface Tithi extends Limb {
  paksha: 'SHUKLA' | 'KRISHNA';
  pakshaName: Name;
}

export interface LunarMonth {
  /** 0 Chaitra .. 11 Phalguna. */
  index: number;
  name: Name;
  adhika: boolean;
}

export interface Panchang {
  date: string;
  lat: number;
  lng: number;
  timeZone: string;
  /** The place's offset from UTC at sunrise, in minutes (local time = instant + offset). */
  utcOffsetMinutes: number;
  weekday: number;
  vara: Name;
  sunrise: Date;
  sunset: Date;
  nextSunrise: Date;
  /** The tithi at sunrise, and every tithi until the next sunrise. */
  tithi: Tithi;
  tithis: Tithi[];
  nakshatra: Limb;
  nakshatras: Limb[];
  yoga: Limb;
  yogas: Limb[];
  karanas: Limb[];
  rahuKaal: Period;
  yamaganda: Period;
  gulikaKaal: Period;
  /** Null on Wednesdays. */
  abhijit: Period | null;
  amantaMonth: LunarMonth;
  purnimantaMonth: LunarMonth;
  vikramSamvat: number;
  shakaSamvat: number;
  sunRashi: Name;
  moonRashi: Name;
  /** Lahiri ayanamsa at sunrise, degrees. */
  ayanamsa: number;
  /** The Sun enters a new sidereal sign between this sunrise and the next. */
  sankranti: { rashi: Name; at: Date } | null;
  ekadashi: boolean;
  purnima: boolean;
  amavasya: boolean;
  /** Vishti (Bhadra) karana runs at some time of the daytime. */
  bhadra: boolean;
}

// ---------------------------------------------------------------------------------------------------------------
// Positions

const J2000_MS = Date.UTC(2000, 0, 1, 12);
/**
 * Lahiri ayanamsa (mean), degrees: 23°15'00.658" at 1956-09-22 00:00 TT less the nutation of that day (the Indian
 * Astronomical Ephemeris' definition as the Swiss Ephemeris keeps it: 23.245524743° at JD 2435553.5), carried by the
 * IAU 2006 general precession in longitude. 23.8571° at J2000.
 */
const LAHIRI_J2000 = 23.245524743 + (2201.719 - 0.2119) / 3600;
export function lahiriAyanamsa(ms: number): number {
  const t = (ms - J2000_MS) / DAY_MS / 36525;
  return LAHIRI_J2000 + (5028.796195 * t + 1.1054348 * t * t) / 3600;
}

const norm360 = (deg: number) => ((deg % 360) + 360) % 360;
/** An angle difference in (-180, 180]. */
const wrap180 = (deg: number) => {
  const d = norm360(deg);
  return d > 180 ? d - 360 : d;
};

interface Positions {
  /** Tropical apparent longitudes, degrees. */
  sun: number;
  moon: number;
  ayanamsa: number;
}

function positions(ms: number): Positions {
  const time = MakeTime(new Date(ms));
  return { sun: SunPosition(time).elon, moon: EclipticGeoMoon(time).lon, ayanamsa: lahiriAyanamsa(ms) };
}

/** The three angles the limbs are steps of. */
const elongation = (p: Positions) => norm360(p.moon - p.sun);
const moonSidereal = (p: Positions) => norm360(p.moon - p.ayanamsa);
const sunSidereal = (p: Positions) => norm360(p.sun - p.ayanamsa);
const yogaAngle = (p: Positions) => norm360(p.moon + p.sun - 2 * p.ayanamsa);

/**
 * The instant in (lo, hi) at which `angle` reaches `target` (mod 360), for an angle that only grows over the bracket
 * and is short of the target at lo and past it at hi. Regula falsi, Illinois variant: converges in a handful of
 * evaluations where bisection would take ~17; stops at one second.
 */
export function findCrossing(angle: (ms: number) => number, target: number, lo: number, hi: number): number {
  let fLo = wrap180(angle(lo) - target);
  let fHi = wrap180(angle(hi) - target);
  if (!(fLo <= 0 && fHi >= 0)) throw new RangeError(`no crossing of ${target}° in the bracket`);
  let side = 0;
  for (let i = 0; i < 60 && hi - lo > 1000; i++) {
    const mid = fHi === fLo ? (lo + hi) / 2 : hi - (fHi * (hi - lo)) / (fHi - fLo);
    const at = Math.min(Math.max(mid, lo + 1), hi - 1);
    const f = wrap180(angle(at) - target);
    if (f === 0) return at;
    if (f < 0) {
      lo = at;
      fLo = f;
      if (side === -1) fHi /= 2;
      side = -1;
    } else {
      hi = at;
      fHi = f;
      if (side === 1) fLo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}

/**
 * Every step of `angle` (of `step` degrees) that runs between `from` and `to`: its number (0-based), its start and its
 * end. The limbs advance at least 10°/day, so a step of 12° or 13°20' lasts under 1.4 days.
 */
function stepsBetween(angle: (p: Positions) => number, step: number, count: number, from: number, to: number, first: Positions) {
  const of = (ms: number) => angle(positions(ms));
  const spanDays = 1.5;
  const out: Array<{ index: number; start: number; end: number }> = [];
  let index = Math.floor(angle(first) / step) % count;
  // The start of the step running at `from`: search backwards a bracket in which the angle passes its lower edge.
  const startEdge = index * step;
  let start = findCrossing(of, startEdge, from - spanDays * DAY_MS, from);
  let cursor = from;
  for (let guard = 0; guard < 6; guard++) {
    const end = findCrossing(of, norm360((index + 1) * step), cursor, cursor + spanDays * DAY_MS);
    out.push({ index, start, end });
    if (end >= to) break;
    index = (index + 1) % count;
    start = end;
    cursor = end;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------------------
// Time zones

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True for a time zone name this runtime knows. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, in minutes. */
export function utcOffsetMinutes(timeZone: string, ms: number): number {
  if (timeZone === 'Asia/Kolkata') return 330;
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(ms))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const get = (type: string) => known(parts[type], `the ${type} of a formatted date`);
  const local = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return Math.round((local - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant of local midnight starting `date` in the zone. */
function localMidnight(date: string, timeZone: string): number {
  const utcMidnight = Date.parse(`${date}T00:00:00Z`);
  let guess = utcMidnight - utcOffsetMinutes(timeZone, utcMidnight) * 60_000;
  guess = utcMidnight - utcOffsetMinutes(timeZone, guess) * 60_000;
  return guess;
}

// ---------------------------------------------------------------------------------------------------------------
// The day

/** Rahu Kaal, Yamaganda and Gulika: which eighth of the daytime (0-based) by weekday, Sunday first. */
const RAHU_PART = [7, 1, 6, 4, 5, 3, 2];
const YAMAGANDA_PART = [4, 3, 2, 1, 0, 6, 5];
const GULIKA_PART = [6, 5, 4, 3, 2, 1, 0];

export class NoSunriseError extends Error {
  constructor() {
    super('The Sun does not rise or set at this place on this date');
  }
}

function riseSet(observer: Observer, direction: 1 | -1, fromMs: number): number {
  const found = SearchRiseSet(Body.Sun, observer, direction, MakeTime(new Date(fromMs)), 1.2);
  if (!found) throw new NoSunriseError();
  return found.date.getTime();
}

/** The previous (or next) new moon around an instant with the given elongation. */
function newMoonNear(ms: number, elong: number, which: 'previous' | 'next'): number {
  const estimate = which === 'previous' ? ms - (elong / 12.19) * DAY_MS : ms + ((360 - elong) / 12.19) * DAY_MS;
  const of = (t: number) => elongation(positions(t));
  return findCrossing(of, 0, estimate - 3 * DAY_MS, estimate + 3 * DAY_MS);
}

function lunarMonth(newMoonMs: number, nextNewMoonMs: number): LunarMonth {
  const signAtStart = Math.floor(sunSidereal(positions(newMoonMs)) / 30);
  const signAtEnd = Math.floor(sunSidereal(positions(nextNewMoonMs)) / 30);
  const index = (signAtStart + 1) % 12;
  return { index, name: at(MONTHS, index), adhika: signAtStart === signAtEnd };
}

const toDate = (ms: number) => new Date(Math.round(ms / 1000) * 1000);

export function computePanchang(date: string, place: PanchangPlace): Panchang {
  const { lat, lng, timeZone } = place;
  const observer = new Observer(lat, lng, 0);
  const midnight = localMidnight(date, timeZone);
  const sunrise = riseSet(observer, 1, midnight);
  const sunset = riseSet(observer, -1, sunrise);
  const nextSunrise = riseSet(observer, 1, sunset);
  const atSunrise = positions(sunrise);
  const weekday = new Date(Date.parse(`${date}T00:00:00Z`)).getUTCDay();

  const tithiSteps = stepsBetween(elongation, 12, 30, sunrise, nextSunrise, atSunrise);
  const tithis: Tithi[] = tithiSteps.map(({ index, start, end }) => ({
    number: index + 1,
    name: tithiName(index + 1),
    paksha: index < 15 ? 'SHUKLA' : 'KRISHNA',
    pakshaName: index < 15 ? PAKSHAS.SHUKLA : PAKSHAS.KRISHNA,
    start: toDate(start),
    end: toDate(end),
  }));
  const limbs = (steps: Array<{ index: number; start: number; end: number }>, names: readonly Name[]): Limb[] =>
    steps.map(({ index, start, end }) => ({ number: index + 1, name: at(names, index), start: toDate(start), end: toDate(end) }));
  const nakshatras = limbs(stepsBetween(moonSidereal, NAKSHATRA_DEG, 27, sunrise, nextSunrise, atSunrise), NAKSHATRAS);
  const yogas = limbs(stepsBetween(yogaAngle, NAKSHATRA_DEG, 27, sunrise, nextSunrise, atSunrise), YOGAS);
  const karanaSteps = stepsBetween(elongation, 6, 60, sunrise, nextSunrise, atSunrise);
  const karanas: Limb[] = karanaSteps.map(({ index, start, end }) => ({
    number: index + 1,
    name: karanaName(index),
    start: toDate(start),
    end: toDate(end),
  }));

  const eighth = (sunset - sunrise) / 8;
  const part = (i: number): Period => ({ start: toDate(sunrise + i * eighth), end: toDate(sunrise + (i + 1) * eighth) });
  const muhurta = (sunset - sunrise) / 15;

  const elong = elongation(atSunrise);
  const previousNewMoon = newMoonNear(sunrise, elong, 'previous');
  const nextNewMoon = newMoonNear(sunrise, elong, 'next');
  const amantaMonth = lunarMonth(previousNewMoon, nextNewMoon);
  const tithi = first(tithis, 'the tithi at sunrise');
  let purnimantaMonth = amantaMonth;
  if (tithi.paksha === 'KRISHNA') {
    const following = lunarMonth(nextNewMoon, newMoonNear(nextNewMoon + DAY_MS, 12.19, 'next'));
    purnimantaMonth = { index: following.index, name: following.name, adhika: amantaMonth.adhika };
  }
  // The year's Chaitra began about `index` lunations before this month's new moon (Chaitra starts in March or April).
  const yearStart = new Date(previousNewMoon - amantaMonth.index * 29.53 * DAY_MS);
  const vikramSamvat = yearStart.getUTCFullYear() + 57;

  const sunSignAtSunrise = Math.floor(sunSidereal(atSunrise) / 30);
  const sunSignNext = Math.floor(sunSidereal(positions(nextSunrise)) / 30);
  let sankranti: Panchang['sankranti'] = null;
  if (sunSignNext !== sunSignAtSunrise) {
    const entry = findCrossing((t) => sunSidereal(positions(t)), sunSignNext * 30, sunrise, nextSunrise);
    sankranti = { rashi: at(RASHIS, sunSignNext), at: toDate(entry) };
  }

  return {
    date,
    lat,
    lng,
    timeZone,
    utcOffsetMinutes: utcOffsetMinutes(timeZone, sunrise),
    weekday,
    vara: at(VARAS, weekday),
    sunrise: toDate(sunrise),
    sunset: toDate(sunset),
    nextSunrise: toDate(nextSunrise),
    tithi,
    tithis,
    nakshatra: first(nakshatras, 'the nakshatra at sunrise'),
    nakshatras,
    yoga: first(yogas, 'the yoga at sunrise'),
    yogas,
    karanas,
    rahuKaal: part(at(RAHU_PART, weekday)),
    yamaganda: part(at(YAMAGANDA_PART, weekday)),
    gulikaKaal: part(at(GULIKA_PART, weekday)),
    abhijit: weekday === 3 ? null : { start: toDate(sunrise + 7 * muhurta), end: toDate(sunrise + 8 * muhurta) },
    amantaMonth,
    purnimantaMonth,
    vikramSamvat,
    shakaSamvat: vikramSamvat - 135,
    sunRashi: at(RASHIS, sunSignAtSunrise),
    moonRashi: at(RASHIS, Math.floor(moonSidereal(atSunrise) / 30)),
    ayanamsa: atSunrise.ayanamsa,
    sankranti,
    ekadashi: tithi.number === 11 || tithi.number === 26,
    purnima: tithi.number === 15,
    amavasya: tithi.number === 30,
    bhadra: karanaSteps.some(({ index, start, end }) => isVishti(index) && start < sunset && end > sunrise),
  };
}
