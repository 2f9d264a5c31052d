import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session';

/** The banner itself: loaded only when the server is unreachable (ConnectionBanner). */
export function ConnectionAlert() {
  const { t } = useTranslation();
  const { retryConnection, loading } = useSession();
  return (
    <Alert color="red" variant="filled" radius={0} role="alert" data-testid="connection-banner" py="xs">
      <Group justify="center" gap="md">
        <Text size="sm" fw={500}>
          {t('errors:connectFailed')}
        </Text>
        <Button size="compact-sm" variant="white" color="red" onClick={retryConnection} loading={loading}>
          {t('actions.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
