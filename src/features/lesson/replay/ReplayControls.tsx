// The replay of a read-only room: a slider named "Replay" over the stored changes (arrow keys, Home, End), play/pause,
// and a way back to the board as it was left. Times in the user's zone.
import { useId } from 'react';
import { useTranslation } from '../../../i18n/react';
import { formatDate } from '../../../lib/intl-format';
import { effectiveTimezone, useLocale } from '../../locale';
import type { ReplayState } from './use-replay';

export function ReplayControls({ replay }: { replay: ReplayState }) {
  const { t } = useTranslation('lesson');
  const locale = useLocale();
  const id = useId();
  const time = (step: number) => formatDate(replay.timeOf(step), locale.locale, effectiveTimezone(locale), { timeStyle: 'short' });
  return (
    <section className="lesson-replay" aria-labelledby={id}>
      <h3 id={id}>{t('replay.title')}</h3>
      {replay.status === 'loading' && <p aria-busy="true">{t('replay.loading')}</p>}
      {replay.status === 'offline' && <p>{t('replay.offline')}</p>}
      {replay.status === 'ready' && replay.steps === 0 && <p>{t('replay.empty')}</p>}
      {replay.status === 'ready' && replay.steps > 0 && (
        <div className="lesson-replay__controls">
          <input
            type="range"
            aria-label={t('replay.slider')}
            min={1}
            max={replay.steps}
            step={1}
            value={replay.step}
            aria-valuetext={t('replay.step', { step: replay.step, count: replay.steps, time: time(replay.step) })}
            onChange={(e) => replay.setStep(Number(e.currentTarget.value))}
          />
          <span data-testid="lesson-replay-step">{t('replay.step', { step: replay.step, count: replay.steps, time: time(replay.step) })}</span>
          <button type="button" className="button button--ghost" onClick={replay.togglePlay}>
            {replay.playing ? t('replay.pause') : t('replay.play')}
          </button>
          <button type="button" className="button button--ghost" disabled={replay.step >= replay.steps} onClick={() => replay.setStep(replay.steps)}>
            {t('replay.live')}
          </button>
        </div>
      )}
    </section>
  );
}
