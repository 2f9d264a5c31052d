import { useMemo, useState, type ReactNode } from 'react';
import { useNotifications } from '@mantine/notifications';
import { MantineProvider, mergeThemeOverrides, type CSSVariablesResolver } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { ApolloClient } from '@apollo/client';
import type { i18n as I18n } from 'i18next';
import { i18n } from './i18n';
import { SessionProvider } from './session';
import { theme } from './theme';
import { AuthModalProvider } from '../features/account/AuthModalProvider';
import { lazyPart } from './lazyPart';
import { PartBoundary } from './PartBoundary';

const Toasts = lazyPart(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

// Mantine's default dimmed grey (gray.6) is below 4.5:1 on white; use gray.7.
const cssVariablesResolver: CSSVariablesResolver = (theme) => ({
  variables: {},
  light: { '--mantine-color-dimmed': theme.colors.gray[7] ?? '#495057' },
  dark: {},
});

/**
 * The app's providers, around the one Apollo client main.tsx made (or the server render's, entry-server.tsx, with
 * its own copy of i18n in the page's language).
 */
export function Providers({ client, i18n: texts = i18n, children }: { client: ApolloClient; i18n?: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={texts}>
      <ThemedApp client={client}>{children}</ThemedApp>
    </I18nextProvider>
  );
}

function ThemedApp({ client, children }: { client: ApolloClient; children: ReactNode }) {
  const { t } = useTranslation();
  // Every modal's, drawer's and notification's close button gets an accessible name in the current language.
  const localized = useMemo(() => {
    const closeButtonProps = { 'aria-label': t('actions.close') };
    return mergeThemeOverrides(theme, {
      components: {
        // Plain objects, not Modal.extend(): referencing the components would pull them into the first load.
        Modal: { defaultProps: { closeButtonProps } },
        Drawer: { defaultProps: { closeButtonProps } },
        Notification: { defaultProps: { closeButtonProps } },
      },
    });
  }, [t]);
  return (
    <MantineProvider theme={localized} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <ToastsOnDemand />
      <ApolloProvider client={client}>
        <SessionProvider>
          <AuthModalProvider>{children}</AuthModalProvider>
        </SessionProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}

/**
 * The toasts' container (and Mantine's notification, portal and transition code) loads with the first toast:
 * notifications.show() queues in the store, this sees it and mounts the container, which shows what was queued.
 * A first visit that shows none no longer downloads and renders it while the page starts.
 */
function ToastsOnDemand() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  return needed ? (
    <PartBoundary failure="silent">
      <Toasts />
    </PartBoundary>
  ) : null;
}
