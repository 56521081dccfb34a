// The shell around every page: skip link, scroll progress, header, main content (with the loading spinner while a
// page's chunk loads), footer, and the slots other features render into.
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingSpinner } from './LoadingSpinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollProgress } from './ScrollProgress';
import { SkipLink } from './SkipLink';
import { OfflineIndicatorSlot } from './slots/OfflineIndicatorSlot';
import { OutboxStatusSlot } from './slots/OutboxStatusSlot';
import { ReferralSlot } from './slots/ReferralSlot';
import { ToastsSlot } from './slots/ToastsSlot';
import { UpdatePromptSlot } from './slots/UpdatePromptSlot';

export function Layout() {
  const { pathname } = useLocation();
  return (
    <>
      <SkipLink />
      <ScrollProgress />
      <Header />
      <OfflineIndicatorSlot />
      <main id="main-content" className="site-main" tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <OutboxStatusSlot />
      <ReferralSlot />
      <Footer />
      <UpdatePromptSlot />
      <ToastsSlot />
    </>
  );
}
