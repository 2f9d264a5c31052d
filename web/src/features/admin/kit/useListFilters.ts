import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * A console list's filters and page, kept in the address (`/admin?tab=users&role=ADMIN&page=2`), so a reload, the
 * Back button and a shared link show the same list. A value equal to its default is left out of the address; any
 * change of a filter goes back to page 1. `defaults` is a module constant (its identity is a dependency). `prefix` keeps two lists on one tab apart (`req.status`).
 */
export function useListFilters<F extends Record<string, string>>(defaults: F, prefix = '') {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(
    () => Object.fromEntries(Object.entries(defaults).map(([key, fallback]) => [key, params.get(prefix + key) ?? fallback])) as F,
    [params, prefix, defaults],
  );
  const page = Math.max(1, Number.parseInt(params.get(`${prefix}page`) ?? '1', 10) || 1);

  const update = useCallback(
    (patch: Record<string, string | number>) =>
      setParams(
        (old) => {
          const next = new URLSearchParams(old);
          for (const [key, value] of Object.entries(patch)) {
            const fallback = key === 'page' ? '1' : defaults[key];
            if (String(value) === fallback) next.delete(prefix + key);
            else next.set(prefix + key, String(value));
          }
          return next;
        },
        { replace: true },
      ),
    [setParams, prefix, defaults],
  );

  return {
    filters,
    page,
    /** Changes some filters and goes back to page 1. */
    setFilters: useCallback((patch: Partial<F>) => update({ ...patch, page: 1 } as Record<string, string>), [update]),
    setPage: useCallback((n: number) => update({ page: n }), [update]),
  };
}

/** A typed search text, sent to the server once typing pauses. */
export function useSearchTerm(text: string): string {
  const [term] = useDebouncedValue(text.trim(), 300);
  return term;
}
