import { Suspense, createContext, lazy, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';

// The dialogs and the form rules they validate with load when one is first opened, not with every page.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const SignupModal = lazy(() => import('./SignupModal').then((m) => ({ default: m.SignupModal })));

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
  // Mounted from the first opening on (so closing animates).
  const [used, setUsed] = useState(false);
  if (mode && !used) setUsed(true);
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
      {used && (
        <Suspense fallback={null}>
          <LoginModal
            opened={mode === 'login'}
            onClose={() => settle(false)}
            onSuccess={() => settle(true)}
            onSwitchToSignup={() => setMode('signup')}
          />
          <SignupModal
            opened={mode === 'signup'}
            onClose={() => settle(false)}
            onSuccess={() => settle(true)}
            onSwitchToLogin={() => setMode('login')}
          />
        </Suspense>
      )}
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModal {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
