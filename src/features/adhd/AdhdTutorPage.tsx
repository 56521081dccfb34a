// /tutor/adhd: how ADHD-friendly sessions work, and the way in.
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import './adhd.css';

export default function AdhdTutorPage() {
  const { t } = useTranslation('adhd');
  return (
    <article className="page adhd-page">
      <h1>{t('about.title')}</h1>
      <p className="page__lead">{t('about.intro')}</p>
      <ul className="adhd-principles">
        {(['sprints', 'oneStep', 'visibleTime', 'breaks', 'readAloud', 'calm'] as const).map((key) => (
          <li key={key}>
            <h2>{t(`about.principles.${key}.title`)}</h2>
            <p>{t(`about.principles.${key}.text`)}</p>
          </li>
        ))}
      </ul>
      <p>{t('about.offline')}</p>
      <Link to="/tutors/adhd/start" className="button button--primary button--large">
        {t('about.start')}
      </Link>
    </article>
  );
}
