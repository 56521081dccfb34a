// The account feature's public surface: the dashboard section and the second step inside a page (lazy, with their
// texts); the founder routes' second-factor gate is loaded by the route table.
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

const Step = lazy(() =>
  Promise.all([import('./SecondFactorGate'), loadNamespaces(['account'])]).then(([m]) => ({ default: m.SecondFactorStep })),
);

/** The second step (code or security key) inside a page's section, for a page that needs the session at aal2. */
export function SecondFactorStep() {
  return (
    <Suspense fallback={null}>
      <Step embedded />
    </Suspense>
  );
}
