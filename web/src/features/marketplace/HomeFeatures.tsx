import { Card, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../app/format';

const FEATURES = ['verified', 'virtual', 'pricing', 'booking'] as const;
const FEATURE_ICONS: Record<(typeof FEATURES)[number], string> = { verified: '✔', virtual: '◉', pricing: '₹', booking: '☷' };

/** Below the hero search: the four features and the marketplace's claims in figures. */
export function HomeFeatures() {
  const { t, i18n } = useTranslation('marketplace');
  const claims = [
    { value: `${formatNumber(500, i18n.language)}+`, label: t('claims.pandits') },
    { value: `${formatNumber(10000, i18n.language)}+`, label: t('claims.customers') },
    { value: `${formatNumber(5, i18n.language)}+`, label: t('claims.years') },
    { value: `${formatNumber(100, i18n.language)}+`, label: t('claims.cities') },
    { value: '4.8/5', label: t('claims.rating') },
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} component="section" aria-label={t('why.title')}>
        {FEATURES.map((f) => (
          <Card key={f} withBorder radius="md" padding="lg" data-testid="feature-card">
            <ThemeIcon color="orange" variant="light" size="lg" radius="xl" aria-hidden>
              {FEATURE_ICONS[f]}
            </ThemeIcon>
            <Title order={2} fz="md" mt="sm">
              {t(`features.${f}.title`)}
            </Title>
            <Text size="sm" c="dimmed">
              {t(`features.${f}.text`)}
            </Text>
          </Card>
        ))}
      </SimpleGrid>

      <SimpleGrid cols={{ base: 2, sm: 5 }} mt="xl" component="section" aria-label={t('claims.label')} data-testid="claims">
        {claims.map((c) => (
          <Stack key={c.label} gap={0} ta="center">
            <Text fw={800} fz={{ base: 24, sm: 30 }} c="orange.8">
              {c.value}
            </Text>
            <Text size="sm" c="dimmed">
              {c.label}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
    </>
  );
}
