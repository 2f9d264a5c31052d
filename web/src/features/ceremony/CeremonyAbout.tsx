import { Badge, Box, Button, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SamagriProvider } from '@marketplace/schema/rules/__generated__/contract';
import type { Ceremony } from './operations';
import { inLanguage } from './names';
import { SamagriList, formatMinutes } from './shared';

/** Name, other names, description, when, for whom, duration, steps and samagri. */
export function CeremonyAbout({ ceremony: c, title }: { ceremony: Ceremony; title: string }) {
  const { t, i18n } = useTranslation('ceremony');
  const lang = i18n.language;
  const other = lang.startsWith('hi') ? 'en' : 'hi';
  const text = (x: { en: string; hi: string }) => inLanguage(x, lang);
  const book = () => document.getElementById('ceremony-pandits')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  return (
    <>
      <Stack gap="xs">
        <Title order={1} data-testid="ceremony-title">
          {title}
        </Title>
        <Group gap={6}>
          <Text size="sm" c="dimmed">
            {t('page.alsoCalled')}:
          </Text>
          <Badge variant="light" color="gray" tt="none" lang={other} data-user-content>
            {c.name[other]}
          </Badge>
          {c.aliases.map((a) => (
            <Badge key={a} variant="light" color="gray" tt="none" data-user-content>
              {a}
            </Badge>
          ))}
        </Group>
        <Text data-testid="ceremony-description">{text(c.description)}</Text>
        <Group gap="sm" align="center">
          <Button color="orange" onClick={book} data-testid="ceremony-book">
            {t('page.book')}
          </Button>
          <Text size="sm" c="dimmed">
            {t('page.bookHint')}
          </Text>
        </Group>
      </Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Box component="section" aria-labelledby="ceremony-when">
          <Title order={2} fz="h4" id="ceremony-when" mb={4}>
            {t('page.whenDone')}
          </Title>
          <Text size="sm">{text(c.whenDone)}</Text>
        </Box>
        <Box component="section" aria-labelledby="ceremony-who">
          <Title order={2} fz="h4" id="ceremony-who" mb={4}>
            {t('page.whoFor')}
          </Title>
          <Text size="sm">{text(c.whoFor)}</Text>
        </Box>
        <Box component="section" aria-labelledby="ceremony-duration">
          <Title order={2} fz="h4" id="ceremony-duration" mb={4}>
            {t('page.duration')}
          </Title>
          <Text size="sm" data-testid="ceremony-duration-value">
            {t('page.durationValue', { duration: formatMinutes(c.durationMinutes, lang) })}
          </Text>
        </Box>
      </SimpleGrid>
      {c.steps.length > 0 && (
        <Box component="section" aria-labelledby="ceremony-steps">
          <Title order={2} id="ceremony-steps" mb="xs">
            {t('page.steps')}
          </Title>
          <List type="ordered" spacing={4} data-testid="ceremony-steps-list">
            {c.steps.map((s, i) => (
              <List.Item key={i}>{text(s)}</List.Item>
            ))}
          </List>
        </Box>
      )}
      <Box component="section" aria-labelledby="ceremony-samagri">
        <Title order={2} id="ceremony-samagri" mb="xs">
          {t('page.samagri')}
        </Title>
        {c.samagri.length === 0 ? (
          <Text c="dimmed">{t('page.noSamagri')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {[SamagriProvider.Pandit, SamagriProvider.Family].map((by) => {
              const items = c.samagri.filter((s) => s.providedBy === by);
              return (
                items.length > 0 && (
                  <div key={by}>
                    <Title order={3} fz="md" mb={4}>
                      {by === 'PANDIT' ? t('page.panditBrings') : t('page.familyArranges')}
                    </Title>
                    <SamagriList items={items} testId={`ceremony-samagri-${by.toLowerCase()}`} />
                  </div>
                )
              );
            })}
          </SimpleGrid>
        )}
      </Box>
    </>
  );
}
