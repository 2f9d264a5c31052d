import type { ReactNode } from 'react';
import { Anchor, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NEARBY_CITY_KM } from '@marketplace/schema/rules/near';
import type { PanditCardFieldsFragment } from '../../__generated__/graphql';
import { formatNumber } from '../../app/format';
import { useQuery } from '../../app/query';
import { LoadError } from '../../components/ui/LoadError';
import { toVariables, withFilters, type DiscoverFilters } from './filters';
import { useReference } from './reference';
import { PanditRequestForm } from './PanditRequestForm';
import { SearchElsewhereQuery } from './search-operations';
import './search-i18n';

export interface NoResultsProps {
  filters: DiscoverFilters;
  card: (pandit: PanditCardFieldsFragment) => ReactNode;
}

/**
 * Below "no pandit found" (issue #37): for a search in a city or a state, the same ceremony with virtual pandits, then the nearby
 * cities that have pandits for it (each a link running the search there, with its distance); then, for any empty
 * search, the "find me a pandit" request.
 */
export function NoResults({ filters, card }: NoResultsProps) {
  const { t, i18n } = useTranslation('search');
  // (Near me has its own offer, ResultNotices: the server answers null for it.)
  const { data, loading, error, refetch } = useQuery(SearchElsewhereQuery, {
    variables: { filter: toVariables(filters).filter },
    skip: Boolean(filters.near),
  });
  const elsewhere = data?.pandits.elsewhere;
  const [params] = useSearchParams();
  const { label } = useReference();
  const ceremony = elsewhere?.ceremony ? label(elsewhere.ceremony) : null;
  // The place searched: its city, or the state when the search named only a state (decision 0068).
  const city = elsewhere?.city ? label(elsewhere.city) : null;
  const place = elsewhere ? (city ?? label(elsewhere.state)) : null;
  const number = (n: number) => formatNumber(n, i18n.language);
  const search = (patch: Partial<DiscoverFilters>) => ({ search: `?${withFilters(params, { exact: false, ...patch })}` });

  return (
    <Stack gap="lg">
      {error && !data && <LoadError title={t('elsewhere.loadError')} error={error} onRetry={() => void refetch()} />}
      {loading && !data && <Skeleton h={120} radius="md" aria-busy />}
      {elsewhere && elsewhere.virtualPandits.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="elsewhere-virtual-title" data-testid="elsewhere-virtual">
          <Title order={3} fz="md" id="elsewhere-virtual-title">
            {ceremony ? t('elsewhere.virtualTitle', { ceremony }) : t('elsewhere.virtualTitleAny')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{elsewhere.virtualPandits.map(card)}</SimpleGrid>
          {elsewhere.virtualCount > elsewhere.virtualPandits.length && (
            <Anchor
              component={Link}
              to={search({ q: elsewhere.search ?? '', state: '', city: '', type: 'virtual' })}
              data-testid="elsewhere-virtual-all"
            >
              {t('elsewhere.virtualAll', { formatted: number(elsewhere.virtualCount) })}
            </Anchor>
          )}
        </Stack>
      )}
      {elsewhere && elsewhere.nearbyCities.length > 0 && (
        <Stack gap="xs" component="section" aria-labelledby="elsewhere-nearby-title" data-testid="elsewhere-nearby">
          <Title order={3} fz="md" id="elsewhere-nearby-title">
            {ceremony ? t('elsewhere.nearbyTitle', { ceremony, city: place }) : t('elsewhere.nearbyTitleAny', { city: place })}
          </Title>
          <List spacing={4}>
            {elsewhere.nearbyCities.map((c) => (
              <List.Item key={`${c.state}/${c.city}`}>
                <Anchor
                  component={Link}
                  to={search({ q: elsewhere.search ?? '', state: c.state, city: c.city })}
                  data-testid="elsewhere-city"
                >
                  {label(c.city)}
                </Anchor>
                <Text span size="sm" c="dimmed">
                  {' · '}
                  {t('elsewhere.distance', { km: number(Math.round(c.distanceKm)) })}
                  {' · '}
                  {t('elsewhere.pandits', { count: c.panditCount, formatted: number(c.panditCount) })}
                </Text>
              </List.Item>
            ))}
          </List>
        </Stack>
      )}
      {elsewhere && elsewhere.virtualPandits.length === 0 && elsewhere.nearbyCities.length === 0 && (
        <Text c="dimmed" data-testid="elsewhere-none">
          {t('elsewhere.none', { city: place, km: number(NEARBY_CITY_KM) })}
        </Text>
      )}
      {/* Filled in with what the answer names, so shown once it is here (a new search starts a new form). */}
      {!(loading && !data) && (
        <PanditRequestForm
          key={`${filters.q}|${filters.city}`}
          ceremony={ceremony ?? ''}
          city={city ?? (filters.city ? label(filters.city) : '')}
        />
      )}
    </Stack>
  );
}
