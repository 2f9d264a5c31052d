import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { ApolloClient } from '@apollo/client';
import { BrowserRouter, Route, Routes, StaticRouter, useLocation } from 'react-router-dom';
import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './session';
import { HomePage } from '../features/marketplace/HomePage';
import { AccessDenied } from '../components/ui/AccessDenied';
import { PageLoader } from '../components/ui/PageLoader';
import { useAuthModal } from '../features/account/AuthModalProvider';
import { lazyPart } from './lazyPart';
import { ADDRESS_LANGUAGE_EVENT, followAddressLanguage } from './i18n';
import { languageOfPath } from './oldAddress';

// Every page but home loads when first opened (the admin code with its 'admin' namespace too);
// AppLayout's PartBoundary shows a loader meanwhile (and, when the code cannot be fetched, a message with Retry
// until it can). The page a visit starts on is fetched at once (preloadRoute,
// called by main.tsx before anything renders), beside the framework, not after the first render asks for it.
const pages = {
  admin: () => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })),
  about: () => import('../features/about/AboutPage').then((m) => ({ default: m.AboutPage, prefetch: m.prefetch })),
  policy: () => import('../features/about/PolicyPage').then((m) => ({ default: m.PolicyPage })),
  bookings: () => import('../features/booking/BookingsPage').then((m) => ({ default: m.BookingsPage })),
  workspace: () => import('../features/booking/WorkspacePage').then((m) => ({ default: m.WorkspacePage })),
  book: () => import('../features/booking/BookPage').then((m) => ({ default: m.BookPage })),
  join: () => import('../features/join/JoinPage').then((m) => ({ default: m.JoinPage })),
  // Forgot/reset password ship in the login dialog's chunk (no new chunk for the first page to map).
  password: () => import('../features/account/LoginModal').then((m) => ({ default: m.PasswordPage })),
  // The receipt ships in the My Bookings chunk (one lazy chunk fewer for the first page to list).
  receipt: () => import('../features/booking/BookingsPage').then((m) => ({ default: m.ReceiptPage })),
  // The footer's chunk (which links there and loads on every visit anyway) carries the route: no new file name in
  // the first download (the page itself loads on first use).
  developers: () => import('./layout/Footer'),
  panchang: () => import('../features/panchang/PanchangPage').then((m) => ({ default: m.PanchangPage })),
  // '/ceremonies', '/ceremonies/<slug>' and '/ceremonies/<slug>/<city>': one chunk.
  ceremonies: () =>
    import('../features/ceremony/CeremonyRoutes').then((m) => ({ default: m.CeremonyRoutes, prefetch: m.prefetch })),
  // The complaint desk (issue #35): a ticket's page, the Grievances page and How we rank.
  complaint: () => import('../features/complaint/ComplaintPage').then((m) => ({ default: m.ComplaintPage })),
  grievances: () => import('../features/complaint/GrievancesPage').then((m) => ({ default: m.GrievancesPage })),
  ranking: () => import('../features/complaint/RankingPage').then((m) => ({ default: m.RankingPage })),
};
const AdminPage = lazyPart(pages.admin);
const AboutPage = lazyPart(pages.about);
const PolicyPage = lazyPart(pages.policy);
const BookingsPage = lazyPart(pages.bookings);
const WorkspacePage = lazyPart(pages.workspace);
const BookPage = lazyPart(pages.book);
const JoinPage = lazyPart(pages.join);
const PasswordPage = lazyPart(pages.password);
const ReceiptPage = lazyPart(pages.receipt);
const DevelopersPage = lazyPart(pages.developers);
const PanchangPage = lazyPart(pages.panchang);
const CeremonyRoutes = lazyPart(pages.ceremonies);
const ComplaintPage = lazyPart(pages.complaint);
const GrievancesPage = lazyPart(pages.grievances);
const RankingPage = lazyPart(pages.ranking);

const PAGE_OF_ROUTE: Record<string, keyof typeof pages> = {
  admin: 'admin',
  about: 'about',
  terms: 'policy',
  privacy: 'policy',
  refunds: 'policy',
  bookings: 'bookings',
  workspace: 'workspace',
  book: 'book',
  join: 'join',
  password: 'password',
  receipt: 'receipt',
  developers: 'developers',
  panchang: 'panchang',
  ceremonies: 'ceremonies',
  complaints: 'complaint',
  grievances: 'grievances',
  'how-we-rank': 'ranking',
};

/**
 * What a page module may export to have its first answer asked for while its code and the framework load, not
 * after the page first renders (the same query and variables as its useQuery: the page then finds it in the cache
 * or joins the request in flight).
 */
export type RoutePrefetch = (
  client: ApolloClient,
  route: { language: string; params: URLSearchParams; path: string },
) => Promise<unknown> | undefined;

/** Dialogs a page's address opens over the home page ('/pandits/<slug>'), loaded the same way. */
const DIALOG_OF_ROUTE: Record<string, () => Promise<{ prefetch?: RoutePrefetch }>> = {
  pandits: () => import('../features/pandit-profile/PanditProfileModal'),
};

/**
 * As a visit starts: loads the code of the page the address shows ('/about', '/hi/about'; home is in the first
 * load) and of a dialog it opens ('/pandits/<slug>'), and asks for their first answers. `path` is the English
 * page's path (no /hi).
 */
export function preloadRoute(path: string, search: string, client: ApolloClient, language: string) {
  const [first = '', ...rest] = path.replace(/^\//, '').split('/');
  const params = new URLSearchParams(search);
  const loads: Array<Promise<{ prefetch?: RoutePrefetch }>> = [];
  const page = PAGE_OF_ROUTE[first];
  if (page) loads.push(pages[page]() as Promise<{ prefetch?: RoutePrefetch }>);
  const dialog = rest.length === 1 ? DIALOG_OF_ROUTE[first] : undefined;
  if (dialog) loads.push(dialog());
  const route = { language, params, path: path.replace(/^\//, '') };
  // A failure here shows when the page renders (its own load and query report it).
  for (const load of loads) void load.then((m) => m.prefetch?.(client, route)).catch(() => undefined);
}

/** The language of the address, followed as it changes (the switch, the browser's back and forward). */
function subscribeToAddress(changed: () => void) {
  const popped = () => {
    followAddressLanguage(languageOfPath(location.pathname));
    changed();
  };
  window.addEventListener('popstate', popped);
  window.addEventListener(ADDRESS_LANGUAGE_EVENT, changed);
  return () => {
    window.removeEventListener('popstate', popped);
    window.removeEventListener(ADDRESS_LANGUAGE_EVENT, changed);
  };
}
const addressLanguage = () => languageOfPath(location.pathname);

/**
 * Real addresses (issue #32): '/', '/pandits', '/pandits/<slug>', '/packages/<slug>', '/about'... and their Hindi
 * twins under '/hi' (the router's basename: links are written '/about' and lead to '/hi/about' in Hindi). The
 * language switch moves to the twin address (app/i18n.ts setLanguage); the router starts again on it.
 */
export function AppRouter({ location }: { location?: string }) {
  return location === undefined ? <BrowserAppRouter /> : <ServerAppRouter location={location} />;
}

function BrowserAppRouter() {
  // The hydrating render reads the address too: the server rendered the page of this same address.
  const lang = useSyncExternalStore(subscribeToAddress, addressLanguage, addressLanguage);
  return (
    <BrowserRouter key={lang} basename={lang === 'hi' ? '/hi' : undefined}>
      <ScrollToTop />
      {ROUTES}
    </BrowserRouter>
  );
}

/** The server render's router (entry-server.tsx): the page of one address. */
function ServerAppRouter({ location }: { location: string }) {
  const lang = languageOfPath(new URL(location, 'http://x').pathname);
  return (
    <StaticRouter location={location} basename={lang === 'hi' ? '/hi' : undefined}>
      <ScrollToTop />
      {ROUTES}
    </StaticRouter>
  );
}

const ROUTES = (
  <Routes>
    <Route element={<AppLayout />}>
      <Route index element={<HomePage />} />
      <Route path="pandits" element={<HomePage section="pandits" />} />
      <Route path="pandits/:slug" element={<HomePage />} />
      <Route path="packages" element={<HomePage section="packages" />} />
      <Route path="packages/:slug" element={<HomePage />} />
      <Route path="about" element={<AboutPage />} />
      <Route path="bookings" element={<BookingsRoute />} />
      <Route path="workspace" element={<WorkspaceRoute />} />
      <Route path="book/:kind/:id" element={<BookPage />} />
      <Route path="admin" element={<AdminRoute />} />
      <Route path="join" element={<JoinPage />} />
      <Route path="password/*" element={<PasswordPage />} />
      <Route path="terms" element={<PolicyPage kind="terms" />} />
      <Route path="privacy" element={<PolicyPage kind="privacy" />} />
      <Route path="refunds" element={<PolicyPage kind="refunds" />} />
      <Route path="receipt/:bookingId" element={<ReceiptPage />} />
      <Route path="developers" element={<DevelopersPage />} />
      <Route path="panchang" element={<PanchangPage />} />
      <Route path="ceremonies/*" element={<CeremonyRoutes />} />
      <Route path="complaints/:id" element={<ComplaintPage />} />
      <Route path="grievances" element={<GrievancesPage />} />
      <Route path="how-we-rank" element={<RankingPage />} />
      <Route path="*" element={<HomePage />} />
    </Route>
  </Routes>
);

/** Profiles and packages open as dialogs over the lists: opening or closing one keeps the page where it was. */
const LISTS = /^\/(pandits|packages)(\/|$)/;
const DIALOG = /^\/(pandits|packages)\/[^/]+$/;

function ScrollToTop() {
  const { pathname } = useLocation();
  // Not on the first page: it opens at the top, and scrolling there would force a layout before the first paint.
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (from === null || LISTS.test(pathname) || (DIALOG.test(from) && pathname === '/')) return;
    window.scrollTo({ top: 0 });
  }, [pathname]);
  return null;
}

function LoginButton() {
  const { t } = useTranslation();
  const { openLogin } = useAuthModal();
  return <Button onClick={() => void openLogin()}>{t('nav.login')}</Button>;
}

function BookingsRoute() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (!user) {
    return (
      <Container size="sm" py="xl">
        <Paper withBorder radius="md" p="xl" data-testid="login-required">
          <Stack align="center" gap="md" ta="center">
            <Title order={1} fz="h3">
              {t('bookings.loginRequired')}
            </Title>
            <LoginButton />
          </Stack>
        </Paper>
      </Container>
    );
  }
  if (user.role !== 'USER') return <AccessDenied message={t('accessDenied.bookings')} />;
  return <BookingsPage />;
}

function AdminRoute() {
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (user?.role !== 'ADMIN') return <AccessDenied action={user ? undefined : <LoginButton />} />;
  return <AdminPage />;
}

/** The pandit workspace: role PANDIT only. */
function WorkspaceRoute() {
  const { t } = useTranslation();
  const { user, loading } = useSession();
  if (loading) return <PageLoader />;
  if (user?.role !== 'PANDIT')
    return <AccessDenied message={t('booking:workspace.notPandit')} action={user ? undefined : <LoginButton />} />;
  return <WorkspacePage />;
}
