import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useMatch, useNavigate } from 'react-router-dom';
import { Box, Button, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { hasActiveFilters, useDiscoverFilters } from './filters';
import type { HomePackage } from './PackageGrid';
import { PanditResults } from './PanditResults';
import { HomeFeatures } from './HomeFeatures';
import { lazyPart } from '../../app/lazyPart';
import { PartBoundary } from '../../app/PartBoundary';

// The profile and booking dialogs (with the date picker) load on first use, not with the home page.
const PanditProfileModal = lazyPart(() =>
  import('../pandit-profile/PanditProfileModal').then((m) => ({ default: m.PanditProfileModal })),
);
// The filter panel (selects, range slider, popovers) loads when the visitor opens it.
// Below the pandit grid: packages and testimonials load after the first cards.
const PackageGrid = lazyPart(() => import('./PackageGrid').then((m) => ({ default: m.PackageGrid })));
const Testimonials = lazyPart(() => import('./Testimonials').then((m) => ({ default: m.Testimonials })));
const WhyUs = lazyPart(() => import('./WhyUs').then((m) => ({ default: m.WhyUs })));
const FilterPanel = lazyPart(() => import('./search-ui').then((m) => ({ default: m.FilterPanel })));
const BookingDialog = lazyPart(() => import('../booking/BookingDialog').then((m) => ({ default: m.BookingDialog })));

type Bookable = { kind: 'pandit'; item: { id: string; name: string } } | { kind: 'package'; item: HomePackage };

/** The home page (spec §2): hero search, features, claims, filters, pandits, packages, testimonials, why us. */
export function HomePage({ section }: { section?: 'pandits' | 'packages' }) {
  const { t } = useTranslation('marketplace');
  const { filters, update, reset } = useDiscoverFilters();
  const navigate = useNavigate();
  const location = useLocation();
  const [hero, setHero] = useState(filters.q);
  // Suggestions while typing load on the hero box's first focus (the plain box paints first).
  const [Suggest, setSuggest] = useState<typeof import('./search-ui').SearchSuggest>();
  const [showFilters, setShowFilters] = useState(() => hasActiveFilters(filters));
  const [booking, setBooking] = useState<Bookable | null>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  // A pandit's page ('/pandits/<slug>') and a package's ('/packages/<slug>') are dialogs over the lists.
  const profileSlug = useMatch('/pandits/:slug')?.params.slug ?? null;
  const packageSlug = useMatch('/packages/:slug')?.params.slug ?? null;
  const profileId = profileSlug;
  // A visit that starts on a shared profile link ('/pandits/<slug>') shows the dialog first: the lists behind it,
  // under the dialog's overlay, render when it closes (a phone's main thread is the dialog's meanwhile).
  const [listsShown, setListsShown] = useState(() => !profileId);
  if (!listsShown && !profileId) setListsShown(true);

  useEffect(() => {
    if (!section) return;
    const id = requestAnimationFrame(() => document.getElementById(section)?.scrollIntoView({ behavior: 'smooth' }));
    return () => cancelAnimationFrame(id);
  }, [section]);
  // Active filters (from the URL) open the panel (adjusted while rendering).
  if (!showFilters && hasActiveFilters(filters)) setShowFilters(true);

  function onHeroSearch(e: FormEvent) {
    e.preventDefault();
    search(hero.trim());
  }
  function search(q: string) {
    if (!q) return;
    update({ q, exact: false }, { replace: false });
    setShowFilters(true);
    requestAnimationFrame(() => gridRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
  }

  /**
   * The open profile is its own address ('/pandits/<slug>', the filters kept in the query), so it can be shared and
   * the browser's back closes it. Opened from a list, closing goes back there; opened by a visit, to the directory.
   */
  const query = location.search;
  const cameFrom = (location.state as { back?: string } | null)?.back;
  const openProfile = useCallback(
    (p: string | { id: string; name: string; city?: string | null } | null) => {
      if (p) {
        const open = (slug: string) =>
          void navigate({ pathname: `/pandits/${slug}`, search: query }, { state: { back: location.pathname } });
        // The slug's rule loads with the profile's code (not in the first visit's); a bare id resolves too.
        if (typeof p === 'string') open(p);
        else
          void import('@marketplace/schema/rules/slug').then(
            (m) => open(m.panditSlug(p)),
            () => open(p.id),
          );
      } else if (cameFrom !== undefined) void navigate(-1);
      else void navigate({ pathname: '/pandits', search: query }, { replace: true });
    },
    [navigate, query, location.pathname, cameFrom],
  );
  const rewriteSlug = useCallback(
    (slug: string) => void navigate({ pathname: `/pandits/${slug}`, search: query }, { replace: true, state: location.state }),
    [navigate, query, location.state],
  );
  const closePackage = useCallback(
    () =>
      cameFrom !== undefined ? void navigate(-1) : void navigate({ pathname: '/packages', search: query }, { replace: true }),
    [navigate, query, cameFrom],
  );
  // The cards' handlers keep their identity across renders, so the memoized cards do not re-render for them.
  const viewPandit = useCallback((p: { id: string; name: string; city?: string | null }) => openProfile(p), [openProfile]);
  const bookPandit = useCallback((p: { id: string; name: string }) => setBooking({ kind: 'pandit', item: p }), []);
  const bookPackage = useCallback((pkg: HomePackage) => setBooking({ kind: 'package', item: pkg }), []);

  const heroBox = {
    size: 'md',
    'aria-label': t('hero.searchLabel'),
    placeholder: t('hero.searchPlaceholder'),
    'data-testid': 'hero-search',
  } as const;

  return (
    <>
      <Box
        component="section"
        aria-labelledby="hero-title"
        py={{ base: 40, sm: 72 }}
        style={{ background: 'linear-gradient(135deg, var(--mantine-color-orange-0) 0%, #fff9db 100%)' }}
      >
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Title id="hero-title" order={1} fz={{ base: 28, sm: 44 }} lh={1.2} c="dark.8">
              {t('hero.title')}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="dark.6">
              {t('hero.subtitle')}
            </Text>
            <form onSubmit={onHeroSearch} role="search" aria-label={t('hero.searchLabel')}>
              <Group gap="xs" wrap="nowrap" align="flex-end">
                {Suggest ? (
                  <Suggest
                    {...heroBox}
                    flex={1}
                    autoFocus
                    value={hero}
                    onChange={setHero}
                    onPick={(s) => (s.kind === 'PANDIT' && s.id ? openProfile(s.id) : search(s.value))}
                  />
                ) : (
                  <TextInput
                    flex={1}
                    {...heroBox}
                    value={hero}
                    onChange={(e) => setHero(e.currentTarget.value)}
                    onFocus={() =>
                      // Unreachable server: the plain box stays, and the next focus asks again.
                      void import('./search-ui').then((m) => setSuggest(() => m.SearchSuggest)).catch(() => undefined)
                    }
                  />
                )}
                <Button type="submit" size="md" color="orange" data-testid="hero-submit">
                  {t('hero.searchButton')}
                </Button>
              </Group>
            </form>
          </Stack>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <HomeFeatures />

        {listsShown && (
          <>
            <Box
              component="section"
              id="pandits"
              aria-labelledby="pandits-title"
              py="xl"
              style={{ scrollMarginTop: 80 }}
              ref={gridRef}
              // On a phone the grid starts below the first screen: its dozen cards are laid out when they come near.
              className="below-fold"
            >
              <Group justify="space-between" align="flex-end" mb="md">
                <div>
                  <Title id="pandits-title" order={2}>
                    {t('pandits.title')}
                  </Title>
                  <Text c="dimmed">{t('pandits.subtitle')}</Text>
                </div>
                <Button
                  variant="light"
                  color="orange"
                  onClick={() => setShowFilters((v) => !v)}
                  aria-expanded={showFilters}
                  aria-controls="filter-panel"
                  data-testid="toggle-filters"
                >
                  {showFilters ? t('filters.hide') : t('filters.show')}
                </Button>
              </Group>
              {/* A plain box, not Mantine's Collapse: its animation code would ride in the first visit's JavaScript. */}
              <Box id="filter-panel" mb={showFilters ? 'md' : 0} hidden={!showFilters}>
                {showFilters && (
                  <PartBoundary>
                    <FilterPanel filters={filters} update={update} reset={reset} onPandit={openProfile} />
                  </PartBoundary>
                )}
              </Box>
              <PanditResults
                filters={filters}
                onPage={(page) => {
                  update({ page });
                  gridRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
                onView={viewPandit}
                onBook={bookPandit}
                // One 'clear filters' button (issue #37): the open filter panel has its own.
                onReset={showFilters ? undefined : reset}
                update={update}
              />
            </Box>

            <Box
              component="section"
              id="packages"
              aria-labelledby="packages-title"
              py="xl"
              style={{ scrollMarginTop: 80 }}
              className="below-fold"
            >
              <Title id="packages-title" order={2}>
                {t('packages.title')}
              </Title>
              <Text c="dimmed" mb="md">
                {t('packages.subtitle')}
              </Text>
              <PartBoundary>
                <PackageGrid onBook={bookPackage} focus={packageSlug} onFocusClose={closePackage} />
              </PartBoundary>
            </Box>

            <PartBoundary failure="silent">
              <Testimonials />
            </PartBoundary>

            <PartBoundary failure="silent">
              <WhyUs />
            </PartBoundary>
          </>
        )}
      </Container>

      {/* A dialog whose code cannot be fetched says so at the bottom of the screen, with Retry and Close. */}
      {profileId && (
        <PartBoundary failure="overlay" onClose={() => openProfile(null)}>
          <PanditProfileModal
            panditSlug={profileId}
            onSlug={rewriteSlug}
            onClose={() => openProfile(null)}
            onBook={(p) => {
              openProfile(null);
              setBooking({ kind: 'pandit', item: p });
            }}
          />
        </PartBoundary>
      )}
      {booking && (
        <PartBoundary failure="overlay" onClose={() => setBooking(null)}>
          <BookingDialog
            opened
            onClose={() => setBooking(null)}
            pandit={booking.kind === 'pandit' ? booking.item : null}
            pkg={booking.kind === 'package' ? booking.item : null}
          />
        </PartBoundary>
      )}
    </>
  );
}
