import type { ReactNode } from 'react';
import { useQuery } from '../../app/query';
import { Alert, Anchor, Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BORDER_TOWN_KM, DISTANCE_CHOICES_KM, insideIndia } from '@marketplace/schema/rules';
import type { PanditCardFieldsFragment } from '../../__generated__/graphql';
import { formatNumber } from '../../app/format';
import { LoadError } from '../../components/ui/LoadError';
import type { DiscoverFilters, useDiscoverFilters } from './filters';
import { cityAt } from './near';
import { nearestCity, useReference } from './reference';
import { VirtualPanditsQuery } from './search-operations';
import './search-i18n';

export interface ResultNoticesProps {
  filters: DiscoverFilters;
  corrected: string | null | undefined;
  empty: boolean;
  update: ReturnType<typeof useDiscoverFilters>['update'];
  /** A pandit card (PanditResults passes its own, so this chunk shares the first visit's card code). */
  card: (pandit: PanditCardFieldsFragment) => ReactNode;
}

/**
 * What the results page says above the cards: "Showing results for X" (with "Search instead for what I
 * typed"), and for near me the point measured from; when nobody is near, or the position is outside the
 * outside India (India's outline in the shared rules, or a reference city within BORDER_TOWN_KM), it says so, never naming a
 * wrong city, and offers the pandits who perform virtual poojas.
 */
export function ResultNotices({ filters, corrected, empty, update, card }: ResultNoticesProps) {
  const { t, i18n } = useTranslation('search');
  const { states, label, loading } = useReference();
  const km = (n: number) => formatNumber(Math.round(n), i18n.language);

  let near: ReactNode = null;
  if (filters.near && !loading) {
    const [lat, lng] = filters.near.split(',').map(Number);
    const best = nearestCity(states, lat!, lng!);
    // A city chosen from the list, or the visitor's own position.
    const chosen = cityAt(states, filters.near);
    const outside = !chosen && !insideIndia(lat!, lng!) && !(best && best.km <= BORDER_TOWN_KM);
    const place = chosen ? `${label(chosen.city.name.en)}, ${label(chosen.state.name.en)}` : t('near.you');
    const wider = DISTANCE_CHOICES_KM.find((d) => d > filters.km);
    if (outside) {
      near = (
        <Alert color="yellow" title={t('near.title')} data-testid="near-outside">
          {t('near.outside')}
        </Alert>
      );
    } else if (empty) {
      near = (
        <Alert color="yellow" title={t('near.title')} data-testid="near-nobody">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">
              {filters.km > 0 ? t('near.nobody', { km: km(filters.km), place }) : t('marketplace:pandits.empty')}
            </Text>
            {filters.km > 0 && (
              <Button size="xs" variant="light" color="orange" onClick={() => update({ km: wider ?? 0 })}>
                {wider ? t('near.widen', { km: km(wider) }) : t('near.anyDistance')}
              </Button>
            )}
          </Stack>
        </Alert>
      );
    } else {
      near = (
        <Text size="sm" data-testid="near-summary">
          {chosen || !best
            ? t('near.summaryCity', { city: place })
            : t('near.summaryMe', { city: `${label(best.city.name.en)}, ${label(best.state.name.en)}`, km: km(best.km) })}
        </Text>
      );
    }
    if (outside || empty)
      near = (
        <Stack gap="md">
          {near}
          <VirtualPandits card={card} />
        </Stack>
      );
  }

  return (
    <Stack gap="sm">
      {corrected && (
        <Text size="sm" data-testid="corrected-query" aria-live="polite">
          {t('corrected.showing')} <b>{corrected}</b>.{' '}
          <Anchor
            component="button"
            type="button"
            size="sm"
            underline="always"
            onClick={() => update({ exact: true })}
            data-testid="search-exact"
          >
            {t('corrected.instead', { typed: filters.q })}
          </Anchor>
        </Text>
      )}
      {near}
    </Stack>
  );
}

/** The best-rated pandits who offer virtual poojas (first 6). */
function VirtualPandits({ card }: Pick<ResultNoticesProps, 'card'>) {
  const { t } = useTranslation('search');
  const { data, loading, error, refetch } = useQuery(VirtualPanditsQuery, { variables: { page: { limit: 6 } } });
  const items = data?.pandits.items ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="virtual-title" data-testid="virtual-pandits">
      <Title order={3} fz="md" id="virtual-title">
        {t('near.virtualTitle')}
      </Title>
      {error && !data ? (
        <LoadError title={t('near.virtualError')} error={error} onRetry={() => void refetch()} />
      ) : loading && !data ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
          {Array.from({ length: 3 }, (_, i) => (
            <Skeleton key={i} h={260} radius="md" />
          ))}
        </SimpleGrid>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('near.virtualEmpty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{items.map(card)}</SimpleGrid>
      )}
    </Stack>
  );
}
