import { Suspense, lazy } from 'react';
import { useSession } from '../session';

const ConnectionAlert = lazy(() => import('./ConnectionAlert').then((m) => ({ default: m.ConnectionAlert })));

/** Shown when the start-up health check fails; public pages stay usable. Its code loads only then. */
export function ConnectionBanner() {
  const { serverStatus } = useSession();
  if (serverStatus !== 'down') return null;
  return (
    <Suspense fallback={null}>
      <ConnectionAlert />
    </Suspense>
  );
}
