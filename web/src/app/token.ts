/** The session token in localStorage 'token', and a signal fired when the server rejects it. */
const KEY = 'token';

export function getToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string) {
  localStorage.setItem(KEY, token);
}

export function clearToken() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    /* ignore */
  }
}

type Listener = () => void;
const expiredListeners = new Set<Listener>();

/** Called by the Apollo error link on a 401 / UNAUTHENTICATED: the session must end. */
export function notifySessionExpired() {
  clearToken();
  for (const listener of expiredListeners) listener();
}

export function onSessionExpired(listener: Listener): () => void {
  expiredListeners.add(listener);
  return () => expiredListeners.delete(listener);
}
