// The account feature's public surface: the dashboard section (lazy, with its texts) and the second-factor gate.
import { lazy, Suspense } from 'react';
import { loadNamespaces } from '../../i18n';

const Section = lazy(() => Promise.all([import('./AccountSection'), loadNamespaces(['account'])]).then(([m]) => m));

/** Mounted by the dashboard with one line; loads its code and texts on its own. */
export function AccountSection() {
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}
