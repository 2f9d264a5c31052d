import { describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { i18n } from '../../app/i18n';
import { SessionContext, type Session, type SessionUser } from '../../app/session';
import { SiteConfigQueryDocument } from '../../app/siteConfig';
import { theme } from '../../app/theme';
import { LoginModal } from './LoginModal';

function siteConfigMock(demoMode: boolean): MockLink.MockedResponse {
  return {
    request: { query: SiteConfigQueryDocument },
    result: {
      data: {
        siteConfig: {
          __typename: 'SiteConfig',
          demoMode,
          supportPhone: '+91 98765 43210',
          supportEmail: 'support@example.in',
          whatsappNumber: '919876543210',
          facebookUrl: null,
          instagramUrl: null,
          youtubeUrl: null,
          twitterUrl: null,
        },
      },
    },
  };
}

function renderModal(login: Session['login'], { demoMode = false, onSuccess = vi.fn() } = {}) {
  const client = new ApolloClient({ link: new MockLink([siteConfigMock(demoMode)]), cache: new InMemoryCache() });
  const session: Session = {
    user: null,
    token: null,
    loading: false,
    serverStatus: 'up',
    retryConnection: vi.fn(),
    refreshUser: vi.fn(),
    login,
    signup: vi.fn(),
    logout: vi.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme}>
        <ApolloProvider client={client}>
          <SessionContext.Provider value={session}>{children}</SessionContext.Provider>
        </ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  render(<LoginModal opened onClose={vi.fn()} onSuccess={onSuccess} onSwitchToSignup={vi.fn()} />, { wrapper });
  return { onSuccess };
}

const user: SessionUser = {
  id: '1',
  name: 'Asha',
  email: 'user@demo.in',
  phone: null,
  role: 'USER',
  avatar: null,
  deletionRequestedAt: null,
};

describe('LoginModal', () => {
  it('renders labelled fields and checks an empty email in the browser', async () => {
    const login = vi.fn();
    renderModal(login);
    expect(screen.getByLabelText(/Email/)).toBeTruthy();
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Please enter your email')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it('rejects a malformed email', async () => {
    renderModal(vi.fn());
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'not-an-email' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
  });

  it("reads 'Logging in...' while submitting, then reports success", async () => {
    let finish: (u: SessionUser) => void = () => {};
    const login = vi.fn(() => new Promise<SessionUser>((resolve) => (finish = resolve)));
    const { onSuccess } = renderModal(login);
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'user@demo.in' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'User@12345' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Logging in...'));
    expect(login).toHaveBeenCalledWith('user@demo.in', 'User@12345');
    finish(user);
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
  });

  it("shows the server's error mapped to a message", async () => {
    const login = vi.fn(() =>
      Promise.reject(
        new CombinedGraphQLErrors({
          errors: [{ message: 'Invalid email or password', extensions: { code: 'INVALID_CREDENTIALS' } }],
        }),
      ),
    );
    renderModal(login);
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'user@demo.in' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
  });

  it("falls back to 'Login failed' for an unknown failure", async () => {
    renderModal(vi.fn(() => Promise.reject(new Error('boom'))));
    fireEvent.change(screen.getByTestId('login-email'), { target: { value: 'user@demo.in' } });
    fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'x' } });
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('shows the demo accounts only in demo mode', async () => {
    renderModal(vi.fn(), { demoMode: true });
    expect(await screen.findByText('admin@demo.in')).toBeTruthy();
    expect(screen.getByText('Admin@12345')).toBeTruthy();
  });

  it('hides the demo accounts outside demo mode', async () => {
    renderModal(vi.fn(), { demoMode: false });
    // Give the site config query time to resolve.
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('admin@demo.in')).toBeNull();
  });
});
