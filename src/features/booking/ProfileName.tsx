// Dashboard section: the learner edits their name; the time zone shown is the Language & Region panel's.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useSession } from '../auth';
import { effectiveTimezone, useLocale } from '../locale';
import { showToast } from '../toasts';
import { saveMyName } from './api';

export function ProfileName({ current }: { current: string }) {
  const { t } = useTranslation('booking');
  const { user } = useSession();
  const locale = useLocale();
  const [name, setName] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!user) return null;
  const value = name ?? current;
  return (
    <section className="dashboard-card" aria-labelledby="profile-name">
      <h2 id="profile-name">{t('profile.title')}</h2>
      <form
        className="booking-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          saveMyName(user.id, value.trim().slice(0, 200))
            .then(() => showToast({ title: t('profile.saved') }))
            .catch(() => showToast({ title: t('errors.generic'), variant: 'destructive' }))
            .finally(() => setBusy(false));
        }}
      >
        <label className="booking-field">
          <span>{t('profile.name')}</span>
          <input value={value} maxLength={200} onChange={(e) => setName(e.target.value)} data-testid="profile-name-input" />
        </label>
        <p>
          {t('profile.timezone')}: <strong>{effectiveTimezone(locale)}</strong> — {t('profile.timezoneHint')}
        </p>
        <div className="booking-item__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('profile.save')}
          </button>
          <Link className="button button--ghost" to="/learner-profiles">
            {t('learner.title')}
          </Link>
        </div>
      </form>
    </section>
  );
}
