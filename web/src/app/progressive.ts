import { startTransition, useEffect, useState } from 'react';

/**
 * A list's first `first` items at once and the rest a task later, in a transition, the first time it has more: a
 * page of cards arriving together was one long commit on a phone (Total Blocking Time); the first row, the one on
 * screen, comes first. Later lists (another page) render whole. `partial` is true while the rest is to come (the
 * list says so with aria-busy).
 */
export function useProgressive<T>(items: readonly T[], first: number): { shown: readonly T[]; partial: boolean } {
  const [done, setDone] = useState(false);
  const partial = !done && items.length > first;
  useEffect(() => {
    if (!partial) return;
    const id = setTimeout(() => startTransition(() => setDone(true)), 0);
    return () => clearTimeout(id);
  }, [partial]);
  return { shown: partial ? items.slice(0, first) : items, partial };
}
