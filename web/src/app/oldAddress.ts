import { localePath } from '@marketplace/schema/rules/address';

/**
 * The app's addresses before issue #32 were hash routes ('#/home?pandit=<id>', '#about', '#/ceremonies/<slug>',
 * '&lang=hi'); every one still works: as a visit starts, main.tsx replaces it (history.replaceState) with the real
 * address. This module is the one table of those old routes.
 */

/**
 * The old hash routes, each now the same path ('#/ceremonies/x?y' -> '/ceremonies/x?y'), but for home ('#/', '#/home')
 * and '?pandit=<id>' (on home or the directory: now the pandit's own page; a bare id resolves, the app then writes the
 * slug) and the old '#/reset-password'. A hash not listed here is not an old address (an in-page anchor).
 */
const OLD_ROUTES = new Set(
  'pandits packages about bookings workspace book admin join password terms privacy refunds receipt developers panchang ceremonies complaints grievances how-we-rank'.split(
    ' ',
  ),
);

function oldRoute(first: string, rest: string, params: URLSearchParams): string | null {
  const id = first === '' || first === 'home' || first === 'pandits' ? params.get('pandit') : null;
  if (id) {
    params.delete('pandit');
    return `/pandits/${encodeURIComponent(id)}`;
  }
  if (first === '' || first === 'home') return '/';
  if (first === 'reset-password') return '/password/reset';
  return OLD_ROUTES.has(first) ? `/${first}${rest}` : null;
}

export type Language = 'en' | 'hi';

/** The language an address is in: Hindi under /hi, else English. */
export function languageOfPath(pathname: string): Language {
  return pathname === '/hi' || pathname.startsWith('/hi/') ? 'hi' : 'en';
}

/** A path without its language prefix ('/hi/about' -> '/about', '/hi' -> '/'). */
export function pathInEnglish(pathname: string): string {
  return languageOfPath(pathname) === 'hi' ? pathname.slice(3) || '/' : pathname;
}

/**
 * The real address of an address as a visit starts, or null when it is already one: an old hash route becomes its
 * path, `lang=en|hi` (in the hash route or the query) becomes the /hi twin or not, and an address that names no
 * language takes the visitor's stored choice (`stored`).
 */
export function newAddress(
  location: { pathname: string; search: string; hash: string },
  stored: Language | null = null,
): string | null {
  let path = location.pathname;
  let params = new URLSearchParams(location.search);
  let hash = location.hash;
  const route = path === '/' ? /^#\/?([^?]*)(?:\?(.*))?$/.exec(hash) : null;
  if (route) {
    const [first = '', ...more] = (route[1] ?? '').split('/');
    const hashParams = new URLSearchParams(route[2] ?? '');
    const old = oldRoute(first, more.length ? `/${more.join('/')}` : '', hashParams);
    if (old !== null) [path, params, hash] = [old, hashParams, ''];
  }
  const asked = params.get('lang') ?? new URLSearchParams(location.search).get('lang');
  params.delete('lang');
  const lang: Language = asked === 'hi' || asked === 'en' ? asked : languageOfPath(path) === 'hi' ? 'hi' : (stored ?? 'en');
  const target = localePath(lang, pathInEnglish(path));
  const query = params.toString();
  const next = `${target}${query ? `?${query}` : ''}${hash}`;
  return next === `${location.pathname}${location.search}${location.hash}` ? null : next;
}
