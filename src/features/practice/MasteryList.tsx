// Mastery per skill (level name, a meter of the recent score, answers so far). Used by the page and the dashboard.
import { useTranslation } from '../../i18n/react';
import type { SkillMastery } from './core/mastery';
import { SKILLS, type Skill } from './core/skills';

export function MasteryList({ mastery, headingId }: { mastery: Record<Skill, SkillMastery>; headingId: string }) {
  const { t } = useTranslation('practice');
  return (
    <ul className="mastery-list" aria-labelledby={headingId}>
      {SKILLS.map((skill) => {
        const m = mastery[skill];
        return (
          <li key={skill} className={`mastery-item mastery-item--${m.level}`} data-testid={`mastery-${skill}`} data-level={m.level}>
            <span className="mastery-item__skill">{t(`skills.${skill}`)}</span>
            <span className="mastery-item__level">{t(`mastery.levels.${m.level}`)}</span>
            {m.score !== null && (
              <meter className="mastery-item__meter" min={0} max={100} low={70} high={99} optimum={100} value={m.score} aria-label={t('mastery.score', { score: m.score })}>
                {m.score} %
              </meter>
            )}
            <span className="mastery-item__count">{t('mastery.answered', { count: m.answered })}</span>
          </li>
        );
      })}
    </ul>
  );
}

export function masteryBySkill(compute: (skill: Skill) => SkillMastery): Record<Skill, SkillMastery> {
  return Object.fromEntries(SKILLS.map((skill) => [skill, compute(skill)])) as Record<Skill, SkillMastery>;
}
