// Shown while a page's code loads (SPEC §1: 'Loading...').
import { useTranslation } from '../i18n/react';

export function LoadingSpinner() {
  const { t } = useTranslation();
  return (
    <div className="loading" role="status" aria-live="polite">
      <span className="loading__spinner" aria-hidden="true" />
      <span className="loading__text">{t('loading')}</span>
    </div>
  );
}
