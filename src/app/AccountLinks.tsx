// The header's account links (Sign In, or Dashboard and a sign-out button), shared by the first paint's guess
// (./AccountButton) and the session-following entry (./LiveAccountButton).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/react';

type Props = { onNavigate?: () => void };

export function AccountLinks({ signedIn, onNavigate, signOut }: Props & { signedIn: boolean; signOut: ReactNode }) {
  const { t } = useTranslation();
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
      {signOut}
    </span>
  );
}
