// Any path that is not in the route table.
import { useTranslation } from '../../i18n/react';
import { Link } from 'react-router-dom';

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <article className="page page--intro">
      <h1>{t('notFound.heading')}</h1>
      <p className="page__lead">{t('notFound.message')}</p>
      <p>
        <Link to="/" className="button button--primary">
          {t('notFound.home')}
        </Link>
      </p>
    </article>
  );
}
