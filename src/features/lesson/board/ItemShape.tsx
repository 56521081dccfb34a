// One board item as SVG (the shapes of supabase/functions/_shared/lesson-doc.ts); math as MathML (./MathLabel) in a
// foreignObject. Hidden from assistive technology: the outline says what the board holds.
import { memo } from 'react';
import { drawableFigure } from '../core/figure';
import { boundsOf, widthAtPressure } from '../core/tools';
import { MathLabel } from './MathLabel';
import type { ItemSnapshot } from './use-board';

const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
const str = (v: unknown) => (typeof v === 'string' ? v : '');

function polyline(points: unknown): string {
  const p = Array.isArray(points) ? (points as number[]) : [];
  const out: string[] = [];
  for (let i = 0; i + 1 < p.length; i += 2) out.push(`${p[i]},${p[i + 1]}`);
  return out.join(' ');
}

/** A stroke's pressures when they are well formed (one number per point), else null: the stroke is drawn at its width. */
function pressures(value: unknown, points: unknown): number[] | null {
  if (!Array.isArray(value) || !Array.isArray(points) || value.length < 2 || value.length * 2 !== points.length) return null;
  return value.every((v) => typeof v === 'number' && Number.isFinite(v)) ? (value as number[]) : null;
}

export const ItemShape = memo(function ItemShape({ item, draft = false }: { item: ItemSnapshot; draft?: boolean }) {
  const color = str(item.color) || '#1f2937';
  const width = num(item.width) || 2;
  const common = { stroke: color, strokeWidth: width, fill: 'none', strokeLinecap: 'round' as const, strokeLinejoin: 'round' as const, opacity: draft ? 0.6 : 1 };
  switch (item.kind) {
    case 'stroke': {
      const pressure = pressures(item.pressure, item.points);
      if (!pressure) return <polyline points={polyline(item.points)} {...common} data-kind="stroke" />;
      // A stylus's stroke: each segment as wide as the pressure at its start.
      const p = item.points as number[];
      return (
        <g data-kind="stroke" data-pressure="true">
          {pressure.slice(0, -1).map((value, i) => (
            <line key={i} x1={p[2 * i]} y1={p[2 * i + 1]} x2={p[2 * i + 2]} y2={p[2 * i + 3]} {...common} strokeWidth={widthAtPressure(width, value)} />
          ))}
        </g>
      );
    }
    case 'line':
    case 'arrow': {
      const [x1, y1, x2, y2] = (item.points as number[]) ?? [0, 0, 0, 0];
      return <line x1={x1} y1={y1} x2={x2} y2={y2} {...common} markerEnd={item.kind === 'arrow' ? 'url(#lesson-arrowhead)' : undefined} data-kind={item.kind} />;
    }
    case 'rect':
      return <rect x={num(item.x)} y={num(item.y)} width={num(item.w)} height={num(item.h)} {...common} data-kind="rect" />;
    case 'ellipse':
      return <ellipse cx={num(item.x) + num(item.w) / 2} cy={num(item.y) + num(item.h) / 2} rx={num(item.w) / 2} ry={num(item.h) / 2} {...common} data-kind="ellipse" />;
    case 'math': {
      const b = boundsOf(item);
      return (
        <foreignObject x={b.x} y={b.y} width={Math.max(40, b.w * 1.5)} height={Math.max(32, b.h * 2)} data-kind="math" opacity={draft ? 0.6 : 1}>
          <div style={{ color, fontSize: 20 }}>
            <MathLabel latex={str(item.latex)} />
          </div>
        </foreignObject>
      );
    }
    case 'text':
    case 'sticky': {
      const label = str(item.text);
      const b = boundsOf(item);
      return (
        <g data-kind={item.kind}>
          {item.kind === 'sticky' && <rect x={b.x} y={b.y} width={b.w} height={b.h} fill="#fef08a" stroke="#a16207" rx={4} />}
          <text x={b.x + (item.kind === 'sticky' ? 8 : 0)} y={b.y + (item.kind === 'sticky' ? 8 : 0)} fill={color} fontSize={16} dominantBaseline="hanging">
            {label.split('\n').map((line, i) => (
              <tspan key={i} x={b.x + (item.kind === 'sticky' ? 8 : 0)} dy={i === 0 ? 0 : 20}>
                {line}
              </tspan>
            ))}
          </text>
        </g>
      );
    }
    case 'figure': {
      const href = drawableFigure(item.href);
      return href ? (
        <image href={href} x={num(item.x)} y={num(item.y)} width={num(item.w)} height={num(item.h)} preserveAspectRatio="xMidYMid meet" data-kind="figure" />
      ) : (
        <rect x={num(item.x)} y={num(item.y)} width={num(item.w)} height={num(item.h)} fill="none" stroke="#9ca3af" strokeDasharray="4 4" data-kind="figure" />
      );
    }
    default:
      return null;
  }
});
