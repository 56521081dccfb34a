// The AI tutor (under maintenance).
import { useTranslation } from '../../i18n/react';

export default function AiTutorPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('aiTutor.title')}</h1>
      <p className="page__lead">{t('aiTutor.intro')}</p>
    </article>
  );
}
