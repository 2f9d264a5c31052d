import { refreshAccessToken } from './sessionServer';
import { clearToken, getToken, notifySessionExpired, setToken } from './token';

/**
 * fetch with the access token; on a 401 the token is refreshed once and the request sent again (for the REST
 * calls outside Apollo: uploads, the admin import). A 401 after that ends the session.
 */
export async function authFetch(input: string, init: RequestInit = {}): Promise<Response> {
  const send = (token: string | null) =>
    fetch(input, {
      ...init,
      headers: {
        ...(init.headers as Record<string, string> | undefined),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    });
  const sent = getToken();
  const res = await send(sent);
  if (res.status !== 401 || !sent) return res;
  const token = await refreshAccessToken({ setToken, clearToken }).catch(() => null);
  if (!token) {
    notifySessionExpired();
    return res;
  }
  const again = await send(token);
  if (again.status === 401) notifySessionExpired();
  return again;
}
