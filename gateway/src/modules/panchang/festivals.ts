import { addDays } from '@marketplace/schema/rules/calendar';
import type { Panchang, Tithi } from './compute.js';
import { isVishti, RASHIS, type Name } from './names.js';
import { at } from '../../indexed.js';

/**
 * The major festivals as reference data computed from the panchang (decision record 0055): each one is a tithi of an
 * amanta month (or the Sun entering Makara), kept on the day that tithi touches the time of day the festival is kept
 * at, as the North Indian almanacs (drikpanchang.com's conventions) fix it:
 *
 * - a tithi festival falls on the first day D whose moment M(D) (sunrise, the forenoon, midday, the afternoon,
 *   sunset, or midnight) lies within the tithi; a tithi that touches no such moment (it starts after M(D) and ends
 *   before M(D+1)) is kept on D, the day it falls in;
 * - not in an adhika month (the festival is kept in the nija month that follows);
 * - Makar Sankranti: the day on which the Sun enters sidereal Makara before sunset, else the next day;
 * - Holika Dahan: Phalguna Purnima at sunset, but the next day when Bhadra (Vishti, the first half of Purnima) lasts
 *   past that night's midnight; Holi the day after Holika Dahan.
 *
 * Regional and sectarian variants (Smarta and Vaishnava Janmashtami, Bengali or Tamil calendars, a Diwali
 * argued between two evenings) are not computed: one date per festival and place, the dialog and page say which rule.
 */
export type FestivalId =
  | 'MAKAR_SANKRANTI'
  | 'VASANT_PANCHAMI'
  | 'MAHA_SHIVARATRI'
  | 'HOLIKA_DAHAN'
  | 'HOLI'
  | 'CHAITRA_NAVRATRI'
  | 'RAM_NAVAMI'
  | 'RAKSHA_BANDHAN'
  | 'JANMASHTAMI'
  | 'GANESH_CHATURTHI'
  | 'SHARAD_NAVRATRI'
  | 'DUSSEHRA'
  | 'DIWALI';

export interface Festival {
  id: FestivalId;
  name: Name;
}

/** The time of day a festival's tithi must touch. */
type Moment = 'sunrise' | 'forenoon' | 'midday' | 'afternoon' | 'sunset' | 'midnight';

interface TithiFestival extends Festival {
  /** Amanta month, 0 Chaitra .. 11 Phalguna. */
  month: number;
  /** 1..30 (16..30 Krishna paksha, 30 Amavasya). */
  tithi: number;
  moment: Moment;
}

const f = (id: FestivalId, en: string, hi: string, month: number, tithi: number, moment: Moment): TithiFestival => ({
  id,
  name: { en, hi },
  month,
  tithi,
  moment,
});

/** In the order of the year (Chaitra first); months amanta, so Krishna paksha festivals sit in the month before the purnimanta name. */
export const TITHI_FESTIVALS: readonly TithiFestival[] = [
  // Chaitra Shukla Pratipada: the Vikram year begins (Gudi Padwa, Ugadi).
  f('CHAITRA_NAVRATRI', 'Chaitra Navratri begins (Hindu New Year)', 'चैत्र नवरात्रि आरंभ (नव संवत्सर)', 0, 1, 'sunrise'),
  f('RAM_NAVAMI', 'Ram Navami', 'राम नवमी', 0, 9, 'midday'),
  f('RAKSHA_BANDHAN', 'Raksha Bandhan', 'रक्षा बंधन', 4, 15, 'sunrise'),
  // Bhadrapada Krishna Ashtami purnimanta; the Vaishnava rule (Ashtami at sunrise), which the public holiday follows.
  f('JANMASHTAMI', 'Krishna Janmashtami', 'कृष्ण जन्माष्टमी', 4, 23, 'sunrise'),
  f('GANESH_CHATURTHI', 'Ganesh Chaturthi', 'गणेश चतुर्थी', 5, 4, 'midday'),
  f('SHARAD_NAVRATRI', 'Sharad Navratri begins', 'शारदीय नवरात्रि आरंभ', 6, 1, 'sunrise'),
  f('DUSSEHRA', 'Dussehra (Vijayadashami)', 'दशहरा (विजयादशमी)', 6, 10, 'afternoon'),
  // Kartika Amavasya purnimanta = the Amavasya that ends amanta Ashwin; Lakshmi Puja at pradosh.
  f('DIWALI', 'Diwali (Lakshmi Puja)', 'दीपावली (लक्ष्मी पूजन)', 6, 30, 'sunset'),
  f('VASANT_PANCHAMI', 'Vasant Panchami', 'वसंत पंचमी', 10, 5, 'forenoon'),
  // Phalguna Krishna Chaturdashi purnimanta = Magha Krishna Chaturdashi amanta, at nishita (midnight).
  f('MAHA_SHIVARATRI', 'Maha Shivaratri', 'महाशिवरात्रि', 10, 29, 'midnight'),
];
const PHALGUNA_PURNIMA = { month: 11, tithi: 15 } as const;
export const MAKAR_SANKRANTI: Festival = { id: 'MAKAR_SANKRANTI', name: { en: 'Makar Sankranti', hi: 'मकर संक्रांति' } };
export const HOLIKA_DAHAN: Festival = { id: 'HOLIKA_DAHAN', name: { en: 'Holika Dahan', hi: 'होलिका दहन' } };
export const HOLI: Festival = { id: 'HOLI', name: { en: 'Holi', hi: 'होली' } };
/** The Sun entering sidereal Makara (Capricorn). */
const MAKARA = at(RASHIS, 9, 'Makara');
const isMakara = (s: Panchang['sankranti']) => Boolean(s && s.rashi.en === MAKARA.en);

/** The instant of a moment of the Hindu day (sunrise to next sunrise), ms. */
function momentOf(p: Panchang, moment: Moment): number {
  const rise = p.sunrise.getTime();
  const set = p.sunset.getTime();
  const day = set - rise;
  switch (moment) {
    case 'sunrise':
      return rise;
    case 'forenoon': // the middle of purvahna, the 2nd fifth of the daytime
      return rise + 0.3 * day;
    case 'midday': // the middle of madhyahna, the 3rd fifth
      return rise + 0.5 * day;
    case 'afternoon': // the middle of aparahna, the 4th fifth
      return rise + 0.7 * day;
    case 'sunset':
      return set;
    case 'midnight': // nishita: the middle of the night
      return (set + p.nextSunrise.getTime()) / 2;
  }
}

interface MonthTithi {
  tithi: Tithi;
  month: number;
  adhika: boolean;
}

/** The day's tithis with their amanta month: a tithi after the Amavasya (its number wraps) is in the next month. */
function tithisWithMonth(p: Panchang): MonthTithi[] {
  const first = p.tithi.number;
  return p.tithis.map((tithi) =>
    tithi.number >= first
      ? { tithi, month: p.amantaMonth.index, adhika: p.amantaMonth.adhika }
      : // The month after: whether it is adhika is not known here (an adhika month after an Amavasya kshaya: rare).
        { tithi, month: (p.amantaMonth.index + 1) % 12, adhika: false },
  );
}

/** Reads the panchang of any date at the same place (cached by the caller). */
export type PanchangOfDate = (date: string) => Panchang;

/** The tithi (month, number) as kept on `date`, by the rule above; null when that tithi is not kept on this date. */
function tithiKeptOn(date: string, get: PanchangOfDate, rule: { month: number; tithi: number }, moment: Moment): Tithi | null {
  const day = get(date);
  const at = momentOf(day, moment);
  for (const { tithi, month, adhika } of tithisWithMonth(day)) {
    if (tithi.number !== rule.tithi || month !== rule.month || adhika) continue;
    const start = tithi.start.getTime();
    const end = tithi.end.getTime();
    // Runs at this day's moment: kept here if it did not already run at the day before's.
    if (start <= at && end > at) return start > momentOf(get(addDays(date, -1)), moment) ? tithi : null;
    // Touches no moment: it starts after this day's and ends before the next day's.
    if (start > at && end <= momentOf(get(addDays(date, 1)), moment)) return tithi;
  }
  return null;
}

function makarSankrantiOn(date: string, get: PanchangOfDate): boolean {
  const day = get(date);
  if (isMakara(day.sankranti) && day.sankranti!.at <= day.sunset) return true;
  const before = get(addDays(date, -1));
  return isMakara(before.sankranti) && before.sankranti!.at > before.sunset;
}

/** Holika Dahan on `date`: see the module comment. */
function holikaDahanOn(date: string, get: PanchangOfDate): boolean {
  const bhadraPastMidnight = (d: string): boolean | null => {
    const purnima = tithiKeptOn(d, get, PHALGUNA_PURNIMA, 'sunset');
    if (!purnima) return null;
    const p = get(d);
    // Vishti is the first karana of Shukla Purnima (the 29th of the month).
    const karanas = [...get(addDays(d, -1)).karanas, ...p.karanas];
    const vishti = karanas.find((k) => k.number === 29 && isVishti(k.number - 1));
    const bhadraEnd = vishti ? vishti.end.getTime() : (purnima.start.getTime() + purnima.end.getTime()) / 2;
    return bhadraEnd > momentOf(p, 'midnight');
  };
  if (bhadraPastMidnight(date) === false) return true;
  return bhadraPastMidnight(addDays(date, -1)) === true;
}

/**
 * The festivals kept on `date` at the place `get` reads. Cheap when nothing can match: the neighbouring days are read
 * only for a candidate tithi or sankranti.
 */
export function festivalsOn(date: string, get: PanchangOfDate): Festival[] {
  const day = get(date);
  const out: Festival[] = [];
  // The festival's tithi is in this day's list whenever it is kept on this day (it runs at the moment or falls within).
  const here = new Set(tithisWithMonth(day).map(({ tithi, month }) => `${month}:${tithi.number}`));
  if (isMakara(day.sankranti) || day.sunRashi.en === MAKARA.en) {
    if (makarSankrantiOn(date, get)) out.push(MAKAR_SANKRANTI);
  }
  for (const rule of TITHI_FESTIVALS) {
    if (here.has(`${rule.month}:${rule.tithi}`) && tithiKeptOn(date, get, rule, rule.moment)) out.push(rule);
  }
  // Holika Dahan and Holi fall in amanta Phalguna (Purnima, and the Krishna Pratipada after it).
  if (day.amantaMonth.index === PHALGUNA_PURNIMA.month) {
    if (holikaDahanOn(date, get)) out.push(HOLIKA_DAHAN);
    if (holikaDahanOn(addDays(date, -1), get)) out.push(HOLI);
  }
  return out.map(({ id, name }) => ({ id, name }));
}
