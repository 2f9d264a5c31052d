import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';

/** '#join': the pandit application wizard (spec §2 'Join as Pandit'). */
export function JoinPanditPage() {
  const { t } = useTranslation();
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('join.title')}</Title>
        <EmptyState title={t('status.comingSoon')} description={t('join.comingSoon')} />
      </Stack>
    </Container>
  );
}
