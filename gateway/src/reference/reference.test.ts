import { describe, it, expect } from 'vitest';
import { DESTINATIONS, LANGUAGES, STATES, findState, hindiAliases, type Localized } from './index.js';

const DEVANAGARI = /[\u0900-\u097F]/;
const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function expectLocalized(name: Localized): void {
  expect(name.en.trim()).not.toBe('');
  expect(name.hi.trim()).not.toBe('');
  expect(name.hi).toMatch(DEVANAGARI);
}

function expectInIndia(lat: number, lng: number): void {
  expect(lat).toBeGreaterThanOrEqual(6);
  expect(lat).toBeLessThanOrEqual(37);
  expect(lng).toBeGreaterThanOrEqual(68);
  expect(lng).toBeLessThanOrEqual(98);
}

describe('STATES', () => {
  it('has all 28 states and 8 union territories', () => {
    expect(STATES).toHaveLength(36);
    expect(STATES.filter((s) => s.kind === 'STATE')).toHaveLength(28);
    expect(STATES.filter((s) => s.kind === 'UNION_TERRITORY')).toHaveLength(8);
  });

  it('has unique two-letter codes', () => {
    const codes = STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    for (const code of ['UP', 'MH', 'DL', 'KA', 'TN', 'WB', 'UK', 'TS', 'DH', 'LA', 'JK', 'LD', 'PY', 'AN', 'CH']) {
      expect(codes).toContain(code);
    }
  });

  it('is sorted by English name', () => {
    const names = STATES.map((s) => s.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('has exactly 10 unique, localized, located cities per state', () => {
    for (const state of STATES) {
      expectLocalized(state.name);
      expect(state.cities, state.code).toHaveLength(10);
      expect(new Set(state.cities.map((c) => c.name.en)).size, state.code).toBe(10);
      expect(new Set(state.cities.map((c) => c.name.hi)).size, state.code).toBe(10);
      for (const city of state.cities) {
        expectLocalized(city.name);
        expectInIndia(city.lat, city.lng);
      }
    }
  });
});

describe('DESTINATIONS', () => {
  it('has 55-65 destinations with unique kebab-case ids', () => {
    expect(DESTINATIONS.length).toBeGreaterThanOrEqual(55);
    expect(DESTINATIONS.length).toBeLessThanOrEqual(65);
    const ids = DESTINATIONS.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(KEBAB);
  });

  it('references valid states and a city of that state', () => {
    for (const destination of DESTINATIONS) {
      expectLocalized(destination.name);
      expectInIndia(destination.lat, destination.lng);
      const state = findState(destination.stateCode);
      expect(state, destination.id).toBeDefined();
      const city = state!.cities.find((c) => c.name.en === destination.city);
      expect(city, destination.id).toBeDefined();
    }
  });

  it('includes the 12 Jyotirlingas and the Char Dham', () => {
    const ids = DESTINATIONS.map((d) => d.id);
    expect(ids.filter((id) => id.endsWith('jyotirlinga'))).toHaveLength(8);
    for (const id of ['kedarnath', 'kashi-vishwanath', 'baidyanath-dham', 'ramanathaswamy-rameswaram']) {
      expect(ids).toContain(id);
    }
    for (const id of ['badrinath', 'gangotri', 'yamunotri', 'dwarkadhish-temple', 'jagannath-puri']) {
      expect(ids).toContain(id);
    }
  });
});

describe('LANGUAGES', () => {
  it('has the 12 languages in order', () => {
    expect(LANGUAGES.map((l) => l.code)).toEqual(['hi', 'en', 'sa', 'bn', 'mr', 'gu', 'ta', 'te', 'kn', 'ml', 'pa', 'bho']);
    for (const language of LANGUAGES) expectLocalized(language.name);
  });
});

describe('findState', () => {
  it('matches code, English and Hindi names case-insensitively', () => {
    expect(findState('up')?.name.en).toBe('Uttar Pradesh');
    expect(findState('IN-MH')?.code).toBe('MH');
    expect(findState('  west bengal ')?.code).toBe('WB');
    expect(findState('उत्तराखंड')?.code).toBe('UK');
    expect(findState('nowhere')).toBeUndefined();
  });
});

describe('hindiAliases', () => {
  it('returns deduplicated bilingual pairs from all reference data', () => {
    const aliases = hindiAliases();
    const keys = aliases.map((a) => `${a.en.toLowerCase()}|${a.hi}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(aliases).toContainEqual({ en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' });
    expect(aliases).toContainEqual({ en: 'Varanasi', hi: 'वाराणसी' });
    expect(aliases).toContainEqual({ en: 'Hindi', hi: 'हिन्दी' });
    expect(aliases.some((a) => a.en === 'Kashi Vishwanath Temple')).toBe(true);
    for (const alias of aliases) expect(alias.hi).toMatch(DEVANAGARI);
  });
});
