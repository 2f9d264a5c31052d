/** The one signal that the server stopped answering mid-visit (a request failed at the network level). */
type Listener = () => void;
const lostListeners = new Set<Listener>();

export function reportConnectionLost() {
  for (const listener of lostListeners) listener();
}

export function onConnectionLost(listener: Listener): () => void {
  lostListeners.add(listener);
  return () => lostListeners.delete(listener);
}

/** A failure that says "the server could not be reached", not "the server said no". */
export function isUnreachable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: string; statusCode?: number };
  // fetch rejects with a TypeError when nothing answers; a gateway in front answers 502-504.
  return (
    e.name === 'TypeError' ||
    e.name === 'TimeoutError' ||
    (typeof e.statusCode === 'number' && e.statusCode >= 502 && e.statusCode <= 504)
  );
}
