import { useQuery } from '../../app/query';
import { Avatar, Box, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Stars } from '../../components/ui/Stars';
import { useTranslation } from 'react-i18next';
import { formatMonthYear } from '../../app/format';
import { FeaturedTestimonialsQuery } from './operations';
import { useReference } from './reference';
import { LAZY_IMAGE } from '../../components/ui/lazyImage';

/** Up to 3 featured testimonials; the section is hidden when there are none (or they fail to load). */
export function Testimonials() {
  const { t, i18n } = useTranslation('marketplace');
  const { data } = useQuery(FeaturedTestimonialsQuery);
  const { label } = useReference();
  const items = data?.testimonials ?? [];
  if (!items.length) return null;
  return (
    <Box component="section" aria-labelledby="testimonials-title" py="xl" data-testid="testimonials" className="below-fold">
      <Title id="testimonials-title" order={2}>
        {t('testimonials.title')}
      </Title>
      <Text c="dimmed" mb="md">
        {t('testimonials.subtitle')}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }}>
        {items.slice(0, 3).map((item) => (
          <Card key={item.id} withBorder radius="md" padding="lg" component="figure" m={0}>
            <Stack gap="sm" h="100%">
              <Stars value={item.rating} />
              <Text component="blockquote" m={0} style={{ fontStyle: 'italic' }} data-user-content>
                “{item.comment}”
              </Text>
              {(item.serviceName || item.panditName) && (
                <Text size="sm" c="orange.8">
                  {/* The service as the testimonial names it: a reference name translated, or a package's own name. */}
                  {item.serviceName && <span data-user-content>{label(item.serviceName)}</span>}
                  {item.serviceName && item.panditName && ' · '}
                  {item.panditName && (
                    <span data-user-text={item.panditName}>{t('testimonials.pandit', { name: item.panditName })}</span>
                  )}
                </Text>
              )}
              <Group mt="auto" component="figcaption">
                <Avatar src={item.avatar ?? undefined} radius="xl" color="orange" imageProps={LAZY_IMAGE}>
                  {item.name.slice(0, 1)}
                </Avatar>
                <Stack gap={0}>
                  <Text fw={600} size="sm" data-user-content>
                    {item.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {label(item.location)} · {formatMonthYear(item.date, i18n.language)}
                  </Text>
                </Stack>
              </Group>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Box>
  );
}
