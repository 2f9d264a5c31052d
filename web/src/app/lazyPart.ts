import {
  createContext,
  createElement,
  lazy,
  useContext,
  type ComponentProps,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';

/**
 * Lazily loaded parts that can load again. React.lazy keeps a failed load for good (every later render throws the
 * same error), so a part whose code could not be fetched while the server was unreachable stayed broken until a
 * reload. A part made with lazyPart remembers its failure here; retryFailedLoads() asks for the code again and, once
 * it arrives, gives the part a fresh lazy component, so the PartBoundary around it can render it.
 *
 * Chromium does not keep a failed dynamic import() in its module map (checked: the same URL imports once the server
 * answers, and so do the chunks it imports), so a retry asks for the same URL: no cache-busting query, which would
 * evaluate a second copy of the chunk beside the first.
 */
/**
 * The server render's record of the parts that rendered (entry-server.tsx): the source files (Vite manifest keys) of
 * their code, so the page's head links their stylesheets and the hydrated page has its CSS at first paint. The SSR
 * build (vite/lazy-sources.ts) makes every dynamic import in src/ first call LAZY_SOURCE with its file; a part's
 * load is called synchronously, so the files it imports are noted against it.
 */
export const RenderedParts = createContext<Set<string> | null>(null);
const LAZY_SOURCE = '__lazySource';
let noting: Set<string> | null = null;
if (typeof window === 'undefined') (globalThis as Record<string, unknown>)[LAZY_SOURCE] = (file: string) => noting?.add(file);

const failed = new Map<object, () => Promise<unknown>>();
const loadErrors = new WeakSet<object>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any component's props, as React.lazy takes
export function lazyPart<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const key = {};
  const sources = new Set<string>();
  const noted = () => {
    noting = sources;
    try {
      return load();
    } finally {
      noting = null;
    }
  };
  const attempt = () =>
    noted().catch((error: unknown) => {
      failed.set(key, again);
      if (error !== null && typeof error === 'object') loadErrors.add(error);
      throw error;
    });
  const again = () =>
    load().then((module) => {
      failed.delete(key);
      current = lazy(() => Promise.resolve(module));
    });
  let current: LazyExoticComponent<T> = lazy(attempt);
  // Reads the current lazy component at each render: after a successful retry the next render gets the new one.
  function LazyPart(props: ComponentProps<T>): ReactNode {
    const rendered = useContext(RenderedParts);
    if (rendered) for (const file of sources) rendered.add(file);
    return createElement(current, props);
  }
  return LazyPart;
}

/** Did this error come from a part's code failing to load (as opposed to a bug while rendering it)? */
export const isLoadError = (error: unknown) => error !== null && typeof error === 'object' && loadErrors.has(error);

let retrying: Promise<boolean> | null = null;

/**
 * Asks again for the code of every part that failed to load (one run shared by every boundary that asks meanwhile);
 * true when nothing is left failing.
 */
export function retryFailedLoads(): Promise<boolean> {
  retrying ??= (async () => {
    repairStylesheets();
    await Promise.allSettled([...failed.values()].map((again) => again()));
    return failed.size === 0;
  })().finally(() => {
    retrying = null;
  });
  return retrying;
}

/**
 * A part's stylesheet that failed to load stays in the page as a dead <link>, and Vite's preload helper skips any
 * stylesheet already linked: each such link is replaced by a fresh copy, which the browser fetches again.
 */
const failedStylesheets = new Set<HTMLLinkElement>();
if (typeof window !== 'undefined') {
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLLinkElement && target.rel === 'stylesheet') failedStylesheets.add(target);
    },
    true,
  );
}

function repairStylesheets() {
  for (const link of failedStylesheets) {
    failedStylesheets.delete(link);
    if (link.isConnected) link.replaceWith(link.cloneNode());
  }
}
