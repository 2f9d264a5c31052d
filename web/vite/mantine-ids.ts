import type { Plugin } from 'vite';

const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;

/**
 * Mantine's `useId` (every input, popover, menu and combobox) without its random id set in a layout effect.
 *
 * Mantine's hook renders with React's `useId` and then, on mount, replaces it with a random id from a layout effect,
 * whatever id the caller gave. That state update is synchronous: React re-renders those components and, to do so,
 * first runs every passive effect of the render it just committed: on the home page, all the queries'
 * subscriptions and their requests, in the same task as the commit (132 ms of the first visit's longest task,
 * unthrottled, in a profiled build). The random id exists for server rendering, which this app does not do; React's
 * own id is unique in the app's one root and stable, so this keeps it. Dev pre-bundles Mantine and keeps the original.
 */
export function mantineIds(): Plugin {
  return {
    name: 'mantine-ids',
    enforce: 'pre',
    load(id) {
      if (!USE_ID.test(id)) return null;
      return `import { useId as useReactId } from 'react';
export function useId(staticId) {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : \`mantine-\${reactId.replace(/:/g, '')}\`;
}
`;
    },
  };
}
