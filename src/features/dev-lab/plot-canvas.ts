// Draws the lab's graphs on a canvas: grid, axes, each expression's curve (broken where undefined or jumping),
// and markers for roots (circles), the y-intercept (squares) and extrema (diamonds). Plain TS, no React.
import { evaluateAt, type Analysis, type Parsed, type Scope } from './core/analyse';

export interface View {
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

export const COLORS = ['#1d4ed8', '#b91c1c', '#15803d', '#7e22ce', '#c2410c', '#0f766e'];

function niceStep(span: number): number {
  const raw = span / 10;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit < 1.5 ? 1 : unit < 3.5 ? 2 : unit < 7.5 ? 5 : 10) * power;
}

export function drawPlot(
  canvas: HTMLCanvasElement,
  view: View,
  curves: Array<{ parsed: Extract<Parsed, { ok: true }>; analysis: Analysis; color: string }>,
  scope: Scope,
): void {
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (!width || !height) return;
  canvas.width = Math.round(width * ratio);
  canvas.height = Math.round(height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
  ctx.clearRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  const px = (x: number) => ((x - view.xMin) / (view.xMax - view.xMin)) * width;
  const py = (y: number) => height - ((y - view.yMin) / (view.yMax - view.yMin)) * height;

  // Grid and axes with labels.
  ctx.lineWidth = 1;
  ctx.font = '11px system-ui, sans-serif';
  const xStep = niceStep(view.xMax - view.xMin);
  const yStep = niceStep(view.yMax - view.yMin);
  for (let x = Math.ceil(view.xMin / xStep) * xStep; x <= view.xMax; x += xStep) {
    ctx.strokeStyle = Math.abs(x) < xStep / 2 ? '#27272a' : '#e4e4e7';
    ctx.beginPath();
    ctx.moveTo(px(x), 0);
    ctx.lineTo(px(x), height);
    ctx.stroke();
    if (Math.abs(x) >= xStep / 2) {
      ctx.fillStyle = '#3f3f46';
      ctx.fillText(String(Number(x.toPrecision(6))), px(x) + 2, Math.min(height - 4, Math.max(12, py(0) + 12)));
    }
  }
  for (let y = Math.ceil(view.yMin / yStep) * yStep; y <= view.yMax; y += yStep) {
    ctx.strokeStyle = Math.abs(y) < yStep / 2 ? '#27272a' : '#e4e4e7';
    ctx.beginPath();
    ctx.moveTo(0, py(y));
    ctx.lineTo(width, py(y));
    ctx.stroke();
    if (Math.abs(y) >= yStep / 2) {
      ctx.fillStyle = '#3f3f46';
      ctx.fillText(String(Number(y.toPrecision(6))), Math.min(width - 30, Math.max(2, px(0) + 4)), py(y) - 2);
    }
  }

  const ySpan = view.yMax - view.yMin;
  for (const { parsed, analysis, color } of curves) {
    ctx.strokeStyle = color;
    ctx.lineWidth = 2.5;
    ctx.beginPath();
    let drawing = false;
    let lastY = Number.NaN;
    const steps = Math.max(200, Math.round(width * 2));
    for (let i = 0; i <= steps; i++) {
      const x = view.xMin + ((view.xMax - view.xMin) * i) / steps;
      const y = evaluateAt(parsed, x, scope);
      const jump = Number.isFinite(lastY) && Math.abs(y - lastY) > ySpan * 2;
      if (!Number.isFinite(y) || jump) {
        drawing = false;
        lastY = y;
        if (!Number.isFinite(y)) continue;
      }
      const cy = Math.max(-height, Math.min(2 * height, py(y)));
      if (drawing) ctx.lineTo(px(x), cy);
      else ctx.moveTo(px(x), cy);
      drawing = true;
      lastY = y;
    }
    ctx.stroke();

    ctx.fillStyle = color;
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = 1.5;
    for (const r of analysis.roots) {
      ctx.beginPath();
      ctx.arc(px(r), py(0), 5, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
    }
    if (analysis.yIntercept !== null) {
      ctx.fillRect(px(0) - 4.5, py(analysis.yIntercept) - 4.5, 9, 9);
      ctx.strokeRect(px(0) - 4.5, py(analysis.yIntercept) - 4.5, 9, 9);
    }
    for (const e of analysis.extrema) {
      ctx.beginPath();
      ctx.moveTo(px(e.x), py(e.y) - 6);
      ctx.lineTo(px(e.x) + 6, py(e.y));
      ctx.lineTo(px(e.x), py(e.y) + 6);
      ctx.lineTo(px(e.x) - 6, py(e.y));
      ctx.closePath();
      ctx.fill();
      ctx.stroke();
    }
  }
}

/** The view moved by a fraction of its size (keyboard and buttons), zoomed around a point (wheel, pinch, keys). */
export function panView(view: View, dxFraction: number, dyFraction: number): View {
  const dx = (view.xMax - view.xMin) * dxFraction;
  const dy = (view.yMax - view.yMin) * dyFraction;
  return { xMin: view.xMin + dx, xMax: view.xMax + dx, yMin: view.yMin + dy, yMax: view.yMax + dy };
}

export function zoomView(view: View, factor: number, cx = (view.xMin + view.xMax) / 2, cy = (view.yMin + view.yMax) / 2): View {
  const span = view.xMax - view.xMin;
  const next = span * factor;
  if (next < 1e-3 || next > 1e5) return view;
  return {
    xMin: cx - (cx - view.xMin) * factor,
    xMax: cx + (view.xMax - cx) * factor,
    yMin: cy - (cy - view.yMin) * factor,
    yMax: cy + (view.yMax - cy) * factor,
  };
}
