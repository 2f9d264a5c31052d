import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { graphql } from '../__generated__';
import type { RegisterInput, SessionUserFragment } from '../__generated__/graphql';
import { clearToken, getToken, onSessionExpired, setToken } from './token';

graphql(`
  fragment SessionUser on User {
    id
    name
    email
    phone
    role
    avatar
  }
`);

export const MeQueryDocument = graphql(`
  query Me {
    me {
      ...SessionUser
    }
  }
`);

export const LoginMutationDocument = graphql(`
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

export const RegisterMutationDocument = graphql(`
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      token
      user {
        ...SessionUser
      }
    }
  }
`);

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

async function checkHealth(): Promise<boolean> {
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
    const run = ++attempt.current;
    setServerStatus('checking');
    setLoading(true);
    const healthy = await checkHealth();
    if (run !== attempt.current) return;
    setServerStatus(healthy ? 'up' : 'down');
    const stored = getToken();
    if (healthy && stored) {
      try {
        const { data } = await client.query({ query: MeQueryDocument, fetchPolicy: 'network-only' });
        if (run !== attempt.current) return;
        if (data?.me) {
          setUser(data.me);
        } else {
          clearToken();
          setTokenState(null);
          setUser(null);
        }
      } catch {
        // A failed current-user fetch means no user for now; keep the token unless the server rejected it
        // (the error link clears it on UNAUTHENTICATED / 401).
        if (run === attempt.current) setUser(null);
      }
    }
    if (run === attempt.current) setLoading(false);
  }, [client]);

  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- loading the session is a request to the server (an external system); its answer sets the state
    void start();
  }, [start]);

  const logout = useCallback(() => {
    clearToken();
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
      const { data } = await client.mutate({ mutation: LoginMutationDocument, variables: { input: { email, password } } });
      if (!data) throw new Error('Login failed');
      return establish(data.login);
    },
    [client, establish],
  );

  const signup = useCallback(
    async (input: RegisterInput) => {
      const { data } = await client.mutate({ mutation: RegisterMutationDocument, variables: { input } });
      if (!data) throw new Error('Registration failed');
      return establish(data.register);
    },
    [client, establish],
  );

  const refreshUser = useCallback(async () => {
    if (!getToken()) return;
    const { data } = await client.query({ query: MeQueryDocument, fetchPolicy: 'network-only' });
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
