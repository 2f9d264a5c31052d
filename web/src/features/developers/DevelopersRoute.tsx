import { lazy } from 'react';

// A thin route (a default export: the router's lazy() needs no adapter): the page's chunks are named here, not in
// the first download.
const Page = lazy(() => import('./DevelopersPage').then((m) => ({ default: m.DevelopersPage })));

/** `#developers` (AppLayout's Suspense shows the loader while the page loads). */
export default function DevelopersRoute() {
  return <Page />;
}
