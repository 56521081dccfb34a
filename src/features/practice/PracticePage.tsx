// /tutor/practice: questions generated on the device (seeded, so each attempt names its question), difficulty that
// adapts, hints, an answer checked as mathematics, feedback after each answer, and mastery per skill. Works offline.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { LearningToastProvider, useLearningToast } from '../learning-toasts';
import { checkAnswer } from './core/equivalence';
import { generateQuestion } from './core/generators';
import { levelFor } from './core/difficulty';
import { masteryOf, MASTERY_LEVELS } from './core/mastery';
import type { Message, Question } from './core/question';
import { newSeed } from './core/random';
import { SKILLS, isSkill, type Skill } from './core/skills';
import { LineGraph } from './LineGraph';
import { MasteryList, masteryBySkill } from './MasteryList';
import { useAttempts } from './use-attempts';
import './practice.css';

type Mode = Skill | 'review';
type Feedback = { kind: 'correct' | 'incorrect'; answer: string; solution: Message } | { kind: 'empty' | 'unreadable' };

/** ?skill=fractions&seed=123&level=2 opens one exact question (shareable, reproducible); anything else is ignored. */
function fromQuery(search: string): { mode?: Mode; seed?: number; level?: 1 | 2 | 3 } {
  const params = new URLSearchParams(search);
  const skill = params.get('skill');
  const seed = Number(params.get('seed'));
  const level = Number(params.get('level'));
  return {
    mode: skill === 'review' || isSkill(skill) ? (skill as Mode) : undefined,
    seed: params.has('seed') && Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff ? seed : undefined,
    level: level === 1 || level === 2 || level === 3 ? level : undefined,
  };
}

function Practice() {
  const { t } = useTranslation('practice');
  const toast = useLearningToast();
  const { settled, userId, attempts, record } = useAttempts();
  const initial = useMemo(() => fromQuery(window.location.search), []);
  const [mode, setMode] = useState<Mode>(initial.mode ?? 'arithmetic');
  const [question, setQuestion] = useState<Question | null>(null);
  const [answer, setAnswer] = useState('');
  const [hint, setHint] = useState(false);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [saved, setSaved] = useState<'device' | 'queued' | null>(null);
  const shownAt = useRef(0);
  const answerRef = useRef<HTMLInputElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const reviewTurn = useRef(0);
  const pinned = useRef(initial.seed !== undefined);

  const mastery = useMemo(() => masteryBySkill((skill) => masteryOf(skill, attempts.map((a) => ({ skill: a.skill as Skill, correct: a.correct, mode: a.mode })))), [attempts]);

  const makeQuestion = (m: Mode) => {
    let skill: Skill;
    if (m === 'review') {
      const started = SKILLS.filter((s) => mastery[s].answered > 0);
      const pool = started.length ? started : SKILLS;
      skill = pool[reviewTurn.current++ % pool.length]!;
    } else skill = m;
    const level = levelFor(attempts.filter((a) => a.skill === skill).map((a) => a.correct));
    const q = pinned.current ? generateQuestion(skill, initial.seed!, initial.level ?? level) : generateQuestion(skill, newSeed(), level);
    pinned.current = false;
    setQuestion(q);
    setAnswer('');
    setHint(false);
    setFeedback(null);
    setSaved(null);
    shownAt.current = performance.now();
  };

  // The first question once the history is known (its level depends on it).
  const ready = settled && question === null;
  useEffect(() => {
    if (ready) makeQuestion(mode);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready]);

  const choose = (m: Mode) => {
    setMode(m);
    makeQuestion(m);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!question || (feedback && (feedback.kind === 'correct' || feedback.kind === 'incorrect'))) return;
    const verdict = checkAnswer(answer, question.answer, question.kind);
    if (!verdict.ok) {
      setFeedback({ kind: verdict.reason });
      answerRef.current?.focus();
      return;
    }
    const before = mastery[question.skill].level;
    const attempt = await record({
      skill: question.skill,
      seed: question.seed,
      level: question.level,
      answer: answer.trim(),
      correct: verdict.equal,
      timeTakenMs: performance.now() - shownAt.current,
      mode: mode === 'review' ? 'review' : 'practice',
    });
    setFeedback({ kind: verdict.equal ? 'correct' : 'incorrect', answer: question.answer, solution: question.solution });
    setSaved(attempt.userId ? 'queued' : 'device');
    const after = masteryOf(question.skill, [...attempts, attempt].map((a) => ({ skill: a.skill as Skill, correct: a.correct, mode: a.mode }))).level;
    if (MASTERY_LEVELS.indexOf(after) > MASTERY_LEVELS.indexOf(before)) {
      toast({ title: t('toastLevelUp', { level: t(`mastery.levels.${after}`) }), description: t(`skills.${question.skill}`) });
    } else {
      toast({ title: verdict.equal ? t('toastCorrect') : t('toastIncorrect'), description: verdict.equal ? t('correct') : t('expected', { answer: question.answer }), variant: verdict.equal ? 'default' : 'destructive' });
    }
    setTimeout(() => nextRef.current?.focus(), 0);
  };

  const msg = (m: Message) => (t as unknown as (key: string, values: object) => string)(m.key, m.values ?? {});
  const answered = feedback?.kind === 'correct' || feedback?.kind === 'incorrect';

  return (
    <article className="page practice-page">
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('intro')}</p>
      {settled && !userId && <p className="notice">{t('guestNote')}</p>}

      <fieldset className="practice-skills">
        <legend>{t('chooseSkill')}</legend>
        {[...SKILLS, 'review' as const].map((m) => (
          <label key={m} className="practice-skills__option">
            <input type="radio" name="practice-skill" value={m} checked={mode === m} onChange={() => choose(m)} />
            {m === 'review' ? t('review') : t(`skills.${m}`)}
          </label>
        ))}
      </fieldset>
      {mode === 'review' && <p className="form__note">{t('reviewHint')}</p>}

      <section className="practice-question" aria-labelledby="practice-question-heading" data-testid="practice-question" data-seed={question?.seed} data-skill={question?.skill} data-level={question?.level}>
        <h2 id="practice-question-heading">
          {t('questionHeading')}
          {question && <span className="practice-question__level"> · {t(`skills.${question.skill}`)} · {t('levelLabel', { level: question.level })}</span>}
        </h2>
        {question ? (
          <>
            <p className="practice-question__prompt" data-testid="practice-prompt">{msg(question.prompt)}</p>
            {question.graph && <LineGraph graph={question.graph} />}
            <form className="practice-form" onSubmit={submit} noValidate>
              <div className="field">
                <label htmlFor="practice-answer">{t('answerLabel')}</label>
                <input
                  id="practice-answer"
                  ref={answerRef}
                  value={answer}
                  onChange={(e) => setAnswer(e.target.value)}
                  autoComplete="off"
                  spellCheck={false}
                  inputMode="text"
                  maxLength={200}
                  readOnly={answered}
                  aria-describedby="practice-answer-help"
                  aria-invalid={feedback?.kind === 'empty' || feedback?.kind === 'unreadable'}
                />
                <p id="practice-answer-help" className="form__note">{t('answerHelp')}</p>
              </div>
              <div className="practice-actions">
                {!answered && <button type="submit" className="button button--primary">{t('check')}</button>}
                {!answered && !hint && (
                  <button type="button" className="button button--ghost" onClick={() => setHint(true)}>
                    {t('showHint')}
                  </button>
                )}
                {answered && (
                  <button type="button" ref={nextRef} className="button button--primary" onClick={() => makeQuestion(mode)}>
                    {t('next')}
                  </button>
                )}
              </div>
            </form>
            {hint && (
              <div className="practice-hint">
                <h3>{t('hintHeading')}</h3>
                <p>{msg(question.hint)}</p>
              </div>
            )}
          </>
        ) : (
          <p aria-busy="true">…</p>
        )}
        <div role="status" aria-live="polite" className="practice-feedback" data-testid="practice-feedback" data-result={feedback?.kind ?? ''}>
          {feedback?.kind === 'correct' && <p className="notice notice--success"><strong>{t('correct')}</strong> {msg(feedback.solution)}</p>}
          {feedback?.kind === 'incorrect' && (
            <p className="notice notice--error">
              <strong>{t('incorrect')}</strong> {t('expected', { answer: feedback.answer })} {msg(feedback.solution)}
            </p>
          )}
          {feedback?.kind === 'empty' && <p className="notice notice--error">{t('empty')}</p>}
          {feedback?.kind === 'unreadable' && <p className="notice notice--error">{t('unreadable')}</p>}
          {saved && <p className="form__note" data-testid="practice-saved">{saved === 'queued' ? t('savedQueued') : t('savedDevice')}</p>}
        </div>
      </section>

      <section className="practice-mastery" aria-labelledby="practice-mastery-heading">
        <h2 id="practice-mastery-heading">{t('mastery.heading')}</h2>
        <MasteryList mastery={mastery} headingId="practice-mastery-heading" />
        <h3>{t('mastery.explainHeading')}</h3>
        <p>{t('mastery.explain')}</p>
        <dl className="mastery-rules">
          {(['attempted', 'familiar', 'proficient', 'mastered'] as const).map((level) => (
            <div key={level}>
              <dt>{t(`mastery.levels.${level}`)}</dt>
              <dd>{t(`mastery.rules.${level}`)}</dd>
            </div>
          ))}
        </dl>
        <p>{t('mastery.difficulty')}</p>
      </section>
    </article>
  );
}

export default function PracticePage() {
  const { t } = useTranslation('practice');
  return (
    <LearningToastProvider label={t('feedbackRegion')} dismissLabel={(title) => t('dismiss', { title })}>
      <Practice />
    </LearningToastProvider>
  );
}
