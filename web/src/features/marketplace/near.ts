import type { StateWithCities } from './reference';

/** A position rounded to about a kilometre: the `near` URL parameter (what is sent with the search). */
export const point = (lat: number, lng: number) => `${lat.toFixed(2)},${lng.toFixed(2)}`;

/** The reference city a `near` value stands for when it was chosen from the list (its rounded coordinates). */
export function cityAt(states: StateWithCities[], near: string) {
  for (const state of states) {
    for (const city of state.cities) if (point(city.latitude, city.longitude) === near) return { state, city };
  }
  return undefined;
}
