import { useCallback, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { panditSlug } from '@marketplace/schema/rules/slug';
import {
  Anchor,
  Badge,
  Box,
  Breadcrumbs,
  Button,
  Container,
  Group,
  List,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useQuery } from '../../app/query';
import { formatNumber } from '../../app/format';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';
import { LoadError } from '../../components/ui/LoadError';
import { EmptyState } from '../../components/ui/EmptyState';
import type { CeremonyPageQuery as CeremonyPageResult, PanditCardFieldsFragment } from '../../__generated__/graphql';
import { PanditCard } from '../marketplace/PanditCard';
import { parseFilters } from '../marketplace/filters';
import { locate } from '../marketplace/near';
import { useReference } from '../marketplace/reference';
import { useOwnPageTitle } from '../../app/pageTitle';
import { CeremonyPageQuery } from './operations';
import { ceremonyPath, inLanguage } from './names';
import { PriceRanges } from './PriceRanges';
import { SamagriList, formatMinutes } from './shared';

const PanditProfileModal = lazyPart(() =>
  import('../pandit-profile/PanditProfileModal').then((m) => ({ default: m.PanditProfileModal })),
);
const BookingDialog = lazyPart(() => import('../booking/BookingDialog').then((m) => ({ default: m.BookingDialog })));

const PAGE_SIZE = 12;

type Ceremony = NonNullable<CeremonyPageResult['ceremony']>;

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
        <About ceremony={ceremony} title={title ?? inLanguage(ceremony.name, lang)} />
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
        <Cities ceremony={ceremony} current={city ?? null} />
      </Stack>
    </Container>
  );
}

/** Name, other names, description, when, for whom, duration, steps and samagri. */
function About({ ceremony: c, title }: { ceremony: Ceremony; title: string }) {
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
            {(['PANDIT', 'FAMILY'] as const).map((by) => {
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

/** Links to the ceremony's page in each city where it is performed (the other cities on a city's page). */
function Cities({ ceremony, current }: { ceremony: Ceremony; current: string | null }) {
  const { t, i18n } = useTranslation('ceremony');
  const { label } = useReference();
  const lang = i18n.language;
  const cities = ceremony.cities.filter((c) => c.city !== current);
  if (!cities.length) return null;
  const name = inLanguage(ceremony.name, lang);
  return (
    <Box component="nav" aria-labelledby="ceremony-cities">
      <Title order={2} id="ceremony-cities" mb="xs">
        {current ? t('cities.titleOther') : t('cities.title')}
      </Title>
      <Group gap="xs" data-testid="ceremony-city-links">
        {cities.map((c) => (
          <Button
            key={`${c.state}/${c.city}`}
            component={Link}
            to={ceremonyPath(ceremony.slug, c.city)}
            variant="default"
            size="compact-sm"
            data-testid="ceremony-city-link"
          >
            {t('cities.link', { name, city: label(c.city) })} ·{' '}
            {t('cities.count', { count: c.pandits, formatted: formatNumber(c.pandits, lang) })}
          </Button>
        ))}
      </Group>
    </Box>
  );
}
