/**
 * The server render (decision 0085): the gateway (gateway/src/http/server-render.ts) loads this module, built into
 * web/dist-ssr, once, and renders a public page for an address with the same components and the same GraphQL
 * operations the browser runs. Operations execute in the gateway's process (app/inProcessLink.ts); the Apollo cache
 * and the reference data travel in the page, so the browser hydrates without asking again.
 */
import { prerenderStatic } from '@apollo/client/react/ssr';
import { prerenderToNodeStream } from 'react-dom/static';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { i18n, loadHindi, type Language } from './app/i18n';
import { inProcessLink, type Executor } from './app/inProcessLink';
import { Providers } from './app/providers';
import { AppRouter } from './app/router';
import { RenderedParts } from './app/lazyPart';
import { ServerOrigin } from './app/serverOrigin';
import { languageOfPath } from './app/oldAddress';
import { loadReference, referenceOf } from './features/marketplace/reference';

export type { Executor } from './app/inProcessLink';

/** What main.tsx reads from the page's #server-state. */
export interface ServerState {
  apollo: unknown;
  language: Language;
  reference: unknown;
}

export interface Rendered {
  html: string;
  state: ServerState;
  /** The source files (Vite manifest keys) of the lazily loaded parts that rendered: their CSS goes in the head. */
  parts: string[];
}

/**
 * Renders the page at `url` ('/hi/about?x=1') of the site at `origin`: its HTML for #root and the state the browser
 * hydrates with.
 */
export async function render(url: string, execute: Executor, origin: string): Promise<Rendered> {
  const language = languageOfPath(new URL(url, 'http://x').pathname);
  if (language === 'hi') await loadHindi();
  // Per render: a client of its own and a copy of i18n in the page's language (the shared instance is never changed).
  const client = new ApolloClient({ link: inProcessLink(execute), cache: new InMemoryCache(), ssrMode: true });
  const texts = i18n.cloneInstance({ lng: language, initAsync: false });
  await loadReference(client);
  const parts = new Set<string>();
  const { result } = await prerenderStatic({
    tree: (
      <ServerOrigin.Provider value={origin}>
        <RenderedParts.Provider value={parts}>
          <Providers client={client} i18n={texts}>
            <AppRouter location={url} />
          </Providers>
        </RenderedParts.Provider>
      </ServerOrigin.Provider>
    ),
    // One chunk: the page is sent whole (no streamed boundaries, which would need inline scripts).
    renderFunction: (tree) => prerenderToNodeStream(tree, { progressiveChunkSize: Infinity }),
  });
  return {
    html: result,
    state: { apollo: client.extract(), language, reference: referenceOf(client) ?? null },
    parts: [...parts],
  };
}
