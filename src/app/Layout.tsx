// The shell around every page: skip link, scroll progress, header, main content (with the loading spinner while a
// page's chunk loads), footer, and the slots other features render into. A full-viewport page (the lesson room,
// src/lib/full-viewport) has no header, footer or scroll progress: it shows the offline indicator, the account menu
// and the settings in its own bar (ShellExtras). The main element stays where it is, so the page is not remounted.
import { Suspense, useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ShellExtrasContext, useIsFullViewport, type ShellExtras } from '../lib/full-viewport';
import { AccountButton } from './AccountButton';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingSpinner } from './LoadingSpinner';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { ScrollProgress } from './ScrollProgress';
import { SkipLink } from './SkipLink';
import { AccessibilitySlot } from './slots/AccessibilitySlot';
import { LocaleSlot } from './slots/LocaleSlot';
import { OfflineIndicatorSlot } from './slots/OfflineIndicatorSlot';
import { OutboxStatusSlot } from './slots/OutboxStatusSlot';
import { ReferralSlot } from './slots/ReferralSlot';
import { ToastsSlot } from './slots/ToastsSlot';
import { UpdatePromptSlot } from './slots/UpdatePromptSlot';

export function Layout() {
  const { pathname } = useLocation();
  const full = useIsFullViewport();
  const extras = useMemo<ShellExtras>(
    () => ({
      status: <OfflineIndicatorSlot />,
      account: (
        <>
          <AccountButton />
          <AccountButton part="sign-out" />
        </>
      ),
      settings: (
        <>
          <LocaleSlot />
          <AccessibilitySlot />
        </>
      ),
    }),
    [],
  );
  return (
    <ShellExtrasContext.Provider value={extras}>
      <SkipLink />
      {!full && <ScrollProgress />}
      {/* Header and footer are boundaries of their own, so a prerendered page hydrates in three shorter parts instead of
          one long task; a tap on either before its turn hydrates that part at once and is replayed (React). Neither
          suspends: the fallback is never shown. */}
      {!full && (
        <Suspense fallback={null}>
          <Header />
        </Suspense>
      )}
      {!full && <OfflineIndicatorSlot />}
      <main id="main-content" className={full ? 'site-main site-main--full' : 'site-main'} tabIndex={-1}>
        <RouteErrorBoundary resetKey={pathname}>
          <Suspense fallback={<LoadingSpinner />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      {!full && <OutboxStatusSlot />}
      {!full && <ReferralSlot />}
      {!full && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <UpdatePromptSlot />
      <ToastsSlot />
    </ShellExtrasContext.Provider>
  );
}
