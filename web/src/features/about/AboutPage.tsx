import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('about.title')}</Title>
        <Text>{t('about.intro')}</Text>
      </Stack>
    </Container>
  );
}
