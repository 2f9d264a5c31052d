// First: an old hash link becomes its real address before anything reads the address (app/oldAddress.ts).
import './app/startAddress';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './app/fonts/app-fonts.css';
// Mantine's styles every page needs; each component's own stylesheet comes with its code (vite/mantine-styles.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import { i18n, i18nReady } from './app/i18n';
import { App } from './app/App';
import { preloadRoute } from './app/router';
import { languageOfPath, pathInEnglish } from './app/oldAddress';
import { createApolloClient } from './app/apollo';
import { seedReference } from './features/marketplace/reference';
import type { ServerState } from './entry-server';

const root = document.getElementById('root')!;
// The server render's answers (decision 0085): the page hydrates from them without asking again.
const state = readServerState();
const client = createApolloClient('/graphql', { hydrating: Boolean(state) });
if (state) {
  client.cache.restore(state.apollo);
  if (state.reference) seedReference(client, state.reference as Parameters<typeof seedReference>[1]);
}
// A page the server did not render: its code (a lazily loaded route, a profile's dialog) and first answers asked for at
// once, not when the render reaches them. A rendered page has its parts' code preloaded by its head, and its answers.
if (!state) preloadRoute(pathInEnglish(location.pathname), location.search, client, i18n.language);

void i18nReady.then(() => {
  const app = (
    <StrictMode>
      <App client={client} />
    </StrictMode>
  );
  // A page the server rendered is hydrated; one it did not (a signed-in area, a page without its render), or one whose
  // address moved to the visitor's stored language on arrival (app/startAddress.ts), renders here.
  if (state && root.firstElementChild && state.language === languageOfPath(location.pathname)) {
    hydrateRoot(root, app, {
      // A hydration mismatch is a bug (the page was drawn twice): said in the console, where the tests look.
      onRecoverableError: (error, info) => console.error('Recoverable error while hydrating:', error, info.componentStack),
    });
  } else createRoot(root).render(app);
});

function readServerState(): ServerState | null {
  const script = document.getElementById('server-state');
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as ServerState;
  } catch {
    return null;
  }
}
