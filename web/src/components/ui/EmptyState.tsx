import type { ReactNode } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';

export function EmptyState({ title, description, action }: { title: string; description?: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <Title order={3} fz="h4">
          {title}
        </Title>
        {description && <Text c="dimmed">{description}</Text>}
        {action}
      </Stack>
    </Paper>
  );
}
