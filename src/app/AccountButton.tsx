// The header's account entry: Sign In (/auth) for guests, Dashboard (/dashboard) and Sign out for signed-in users.
// The first paint decides from the stored session (synchronously, without supabase-js); the client loads after
// first paint and its answer replaces the guess.
import { useEffect } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { hasStoredSession } from '../data/supabase';
import { SignOutButton, sessionAtom, startSessionWhenIdle } from '../features/auth';

export function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  const session = useAtomValue(sessionAtom);
  useEffect(() => startSessionWhenIdle(), []);

  const signedIn = session.loading ? hasStoredSession() : !!session.user;
  if (!signedIn) {
    return (
      <Link to="/auth" className="button button--ghost" onClick={onNavigate}>
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <span className="account-actions" style={{ display: 'inline-flex', gap: '0.5rem', alignItems: 'center' }}>
      <Link to="/dashboard" className="button button--ghost" onClick={onNavigate}>
        {t('nav.dashboard')}
      </Link>
      <SignOutButton />
    </span>
  );
}
