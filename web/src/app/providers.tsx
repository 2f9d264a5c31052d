import { useMemo, type ReactNode } from 'react';
import { MantineProvider, type CSSVariablesResolver } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from './apollo';
import { i18n } from './i18n';
import { SessionProvider } from './session';
import { theme } from './theme';
import { AuthModalProvider } from '../features/account/AuthModalProvider';

// Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; use gray.7.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: {},
});

export function Providers({ children }: { children: ReactNode }) {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
        <Notifications position="top-right" zIndex={1000} />
        <ApolloProvider client={client}>
          <SessionProvider>
            <AuthModalProvider>{children}</AuthModalProvider>
          </SessionProvider>
        </ApolloProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
