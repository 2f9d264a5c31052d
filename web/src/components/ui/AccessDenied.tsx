import type { ReactNode } from 'react';
import { Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LockIcon } from './icons';

/** 'Access Denied' with the reason; `message` defaults to the admin panel text of spec §2. */
export function AccessDenied({ message, action }: { message?: string; action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" maw={560} mx="auto" my="xl" data-testid="access-denied">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" color="red" variant="light">
          <LockIcon size={28} />
        </ThemeIcon>
        <Title order={1} fz="h2">
          {t('accessDenied.title')}
        </Title>
        <Text c="dimmed">{message ?? t('accessDenied.admin')}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
