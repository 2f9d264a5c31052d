import { useEffect, useRef, useState } from 'react';
import { Anchor, Button, Grid, Group, Paper, RangeSlider, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { DEFAULT_DISTANCE_KM, DISTANCE_CHOICES_KM } from '@marketplace/schema/rules';
import { formatMoney, formatNumber } from '../../app/format';
import { PRICE_MAX, RATING_OPTIONS, SERVICE_TYPES, SORTS, type DiscoverFilters, type ServiceKey, type SortKey } from './filters';
import { cityAt, locate, point } from './near';
import { useReference } from './reference';
import { SearchSuggest } from './SearchSuggest';
import './search-i18n';

export interface FilterPanelProps {
  filters: DiscoverFilters;
  update: (patch: Partial<DiscoverFilters>) => void;
  reset: () => void;
  /** A pandit chosen among the suggestions: open their profile. */
  onPandit: (id: string) => void;
}

/** Every filter of spec §2; results recompute on each change (the filters live in the URL). */
export function FilterPanel({ filters, update, reset, onPandit }: FilterPanelProps) {
  const { t, i18n } = useTranslation(['search', 'marketplace']);
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
    typing.current = setTimeout(() => update({ q: value, exact: false }), 350);
  }

  const name = (n: { en: string; hi: string }) => (hi ? n.hi : n.en);
  const state = states.find((s) => s.name.en === filters.state);
  const stateOptions = states.map((s) => ({ value: s.name.en, label: name(s.name) }));
  const cityOptions = (state?.cities ?? []).map((c) => ({ value: c.name.en, label: name(c.name) }));
  const money = (n: number) => formatMoney(n, i18n.language);

  /**
   * Near me: the position itself (rounded) is measured from; the results say which served city is nearest,
   * or that the position is outside the area we serve (ResultNotices): no city is guessed here.
   */
  const nearBy = (near: string) => update({ near, km: filters.km || DEFAULT_DISTANCE_KM, sort: 'distance', state: '', city: '' });
  function detect() {
    setLocating(true);
    locate(
      (near) => {
        setLocating(false);
        nearBy(near);
      },
      (reason) => {
        setLocating(false);
        notifications.show({ color: 'red', message: t(`near.${reason}`) });
      },
    );
  }
  const cityPoints = states.flatMap((s) =>
    s.cities.map((c) => ({ key: `${s.code}:${c.name.en}`, near: point(c.latitude, c.longitude), s, c })),
  );
  const chosen = cityAt(states, filters.near);
  const nearCity = chosen && cityPoints.find((x) => x.c === chosen.city);
  const nearCityOptions = states.map((s) => ({
    group: name(s.name),
    items: cityPoints.filter((x) => x.s === s).map((x) => ({ value: x.key, label: name(x.c.name) })),
  }));

  const sortLabel: Record<SortKey, string> = {
    rating: t('filters.sortRating'),
    experience: t('filters.sortExperience'),
    price: t('filters.sortPrice'),
    name: t('filters.sortName'),
    relevance: t('filters.sortRelevance'),
    distance: t('near.sortDistance'),
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
            <SearchSuggest
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              value={text}
              onChange={(v, picked) => (picked ? setText(v) : onType(v))}
              onPick={(s) => {
                clearTimeout(typing.current);
                if (s.kind === 'PANDIT' && s.id) onPandit(s.id);
                else update({ q: s.value, exact: false });
              }}
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
              data={SORTS.filter((s) => (s !== 'relevance' || searching) && (s !== 'distance' || filters.near)).map((s) => ({
                value: s,
                label: sortLabel[s],
              }))}
              value={sortValue}
              onChange={(v) => update({ sort: (v as SortKey) ?? '' })}
              allowDeselect={false}
              data-testid="filter-sort"
              description={
                <Anchor component={Link} to="/how-we-rank" size="xs" data-testid="how-we-rank-link">
                  {t('filters.howWeRank')}
                </Anchor>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </Grid.Col>
        </Grid>
        <Grid gap="md" align="flex-end">
          <Grid.Col span={{ base: 12, md: 3 }}>
            <Button
              fullWidth
              variant="light"
              color="orange"
              onClick={detect}
              loading={locating}
              data-testid="detect-location"
              aria-pressed={Boolean(filters.near && !chosen)}
            >
              {locating ? t('near.locating') : t('near.me')}
            </Button>
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
            <Select
              label={t('near.city')}
              placeholder={t('near.cityPlaceholder')}
              data={nearCityOptions}
              value={nearCity?.key ?? null}
              onChange={(key) => {
                const x = cityPoints.find((c) => c.key === key);
                if (x) nearBy(x.near);
                else update({ near: '', km: 0, sort: '' });
              }}
              searchable
              clearable
              data-testid="near-city"
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
            <Select
              label={t('near.distance')}
              data={[
                ...DISTANCE_CHOICES_KM.map((km) => ({
                  value: String(km),
                  label: t('near.distanceKm', { km: formatNumber(km, i18n.language) }),
                })),
                { value: '0', label: t('near.anyDistance') },
              ]}
              value={String(filters.km)}
              onChange={(v) => update({ km: Number(v ?? 0) })}
              disabled={!filters.near}
              allowDeselect={false}
              data-testid="near-distance"
            />
          </Grid.Col>
          {filters.near && (
            <Grid.Col span={{ base: 12, md: 'content' }}>
              <Button
                variant="subtle"
                color="gray"
                fullWidth
                onClick={() => update({ near: '', km: 0, sort: '' })}
                data-testid="near-clear"
              >
                {t('near.clear')}
              </Button>
            </Grid.Col>
          )}
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
          <Button variant="subtle" color="gray" onClick={reset} data-testid="reset-filters">
            {t('marketplace:filters.reset')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
