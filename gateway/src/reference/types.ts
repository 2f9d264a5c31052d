export interface Localized {
  en: string;
  hi: string;
}

export interface City {
  name: Localized;
  lat: number;
  lng: number;
}

export interface State {
  /** ISO 3166-2:IN subdivision suffix, e.g. 'UP' for IN-UP. */
  code: string;
  name: Localized;
  kind: 'STATE' | 'UNION_TERRITORY';
  cities: City[];
}

export interface Destination {
  id: string;
  name: Localized;
  stateCode: string;
  /** English name of the nearest city (one of the state's cities in STATES). */
  city: string;
  lat: number;
  lng: number;
}

export interface Language {
  code: string;
  name: Localized;
}
