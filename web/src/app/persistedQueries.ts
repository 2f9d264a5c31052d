import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';

/** SHA-256 of a query's text in hex, by the browser's Web Crypto (no hashing package in the bundle). */
export async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Automatic persisted queries (decision 0082): a visitor's query goes as a GET carrying only its hash; the gateway
 * answers PERSISTED_QUERY_NOT_FOUND (never cached) when it does not know it, and the link sends it once more with its
 * text, which registers it. Its own chunk (web/src/app/apollo.ts loads it), outside the first visit's budget.
 */
export const persistedQueryLink = () => new PersistedQueryLink({ sha256, useGETForHashedQueries: true });
