import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Card, Container, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../app/query';
import { formatNumber } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import { CeremonyListQuery } from './operations';
import { ceremonyMatches, formatMinutes } from './shared';
import { ceremonyPath, inLanguage } from './names';

/** '/ceremonies': every ceremony, searchable by its names in both scripts and its aliases. */
export function CeremoniesPage() {
  const { t, i18n } = useTranslation('ceremony');
  const lang = i18n.language;
  const [query, setQuery] = useState('');
  const { data, loading, error, refetch } = useQuery(CeremonyListQuery);
  const all = data?.ceremonies ?? [];
  const shown = all.filter((c) => ceremonyMatches(c, query));
  const other = lang.startsWith('hi') ? 'en' : 'hi';
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('index.title')}</Title>
          <Text c="dimmed">{t('index.subtitle')}</Text>
        </div>
        <TextInput
          label={t('index.search')}
          placeholder={t('index.searchPlaceholder')}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          maw={480}
          type="search"
          data-testid="ceremony-search"
        />
        {error && !data ? (
          <LoadError title={t('index.loadError')} error={error} onRetry={() => void refetch()} testId="ceremonies-error" />
        ) : loading && !data ? (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-busy>
            {Array.from({ length: 6 }, (_, i) => (
              <Skeleton key={i} h={96} radius="md" />
            ))}
          </SimpleGrid>
        ) : shown.length === 0 ? (
          <EmptyState title={all.length ? t('index.noMatch', { query: query.trim() }) : t('index.empty')} />
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite" data-testid="ceremony-count">
              {t('index.count', { count: shown.length, formatted: formatNumber(shown.length, lang) })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {shown.map((c) => (
                <Card
                  key={c.id}
                  component="li"
                  withBorder
                  radius="md"
                  padding="md"
                  data-testid="ceremony-card"
                  data-slug={c.slug}
                >
                  <Text component={Link} to={ceremonyPath(c.slug)} fw={700} fz="lg" c="orange.9" data-testid="ceremony-link">
                    {inLanguage(c.name, lang)}
                  </Text>
                  <Text size="sm" c="dimmed" lang={other} data-user-content>
                    {c.name[other]}
                  </Text>
                  <Text size="sm">{t('index.duration', { duration: formatMinutes(c.durationMinutes, lang) })}</Text>
                </Card>
              ))}
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
