// First: an old hash link becomes its real address before anything reads the address (app/oldAddress.ts).
import './app/startAddress';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/fonts/app-fonts.css';
// Mantine's styles every page needs; each component's own stylesheet comes with its code (vite/mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { i18n, i18nReady } from './app/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { pathInEnglish } from './app/oldAddress';
import { createApolloClient } from './app/apollo';
import type { ApolloClient } from '@apollo/client';

// The start in tasks of its own, not one long one with the modules' evaluation (Total Blocking Time on a phone):
// the client and the stylesheet, then the first page's prefetch (its chunks' preloads), then the render. (Not a
// top-level await: the bundler then splits the shared modules into many more chunks, 8 KB more to download.)
setTimeout(() => {
  const client = createApolloClient();
  const styled = appStyles();
  setTimeout(() => {
    preloadRoute(pathInEnglish(location.pathname), location.search, client, i18n.language);
    void Promise.all([i18nReady, styled.then(() => pageFonts(i18n.language))]).then(() => render(client));
  }, 0);
}, 0);

/** The entry's stylesheet, preloaded by index.html (vite/async-css.ts): applied now, the app renders once it loaded. */
function appStyles(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    links.map(
      (link) =>
        new Promise((resolve) => {
          link.addEventListener('load', resolve, { once: true });
          link.addEventListener('error', resolve, { once: true });
          link.rel = 'stylesheet';
        }),
    ),
  );
}

/**
 * In Hindi, the Devanagari face (vite/font-faces.ts, 'swap') is asked for as soon as the stylesheet applies, and the
 * first render waits for it, at most 1 s (the shell is on screen meanwhile): a page rendered before it arrived
 * reflowed every paragraph when it did (a layout shift of 0.12 on About under Lighthouse).
 */
function pageFonts(language: string): Promise<unknown> {
  if (language !== 'hi' || !('fonts' in document)) return Promise.resolve();
  // One variable file holds every weight the app uses.
  const face = document.fonts.load('400 16px "Noto Sans Devanagari"', 'क');
  return Promise.race([face, new Promise((resolve) => setTimeout(resolve, 1000))]).catch(() => undefined);
}

/**
 * A transition: React renders the first page in slices of a few milliseconds, yielding to the browser between
 * them, instead of one long task that holds a phone's main thread (Total Blocking Time).
 */
function render(client: ApolloClient) {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    ),
  );
}
