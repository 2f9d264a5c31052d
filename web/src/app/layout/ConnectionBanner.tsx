import { Suspense, lazy } from 'react';
import { useSession } from '../session';

const loadAlert = () => import('./ConnectionAlert');
const ConnectionAlert = lazy(() => loadAlert().then((m) => ({ default: m.ConnectionAlert })));
// Fetched a few seconds after start while the server still answers, so the banner can show when it goes away.
setTimeout(() => void loadAlert().catch(() => undefined), 5000);

/** Shown while the server is unreachable (at start or mid-visit); public pages stay usable. */
export function ConnectionBanner() {
  const { serverStatus } = useSession();
  if (serverStatus !== 'down') return null;
  return (
    <Suspense fallback={null}>
      <ConnectionAlert />
    </Suspense>
  );
}
