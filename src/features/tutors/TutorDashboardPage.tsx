// A tutor's own dashboard (served at /tutor and /tutor-dashboard).
import { useTranslation } from '../../i18n/react';

export default function TutorDashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('tutorDashboard.title')}</h1>
      <p className="page__lead">{t('tutorDashboard.intro')}</p>
    </article>
  );
}
