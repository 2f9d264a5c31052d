import { useSession } from '../session';
import { lazyPart } from '../lazyPart';
import { PartBoundary } from '../PartBoundary';

const loadAlert = () => import('./ConnectionAlert');
const ConnectionAlert = lazyPart(() => loadAlert().then((m) => ({ default: m.ConnectionAlert })));
// Fetched a few seconds after start while the server still answers, so the banner can show when it goes away.
setTimeout(() => void loadAlert().catch(() => undefined), 5000);

/** Shown while the server is unreachable (at start or mid-visit); public pages stay usable. */
export function ConnectionBanner() {
  const { serverStatus } = useSession();
  if (serverStatus !== 'down') return null;
  return (
    <PartBoundary failure="silent">
      <ConnectionAlert />
    </PartBoundary>
  );
}
