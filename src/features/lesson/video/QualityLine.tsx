// "Connection quality: Good — 24 ms round trip · 0 % packets lost · 30 frames a second", from getStats().
import { useTranslation } from '../../../i18n/react';
import { lossPercent, type Quality, type StatsSample } from './core/quality';

export function QualityLine({ quality, sample }: { quality: Quality; sample: StatsSample | null }) {
  const { t } = useTranslation('video');
  const details = sample
    ? t('quality.details', { rtt: sample.rttMs ?? '–', loss: lossPercent(sample).toFixed(1), fps: sample.fps === null ? '–' : Math.round(sample.fps) })
    : '';
  return (
    <p className={`lesson-video__quality lesson-video__quality--${quality}`} data-testid="video-quality" data-quality={quality}>
      <span className="lesson-video__bars" aria-hidden="true">
        <span /><span /><span />
      </span>
      {t('quality.label')}: {t(`quality.${quality}`)}
      {details && ` — ${details}`}
    </p>
  );
}
