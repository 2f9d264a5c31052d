/** The one signal that the server stopped answering mid-visit (a request failed at the network level). */
const lost = new Set<() => void>();

export const reportConnectionLost = () => lost.forEach((listener) => listener());

export function onConnectionLost(listener: () => void) {
  lost.add(listener);
  return () => void lost.delete(listener);
}

/**
 * A failure that says "the server could not be reached", not "the server said no": fetch rejects with a
 * TypeError when nothing answers (a TimeoutError after REQUEST_TIMEOUT_MS); a proxy in front answers 502-504.
 */
export function isUnreachable(error: unknown): boolean {
  const e = error as { name?: string; statusCode?: number } | null;
  return e?.name === 'TypeError' || e?.name === 'TimeoutError' || (e?.statusCode ?? 0) >= 502;
}
