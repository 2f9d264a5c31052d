import { useEffect, useRef, useState } from 'react';
import { Button, Grid, Group, Paper, RangeSlider, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../app/format';
import { PRICE_MAX, RATING_OPTIONS, SERVICE_TYPES, SORTS, type DiscoverFilters, type ServiceKey, type SortKey } from './filters';
import { nearestCity, useReference } from './reference';

export interface FilterPanelProps {
  filters: DiscoverFilters;
  update: (patch: Partial<DiscoverFilters>) => void;
  reset: () => void;
}

/** Every filter of spec §2; results recompute on each change (the filters live in the URL). */
export function FilterPanel({ filters, update, reset }: FilterPanelProps) {
  const { t, i18n } = useTranslation('marketplace');
  const { states, hi } = useReference();
  const [text, setText] = useState(filters.q);
  const typing = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [price, setPrice] = useState<[number, number]>([filters.minPrice, filters.maxPrice]);
  const [locating, setLocating] = useState(false);

  // Follow the URL when it changes from elsewhere (hero search, back button): adjusted while rendering.
  const [seen, setSeen] = useState({ q: filters.q, minPrice: filters.minPrice, maxPrice: filters.maxPrice });
  if (seen.q !== filters.q || seen.minPrice !== filters.minPrice || seen.maxPrice !== filters.maxPrice) {
    setSeen({ q: filters.q, minPrice: filters.minPrice, maxPrice: filters.maxPrice });
    if (seen.q !== filters.q) setText(filters.q);
    if (seen.minPrice !== filters.minPrice || seen.maxPrice !== filters.maxPrice) setPrice([filters.minPrice, filters.maxPrice]);
  }
  useEffect(() => () => clearTimeout(typing.current), []);
  /** Typing updates the results after a short pause (only user input writes the search to the URL). */
  function onType(value: string) {
    setText(value);
    clearTimeout(typing.current);
    typing.current = setTimeout(() => update({ q: value }), 350);
  }

  const name = (n: { en: string; hi: string }) => (hi ? n.hi : n.en);
  const state = states.find((s) => s.name.en === filters.state);
  const stateOptions = states.map((s) => ({ value: s.name.en, label: name(s.name) }));
  const cityOptions = (state?.cities ?? []).map((c) => ({ value: c.name.en, label: name(c.name) }));
  const money = (n: number) => formatMoney(n, i18n.language);

  function detect() {
    if (!('geolocation' in navigator)) {
      notifications.show({ color: 'red', message: t('filters.geoUnsupported') });
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const best = nearestCity(states, pos.coords.latitude, pos.coords.longitude);
        if (!best) {
          notifications.show({ color: 'red', message: t('filters.geoFailed') });
          return;
        }
        update({ state: best.state.name.en, city: best.city.name.en });
        notifications.show({
          color: 'teal',
          message: t('filters.detected', { city: name(best.city.name), state: name(best.state.name) }),
        });
      },
      () => {
        setLocating(false);
        notifications.show({ color: 'red', message: t('filters.geoFailed') });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 600_000 },
    );
  }

  const sortLabel: Record<SortKey, string> = {
    rating: t('filters.sortRating'),
    experience: t('filters.sortExperience'),
    price: t('filters.sortPrice'),
    name: t('filters.sortName'),
    relevance: t('filters.sortRelevance'),
  };
  const serviceLabel: Record<ServiceKey, string> = {
    all: t('filters.serviceAll'),
    physical: t('filters.servicePhysical'),
    virtual: t('filters.serviceVirtual'),
  };
  const searching = Boolean(filters.q.trim());
  const sortValue = filters.sort || (searching ? 'relevance' : 'rating');

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={t('filters.title')} data-testid="filter-panel">
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <TextInput
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              value={text}
              onChange={(e) => onType(e.currentTarget.value)}
              data-testid="filter-search"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('filters.state')}
              placeholder={t('filters.allStates')}
              data={stateOptions}
              value={filters.state || null}
              onChange={(v) => update({ state: v ?? '' })}
              searchable
              clearable
              data-testid="filter-state"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('filters.city')}
              placeholder={state ? t('filters.allCities') : t('filters.cityDisabled')}
              data={cityOptions}
              value={filters.city || null}
              onChange={(v) => update({ city: v ?? '' })}
              disabled={!state}
              searchable
              clearable
              data-testid="filter-city"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Text size="sm" fw={500} id="price-label">
              {t('filters.price')}:{' '}
              {price[1] >= PRICE_MAX
                ? t('filters.priceNoLimit', { min: money(price[0]), max: money(PRICE_MAX) })
                : t('filters.priceRange', { min: money(price[0]), max: money(price[1]) })}
            </Text>
            <RangeSlider
              min={0}
              max={PRICE_MAX}
              step={500}
              minRange={500}
              value={price}
              onChange={setPrice}
              onChangeEnd={([min, max]) => update({ minPrice: min, maxPrice: max })}
              label={money}
              thumbFromLabel={t('filters.price')}
              thumbToLabel={t('filters.price')}
              mt="xs"
              data-testid="filter-price"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('filters.rating')}
              data={RATING_OPTIONS.map((r) => ({
                value: r,
                label: r === '0' ? t('filters.ratingAny') : t('filters.ratingMin', { value: r }),
              }))}
              value={filters.rating}
              onChange={(v) => update({ rating: v ?? '0' })}
              allowDeselect={false}
              data-testid="filter-rating"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('filters.sort')}
              data={SORTS.filter((s) => s !== 'relevance' || searching).map((s) => ({ value: s, label: sortLabel[s] }))}
              value={sortValue}
              onChange={(v) => update({ sort: (v as SortKey) ?? '' })}
              allowDeselect={false}
              data-testid="filter-sort"
            />
          </Grid.Col>
        </Grid>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="service-label">
              {t('filters.service')}
            </Text>
            <SegmentedControl
              aria-labelledby="service-label"
              data={SERVICE_TYPES.map((s) => ({ value: s, label: serviceLabel[s] }))}
              value={filters.type}
              onChange={(v) => update({ type: v })}
              data-testid="filter-service"
            />
          </Stack>
          <Group gap="sm">
            <Button variant="light" color="orange" onClick={detect} loading={locating} data-testid="detect-location">
              {locating ? t('filters.detecting') : t('filters.detect')}
            </Button>
            <Button variant="subtle" color="gray" onClick={reset} data-testid="reset-filters">
              {t('filters.reset')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
