// The signed-in user's dashboard.
import { useTranslation } from 'react-i18next';

export default function DashboardPage() {
  const { t } = useTranslation('pages');
  return (
    <article className="page page--intro">
      <h1>{t('dashboard.title')}</h1>
      <p className="page__lead">{t('dashboard.intro')}</p>
    </article>
  );
}
