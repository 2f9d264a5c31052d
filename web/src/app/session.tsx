import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import type { RegisterInput, SessionUserFragment } from '../__generated__/graphql';
import { clearToken, getToken, mayHaveSession, onSessionExpired, setToken } from './token';
import { onConnectionLost } from './connection';

/** The account documents and the session calls, loaded when a session exists or starts (not for visitors). */
const server = () => import('./sessionServer');

export type SessionUser = SessionUserFragment;
export type ServerStatus = 'checking' | 'up' | 'down';

export interface Session {
  user: SessionUser | null;
  token: string | null;
  /** True until the health check and the current-user load have finished. */
  loading: boolean;
  serverStatus: ServerStatus;
  retryConnection: () => void;
  /** Reloads the current user (after a profile change or an approval). */
  refreshUser: () => Promise<void>;
  login: (email: string, password: string) => Promise<SessionUser>;
  signup: (input: RegisterInput) => Promise<SessionUser>;
  logout: () => void;
}

export const SessionContext = createContext<Session | null>(null);

const HEALTH_TIMEOUT_MS = 10_000;

export async function checkHealth(): Promise<boolean> {
  try {
    const res = await fetch('/api/health', { signal: AbortSignal.timeout(HEALTH_TIMEOUT_MS) });
    if (!res.ok) return false;
    const body = (await res.json()) as { status?: string };
    return body.status === 'OK';
  } catch {
    return false;
  }
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const { t } = useTranslation();
  const [user, setUser] = useState<SessionUser | null>(null);
  const [token, setTokenState] = useState<string | null>(() => getToken());
  const [loading, setLoading] = useState(true);
  const [serverStatus, setServerStatus] = useState<ServerStatus>('checking');
  const attempt = useRef(0);

  const start = useCallback(async () => {
    // A retry keeps the page as it is (no 'checking', no loading): nothing on screen unmounts while the server is away.
    const run = ++attempt.current;
    const healthy = await checkHealth();
    if (run !== attempt.current) return;
    // The answers below re-render every page under the session: in transitions (rendered in slices), not in one task.
    startTransition(() => setServerStatus(healthy ? 'up' : 'down'));
    // The access token is in memory only: after a reload the refresh cookie (if any) gets a new one.
    if (healthy && (getToken() || mayHaveSession())) {
      try {
        const { MeQueryDocument, refreshAccessToken } = await server();
        const token = getToken() ?? (await refreshAccessToken({ setToken, clearToken }));
        if (run !== attempt.current) return;
        startTransition(() => setTokenState(token));
        const { data } = token ? await client.query({ query: MeQueryDocument, fetchPolicy: 'network-only' }) : { data: null };
        if (run !== attempt.current) return;
        startTransition(() => setUser(data?.me ?? null));
      } catch {
        // The server could not be reached, or the current-user fetch failed: no user for now (the error link
        // ends the session when the server rejects it).
        if (run === attempt.current) setUser(null);
      }
    }
    if (run === attempt.current) startTransition(() => setLoading(false));
  }, [client]);

  useEffect(() => {
    void start();
  }, [start]);

  // A request failed at the network level mid-visit: the banner shows (ConnectionAlert checks until the server is back).
  useEffect(() => onConnectionLost(() => setServerStatus((status) => (status === 'checking' ? status : 'down'))), []);

  const logout = useCallback(() => {
    // Forgets the token now; the server revokes the session (its access tokens stop at once) and clears the cookie.
    clearToken();
    void server().then((m) => m.endSession({ clearToken }));
    setTokenState(null);
    setUser(null);
    void client.clearStore();
  }, [client]);

  useEffect(
    () =>
      onSessionExpired(() => {
        setTokenState(null);
        setUser(null);
        void client.clearStore();
        notifications.show({ id: 'session-expired', color: 'orange', message: t('auth.sessionExpired') });
      }),
    [client, t],
  );

  const establish = useCallback(
    async (payload: { token: string; user: SessionUser }) => {
      setToken(payload.token);
      setTokenState(payload.token);
      setUser(payload.user);
      setServerStatus('up');
      // Queries fetched as a visitor may differ for this account.
      await client.resetStore().catch(() => undefined);
      return payload.user;
    },
    [client],
  );

  const login = useCallback(
    async (email: string, password: string) => {
      const { data } = await client.mutate({
        mutation: (await server()).LoginMutationDocument,
        // A browser session: a short access token kept in memory and an HttpOnly refresh cookie.
        variables: { input: { email, password, session: 'COOKIE' } },
      });
      if (!data) throw new Error('Login failed');
      return establish(data.login);
    },
    [client, establish],
  );

  const signup = useCallback(
    async (input: RegisterInput) => {
      const { data } = await client.mutate({
        mutation: (await server()).RegisterMutationDocument,
        variables: { input: { ...input, session: 'COOKIE' } },
      });
      if (!data) throw new Error('Registration failed');
      return establish(data.register);
    },
    [client, establish],
  );

  const refreshUser = useCallback(async () => {
    if (!getToken()) return;
    const { data } = await client.query({ query: (await server()).MeQueryDocument, fetchPolicy: 'network-only' });
    setUser(data?.me ?? null);
  }, [client]);

  const value = useMemo<Session>(
    () => ({ user, token, loading, serverStatus, retryConnection: () => void start(), refreshUser, login, signup, logout }),
    [user, token, loading, serverStatus, start, refreshUser, login, signup, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}
