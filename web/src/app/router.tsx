import { useEffect, useRef } from 'react';
import type { ApolloClient } from '@apollo/client';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './session';
import { HomePage } from '../features/marketplace/HomePage';
import { AccessDenied } from '../components/ui/AccessDenied';
import { PageLoader } from '../components/ui/PageLoader';
import { useAuthModal } from '../features/account/AuthModalProvider';
import { lazyPart } from './lazyPart';

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
  // '#/ceremonies', '#/ceremonies/<slug>' and '#/ceremonies/<slug>/<city>': one chunk.
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

/** Dialogs a hash route's parameters open over the home page, loaded the same way ('?pandit=<id>'). */
const DIALOG_OF_PARAM: Record<string, () => Promise<{ prefetch?: RoutePrefetch }>> = {
  pandit: () => import('../features/pandit-profile/PanditProfileModal'),
};

/**
 * As a visit starts: loads the code of the page the hash route shows ('#/about', '#about?x'; home is in the first
 * load) and of a dialog its parameters open, and asks for their first answers.
 */
export function preloadRoute(hash: string, client: ApolloClient, language: string) {
  const [path = '', query = ''] = hash.replace(/^#\/?/, '').split('?');
  const params = new URLSearchParams(query);
  const loads: Array<Promise<{ prefetch?: RoutePrefetch }>> = [];
  const page = PAGE_OF_ROUTE[path.split('/')[0] ?? ''];
  if (page) loads.push(pages[page]() as Promise<{ prefetch?: RoutePrefetch }>);
  for (const [param, load] of Object.entries(DIALOG_OF_PARAM)) if (params.has(param)) loads.push(load());
  // A failure here shows when the page renders (its own load and query report it).
  for (const load of loads) void load.then((m) => m.prefetch?.(client, { language, params, path })).catch(() => undefined);
}

/**
 * Hash routes (spec §2). HashRouter reads '#about' as '/about', so hashes typed without the slash work;
 * links are written as '/about' and rendered as '#/about'.
 */
export function AppRouter() {
  return (
    <HashRouter>
      <ScrollToTop />
      <Routes>
        <Route element={<AppLayout />}>
          <Route index element={<HomePage />} />
          <Route path="home" element={<HomePage />} />
          <Route path="pandits" element={<HomePage section="pandits" />} />
          <Route path="packages" element={<HomePage section="packages" />} />
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
    </HashRouter>
  );
}

function ScrollToTop() {
  const { pathname } = useLocation();
  // Not on the first page: it opens at the top, and scrolling there would force a layout before the first paint.
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (pathname !== '/pandits' && pathname !== '/packages') window.scrollTo({ top: 0 });
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
