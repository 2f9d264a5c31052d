import { newAddress } from './oldAddress';

// Evaluated first (main.tsx's first import), before app/i18n reads the language from the address: an old hash link
// ('#about', '#/home?pandit=<id>') becomes its real address, and an address that names no language takes the
// visitor's stored choice ('/about' -> '/hi/about'). replaceState: no new history entry, nothing reloads.
function storedLanguage(): 'en' | 'hi' | null {
  try {
    const value = localStorage.getItem('lang');
    return value === 'hi' || value === 'en' ? value : null;
  } catch {
    return null; // storage unavailable: the address alone decides
  }
}

if (typeof window !== 'undefined') {
  const next = newAddress(window.location, storedLanguage());
  if (next) window.history.replaceState(window.history.state, '', next);
  // An old hash link followed within the page (pasted into the address bar of an open tab: only the hash changes, so
  // nothing loads) goes to its real address too, as a new visit of that address.
  window.addEventListener('hashchange', () => {
    const moved = newAddress(window.location, storedLanguage());
    if (moved) window.location.replace(moved);
  });
}
