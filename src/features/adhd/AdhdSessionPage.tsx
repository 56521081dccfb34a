// /tutors/adhd/session/{id}: one task at a time, a visible timer (role="timer"), breaks, progress, read-aloud.
// The timer pauses itself when the tab is hidden; motion follows prefers-reduced-motion (CSS). Progress is saved on
// the device and queued for the account at each step.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { loadAdhdSession, saveAdhdSession, type LocalAdhdSession } from './api';
import { LearningToastProvider, useLearningToast } from '../learning-toasts';
import { formatClock, isBreakStyle, isSprint, isSubject, startTimer, tasksFor, tick, type TimerState } from './core/plan';
import { useReadAloud } from './use-read-aloud';
import './adhd.css';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Load = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; session: LocalAdhdSession };

function useStoredSession(id: string | undefined): [Load, (s: LocalAdhdSession) => void] {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    if (!id || !UUID.test(id)) {
      setLoad({ state: 'missing' });
      return;
    }
    void loadAdhdSession(id)
      .catch(() => undefined)
      .then((s) => {
        if (!live) return;
        const valid = s && isSubject(s.subject) && isSprint(s.sprintMinutes) && isBreakStyle(s.breakStyle);
        setLoad(valid ? { state: 'ready', session: s } : { state: 'missing' });
      });
    return () => {
      live = false;
    };
  }, [id]);
  return [load, (session) => setLoad({ state: 'ready', session })];
}

function Session({ initial, onChange }: { initial: LocalAdhdSession; onChange: (s: LocalAdhdSession) => void }) {
  const { t, i18n } = useTranslation('adhd');
  const toast = useLearningToast();
  const session = initial;
  const sprint = isSprint(session.sprintMinutes) ? session.sprintMinutes : 15;
  const tasks = tasksFor(isSubject(session.subject) ? session.subject : 'math', sprint);
  const [timer, setTimer] = useState<TimerState>(() => ({ ...startTimer(sprint), focusedMs: session.focusedSeconds * 1000 }));
  const [hiddenPause, setHiddenPause] = useState(false);
  const last = useRef(performance.now());
  const readAloud = useReadAloud(i18n.language || 'en-US');
  const done = session.status !== 'active';
  const taskKey = tasks[Math.min(session.tasksDone, tasks.length - 1)]!;
  // Keys built from stored values (subject, break style): looked up as plain strings.
  const tx = t as unknown as (key: string, values?: object) => string;
  const taskText = tx(taskKey);

  // One tick a second, measured by the clock (a throttled timer still adds up right).
  useEffect(() => {
    if (done) return;
    last.current = performance.now();
    const handle = setInterval(() => {
      const now = performance.now();
      const elapsed = now - last.current;
      last.current = now;
      setTimer((s) => tick(s, elapsed, sprint));
    }, 1000);
    return () => clearInterval(handle);
  }, [done, sprint]);

  // A sprint ending (break time) or a break ending is announced as learning feedback.
  const phase = useRef(timer.phase);
  useEffect(() => {
    if (phase.current === timer.phase) return;
    phase.current = timer.phase;
    toast({ title: timer.phase === 'break' ? t('session.breakToast') : t('session.focusToast') });
  }, [timer.phase, toast, t]);

  // Hidden tab: pause, and say so when the learner comes back.
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        setTimer((s) => (s.paused ? s : { ...s, paused: true }));
        setHiddenPause(true);
        readAloud.stop();
      }
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [readAloud]);

  const persist = (next: LocalAdhdSession) => {
    onChange(next);
    void saveAdhdSession(next);
  };

  const completeTask = () => {
    const tasksDone = Math.min(session.tasksTotal, session.tasksDone + 1);
    const finished = tasksDone >= session.tasksTotal;
    persist({
      ...session,
      tasksDone,
      focusedSeconds: Math.round(timer.focusedMs / 1000),
      status: finished ? 'completed' : 'active',
      endedAt: finished ? new Date().toISOString() : null,
    });
    toast({ title: finished ? t('session.doneToast') : t('session.taskToast', { done: tasksDone, total: session.tasksTotal }) });
  };

  const end = () => persist({ ...session, focusedSeconds: Math.round(timer.focusedMs / 1000), status: tasksDoneAll(session) ? 'completed' : 'abandoned', endedAt: new Date().toISOString() });

  const togglePause = () => {
    last.current = performance.now();
    setHiddenPause(false);
    setTimer((s) => ({ ...s, paused: !s.paused }));
  };

  const breakStyle = isBreakStyle(session.breakStyle) ? session.breakStyle : 'stretch';

  if (done) {
    return (
      <section className="adhd-session adhd-session--done" aria-labelledby="adhd-done">
        <h2 id="adhd-done">{session.status === 'completed' ? t('session.completedTitle') : t('session.endedTitle')}</h2>
        <p>{t('session.summary', { done: session.tasksDone, total: session.tasksTotal, minutes: Math.round(session.focusedSeconds / 60) })}</p>
        <Link to="/tutors/adhd/start" className="button button--primary">{t('session.again')}</Link>
      </section>
    );
  }

  return (
    <section className={`adhd-session adhd-session--${timer.phase}`} aria-labelledby="adhd-now">
      <div className="adhd-session__clock">
        <p className="adhd-session__phase">{timer.phase === 'focus' ? t('session.focusPhase') : t('session.breakPhase')}</p>
        <div role="timer" aria-label={t('session.timerLabel')} className="adhd-session__time" data-testid="adhd-timer">
          {formatClock(timer.remainingMs)}
        </div>
        {timer.paused && <p className="adhd-session__paused">{hiddenPause ? t('session.pausedHidden') : t('session.paused')}</p>}
        <button type="button" className="button button--ghost" onClick={togglePause}>
          {timer.paused ? t('session.resume') : t('session.pause')}
        </button>
      </div>

      <div className="adhd-session__progress">
        <label htmlFor="adhd-progress">{t('session.progress', { done: session.tasksDone, total: session.tasksTotal })}</label>
        <progress id="adhd-progress" max={session.tasksTotal} value={session.tasksDone} />
      </div>

      {timer.phase === 'focus' ? (
        <div className="adhd-session__task">
          <h2 id="adhd-now">{t('session.now', { n: session.tasksDone + 1, total: session.tasksTotal })}</h2>
          <p className="adhd-session__task-text" data-testid="adhd-task">{taskText}</p>
          <div className="adhd-session__actions">
            <button type="button" className="button button--primary button--large" onClick={completeTask}>
              {session.tasksDone + 1 >= session.tasksTotal ? t('session.finish') : t('session.doneNext')}
            </button>
            {readAloud.supported && (
              <button type="button" className="button button--ghost" onClick={() => (readAloud.speaking ? readAloud.stop() : readAloud.speak(taskText))} aria-pressed={readAloud.speaking}>
                {readAloud.speaking ? t('session.stopReading') : t('session.readAloud')}
              </button>
            )}
          </div>
        </div>
      ) : (
        <div className="adhd-session__break">
          <h2 id="adhd-now">{tx(`breaks.${breakStyle}.name`)}</h2>
          <p>{tx(`breaks.${breakStyle}.text`)}</p>
          {readAloud.supported && (
            <button type="button" className="button button--ghost" onClick={() => readAloud.speak(tx(`breaks.${breakStyle}.text`))}>
              {t('session.readAloud')}
            </button>
          )}
        </div>
      )}
      <button type="button" className="button button--ghost adhd-session__end" onClick={end}>
        {t('session.end')}
      </button>
    </section>
  );
}

function tasksDoneAll(s: LocalAdhdSession) {
  return s.tasksDone >= s.tasksTotal;
}

export default function AdhdSessionPage() {
  const { t } = useTranslation('adhd');
  const { sessionId } = useParams();
  const [load, update] = useStoredSession(sessionId);
  return (
    <LearningToastProvider label={t('session.feedbackRegion')} dismissLabel={(title) => t('session.dismiss', { title })}>
      <article className="page page--narrow adhd-page">
        <h1>{t('session.title')}</h1>
        {load.state === 'loading' && <p aria-busy="true">{t('session.loading')}</p>}
        {load.state === 'missing' && (
          <div className="notice notice--error" role="alert">
            <p>{t('session.missing')}</p>
            <Link to="/tutors/adhd/start">{t('session.startNew')}</Link>
          </div>
        )}
        {load.state === 'ready' && (
          <>
            <p className="page__lead">
              {t('session.lead', { subject: t(`subjects.${isSubject(load.session.subject) ? load.session.subject : 'math'}`), minutes: load.session.sprintMinutes })}
            </p>
            <Session initial={load.session} onChange={update} />
          </>
        )}
      </article>
    </LearningToastProvider>
  );
}
