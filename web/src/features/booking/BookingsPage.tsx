import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/EmptyState';

/** The signed-in customer's bookings (route guarded to role USER). */
export function BookingsPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>{t('bookings.title')}</Title>
        <EmptyState title={t('status.comingSoon')} description={t('bookings.comingSoon')} />
      </Stack>
    </Container>
  );
}
