import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './app/fonts.css';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18n, i18nReady } from './app/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { createApolloClient } from './app/apollo';

const client = createApolloClient();
preloadRoute(location.hash, client, i18n.language);

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

// A transition: React renders the first page in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task that holds a phone's main thread (Total Blocking Time).
void Promise.all([i18nReady, appStyles()]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <App client={client} />
      </StrictMode>,
    ),
  );
});
