/**
 * The access token lives in this module's memory only (a page reload forgets it; sessionServer.ts, loaded on demand, renews it); the session survives reloads
 * through the HttpOnly refresh cookie, which `refreshAccessToken` exchanges for a new access token (the server
 * rotates the cookie each time). localStorage keeps only a flag saying a session may exist, so a visitor's page
 * does not ask the server for one on every load.
 */
let accessToken: string | null = null;

const HINT_KEY = 'session';
/** Where older versions kept the token itself: dropped on load. */
const LEGACY_TOKEN_KEY = 'token';

function storage(action: (s: Storage) => void) {
  try {
    action(localStorage);
  } catch {
    /* storage blocked: the session just will not be resumed after a reload */
  }
}

storage((s) => s.removeItem(LEGACY_TOKEN_KEY));

export function getToken(): string | null {
  return accessToken;
}

/** A new access token (login, register, refresh); also remembers that a browser session exists. */
export function setToken(token: string) {
  accessToken = token;
  storage((s) => s.setItem(HINT_KEY, '1'));
}

export function clearToken() {
  accessToken = null;
  storage((s) => s.removeItem(HINT_KEY));
}

/** True when this browser may hold a refresh cookie (a login happened and no logout since). */
export function mayHaveSession(): boolean {
  let hint = false;
  storage((s) => (hint = s.getItem(HINT_KEY) === '1'));
  return hint;
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** Called when the server rejects the token and a refresh cannot replace it: the session must end. */
export function notifySessionExpired() {
  clearToken();
  for (const listener of expiredListeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
