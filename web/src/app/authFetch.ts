import { useCallback, useEffect, useRef, useState } from 'react';
import { ServerError } from '@apollo/client/errors';
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

/**
 * A REST route's `{ success, data }` answer with the session's token (the earnings and payouts routes). A refusal
 * becomes Apollo's ServerError with the answer's body, so app/errors.ts translates its code, reason and fields like
 * any GraphQL refusal.
 */
export async function authJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const res = await authFetch(path, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await res.text();
  if (!res.ok) throw new ServerError(`HTTP ${res.status}`, { response: res, bodyText: text });
  return (JSON.parse(text) as { data: T }).data;
}

/** A GET route's answer (authJson) with loading and error states and a refetch, shaped like useQuery's result. */
export function useAuthJson<T>(path: string): {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  refetch: () => Promise<void>;
} {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const alive = useRef(true);
  const refetch = useCallback(async () => {
    setState((s) => ({ ...s, loading: true, error: undefined }));
    try {
      const data = await authJson<T>(path);
      if (alive.current) setState({ data, loading: false });
    } catch (error) {
      if (alive.current) setState((s) => ({ data: s.data, error, loading: false }));
    }
  }, [path]);
  useEffect(() => {
    alive.current = true;
    void refetch();
    return () => {
      alive.current = false;
    };
  }, [refetch]);
  return { data: state.data, error: state.error, loading: state.loading, refetch };
}
