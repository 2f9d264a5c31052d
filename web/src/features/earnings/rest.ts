import { useCallback, useEffect, useRef, useState } from 'react';
import { ServerError } from '@apollo/client/errors';
import { authFetch } from '../../app/authFetch';
import { formatMoney } from '../../app/format';

/**
 * The earnings and payouts REST routes (gateway modules/payout) with the session's token. A refusal becomes Apollo's
 * ServerError with the answer's body, so app/errors.ts translates its code, reason and fields like any other.
 */
export async function restJson<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
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

/** Downloads a CSV route as a file (the token goes in the header, so a plain link cannot carry it). */
export async function downloadCsv(path: string, filename: string): Promise<void> {
  const res = await authFetch(path, { signal: AbortSignal.timeout(60_000) });
  if (!res.ok) throw new ServerError(`HTTP ${res.status}`, { response: res, bodyText: await res.text() });
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A GET route's answer with loading and error states, and a refetch. */
export function useRest<T>(path: string): {
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
      const data = await restJson<T>(path);
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

/** Paise as money in India's grouping: ₹1,234 or ₹1,234.50. */
export function formatPaise(amount: number, lang: string): string {
  const rupees = formatMoney(Math.trunc(amount / 100), lang);
  const rest = Math.abs(amount % 100);
  return rest ? `${amount < 0 && amount > -100 ? '-' : ''}${rupees}.${String(rest).padStart(2, '0')}` : rupees;
}
