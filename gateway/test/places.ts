import { STATES } from '../src/reference/index.js';

/** A reference city's coordinates (reference/states.ts), as the distance filters measure from them. */
export const coords = (state: string, city: string) => {
  const c = STATES.find((x) => x.name.en === state)!.cities.find((x) => x.name.en === city)!;
  return { lat: c.lat, lng: c.lng };
};
export const VARANASI = coords('Uttar Pradesh', 'Varanasi');
