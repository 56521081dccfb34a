// The full-screen 'Generating Your Lesson' overlay (SPEC §2): four steps and a progress bar. Wanted while progress
// is at least 25 and below 100; shown only if the lesson is not ready within 400 ms, and then for at least 800 ms
// (core/overlay-timing.ts). Focus moves into it and the page behind is inert.
import { useEffect, useReducer, useRef } from 'react';
import { useTranslation } from '../../i18n/react';
import { decideOverlay, HIDDEN, type OverlayClock } from './core/overlay-timing';
import { currentStep } from './core/progress';

const STEPS = ['analyzing', 'selecting', 'generating', 'preparing'] as const;

export function GeneratingOverlay({ progress }: { progress: number }) {
  const { t } = useTranslation('aitutor');
  const ref = useRef<HTMLDivElement>(null);
  const { show: visible, value } = useOverlayTiming(progress);
  useEffect(() => {
    if (visible) ref.current?.focus();
  }, [visible]);
  if (!visible) return null;
  const step = currentStep(value);
  return (
    <div className="generating-overlay" role="dialog" aria-modal="true" aria-labelledby="generating-title" aria-describedby="generating-text" tabIndex={-1} ref={ref} data-testid="generating-overlay">
      <div className="generating-overlay__panel">
        <h2 id="generating-title">{t('overlay.title')}</h2>
        <p id="generating-text">{t('overlay.text')}</p>
        <div role="progressbar" aria-label={t('overlay.progressLabel')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} className="generating-overlay__bar">
          <span style={{ inlineSize: `${value}%` }} />
        </div>
        <ol className="generating-overlay__steps">
          {STEPS.map((key, i) => (
            <li key={key} className={i < step ? 'is-done' : i === step ? 'is-current' : ''} aria-current={i === step ? 'step' : undefined}>
              {t(`overlay.steps.${key}`)}
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}

/** Whether the overlay is on screen now and the progress it shows; re-decides when a delay or hold time runs out. */
function useOverlayTiming(progress: number): { show: boolean; value: number } {
  const clock = useRef<OverlayClock>(HIDDEN);
  const [tick, wake] = useReducer((n: number) => n + 1, 0);
  const decision = decideOverlay(clock.current, progress, performance.now());
  useEffect(() => {
    clock.current = decision.clock;
    if (decision.wakeIn === null) return;
    const timer = setTimeout(wake, decision.wakeIn);
    return () => clearTimeout(timer);
  });
  void tick;
  return { show: decision.show, value: decision.clock.value };
}
