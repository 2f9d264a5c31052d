import type { ReactElement, ReactNode } from 'react';
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { ApolloClient, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { i18n } from '../app/i18n';
import { SessionContext, type Session, type SessionUser } from '../app/session';
import { SiteConfigQueryDocument } from '../app/siteConfig';
import { theme } from '../app/theme';
import { AuthModalProvider } from '../features/account/AuthModalProvider';

/** The site configuration every page may ask for (the login dialog reads demo mode). */
export const siteConfigMock: MockLink.MockedResponse = {
  request: { query: SiteConfigQueryDocument },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: {
    data: {
      siteConfig: {
        __typename: 'SiteConfig',
        demoMode: false,
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

export function testSession(user: SessionUser | null, overrides: Partial<Session> = {}): Session {
  return {
    user,
    token: user ? 'token' : null,
    loading: false,
    serverStatus: 'up',
    retryConnection: vi.fn(),
    refreshUser: vi.fn(),
    login: vi.fn(),
    signup: vi.fn(),
    logout: vi.fn(),
    ...overrides,
  };
}

interface Options {
  mocks?: MockLink.MockedResponse[];
  user?: SessionUser | null;
  session?: Partial<Session>;
}

/**
 * Renders a component inside the app's providers with a mocked GraphQL server (Apollo MockLink),
 * a fixed session and a memory router. Mantine runs in its test environment (no transitions, no portals).
 */
export function renderWithProviders(ui: ReactElement, { mocks = [], user = null, session = {} }: Options = {}) {
  const client = new ApolloClient({ link: new MockLink([siteConfigMock, ...mocks]), cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} env="test">
        <ApolloProvider client={client}>
          <SessionContext.Provider value={testSession(user, session)}>
            <MemoryRouter>
              <AuthModalProvider>{children}</AuthModalProvider>
            </MemoryRouter>
          </SessionContext.Provider>
        </ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
  return { client, ...render(ui, { wrapper }) };
}
