// /tutors/adhd/start: subject, sprint length (10, 15 or 25 minutes) and break style; starting saves the session on
// the device (and queues it for the account) and opens it.
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { v7 as uuidv7 } from 'uuid';
import { useTranslation } from '../../i18n/react';
import { saveAdhdSession } from './api';
import { useSettledSession } from '../auth';
import { BREAK_MINUTES, BREAK_STYLES, SPRINTS, SUBJECTS, TASKS_PER_SPRINT, type BreakStyle, type SprintMinutes, type Subject } from './core/plan';
import './adhd.css';

export default function AdhdStartPage() {
  const { t } = useTranslation('adhd');
  const navigate = useNavigate();
  const { settled, user } = useSettledSession();
  const [subject, setSubject] = useState<Subject>('math');
  const [sprint, setSprint] = useState<SprintMinutes>(15);
  const [breakStyle, setBreakStyle] = useState<BreakStyle>('stretch');
  const [busy, setBusy] = useState(false);

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !settled) return;
    setBusy(true);
    const id = uuidv7();
    const now = new Date().toISOString();
    await saveAdhdSession({
      id,
      userId: user?.id ?? null,
      subject,
      sprintMinutes: sprint,
      breakStyle,
      tasksTotal: TASKS_PER_SPRINT[sprint],
      tasksDone: 0,
      focusedSeconds: 0,
      status: 'active',
      startedAt: now,
      endedAt: null,
      updatedAt: now,
    });
    navigate(`/tutors/adhd/session/${id}`);
  };

  return (
    <article className="page page--narrow adhd-page">
      <h1>{t('start.title')}</h1>
      <p className="page__lead">{t('start.intro')}</p>
      <form className="form adhd-form" onSubmit={start}>
        <fieldset>
          <legend>{t('start.subject')}</legend>
          {SUBJECTS.map((s) => (
            <label key={s} className="adhd-choice">
              <input type="radio" name="subject" value={s} checked={subject === s} onChange={() => setSubject(s)} />
              {t(`subjects.${s}`)}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('start.sprint')}</legend>
          {SPRINTS.map((m) => (
            <label key={m} className="adhd-choice">
              <input type="radio" name="sprint" value={m} checked={sprint === m} onChange={() => setSprint(m)} />
              {t('start.sprintOption', { minutes: m, tasks: TASKS_PER_SPRINT[m], breakMinutes: BREAK_MINUTES[m] })}
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('start.breakStyle')}</legend>
          {BREAK_STYLES.map((b) => (
            <label key={b} className="adhd-choice">
              <input type="radio" name="break" value={b} checked={breakStyle === b} onChange={() => setBreakStyle(b)} />
              {t(`breaks.${b}.name`)}
            </label>
          ))}
        </fieldset>
        {settled && !user && <p className="form__note">{t('start.guestNote')}</p>}
        <button type="submit" className="button button--primary button--large" disabled={busy || !settled}>
          {t('start.submit')}
        </button>
      </form>
    </article>
  );
}
