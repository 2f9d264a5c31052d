import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { getToken, notifySessionExpired } from './token';

export const REQUEST_TIMEOUT_MS = 30_000;

/** fetch with a client-side timeout: a request that takes longer fails with a TimeoutError. */
export const timeoutFetch: typeof fetch = (input, init) => {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, signal });
};

const authLink = new SetContextLink((prev) => {
  const token = getToken();
  if (!token) return { tokenSent: false };
  return {
    tokenSent: true,
    headers: { ...(prev.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
  };
});

/** Spec §4: any 401 logs the user out and clears the token. */
const errorLink = new ErrorLink(({ error, operation }) => {
  const { tokenSent } = operation.getContext() as { tokenSent?: boolean };
  const unauthenticated =
    (CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED')) ||
    (ServerError.is(error) && error.statusCode === 401);
  if (unauthenticated && tokenSent) notifySessionExpired();
});

export function createApolloClient(uri = '/graphql') {
  return new ApolloClient({
    link: ApolloLink.from([errorLink, authLink, new HttpLink({ uri, fetch: timeoutFetch })]),
    cache: new InMemoryCache(),
  });
}
