import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type PolicyKind = 'terms' | 'privacy' | 'refunds';

export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t(`policy.${kind}.title`)}</Title>
        <Text c="dimmed">{t(`policy.${kind}.summary`)}</Text>
      </Stack>
    </Container>
  );
}
