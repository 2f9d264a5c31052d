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

/**
 * Near me: asks the browser for the visitor's position once and hands it on rounded (`point`); `fail` says why there
 * is none (the 'search' namespace's `near.unsupported` / `near.denied`). No third-party call.
 */
export function locate(found: (near: string) => void, fail: (reason: 'unsupported' | 'denied') => void) {
  if (!('geolocation' in navigator)) {
    fail('unsupported');
    return;
  }
  navigator.geolocation.getCurrentPosition(
    (pos) => found(point(pos.coords.latitude, pos.coords.longitude)),
    () => fail('denied'),
    { enableHighAccuracy: false, timeout: 10_000, maximumAge: 600_000 },
  );
}
