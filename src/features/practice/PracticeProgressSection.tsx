// The dashboard's practice section: mastery per skill from this device's copy of the account's attempts (guest
// attempts adopted, other devices' attempts pulled when online). Self-contained: its texts load with it.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { masteryOf } from './core/mastery';
import type { Skill } from './core/skills';
import { MasteryList, masteryBySkill } from './MasteryList';
import { useAttempts } from './use-attempts';
import './practice.css';

export default function PracticeProgressSection() {
  const { t } = useTranslation('practice');
  const { attempts } = useAttempts();
  const mastery = useMemo(() => masteryBySkill((skill) => masteryOf(skill, attempts.map((a) => ({ skill: a.skill as Skill, correct: a.correct, mode: a.mode })))), [attempts]);
  return (
    <section className="dashboard-card" aria-labelledby="dashboard-practice" data-testid="dashboard-practice">
      <h2 id="dashboard-practice">{t('progress.heading')}</h2>
      {attempts.length === 0 && <p>{t('progress.empty')}</p>}
      <MasteryList mastery={mastery} headingId="dashboard-practice" />
      <Link to="/tutor/practice" className="button button--ghost">
        {t('progress.start')}
      </Link>
    </section>
  );
}
