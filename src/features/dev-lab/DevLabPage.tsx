// The math lab and graph developer pages (all /dev/ routes): one lab, each route a ready-made scenario of it.
// /dev/graph-debug-live?crash=1 throws on purpose (the crash screen's test hook).
import { useTranslation } from '../../i18n/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { devLabPageFor, shouldCrash } from './dev-lab-pages';
import { MathLab } from './MathLab';
import { SCENARIOS } from './scenarios';

export default function DevLabPage() {
  const { t } = useTranslation('pages');
  const { t: tLab } = useTranslation('mathlab');
  const { pathname } = useLocation();
  const [search] = useSearchParams();
  if (shouldCrash(pathname, search)) throw new Error('Crash requested with ?crash=1 on the live graph debug page');
  const key = devLabPageFor(pathname);
  return (
    <article className="page">
      <p className="page__eyebrow">{t('dev.note')}</p>
      <h1>{t(`dev.pages.${key}`)}</h1>
      <p className="page__lead">{tLab(`scenarios.${key}`)}</p>
      {/* A new lab per route: its expressions and view start from that route's scenario. */}
      <MathLab key={key} scenario={SCENARIOS[key]} />
    </article>
  );
}
