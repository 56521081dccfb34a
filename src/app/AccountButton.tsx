// The header's account entry: Sign In (/auth) for guests; the auth feature switches it to Dashboard (/dashboard)
// for signed-in users.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function AccountButton({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link to="/auth" className="button button--ghost" onClick={onNavigate}>
      {t('nav.signIn')}
    </Link>
  );
}
