// /ai-tutor: under maintenance (system_settings ai_tutor.maintenance) it says so; otherwise a learner generates a
// personalized lesson on the device from their profile and practice history (works offline), with the
// 'Generating Your Lesson' overlay while progress is between 25 and 100. A hosted model can take over through the
// /functions/v1/generate-lesson seam (core/hosted-seam.ts).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from '../../i18n/react';
import { useSettledSession } from '../auth';
import { generateQuestion, isSkill, type Message } from '../practice';
import { generateLessonOnDevice } from './core/device-generator';
import { generateLessonHosted, hostedGeneratorEnabled } from './core/hosted-seam';
import type { Lesson, LessonExercise } from './core/lesson';
import { IDLE, normalizeProgress } from './core/progress';
import { GeneratingOverlay } from './GeneratingOverlay';
import { buildLessonInput } from './lesson-input';
import { accessToken } from '../../data/supabase';
import { currentMaintenance } from './maintenance-flag';
import { useAiTutorMaintenance } from './use-maintenance';
import './ai-tutor.css';

const LAST_LESSON = 'summit.lastLesson.v1';

function ExerciseText({ exercise, showSolution }: { exercise: LessonExercise; showSolution?: boolean }) {
  const { t } = useTranslation('practice');
  if (!isSkill(exercise.skill)) return null;
  const q = generateQuestion(exercise.skill, exercise.seed, exercise.level);
  const tx = t as unknown as (key: string, values?: object) => string;
  const msg = (m: Message) => tx(m.key, m.values ?? {});
  return (
    <>
      <p>{msg(q.prompt)}</p>
      {showSolution && (
        <p>
          <strong>{tx('hintHeading')}:</strong> {msg(q.hint)} <strong>→</strong> {msg(q.solution)}
        </p>
      )}
    </>
  );
}

function LessonView({ lesson }: { lesson: Lesson }) {
  const { t } = useTranslation('aitutor');
  const { t: tp } = useTranslation('practice');
  const tx = t as unknown as (key: string, values?: object) => string;
  const skill = isSkill(lesson.focusSkill) ? tp(`skills.${lesson.focusSkill}`) : lesson.focusSkill;
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [lesson.id]);
  return (
    <section className="lesson" aria-labelledby="lesson-title" data-testid="lesson">
      <h2 id="lesson-title" tabIndex={-1} ref={headingRef}>
        {t('lesson.title', { skill })}
      </h2>
      <p>{tx(`lesson.reason.${lesson.reason}`, { skill })}</p>
      {lesson.goal && <p>{t('lesson.goal', { goal: lesson.goal })}</p>}
      <h3>{t('lesson.methodsHeading')}</h3>
      <ul>
        {lesson.methods.map((m) => (
          <li key={m}>{tx(`methods.${m}`)}</li>
        ))}
      </ul>
      <p>{tx(`lesson.pace.${lesson.pace}`)}</p>
      <h3>{t('lesson.workedHeading')}</h3>
      <ExerciseText exercise={lesson.worked} showSolution />
      <h3>{t('lesson.exercisesHeading')}</h3>
      <ol className="lesson__exercises">
        {lesson.exercises.map((e) => (
          <li key={e.seed}>
            <ExerciseText exercise={e} />
            <Link to={`/tutor/practice?skill=${e.skill}&seed=${e.seed}&level=${e.level}`}>{t('lesson.open')}</Link>
          </li>
        ))}
      </ol>
      <p className="form__note">{lesson.source === 'device' ? t('lesson.madeOnDevice') : t('lesson.madeHosted')}</p>
    </section>
  );
}

function loadLastLesson(): Lesson | null {
  try {
    const lesson = JSON.parse(localStorage.getItem(LAST_LESSON) ?? 'null') as Lesson | null;
    return lesson && typeof lesson.id === 'string' && Array.isArray(lesson.exercises) ? lesson : null;
  } catch {
    return null;
  }
}

export default function AiTutorPage() {
  const { t, i18n } = useTranslation('aitutor');
  const { maintenance: live, checked } = useAiTutorMaintenance({ waitForPaint: false });
  // The device's cached value decides until the server answers (offline it stays).
  const maintenance = checked ? live : currentMaintenance();
  const { settled, user } = useSettledSession();
  const [progress, setProgress] = useState(IDLE);
  const [lesson, setLesson] = useState<Lesson | null>(() => loadLastLesson());
  const [failed, setFailed] = useState(false);
  const running = progress !== IDLE;

  const generate = async () => {
    if (running) return;
    setFailed(false);
    const report = (p: number) => setProgress(normalizeProgress(p));
    report(0);
    try {
      const seed = crypto.getRandomValues(new Uint32Array(1))[0]!;
      const input = await buildLessonInput(user?.id ?? null, i18n.language || 'en-US', seed);
      let next: Lesson | null = null;
      if (hostedGeneratorEnabled() && user && navigator.onLine) {
        const token = await accessToken();
        if (token) next = await generateLessonHosted(input, token, report).catch(() => null);
      }
      next ??= await generateLessonOnDevice(input, report);
      localStorage.setItem(LAST_LESSON, JSON.stringify(next));
      setLesson(next);
    } catch (error) {
      console.warn('lesson generation failed', error);
      setFailed(true);
    } finally {
      setProgress(IDLE);
    }
  };

  if (maintenance) {
    return (
      <article className="page page--intro">
        <h1>{t('title')}</h1>
        <p className="notice" data-testid="ai-tutor-maintenance">{t('maintenance')}</p>
        <p>
          <Link to="/tutor/practice">{t('maintenancePractice')}</Link>
        </p>
      </article>
    );
  }

  return (
    <article className="page ai-tutor-page" aria-busy={running}>
      <h1>{t('title')}</h1>
      <p className="page__lead">{t('intro')}</p>
      {settled && !user && <p className="form__note">{t('guestNote')}</p>}
      <button type="button" className="button button--primary button--large" onClick={generate} disabled={running || !settled} data-testid="generate-lesson">
        {lesson ? t('generateAgain') : t('generate')}
      </button>
      {failed && (
        <p className="notice notice--error" role="alert">
          {t('failed')}
        </p>
      )}
      <GeneratingOverlay progress={progress} />
      {lesson && <LessonView lesson={lesson} />}
    </article>
  );
}
