import { lazy, useEffect, useRef } from 'react';
import { HashRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppLayout } from './layout/AppLayout';
import { useSession } from './session';
import { HomePage } from '../features/marketplace/HomePage';
import { AccessDenied } from '../components/ui/AccessDenied';
import { PageLoader } from '../components/ui/PageLoader';
import { useAuthModal } from '../features/account/AuthModalProvider';

// Every page but home loads when first opened (the admin code with its 'admin' namespace too);
// AppLayout's Suspense shows a loader meanwhile.
const AdminPage = lazy(() => import('../features/admin/AdminPage').then((m) => ({ default: m.AdminPage })));
const AboutPage = lazy(() => import('../features/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const PolicyPage = lazy(() => import('../features/about/PolicyPage').then((m) => ({ default: m.PolicyPage })));
const BookingsPage = lazy(() => import('../features/booking/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const WorkspacePage = lazy(() => import('../features/booking/WorkspacePage').then((m) => ({ default: m.WorkspacePage })));
const BookPage = lazy(() => import('../features/booking/BookPage').then((m) => ({ default: m.BookPage })));
const JoinPage = lazy(() => import('../features/join/JoinPage').then((m) => ({ default: m.JoinPage })));
// Forgot/reset password ship in the login dialog's chunk (no new chunk for the first page to map).
const PasswordPage = lazy(() => import('../features/account/LoginModal').then((m) => ({ default: m.PasswordPage })));
// The receipt ships in the My Bookings chunk (one lazy chunk fewer for the first page to list).
const ReceiptPage = lazy(() => import('../features/booking/BookingsPage').then((m) => ({ default: m.ReceiptPage })));
// The footer's chunk (which links there and loads on every visit anyway) carries the route: no new file name in the
// first download (the page itself loads on first use).
const DevelopersPage = lazy(() => import('./layout/Footer'));

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
