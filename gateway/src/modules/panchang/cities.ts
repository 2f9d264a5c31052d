import { haversineKm, insideIndia, PANCHANG_DEFAULT_TZ } from '@marketplace/schema/rules';
import { findCity, findState, STATES, type Localized } from '../../reference/index.js';
import { first } from '../../indexed.js';

/** A city the panchang page offers: every city of the reference data (India) and cities of the diaspora abroad. */
export interface PanchangCity {
  id: string;
  name: Localized;
  countryCode: string;
  latitude: number;
  longitude: number;
  timeZone: string;
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const abroad = (
  countryCode: string,
  en: string,
  hi: string,
  latitude: number,
  longitude: number,
  timeZone: string,
): PanchangCity => ({
  id: `${countryCode.toLowerCase()}-${slug(en)}`,
  name: { en, hi },
  countryCode,
  latitude,
  longitude,
  timeZone,
});

/** Cities abroad with large Hindu communities, with their IANA zones (daylight saving follows the zone). */
const ABROAD: PanchangCity[] = [
  abroad('US', 'New York', 'न्यूयॉर्क', 40.7128, -74.006, 'America/New_York'),
  abroad('US', 'Chicago', 'शिकागो', 41.8781, -87.6298, 'America/Chicago'),
  abroad('US', 'Houston', 'ह्यूस्टन', 29.7604, -95.3698, 'America/Chicago'),
  abroad('US', 'San Francisco', 'सैन फ़्रांसिस्को', 37.7749, -122.4194, 'America/Los_Angeles'),
  abroad('CA', 'Toronto', 'टोरंटो', 43.6532, -79.3832, 'America/Toronto'),
  abroad('CA', 'Vancouver', 'वैंकूवर', 49.2827, -123.1207, 'America/Vancouver'),
  abroad('GB', 'London', 'लंदन', 51.5074, -0.1278, 'Europe/London'),
  abroad('GB', 'Leicester', 'लेस्टर', 52.6369, -1.1398, 'Europe/London'),
  abroad('NL', 'Amsterdam', 'एम्स्टर्डम', 52.3676, 4.9041, 'Europe/Amsterdam'),
  abroad('DE', 'Frankfurt', 'फ़्रैंकफ़र्ट', 50.1109, 8.6821, 'Europe/Berlin'),
  abroad('AE', 'Dubai', 'दुबई', 25.2048, 55.2708, 'Asia/Dubai'),
  abroad('SG', 'Singapore', 'सिंगापुर', 1.3521, 103.8198, 'Asia/Singapore'),
  abroad('MY', 'Kuala Lumpur', 'क्वालालंपुर', 3.139, 101.6869, 'Asia/Kuala_Lumpur'),
  abroad('NP', 'Kathmandu', 'काठमांडू', 27.7172, 85.324, 'Asia/Kathmandu'),
  abroad('LK', 'Colombo', 'कोलंबो', 6.9271, 79.8612, 'Asia/Colombo'),
  abroad('AU', 'Sydney', 'सिडनी', -33.8688, 151.2093, 'Australia/Sydney'),
  abroad('AU', 'Melbourne', 'मेलबर्न', -37.8136, 144.9631, 'Australia/Melbourne'),
  abroad('NZ', 'Auckland', 'ऑकलैंड', -36.8485, 174.7633, 'Pacific/Auckland'),
  abroad('ZA', 'Durban', 'डरबन', -29.8587, 31.0218, 'Africa/Johannesburg'),
  abroad('KE', 'Nairobi', 'नैरोबी', -1.2921, 36.8219, 'Africa/Nairobi'),
  abroad('MU', 'Port Louis', 'पोर्ट लुई', -20.1609, 57.5012, 'Indian/Mauritius'),
  abroad('FJ', 'Suva', 'सुवा', -18.1248, 178.4501, 'Pacific/Fiji'),
  abroad('TT', 'Port of Spain', 'पोर्ट ऑफ़ स्पेन', 10.6549, -61.5019, 'America/Port_of_Spain'),
  abroad('SR', 'Paramaribo', 'पारामारिबो', 5.852, -55.2038, 'America/Paramaribo'),
];

const INDIA: PanchangCity[] = STATES.flatMap((state) =>
  state.cities.map((city) => ({
    id: `${state.code.toLowerCase()}-${slug(city.name.en)}`,
    name: city.name,
    countryCode: 'IN',
    latitude: city.lat,
    longitude: city.lng,
    timeZone: PANCHANG_DEFAULT_TZ,
  })),
);

/** India first (by state), then abroad. */
export const PANCHANG_CITIES: readonly PanchangCity[] = [...INDIA, ...ABROAD];
const BY_ID = new Map(PANCHANG_CITIES.map((c) => [c.id, c]));
export const findPanchangCity = (id: string) => BY_ID.get(id);

export const NEW_DELHI = BY_ID.get('dl-new-delhi') ?? first(INDIA, 'a city of India');

/** The city of a pandit's `state` and `city` (English names, as stored); New Delhi when they are not in the reference data. */
export function cityOfPandit(state: string, city: string): PanchangCity {
  const inState = findState(state);
  const found = inState && findCity(city, inState.code);
  return (found && BY_ID.get(`${found.state.code.toLowerCase()}-${slug(found.city.name.en)}`)) || NEW_DELHI;
}

/**
 * The time zone of a place when none is given: Asia/Kolkata inside India; abroad, the zone of the nearest listed city
 * within 500 km; else the Sun's own time rounded to the hour (a fixed-offset zone, no daylight saving).
 */
export function defaultTimeZone(lat: number, lng: number): string {
  if (insideIndia(lat, lng)) return PANCHANG_DEFAULT_TZ;
  let best: { km: number; zone: string } | null = null;
  for (const c of ABROAD) {
    const km = haversineKm(lat, lng, c.latitude, c.longitude);
    if (km <= 500 && (!best || km < best.km)) best = { km, zone: c.timeZone };
  }
  if (best) return best.zone;
  const hours = Math.round(lng / 15);
  // POSIX sign: Etc/GMT-5 is five hours ahead of UTC.
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}
