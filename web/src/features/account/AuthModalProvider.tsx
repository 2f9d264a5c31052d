import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { LoginModal } from './LoginModal';
import { SignupModal } from './SignupModal';

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
    </AuthModalContext.Provider>
  );
}

export function useAuthModal(): AuthModal {
  const value = useContext(AuthModalContext);
  if (!value) throw new Error('useAuthModal must be used inside <AuthModalProvider>');
  return value;
}
