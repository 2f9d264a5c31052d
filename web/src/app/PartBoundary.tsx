import { Component, Suspense, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isLoadError, retryFailedLoads } from './lazyPart';
import { SessionContext } from './session';

/**
 * How a part that cannot show says so: a page (the route's place), inline (a section of a page), overlay (a dialog
 * that did not open: a notice at the bottom of the screen, with Close) or silent (an extra: nothing shows, it still
 * comes back by itself).
 */
export type PartFailure = 'page' | 'inline' | 'overlay' | 'silent';

interface PartBoundaryProps {
  children: ReactNode;
  /** Shown while the part's code loads (Suspense's fallback). */
  fallback?: ReactNode;
  failure?: PartFailure;
  /** A new value leaves the failure behind (the route's path: another page may well load). */
  resetKey?: unknown;
  /** The overlay's Close (the dialog's own onClose). */
  onClose?: () => void;
}

/**
 * Suspense for a lazily loaded part (lazyPart), with an error boundary: a part whose code cannot be fetched (the
 * server or the network away) shows a translated message with Retry instead of taking the whole page down, and
 * comes back by itself when the server answers again, without a reload.
 */
export function PartBoundary({ children, fallback = null, failure = 'inline', resetKey, onClose }: PartBoundaryProps) {
  const [part] = useState(() => ({}));
  // Mounted (the boundary is on the page), its part waits to show until its Shown commits. A boundary whose part
  // commits with it is never counted: children's effects run before their parent's.
  useEffect(() => {
    if (!shown.has(part)) waiting.add(part);
    return () => settle(part);
  }, [part]);
  return (
    <Catcher
      resetKey={resetKey}
      render={(error, recover) => (
        <>
          <PartFailed error={error} failure={failure} onRecovered={recover} onClose={onClose} />
          <Shown part={part} />
        </>
      )}
    >
      <Suspense fallback={fallback}>
        {children}
        <Shown part={part} />
      </Suspense>
    </Catcher>
  );
}

/**
 * The parts on the page that have not shown yet: a server-rendered page hydrates part by part (each lazy part when its
 * code has run), so the page can be live while a part of it, its form say, is still the server's inert HTML.
 */
const waiting = new Set<object>();
const shown = new WeakSet<object>();
const whenSettled = new Set<() => void>();

function settle(part: object) {
  shown.add(part);
  if (!waiting.delete(part) || waiting.size > 0) return;
  for (const callback of [...whenSettled]) callback();
}

/** A part's content (or its failure notice) committed. */
function Shown({ part }: { part: object }) {
  useEffect(() => settle(part), [part]);
  return null;
}

/**
 * Calls `callback` once every part on the page has shown its content (or its failure): at once (after the effects
 * being run) when none waits. The page's `<html data-hydrated>` waits for it (AppLayout). Returns a cancel.
 */
export function whenPartsShown(callback: () => void): () => void {
  let done = false;
  const run = () => {
    if (done || waiting.size > 0) return;
    done = true;
    whenSettled.delete(run);
    callback();
  };
  whenSettled.add(run);
  const timer = setTimeout(run, 0);
  return () => {
    done = true;
    clearTimeout(timer);
    whenSettled.delete(run);
  };
}

interface CatcherProps {
  children: ReactNode;
  resetKey: unknown;
  render: (error: unknown, recover: () => void) => ReactNode;
}
interface CatcherState {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

class Catcher extends Component<CatcherProps, CatcherState> {
  state: CatcherState = { failed: false, error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<CatcherState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState): Partial<CatcherState> | null {
    return props.resetKey === state.resetKey ? null : { failed: false, error: null, resetKey: props.resetKey };
  }

  recover = () => this.setState({ failed: false, error: null });

  render() {
    return this.state.failed ? this.props.render(this.state.error, this.recover) : this.props.children;
  }
}

/** While a load failure shows, the code is asked for again after 1 s, 2 s, 4 s... and then every 15 s at most. */
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

function PartFailed({
  error,
  failure,
  onRecovered,
  onClose,
}: {
  error: unknown;
  failure: PartFailure;
  onRecovered: () => void;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const loadFailure = isLoadError(error);
  const serverStatus = useContext(SessionContext)?.serverStatus;
  const [busy, setBusy] = useState(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const retry = useCallback(async () => {
    const ok = await retryFailedLoads();
    if (ok && alive.current) onRecovered();
    return ok;
  }, [onRecovered]);

  // By itself: on a timer with backoff, and as soon as the browser is back online.
  useEffect(() => {
    if (!loadFailure) return;
    let delay = FIRST_RETRY_MS;
    let timer = 0;
    const tick = () =>
      void retry().then((ok) => {
        if (ok || !alive.current) return;
        delay = Math.min(delay * 2, MAX_RETRY_MS);
        timer = window.setTimeout(tick, delay);
      });
    timer = window.setTimeout(tick, delay);
    const online = () => void retry();
    window.addEventListener('online', online);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('online', online);
    };
  }, [loadFailure, retry]);

  // And at once when the session's health check (the connection banner's) sees the server answer again.
  const lastStatus = useRef(serverStatus);
  useEffect(() => {
    const was = lastStatus.current;
    lastStatus.current = serverStatus;
    if (loadFailure && serverStatus === 'up' && was !== 'up') void retry();
  }, [loadFailure, serverStatus, retry]);

  if (failure === 'silent') return null;

  const onRetry = () => {
    setBusy(true);
    void retry().finally(() => alive.current && setBusy(false));
  };
  const notice = (
    // Plain boxes, not Mantine's Alert: its code and styles would ride in the first visit's download.
    <Stack
      gap="xs"
      align="flex-start"
      p="md"
      bg="red.0"
      role="alert"
      data-testid="part-error"
      style={{ border: '1px solid var(--mantine-color-red-3)', borderRadius: 'var(--mantine-radius-md)' }}
    >
      <Text fw={700} c="red.9">
        {t('part.title')}
      </Text>
      <Text size="sm">{loadFailure ? t('part.unreachable') : t('errors:internal')}</Text>
      <Group gap="xs">
        <Button size="xs" variant="outline" color="red" loading={busy} onClick={onRetry} data-testid="part-retry">
          {t('actions.retry')}
        </Button>
        {onClose && (
          <Button size="xs" variant="subtle" color="gray" onClick={onClose}>
            {t('actions.close')}
          </Button>
        )}
      </Group>
    </Stack>
  );
  if (failure === 'page') {
    return (
      <Container size="sm" py="xl">
        {notice}
      </Container>
    );
  }
  if (failure === 'overlay') {
    return (
      <Box
        pos="fixed"
        bottom={16}
        left={16}
        right={16}
        maw={480}
        mx="auto"
        style={{ zIndex: 400, borderRadius: 'var(--mantine-radius-md)', boxShadow: 'var(--mantine-shadow-md)' }}
      >
        {notice}
      </Box>
    );
  }
  return notice;
}
