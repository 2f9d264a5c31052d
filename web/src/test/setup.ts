import { afterEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { i18n } from '../app/i18n';

// The files of a worker share one jsdom and one module graph (vitest.config.ts, isolate: false): each test leaves
// them as it found them, unmounted, with empty storage and the default language.
afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
});

// findBy*/waitFor wait for a condition, so a generous limit costs nothing when the machine is quick and keeps a
// loaded 2-core machine (a CPU hog on the other core) from failing a test whose screen is only slow to render:
// the 1 s default did, at random, in the booking dialog's tests.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these browser APIs that Mantine uses.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// eslint-disable-next-line @typescript-eslint/unbound-method -- only checks whether jsdom has it
window.HTMLElement.prototype.scrollIntoView ??= function scrollIntoView() {};
// Mantine's autosize Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
