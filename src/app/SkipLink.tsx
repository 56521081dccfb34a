import { useTranslation } from '../i18n/react';

export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main-content">
      {t('skipToContent')}
    </a>
  );
}
