// The header's account links, shared by the first paint's guess (./AccountButton) and the session-following entry
// (./LiveAccountButton). `entry`: Sign In or Dashboard, beside Book a Session. `sign-out`: the Sign out button of a
// signed-in user, which the header puts in its slim settings bar on wide screens, so the main navigation keeps one
// line beside the entry.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../i18n/react';

export type AccountPart = 'entry' | 'sign-out';
type Props = { onNavigate?: () => void; part?: AccountPart };

export function AccountLinks({ part = 'entry', signedIn, onNavigate, signOut }: Props & { signedIn: boolean; signOut: ReactNode }) {
  const { t } = useTranslation();
  if (part === 'sign-out') return signedIn ? <span className="account-sign-out">{signOut}</span> : null;
  if (!signedIn) {
    return (
      <Link to="/auth" className="button button--ghost" onClick={onNavigate}>
        {t('nav.signIn')}
      </Link>
    );
  }
  return (
    <Link to="/dashboard" className="button button--ghost" onClick={onNavigate}>
      {t('nav.dashboard')}
    </Link>
  );
}
