import { type ReactNode } from 'react';
import { Button, Code, CopyButton, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function Snippet({ label, code, testId }: { label: string; code: string; testId?: string }) {
  const { t } = useTranslation('developers');
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text fw={600} size="sm">
          {label}
        </Text>
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button size="compact-xs" variant="subtle" onClick={copy} aria-label={`${t('examples.copy')}: ${label}`}>
              {copied ? t('examples.copied') : t('examples.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Code block tabIndex={0} data-testid={testId} style={{ whiteSpace: 'pre', overflowX: 'auto' }}>
        {code}
      </Code>
    </Stack>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`dev-${id}`}>
      <Title order={2} fz="h3" id={`dev-${id}`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
