import { useCallback, useEffect } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkHealth, useSession } from '../session';

/** While the server is unreachable, how often the health check asks again (also on the browser's `online`). */
const RECONNECT_EVERY_MS = 4_000;

/**
 * The banner itself: loaded only when the server is unreachable (ConnectionBanner). While shown it checks the
 * server every few seconds (and when the browser is back online); when it answers, the session resumes and every
 * active query refetches — lists, testimonials, the contact strip — so one Retry (or none) serves them all.
 */
export function ConnectionAlert() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { retryConnection } = useSession();
  const recover = useCallback(async () => {
    if (!(await checkHealth())) return;
    retryConnection();
    await client.refetchQueries({ include: 'active' }).catch(() => undefined);
  }, [client, retryConnection]);
  useEffect(() => {
    const again = () => void recover();
    const timer = setInterval(again, RECONNECT_EVERY_MS);
    window.addEventListener('online', again);
    return () => {
      clearInterval(timer);
      window.removeEventListener('online', again);
    };
  }, [recover]);
  return (
    <Alert color="red" variant="filled" radius={0} role="alert" data-testid="connection-banner" py="xs">
      <Group justify="center" gap="md">
        <Text size="sm" fw={500}>
          {t('errors:connectFailed')}
        </Text>
        <Button size="compact-sm" variant="white" color="red" onClick={() => void recover()} data-testid="connection-retry">
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
