import { useEffect } from 'react';
import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The home page shell: the hero and the anchors '#pandits' and '#packages' (spec §2). */
export function HomePage({ section }: { section?: 'pandits' | 'packages' }) {
  const { t } = useTranslation();

  useEffect(() => {
    if (!section) return;
    // After layout, so the section exists and fonts have settled.
    const id = requestAnimationFrame(() => document.getElementById(section)?.scrollIntoView({ behavior: 'smooth' }));
    return () => cancelAnimationFrame(id);
  }, [section]);

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        py={{ base: 48, sm: 80 }}
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-saffron-0) 0%, #fff9db 100%)' }}
      >
        <Container size="lg">
          <Stack gap="md" maw={720}>
            <Title id="hero-title" order={1} fz={{ base: 30, sm: 44 }} lh={1.2} c="dark.8">
              {t('home.heroTitle')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6">
              {t('home.heroSubtitle')}
            </Text>
          </Stack>
        </Container>
      </Box>
      <Container size="lg" py="xl">
        <Box component="section" id="pandits" aria-labelledby="pandits-title" py="xl" style={{ scrollMarginTop: 80 }}>
          <Title id="pandits-title" order={2}>
            {t('home.panditsTitle')}
          </Title>
          <Text c="dimmed">{t('home.panditsSubtitle')}</Text>
        </Box>
        <Box component="section" id="packages" aria-labelledby="packages-title" py="xl" style={{ scrollMarginTop: 80 }}>
          <Title id="packages-title" order={2}>
            {t('home.packagesTitle')}
          </Title>
          <Text c="dimmed">{t('home.packagesSubtitle')}</Text>
        </Box>
      </Container>
    </>
  );
}
