// The math lab and graph developer pages (all /dev/ routes): a heading and what the page is for.
import { useTranslation } from '../../i18n/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { devLabPageFor, shouldCrash } from './dev-lab-pages';

export default function DevLabPage() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (shouldCrash(pathname, search)) throw new Error('Crash requested with ?crash=1 on the live graph debug page');
  return (
    <article className="page page--intro">
      <p className="page__eyebrow">{t('dev.note')}</p>
      <h1>{t(`dev.pages.${devLabPageFor(pathname)}`)}</h1>
      <p className="page__lead">{t('dev.intro')}</p>
    </article>
  );
}
