import { describe, expect, it } from 'vitest';
import { languageOfPath, newAddress, pathInEnglish } from './oldAddress';

const at = (url: string) => {
  const u = new URL(url, 'https://example.in');
  return { pathname: u.pathname, search: u.search, hash: u.hash };
};

describe('old hash links land on the real addresses', () => {
  it.each([
    ['/#about', '/about'],
    ['/#/about', '/about'],
    ['/#packages', '/packages'],
    ['/#/pandits?city=Varanasi&sort=RATING', '/pandits?city=Varanasi&sort=RATING'],
    ['/#/home?pandit=3fa2c1d4-5b6a-4c3d-9e8f-0123456789ab', '/pandits/3fa2c1d4-5b6a-4c3d-9e8f-0123456789ab'],
    ['/#/home?q=havan', '/?q=havan'],
    ['/#/pandits?pandit=abc&q=x', '/pandits/abc?q=x'],
    ['/#/', '/'],
    ['/#/bookings', '/bookings'],
    ['/#bookings', '/bookings'],
    ['/#/book/pandit/abc', '/book/pandit/abc'],
    ['/#/ceremonies/griha-pravesh/Pune', '/ceremonies/griha-pravesh/Pune'],
    ['/#/admin?tab=pandits', '/admin?tab=pandits'],
    ['/#/password/reset?token=t0k', '/password/reset?token=t0k'],
    ['/#/receipt/b1', '/receipt/b1'],
    ['/#/panchang?date=2026-01-14&city=dl-new-delhi&lang=hi', '/hi/panchang?date=2026-01-14&city=dl-new-delhi'],
    ['/?lang=hi#about', '/hi/about'],
    ['/about?lang=hi', '/hi/about'],
    ['/hi/about?lang=en', '/about'],
  ])('%s -> %s', (from, to) => expect(newAddress(at(from))).toBe(to));

  it('leaves real addresses and in-page anchors alone', () => {
    expect(newAddress(at('/pandits/x-3fa2c1d4'))).toBeNull();
    expect(newAddress(at('/hi/pandits'))).toBeNull();
    expect(newAddress(at('/#main-content'))).toBeNull();
    expect(newAddress(at('/about#main-content'))).toBeNull();
  });

  it('an address that names no language takes the stored choice; one that does keeps its own', () => {
    expect(newAddress(at('/about'), 'hi')).toBe('/hi/about');
    expect(newAddress(at('/'), 'hi')).toBe('/hi');
    expect(newAddress(at('/#about'), 'hi')).toBe('/hi/about');
    expect(newAddress(at('/hi/about'), 'en')).toBeNull();
    expect(newAddress(at('/#/panchang?lang=en'), 'hi')).toBe('/panchang');
  });

  it('reads the language of a path', () => {
    expect(languageOfPath('/hi')).toBe('hi');
    expect(languageOfPath('/hi/pandits/x')).toBe('hi');
    expect(languageOfPath('/history')).toBe('en');
    expect(pathInEnglish('/hi/pandits/x')).toBe('/pandits/x');
    expect(pathInEnglish('/hi')).toBe('/');
  });
});
