import { useQuery } from '../../app/query';
import { Box, Button, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../components/ui/LoadError';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';
import type { PanditCardFieldsFragment } from '../../__generated__/graphql';
import { formatNumber } from '../../app/format';
import { EmptyState } from '../../components/ui/EmptyState';
import { toVariables, type DiscoverFilters, type useDiscoverFilters } from './filters';
import { HomePanditsQuery } from './operations';
import { PanditCard } from './PanditCard';

// Below the cards: loads after them (a box of its height keeps the layout still meanwhile).
const ResultPages = lazyPart(() => import('./ResultPages').then((m) => ({ default: m.ResultPages })));
// "Showing results for ...", near me, nobody near: only when the answer or the filters call for them.
const ResultNotices = lazyPart(() => import('./search-ui').then((m) => ({ default: m.ResultNotices })));
// Nobody found: virtual pandits and nearby cities for the search, and "find me a pandit".
const NoResults = lazyPart(() => import('./search-ui').then((m) => ({ default: m.NoResults })));

export interface PanditResultsProps {
  filters: DiscoverFilters;
  onPage: (page: number) => void;
  onView: (pandit: PanditCardFieldsFragment) => void;
  onBook: (pandit: PanditCardFieldsFragment) => void;
  /** The empty state's 'clear filters' action; none while the filter panel (which has its own) is open. */
  onReset?: () => void;
  update: ReturnType<typeof useDiscoverFilters>['update'];
}

/** The pandit grid for the current filters, with loading, empty and error states and paging. */
export function PanditResults({ filters, onPage, onView, onBook, onReset, update }: PanditResultsProps) {
  const { t, i18n } = useTranslation('marketplace');
  const variables = toVariables(filters);
  const { data, previousData, loading, error, refetch } = useQuery(HomePanditsQuery, {
    variables,
    notifyOnNetworkStatusChange: true,
  });
  const page = (data ?? previousData)?.pandits;
  // The first row at once, the others a task later (the first time only).
  const shown = page?.items ?? [];
  const card = (p: PanditCardFieldsFragment) => (
    <PanditCard key={p.id} pandit={p} onView={onView} onBook={onBook} search={filters.q} />
  );

  if (error && !page) {
    return <LoadError title={t('pandits.loadError')} error={error} onRetry={() => void refetch()} testId="pandits-error" />;
  }
  if (!page) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} h={260} radius="md" />
        ))}
      </SimpleGrid>
    );
  }
  const pages = Math.max(1, Math.ceil(page.pageInfo.totalCount / page.pageInfo.limit));
  return (
    <Stack gap="md" aria-busy={loading}>
      <Group justify="space-between">
        <Text c="dimmed" size="sm" aria-live="polite" data-testid="pandit-count">
          {t('pandits.results', {
            count: page.pageInfo.totalCount,
            formatted: formatNumber(page.pageInfo.totalCount, i18n.language),
          })}
        </Text>
      </Group>
      {(page.correctedQuery || filters.near) && (
        <PartBoundary>
          <ResultNotices
            filters={filters}
            corrected={page.correctedQuery}
            empty={!page.items.length}
            update={update}
            card={card}
          />
        </PartBoundary>
      )}
      {page.items.length === 0 ? (
        <Stack gap="lg">
          {!filters.near && (
            <EmptyState
              title={t('pandits.empty')}
              description={t('pandits.emptyHint')}
              action={
                onReset && (
                  <Button variant="light" color="orange" onClick={onReset} data-testid="empty-reset-filters">
                    {t('filters.reset')}
                  </Button>
                )
              }
            />
          )}
          {filters.page === 1 && (
            <PartBoundary>
              <NoResults filters={filters} card={card} />
            </PartBoundary>
          )}
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="pandit-grid" style={{ opacity: loading ? 0.6 : 1 }}>
          {shown.map(card)}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Group justify="center">
          <PartBoundary fallback={<Box h={32} />}>
            <ResultPages total={pages} value={filters.page} onChange={onPage} label={t('pandits.pages')} />
          </PartBoundary>
        </Group>
      )}
    </Stack>
  );
}
