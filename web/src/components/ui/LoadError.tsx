import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../app/errors';

/** A list or page that failed to load: the translated reason and a Retry button. */
export function LoadError({
  title,
  error,
  onRetry,
  testId,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  testId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" title={title} role="alert" data-testid={testId}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error, t)}</Text>
        <Button size="xs" variant="outline" color="red" onClick={onRetry}>
          {t('actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
