import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Request } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { AppDeps } from '../context.js';
import { executeDocument } from '../execution.js';
import { first } from '../indexed.js';
import { log } from '../log.js';
import { visitorContext } from './public-pages.js';

/** What web/src/entry-server.tsx exports (its built module in web/dist-ssr; decision 0085). */
export interface RenderedPage {
  html: string;
  state: { apollo: unknown; language: 'en' | 'hi'; reference: unknown };
  parts: string[];
}
type Executor = (operation: {
  query: DocumentNode;
  variables: Record<string, unknown>;
  operationName: string | undefined;
}) => Promise<Record<string, unknown>>;
interface EntryServer {
  render(url: string, execute: Executor, origin: string): Promise<RenderedPage>;
}

/** Renders a page's React tree for an address ('/hi/about?x=1') of the site at `origin`, as a visitor of this request. */
export type RenderPage = (url: string, req: Request, origin: string) => Promise<RenderedPage>;

/** web/dist-ssr beside the built app (web/dist): the server render's module. */
export const ssrDirOf = (webDist: string) => join(webDist, '..', 'dist-ssr');

let warned = false;

/**
 * The server render, or null when web/dist-ssr is not built (the gateway's own tests run without a build): then the
 * pages are today's head-only ones, said once, loudly. The module is loaded once; each operation it runs executes
 * against this process's schema with a visitor's context (no HTTP hop), and a GraphQL error fails the render.
 */
export function serverRender(deps: AppDeps, schema: GraphQLSchema): RenderPage | null {
  const file = join(ssrDirOf(deps.config.webDist), 'entry-server.js');
  if (!existsSync(file)) {
    if (warned) return null;
    warned = true;
    log.warn(
      { file },
      'web/dist-ssr is not built: public pages are sent WITHOUT their server render (run `npm run build -w web`)',
    );
    return null;
  }
  let entry: Promise<EntryServer> | null = null;
  return async (url, req, origin) => {
    entry ??= import(pathToFileURL(file).href) as Promise<EntryServer>;
    const ctx = await visitorContext(deps, req);
    return (await entry).render(
      url,
      async ({ query, variables, operationName }) => {
        const result = await executeDocument({
          schema,
          document: query,
          operationName,
          variableValues: variables,
          contextValue: ctx,
        });
        if (result.errors?.length) throw first(result.errors);
        return result.data ?? {};
      },
      origin,
    );
  };
}
