import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The dialogs (and Mantine's Modal) load the first time one is opened.
const LoginModal = lazyPart(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const SignupModal = lazyPart(() => import('./SignupModal').then((m) => ({ default: m.SignupModal })));

type Mode = 'login' | 'signup' | null;

export interface AuthModal {
  /** Opens the login dialog; resolves true after a successful login (or sign-up), false when dismissed. */
  openLogin: () => Promise<boolean>;
  /** Opens the sign-up dialog; resolves like openLogin. */
  openSignup: () => Promise<boolean>;
}

const AuthModalContext = createContext<AuthModal | null>(null);

export function AuthModalProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<Mode>(null);
  const [used, setUsed] = useState<{ login?: boolean; signup?: boolean }>({});
  if (mode && !used[mode]) setUsed({ ...used, [mode]: true });
  const pending = useRef<Array<(ok: boolean) => void>>([]);

  const settle = useCallback((ok: boolean) => {
    const waiting = pending.current;
    pending.current = [];
    setMode(null);
    for (const resolve of waiting) resolve(ok);
  }, []);

  const open = useCallback(
    (next: Exclude<Mode, null>) =>
      new Promise<boolean>((resolve) => {
        pending.current.push(resolve);
        setMode(next);
      }),
    [],
  );

  const value = useMemo<AuthModal>(() => ({ openLogin: () => open('login'), openSignup: () => open('signup') }), [open]);

  return (
    <AuthModalContext.Provider value={value}>
      {children}
      <PartBoundary failure={mode ? 'overlay' : 'silent'} onClose={() => settle(false)}>
        {used.login && (
          <LoginModal
            opened={mode === 'login'}
            onClose={() => settle(false)}
            onSuccess={() => settle(true)}
            onSwitchToSignup={() => setMode('signup')}
          />
        )}
        {used.signup && (
          <SignupModal
            opened={mode === 'signup'}
            onClose={() => settle(false)}
            onSuccess={() => settle(true)}
            onSwitchToLogin={() => setMode('login')}
          />
        )}
      </PartBoundary>
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModal {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
