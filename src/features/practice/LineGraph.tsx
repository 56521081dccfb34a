// The straight line of a graph-reading question, drawn in SVG on a labelled grid, with its marked points also
// listed as text (the drawing alone would not reach a screen reader).
import { useTranslation } from '../../i18n/react';
import type { GraphSpec } from './core/question';

const SIZE = 240;

export function LineGraph({ graph }: { graph: GraphSpec }) {
  const { t } = useTranslation('practice');
  const { range, slope, intercept } = graph;
  const scale = SIZE / (2 * range);
  const sx = (x: number) => (x + range) * scale;
  const sy = (y: number) => SIZE - (y + range) * scale;
  const ticks = Array.from({ length: 2 * range + 1 }, (_, i) => i - range);
  const x1 = -range;
  const x2 = range;
  const fmt = (n: number) => (n < 0 ? `\u2212${-n}` : String(n));
  return (
    <figure className="line-graph">
      <svg viewBox={`-16 -4 ${SIZE + 24} ${SIZE + 24}`} width="100%" role="img" aria-label={t('graphLabel')} data-testid="practice-graph">
        {ticks.map((v) => (
          <g key={v}>
            <line x1={sx(v)} y1={0} x2={sx(v)} y2={SIZE} className={v === 0 ? 'line-graph__axis' : 'line-graph__grid'} />
            <line x1={0} y1={sy(v)} x2={SIZE} y2={sy(v)} className={v === 0 ? 'line-graph__axis' : 'line-graph__grid'} />
            {v % 2 === 0 && v !== 0 && (
              <>
                <text x={sx(v)} y={sy(0) + 12} className="line-graph__label" textAnchor="middle">{fmt(v)}</text>
                <text x={sx(0) - 4} y={sy(v) + 3} className="line-graph__label" textAnchor="end">{fmt(v)}</text>
              </>
            )}
          </g>
        ))}
        <line x1={sx(x1)} y1={sy(slope * x1 + intercept)} x2={sx(x2)} y2={sy(slope * x2 + intercept)} className="line-graph__line" />
        {graph.points.map(([x, y]) => (
          <circle key={x} cx={sx(x)} cy={sy(y)} r={4} className="line-graph__point" />
        ))}
      </svg>
      <figcaption>
        {t('graphPoints')}{' '}
        {graph.points.map(([x, y]) => t('point', { x: fmt(x), y: fmt(y) })).join(', ')}
      </figcaption>
    </figure>
  );
}
