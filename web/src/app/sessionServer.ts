import { graphql } from '../__generated__';
import type { ApolloClient } from '@apollo/client';
import type { clearToken, setToken } from './token';

/** token.ts's setters, passed in: this chunk imports no other module, so loading it needs no preload helper. */
export interface TokenStore {
  setToken: typeof setToken;
  clearToken: typeof clearToken;
}

// Loaded on demand (session.tsx, apollo.ts): a visitor's first page needs none of this.

graphql(`
  fragment SessionUser on User {
    id
    name
    email
    phone
    role
    avatar
    deletionRequestedAt
  }
`);

export const MeQueryDocument = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const LoginMutationDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const RegisterMutationDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

let inFlight: Promise<string | null> | null = null;

/**
 * Exchanges the refresh cookie for a new access token: the token, or null when there is no session (the server
 * answered 401: no cookie, expired, revoked or reused). Throws when the server cannot be reached. Callers in this
 * tab share one request, and tabs take turns (Web Locks), so two requests never present the same cookie (the
 * second would look like a stolen cookie and end the session).
 */
export function refreshAccessToken({ setToken, clearToken }: TokenStore): Promise<string | null> {
  inFlight ??= (async () => {
    const run = async () => {
      const res = await fetch('/api/auth/refresh', {
        method: 'POST',
        // JSON content type: the server's CSRF guard (a cross-site form cannot send it).
        headers: { 'content-type': 'application/json' },
        body: '{}',
        credentials: 'same-origin',
      });
      if (res.status === 401) {
        clearToken();
        return null;
      }
      if (!res.ok) throw new Error(`Session refresh failed (${res.status})`);
      const body = (await res.json()) as { data: { token: string } };
      setToken(body.data.token);
      return body.data.token;
    };
    return typeof navigator !== 'undefined' && navigator.locks
      ? navigator.locks.request('panditconnect-session-refresh', run)
      : run();
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Ends the session on the server (the refresh cookie goes with this request) and forgets the token. */
export async function endSession({ clearToken }: Pick<TokenStore, 'clearToken'>): Promise<void> {
  clearToken();
  await fetch('/api/auth/logout', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
    credentials: 'same-origin',
  }).catch(() => undefined);
}

export const SetPreferredLanguageDocument = graphql(`
  mutation SetPreferredLanguage($language: MessageLanguage!) {
    setPreferredLanguage(language: $language) {
      id
      preferredLanguage
    }
  }
`);

/**
 * The language switch, when signed in: the account's e-mails and texts follow it (issue #15). A failure is
 * not shown: the page's language changed anyway, and the next switch tries again.
 */
export async function savePreferredLanguage(client: ApolloClient, lng: 'en' | 'hi'): Promise<void> {
  await client
    .mutate({ mutation: SetPreferredLanguageDocument, variables: { language: lng === 'hi' ? 'HI' : 'EN' } })
    .catch(() => {});
}
