import { Box, Group, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { registerNamespace } from '../../app/i18n';
import en from '../../locales/en/home.json';
import hi from '../../locales/hi/home.json';

// Below the fold: this section and its texts load after the first cards (room in the first-visit budget).
registerNamespace('home', { en, hi });

const WHY = ['verified', 'tradition', 'transparent', 'support'] as const;

/** "Why choose us" at the foot of the home page. */
export function WhyUs() {
  const { t } = useTranslation(['home', 'marketplace']);
  return (
    <Box component="section" aria-labelledby="why-title" py="xl" className="below-fold">
      <Title id="why-title" order={2} mb="md">
        {t('marketplace:why.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {WHY.map((w) => (
          <Group key={w} align="flex-start" wrap="nowrap">
            <ThemeIcon color="orange" radius="xl" aria-hidden>
              ✓
            </ThemeIcon>
            <div>
              <Text fw={600}>{t(`why.${w}.title`)}</Text>
              <Text size="sm" c="dimmed">
                {t(`why.${w}.text`)}
              </Text>
            </div>
          </Group>
        ))}
      </SimpleGrid>
    </Box>
  );
}
