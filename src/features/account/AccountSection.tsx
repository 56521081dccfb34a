// The dashboard's account and security section: two-step verification (app codes, security keys), password, email, export, deletion.
import { useTranslation } from '../../i18n/react';
import { useSession } from '../auth';
import { useUserCheck } from './use-user-check';
import { DeletePanel } from './DeletePanel';
import { EmailPanel } from './EmailPanel';
import { ExportPanel } from './ExportPanel';
import { PasswordPanel } from './PasswordPanel';
import { SecurityKeysPanel } from './SecurityKeysPanel';
import { TwoStepPanel } from './TwoStepPanel';
import './account.css';

export default function AccountSection() {
  const { t } = useTranslation('account');
  const { user } = useSession();
  // The panels change the account: the auth service confirms the session before they show (offline, the stored one).
  const check = useUserCheck(user?.id);
  if (!user || check === 'rejected') return null;
  if (check === null) {
    return (
      <p className="account-section" role="status">
        {t('loading')}
      </p>
    );
  }
  const email = user.email ?? '';
  return (
    <section className="account-section" aria-labelledby="account-title">
      <h2 id="account-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      <TwoStepPanel />
      <SecurityKeysPanel />
      <PasswordPanel email={email} />
      <EmailPanel email={email} />
      <ExportPanel />
      <DeletePanel email={email} />
    </section>
  );
}
