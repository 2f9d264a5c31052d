import { PartBoundary, whenPartsShown } from '../PartBoundary';
import { lazyPart } from '../lazyPart';
import { PageLoader } from '../../components/ui/PageLoader';
import { useEffect, type MouseEvent } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';
import { ConnectionBanner } from './ConnectionBanner';
import { useSession } from '../session';

// The footer is below the fold: it loads after the first cards, not with them.
const Footer = lazyPart(() => import('./Footer').then((m) => ({ default: m.Footer })));
// An account whose deletion was requested (issue #35) sees when, with Cancel deletion; the banner loads only then.
const DeletionBanner = lazyPart(() =>
  import('../../features/account/DeletionBanner').then((m) => ({ default: m.DeletionBanner })),
);
// document.title per route and language, with its own texts: after the first paint too (index.html has one).
const PageTitle = lazyPart(() => import('../pageTitle').then((m) => ({ default: m.PageTitle })));

/** Header on every page, footer on every page except admin (spec §2). */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { user } = useSession();
  const isAdmin = pathname === '/admin' || pathname.startsWith('/admin/');
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      <a href="#main-content" className="skip-link" onClick={skipToMain}>
        {t('nav.skipToContent')}
      </a>
      <ConnectionBanner />
      <Header />
      {user?.deletionRequestedAt && (
        <PartBoundary failure="silent">
          <DeletionBanner requestedAt={user.deletionRequestedAt} />
        </PartBoundary>
      )}
      <Box component="main" id="main-content" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        {/* A page whose code cannot be fetched says so, with Retry, in its place (another route may well load). */}
        <PartBoundary fallback={<PageLoader />} failure="page" resetKey={pathname}>
          <Outlet />
          <Hydrated />
        </PartBoundary>
      </Box>
      <PartBoundary failure="silent">
        <PageTitle />
        {!isAdmin && <Footer />}
      </PartBoundary>
    </Box>
  );
}

/**
 * Marks the page as live (`<html data-hydrated>`) once the page's part committed (hydrated, or rendered) and every
 * part within it has shown (whenPartsShown): a lazy part of the page (the directory's request form, say) hydrates
 * after the page, and what was typed into it before was lost. The browser tests wait for the mark.
 */
function Hydrated() {
  useEffect(
    () =>
      whenPartsShown(() => {
        document.documentElement.dataset.hydrated = 'true';
      }),
    [],
  );
  return null;
}

// A plain '#main-content' href would add a history entry and is not a route; move focus instead.
function skipToMain(event: MouseEvent) {
  event.preventDefault();
  document.getElementById('main-content')?.focus();
}
