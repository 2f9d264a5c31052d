import { useQuery } from '../../app/query';
import { Box, Button, Card, Container, Group, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { formatNumber } from '../../app/format';
import { AboutQuery } from './operations';
import type { RoutePrefetch } from '../../app/router';
import './i18n';

const WHY = ['verified', 'transparent', 'languages', 'support'] as const;

/** '/about' (spec §2): story, why us, impact, mission, vision, values, call to action. */
/** The page's answer, asked for as the visit starts on '/about' (app/router.tsx preloadRoute), unless the page came with it. */
export const prefetch: RoutePrefetch = (client, { language }) => client.query({ query: AboutQuery, variables: { language } });

export function AboutPage() {
  const { t, i18n } = useTranslation('about');
  const { data, loading, error, refetch } = useQuery(AboutQuery, { variables: { language: i18n.language } });
  const about = data?.about;
  const impact = [
    { value: `${formatNumber(500, i18n.language)}+`, label: t('impact.pandits') },
    { value: `${formatNumber(10000, i18n.language)}+`, label: t('impact.customers') },
    { value: `${formatNumber(100, i18n.language)}+`, label: t('impact.cities') },
    { value: '4.8/5', label: t('impact.rating') },
  ];
  return (
    <Container size="md" py="xl">
      <Stack gap="xl">
        {error && !about ? (
          <LoadError title={t('loadError')} error={error} onRetry={() => void refetch()} />
        ) : loading && !about ? (
          <Stack mih="100vh">
            <Skeleton h={40} w="60%" />
            <Skeleton h={120} />
          </Stack>
        ) : (
          about && (
            <Stack gap="sm">
              <Title order={1} data-testid="about-title">
                {about.title}
              </Title>
              {about.content.split(/\n+/).map((para, i) => (
                <Text key={i}>{para}</Text>
              ))}
            </Stack>
          )
        )}

        <Box component="section" aria-labelledby="story-title">
          <Title order={2} id="story-title" mb="xs">
            {t('story.title')}
          </Title>
          <Text>{t('story.text')}</Text>
        </Box>

        <Box component="section" aria-labelledby="why-title">
          <Title order={2} id="why-title" mb="xs">
            {t('why.title')}
          </Title>
          <List spacing="xs">
            {WHY.map((w) => (
              <List.Item key={w}>{t(`why.items.${w}`)}</List.Item>
            ))}
          </List>
        </Box>

        <Box component="section" aria-labelledby="impact-title">
          <Title order={2} id="impact-title" mb="xs">
            {t('impact.title')}
          </Title>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {impact.map((i) => (
              <Card key={i.label} withBorder radius="md" ta="center">
                <Text fw={800} fz={26} c="orange.8">
                  {i.value}
                </Text>
                <Text size="sm" c="dimmed">
                  {i.label}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Box>

        {about && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Card withBorder radius="md" component="section" aria-labelledby="mission-title">
              <Title order={2} fz="h4" id="mission-title" mb="xs">
                {t('mission')}
              </Title>
              <Text>{about.mission}</Text>
            </Card>
            <Card withBorder radius="md" component="section" aria-labelledby="vision-title">
              <Title order={2} fz="h4" id="vision-title" mb="xs">
                {t('vision')}
              </Title>
              <Text>{about.vision}</Text>
            </Card>
          </SimpleGrid>
        )}

        {about && about.values.length > 0 && (
          <Box component="section" aria-labelledby="values-title">
            <Title order={2} id="values-title" mb="xs">
              {t('values')}
            </Title>
            <List spacing="xs">
              {about.values.map((v) => (
                <List.Item key={v}>{v}</List.Item>
              ))}
            </List>
          </Box>
        )}

        <Card withBorder radius="md" p="xl" bg="orange.0" component="section" aria-labelledby="cta-title">
          <Stack align="center" ta="center" gap="sm">
            <Title order={2} id="cta-title">
              {t('cta.title')}
            </Title>
            <Text>{t('cta.text')}</Text>
            <Group>
              <Button component={Link} to="/pandits" color="orange">
                {t('cta.find')}
              </Button>
              <Button component={Link} to="/join" variant="outline" color="orange">
                {t('cta.join')}
              </Button>
            </Group>
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
