import { newAddress } from './oldAddress';

// Evaluated first (main.tsx's first import), before app/i18n reads the language from the address: an old hash link
// ('#about', '#/home?pandit=<id>') becomes its real address, and an address that names no language takes the
// visitor's stored choice ('/about' -> '/hi/about'). replaceState: no new history entry, nothing reloads.
if (typeof window !== 'undefined') {
  let stored: 'en' | 'hi' | null = null;
  try {
    const value = localStorage.getItem('lang');
    stored = value === 'hi' || value === 'en' ? value : null;
  } catch {
    /* storage unavailable: the address alone decides */
  }
  const next = newAddress(window.location, stored);
  if (next) window.history.replaceState(window.history.state, '', next);
}
