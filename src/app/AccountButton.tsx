// The header's account entry: Sign In (/auth) for guests, Dashboard (/dashboard) and Sign out for signed-in users.
// Sign out is a part of its own (AccountPart), placed apart from the entry.
// The first paint decides from the stored session (synchronously, without the auth feature or supabase-js); the
// session-following version (./LiveAccountButton) is fetched as the shell renders and replaces the guess. The sign-out
// label lives in the auth catalogue, fetched only when a signed-in user's header shows it (guests never need it).
import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { hasStoredSession } from '../data/supabase';
import { useTranslation } from '../i18n/react';
import { lazyOwnTask } from '../lib/lazy-own-task';
import { useHydrated } from '../lib/use-hydrated';
import { AccountLinks, type AccountPart } from './AccountLinks';

const LiveAccountButton = lazyOwnTask(() => import('./LiveAccountButton'));

type Props = { onNavigate?: () => void; part?: AccountPart };

export function AccountButton({ onNavigate, part = 'entry' }: Props) {
  // A prerendered page holds both entries; the pre-paint script of index.html marks a stored session (html.has-session)
  // and the stylesheet shows the right one until hydration has ended and the real entry takes over.
  if (!useHydrated()) return part === 'entry' ? <PrerenderedAccountLinks onNavigate={onNavigate} /> : null;
  return (
    <Suspense fallback={<AccountLinks part={part} signedIn={hasStoredSession()} onNavigate={onNavigate} signOut={<EarlySignOutButton />} />}>
      <LiveAccountButton part={part} onNavigate={onNavigate} />
    </Suspense>
  );
}

function PrerenderedAccountLinks({ onNavigate }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <span className="account-prerendered account-prerendered--guest">
        <Link to="/auth" className="button button--ghost" onClick={onNavigate}>
          {t('nav.signIn')}
        </Link>
      </span>
      <span className="account-prerendered account-prerendered--session">
        <Link to="/dashboard" className="button button--ghost" onClick={onNavigate}>
          {t('nav.dashboard')}
        </Link>
      </span>
    </>
  );
}

/** Same look as the auth feature's button, for the moment before it has loaded: a click loads it and signs out. */
function EarlySignOutButton() {
  // Never suspends the header: it starts the catalogue's load (the live button waits for it) and shows the English
  // label until it arrives.
  const { t } = useTranslation('auth', { useSuspense: false });
  return (
    <button type="button" className="button button--ghost" onClick={() => void import('../features/auth').then(({ signOut }) => signOut())}>
      {t('signOut.submit', { defaultValue: 'Sign out' })}
    </button>
  );
}
