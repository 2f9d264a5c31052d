import { Suspense, lazy, useEffect } from 'react';
import { useSession } from '../session';

const loadAlert = () => import('./ConnectionAlert');
const ConnectionAlert = lazy(() => loadAlert().then((m) => ({ default: m.ConnectionAlert })));

/**
 * Shown while the server is unreachable (at start or mid-visit); public pages stay usable. Its code loads after
 * the first paint while the server still answers, so it can show when the server goes away later.
 */
export function ConnectionBanner() {
  const { serverStatus } = useSession();
  useEffect(() => {
    if (serverStatus !== 'up') return;
    const timer = setTimeout(() => void loadAlert().catch(() => undefined), 3000);
    return () => clearTimeout(timer);
  }, [serverStatus]);
  if (serverStatus !== 'down') return null;
  return (
    <Suspense fallback={null}>
      <ConnectionAlert />
    </Suspense>
  );
}
