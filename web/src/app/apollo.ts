import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { print } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { from, mergeMap } from 'rxjs';
import { clearToken, getToken, notifySessionExpired, setToken } from './token';
import { isUnreachable, reportConnectionLost } from './connection';

export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * fetch with a client-side timeout: a request that takes longer fails with a TimeoutError. The request starts in a
 * task of its own: queries start when their components mount, inside React's commit, and the browser's work to
 * start a request (a few ms each, x4 on a phone) made that commit longer.
 */
export const timeoutFetch: typeof fetch = (input, init) =>
  new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => {
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return fetch(input, { ...init, signal });
  });

/**
 * A visitor's queries go as GET (decision 0080): the answer is the same for every visitor, so the server marks it
 * `public, max-age=60` and a CDN may keep it. `apollo-require-preflight` satisfies the server's CSRF
 * prevention for a GET. Mutations, and anything sent with a token, stay POST; so does a query whose address would be
 * longer than MAX_GET_URL (proxies and CDNs refuse long request lines). With persisted queries (below) the address
 * carries the query's hash instead of its text, and its text only once, when the server did not know the hash.
 */
export const MAX_GET_URL = 2000;
type Sent = Pick<ApolloLink.Operation, 'operationType' | 'query' | 'variables' | 'operationName'>;
/** The address's length without the query's text (the persisted-query extension is about 110 characters). */
const addressWithoutText = (operation: Sent) =>
  encodeURIComponent(JSON.stringify(operation.variables ?? {})).length + (operation.operationName?.length ?? 0) + 60;
const PERSISTED_EXTENSION = 120;
function getFits(operation: Sent): boolean {
  if (operation.operationType !== OperationTypeNode.QUERY) return false;
  return encodeURIComponent(print(operation.query)).length + addressWithoutText(operation) <= MAX_GET_URL;
}

const authLink = new SetContextLink((prev, operation) => {
  const token = getToken();
  if (!token) {
    // The header also on a visitor's POST: the persisted-query link may send a long query's hash as a GET.
    const headers = { ...(prev.headers as Record<string, string> | undefined), 'apollo-require-preflight': 'true' };
    return getFits(operation)
      ? { tokenSent: false, headers, fetchOptions: { ...(prev.fetchOptions as object | undefined), method: 'GET' } }
      : { tokenSent: false, headers };
  }
  return {
    tokenSent: true,
    headers: { ...(prev.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  };
});

/**
 * Automatic persisted queries for a visitor's queries (decision 0082; web/src/app/persistedQueries.ts): a GET with
 * the hash and no text, so the address is short and the same for every visitor. Apollo's link loads as a chunk of its
 * own (the first visit's budget, web/scripts/build.mjs), asked for when the client is made, so it is there by the
 * first query. A token's queries, mutations, variables too long for an address, and a browser without Web Crypto
 * (a page not served over HTTPS or from localhost) go without it, as before.
 */
function persistedQueries(): ApolloLink {
  const loaded: Promise<ApolloLink | null> =
    typeof crypto !== 'undefined' && crypto.subtle !== undefined
      ? import('./persistedQueries').then(
          (m) => m.persistedQueryLink(),
          () => null,
        )
      : Promise.resolve(null);
  return new ApolloLink((operation, forward) => {
    const { tokenSent } = operation.getContext() as { tokenSent?: boolean };
    if (
      tokenSent !== false ||
      operation.operationType !== OperationTypeNode.QUERY ||
      addressWithoutText(operation) + PERSISTED_EXTENSION > MAX_GET_URL
    )
      return forward(operation);
    return from(loaded).pipe(mergeMap((link) => (link ? link.request(operation, forward) : forward(operation))));
  });
}

/**
 * Spec §4: a 401 / UNAUTHENTICATED with a token means the access token expired or was revoked: refresh it once
 * (the refresh cookie) and send the operation again; when no new token comes, the user is logged out.
 */
const errorLink = new ErrorLink(({ error, operation, forward }) => {
  // The server stopped answering: the session shows the banner and refetches every failed query when it is back.
  if (isUnreachable(error)) reportConnectionLost();
  const { tokenSent, retried } = operation.getContext() as { tokenSent?: boolean; retried?: boolean };
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (!unauthenticated || !tokenSent) return;
  if (retried) {
    notifySessionExpired();
    return;
  }
  // sessionServer.ts loads on demand; when the server cannot be reached the session stays and the error stands.
  const refreshed = import('./sessionServer')
    .then((m) => m.refreshAccessToken({ setToken, clearToken }))
    .catch(() => Promise.reject(error));
  return from(refreshed).pipe(
    mergeMap((token) => {
      if (!token) {
        notifySessionExpired();
        throw error;
      }
      operation.setContext({ retried: true });
      return forward(operation);
    }),
  );
});

/**
 * Over a server-rendered page (`hydrating`), queries that would ask again (cache-and-network, network-only: a
 * profile's free days) read the answers the page came with for HYDRATION_MS: asked again, a changed answer would
 * redraw what the visitor is already reading (a layout shift), and each is a request the page did not need.
 * The visitor's first change (any mutation) ends that at once: the refetches that follow it must reach the server.
 */
const HYDRATION_MS = 10_000;

export function createApolloClient(uri = '/graphql', { hydrating = false } = {}) {
  const changeEndsHydration = new ApolloLink((operation, forward) => {
    if (operation.operationType === OperationTypeNode.MUTATION) client.prioritizeCacheValues = false;
    return forward(operation);
  });
  const client: ApolloClient = new ApolloClient({
    link: ApolloLink.from([
      ...(hydrating ? [changeEndsHydration] : []),
      errorLink,
      authLink,
      persistedQueries(),
      new HttpLink({ uri, fetch: timeoutFetch }),
    ]),
    cache: new InMemoryCache(),
    ...(hydrating ? { ssrForceFetchDelay: HYDRATION_MS } : {}),
  });
  return client;
}
