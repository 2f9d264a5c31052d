import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { panditSlug } from '@marketplace/schema/rules/slug';
import { Anchor, Box, Breadcrumbs, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../app/query';
import { formatNumber } from '../../app/format';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import type { PanditCardFieldsFragment } from '../../__generated__/graphql';
import { PanditCard } from '../marketplace/PanditCard';
import { parseFilters } from '../marketplace/filters';
import { locate } from '../marketplace/near';
import { useReference } from '../marketplace/reference';
import { useOwnPageTitle } from '../../app/pageTitle';
import { CeremonyPageQuery, type Ceremony } from './operations';
import { CeremonyAbout } from './CeremonyAbout';
import { CeremonyCities } from './CeremonyCities';
import { ceremonyPath, inLanguage } from './names';
import { PriceRanges } from './PriceRanges';

const PanditProfileModal = lazyPart(() =>
  import('../pandit-profile/PanditProfileModal').then((m) => ({ default: m.PanditProfileModal })),
);
const BookingDialog = lazyPart(() => import('../booking/BookingDialog').then((m) => ({ default: m.BookingDialog })));

const PAGE_SIZE = 12;

/** The query's variables: only the route's parameters (slug, city, `near` of the query string) and how many to show. */
export function ceremonyVariables(slug: string, city: string | undefined, near: string, limit = PAGE_SIZE) {
  const [lat, lng] = near.split(',').map(Number);
  return {
    slug,
    city: city ?? null,
    near: near ? { lat: lat!, lng: lng! } : null,
    page: { page: 1, limit },
  };
}

/**
 * '/ceremonies/<slug>' and '/ceremonies/<slug>/<city>' (issue #33): what the ceremony is, when and for whom, how
 * long, its steps and samagri, the price range of the pandits who perform it (in the city), those pandits (nearest
 * first once the visitor shares a location) and the booking with the ceremony chosen. Everything comes from the
 * route's parameters and one query, so the page can be rendered on the server (issue #32).
 */
export function CeremonyPage({ slug, city }: { slug: string; city?: string }) {
  const { t, i18n } = useTranslation('ceremony');
  const [params, setParams] = useSearchParams();
  const near = parseFilters(params).near;
  const [limit, setLimit] = useState(PAGE_SIZE);
  const { data, previousData, loading, error, refetch } = useQuery(CeremonyPageQuery, {
    variables: ceremonyVariables(slug, city, near, limit),
    notifyOnNetworkStatusChange: true,
  });
  const answer = data ?? previousData;
  const ceremony = answer?.ceremony;
  const lang = i18n.language;
  const { label } = useReference();
  const cityName = city ? label(city) : null;
  const name = ceremony ? inLanguage(ceremony.name, lang) : null;
  const title = name && cityName ? t('page.inCity', { name, city: cityName }) : name;
  useOwnPageTitle(title);

  if (error && !answer) {
    return (
      <Container size="lg" py="xl">
        <Title order={1} fz="h3" mb="md">
          {t('page.loadError')}
        </Title>
        <LoadError title={t('page.loadError')} error={error} onRetry={() => void refetch()} testId="ceremony-error" />
      </Container>
    );
  }
  if (!answer) {
    return (
      <Container size="lg" py="xl" aria-busy>
        <Stack mih="100vh">
          <Skeleton h={40} w="60%" />
          <Skeleton h={120} />
          <Skeleton h={200} />
        </Stack>
      </Container>
    );
  }
  if (!ceremony) {
    return (
      <Container size="sm" py="xl">
        <Title order={1} fz="h3" mb="md" data-testid="ceremony-not-found">
          {t('page.notFound')}
        </Title>
        <EmptyState
          title={t('page.notFound')}
          description={t('page.notFoundHint')}
          action={
            <Button component={Link} to="/ceremonies" color="orange">
              {t('page.all')}
            </Button>
          }
        />
      </Container>
    );
  }
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Breadcrumbs aria-label={t('page.breadcrumb')} separator="›" style={{ flexWrap: 'wrap' }}>
          <Anchor component={Link} to="/ceremonies" size="sm">
            {t('page.all')}
          </Anchor>
          {cityName ? (
            <Anchor component={Link} to={ceremonyPath(ceremony.slug)} size="sm">
              {name}
            </Anchor>
          ) : (
            <Text size="sm" aria-current="page">
              {name}
            </Text>
          )}
          {cityName && (
            <Text size="sm" aria-current="page">
              {cityName}
            </Text>
          )}
        </Breadcrumbs>
        <CeremonyAbout ceremony={ceremony} title={title ?? inLanguage(ceremony.name, lang)} />
        <PriceRanges prices={ceremony.prices} city={cityName} />
        <Pandits
          ceremony={ceremony}
          city={cityName}
          near={near}
          loading={loading}
          onNear={(point) =>
            setParams(
              (current) => {
                const next = new URLSearchParams(current);
                next.set('near', point);
                return next;
              },
              { replace: true },
            )
          }
          onMore={() => setLimit((l) => l + PAGE_SIZE)}
        />
        <CeremonyCities ceremony={ceremony} current={city ?? null} />
      </Stack>
    </Container>
  );
}

/** The pandits who perform it (in the city), nearest first when asked; each card's Book opens the booking with it. */
function Pandits({
  ceremony,
  city,
  near,
  loading,
  onNear,
  onMore,
}: {
  ceremony: Ceremony;
  city: string | null;
  near: string;
  loading: boolean;
  onNear: (point: string) => void;
  onMore: () => void;
}) {
  const { t, i18n } = useTranslation('ceremony');
  const [locating, setLocating] = useState(false);
  const [profile, setProfile] = useState<string | null>(null);
  const [booking, setBooking] = useState<{ id: string; name: string } | null>(null);
  const view = useCallback((p: { id: string; name: string; city: string }) => setProfile(panditSlug(p)), []);
  const book = useCallback((p: { id: string; name: string }) => setBooking({ id: p.id, name: p.name }), []);
  const page = ceremony.pandits;
  const nearest = () => {
    setLocating(true);
    locate(
      (point) => {
        setLocating(false);
        onNear(point);
      },
      (reason) => {
        setLocating(false);
        notifications.show({ color: 'red', message: t(`pandits.locate.${reason}`) });
      },
    );
  };
  return (
    <Box component="section" aria-labelledby="ceremony-pandits" style={{ scrollMarginTop: 80 }}>
      <Group justify="space-between" align="flex-end" mb="md">
        <div>
          <Title order={2} id="ceremony-pandits">
            {city ? t('pandits.titleCity', { city }) : t('pandits.title')}
          </Title>
          {near && (
            <Text size="sm" c="dimmed" data-testid="ceremony-near">
              {t('pandits.sortedNear')}
            </Text>
          )}
        </div>
        {!near && page.items.length > 1 && (
          <Button variant="light" color="orange" loading={locating} onClick={nearest} data-testid="ceremony-nearest">
            {t('pandits.nearest')}
          </Button>
        )}
      </Group>
      {page.items.length === 0 ? (
        <EmptyState title={city ? t('pandits.emptyCity', { city }) : t('pandits.empty')} />
      ) : (
        <Stack gap="md" aria-busy={loading}>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="ceremony-pandit-grid">
            {page.items.map((p: PanditCardFieldsFragment) => (
              <PanditCard key={p.id} pandit={p} onView={view} onBook={book} />
            ))}
          </SimpleGrid>
          {page.pageInfo.hasNextPage && (
            <Group justify="center">
              <Button variant="light" onClick={onMore} loading={loading} data-testid="ceremony-more">
                {t('pandits.loadMore')} ({formatNumber(page.pageInfo.totalCount - page.items.length, i18n.language)})
              </Button>
            </Group>
          )}
        </Stack>
      )}
      {profile && (
        <PartBoundary failure="overlay" onClose={() => setProfile(null)}>
          <PanditProfileModal
            panditSlug={profile}
            onClose={() => setProfile(null)}
            onBook={(p) => {
              setProfile(null);
              setBooking({ id: p.id, name: p.name });
            }}
          />
        </PartBoundary>
      )}
      {booking && (
        <PartBoundary failure="overlay" onClose={() => setBooking(null)}>
          <BookingDialog opened onClose={() => setBooking(null)} pandit={booking} ceremonyId={ceremony.id} />
        </PartBoundary>
      )}
    </Box>
  );
}
