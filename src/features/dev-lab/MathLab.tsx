// The math lab: several expressions (each input labelled), parameter sliders, a canvas plot with pan and zoom by
// mouse, touch and keyboard, a table of values, and a text description of what is plotted — the canvas itself is
// hidden from screen readers, the description and the table carry the same facts.
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { analyse, evaluateAt, formatNumber, parseExpression, type Analysis, type Parsed } from './core/analyse';
import { COLORS, drawPlot, panView, zoomView, type View } from './plot-canvas';
import type { Scenario } from './scenarios';
import './math-lab.css';

const DEFAULT_VIEW: View = { xMin: -10, xMax: 10, yMin: -10, yMax: 10 };
const MAX_EXPRESSIONS = 6;
type Ok = Extract<Parsed, { ok: true }>;

export function MathLab({ scenario }: { scenario: Scenario }) {
  const { t, i18n } = useTranslation('mathlab');
  const locale = i18n.language || 'en-US';
  const initialView = scenario.view ?? DEFAULT_VIEW;
  const [expressions, setExpressions] = useState(() => scenario.expressions.map((text, i) => ({ id: i + 1, text })));
  const [params, setParams] = useState<Record<string, number>>(() => ({ ...scenario.parameters }));
  const [view, setView] = useState<View>(initialView);
  const nextId = useRef(scenario.expressions.length + 1);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const plotRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number }>());

  const parsed = useMemo(() => expressions.map((e) => ({ ...e, parsed: parseExpression(e.text) })), [expressions]);
  const parameterNames = useMemo(() => [...new Set(parsed.flatMap((e) => (e.parsed.ok ? e.parsed.parameters : [])))].sort(), [parsed]);
  const scope = useMemo(() => Object.fromEntries(parameterNames.map((name) => [name, params[name] ?? 1])), [parameterNames, params]);
  const analysed = useMemo(
    () => parsed.map((e, i) => ({ ...e, color: COLORS[i % COLORS.length]!, analysis: e.parsed.ok ? analyse(e.parsed, view.xMin, view.xMax, scope) : null })),
    [parsed, view.xMin, view.xMax, scope],
  );

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const draw = () =>
      drawPlot(
        canvas,
        view,
        analysed.filter((e): e is typeof e & { parsed: Ok; analysis: Analysis } => e.parsed.ok && !!e.analysis).map((e) => ({ parsed: e.parsed, analysis: e.analysis, color: e.color })),
        scope,
      );
    draw();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(draw) : null;
    observer?.observe(canvas);
    return () => observer?.disconnect();
  }, [analysed, view, scope]);

  // Wheel zoom around the pointer (a non-passive listener: the page must not scroll while zooming the plot).
  useEffect(() => {
    const element = plotRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const rect = element.getBoundingClientRect();
      setView((v) => {
        const cx = v.xMin + ((event.clientX - rect.left) / rect.width) * (v.xMax - v.xMin);
        const cy = v.yMax - ((event.clientY - rect.top) / rect.height) * (v.yMax - v.yMin);
        return zoomView(v, event.deltaY > 0 ? 1.15 : 1 / 1.15, cx, cy);
      });
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const actions: Record<string, () => View> = {
      ArrowLeft: () => panView(view, -0.1, 0),
      ArrowRight: () => panView(view, 0.1, 0),
      ArrowUp: () => panView(view, 0, 0.1),
      ArrowDown: () => panView(view, 0, -0.1),
      '+': () => zoomView(view, 1 / 1.25),
      '=': () => zoomView(view, 1 / 1.25),
      '-': () => zoomView(view, 1.25),
      _: () => zoomView(view, 1.25),
      '0': () => initialView,
    };
    const action = actions[event.key];
    if (!action) return;
    event.preventDefault();
    setView(action());
  };

  // Drag with one pointer pans; two pointers (touch) pinch-zoom around their midpoint.
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const previous = pointers.current.get(event.pointerId);
    if (!previous) return;
    const rect = event.currentTarget.getBoundingClientRect();
    const others = [...pointers.current.entries()].filter(([id]) => id !== event.pointerId).map(([, p]) => p);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (others.length === 0) {
      const dx = (event.clientX - previous.x) / rect.width;
      const dy = (event.clientY - previous.y) / rect.height;
      setView((v) => panView(v, -dx, dy));
    } else {
      const other = others[0]!;
      const before = Math.hypot(previous.x - other.x, previous.y - other.y);
      const after = Math.hypot(event.clientX - other.x, event.clientY - other.y);
      if (before > 0 && after > 0) {
        const mx = (event.clientX + other.x) / 2;
        const my = (event.clientY + other.y) / 2;
        setView((v) =>
          zoomView(v, before / after, v.xMin + ((mx - rect.left) / rect.width) * (v.xMax - v.xMin), v.yMax - ((my - rect.top) / rect.height) * (v.yMax - v.yMin)),
        );
      }
    }
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => void pointers.current.delete(event.pointerId);

  const fmt = (n: number) => formatNumber(n, locale);
  const list = (items: string[]) =>
    typeof Intl.ListFormat === 'function' ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(items) : items.join(', ');

  const describe = (e: (typeof analysed)[number]): string => {
    if (!e.parsed.ok) return t('describe.invalid', { expr: e.text || '…', reason: errorText(e.parsed) });
    const a = e.analysis!;
    const parts = [
      a.roots.length ? t('describe.roots', { count: a.roots.length, list: list(a.roots.map((r) => `x = ${fmt(r)}`)) }) : t('describe.noRoots'),
      a.yIntercept !== null ? t('describe.yIntercept', { y: fmt(a.yIntercept) }) : t('describe.noYIntercept'),
      ...a.extrema.map((x) => t(x.kind === 'minimum' ? 'describe.minimum' : 'describe.maximum', { x: fmt(x.x), y: fmt(x.y) })),
      ...(a.gaps.length ? [t('describe.gaps', { list: list(a.gaps.map((g) => `x = ${fmt(g)}`)) })] : []),
    ];
    return `y = ${e.parsed.text}: ${parts.join('; ')}.`;
  };

  const errorText = (p: Extract<Parsed, { ok: false }>) =>
    p.error === 'unknownSymbol' ? t('errors.unknownSymbol', { name: p.detail ?? '' }) : t(`errors.${p.error}`);

  const tableXs = useMemo(() => {
    const step = Math.max(1, Math.round((view.xMax - view.xMin) / 10));
    const start = Math.ceil(view.xMin / step) * step;
    return Array.from({ length: 11 }, (_, i) => start + i * step).filter((x) => x <= view.xMax);
  }, [view.xMin, view.xMax]);

  return (
    <div className="math-lab" data-testid="math-lab">
      <section aria-labelledby="lab-expressions">
        <h2 id="lab-expressions">{t('expressionsHeading')}</h2>
        <ul className="math-lab__expressions">
          {analysed.map((e, i) => (
            <li key={e.id} className="math-lab__expression">
              <span className="math-lab__swatch" style={{ background: e.color }} aria-hidden="true" />
              <label htmlFor={`lab-expr-${e.id}`}>{t('expressionLabel', { n: i + 1 })}</label>
              <input
                id={`lab-expr-${e.id}`}
                value={e.text}
                spellCheck={false}
                autoComplete="off"
                maxLength={200}
                aria-invalid={!e.parsed.ok}
                aria-describedby={e.parsed.ok ? undefined : `lab-expr-${e.id}-error`}
                onChange={(event) => setExpressions((list) => list.map((x) => (x.id === e.id ? { ...x, text: event.target.value } : x)))}
              />
              <button type="button" className="button button--ghost" aria-label={t('remove', { n: i + 1 })} onClick={() => setExpressions((list) => list.filter((x) => x.id !== e.id))}>
                ×
              </button>
              {!e.parsed.ok && (
                <p id={`lab-expr-${e.id}-error`} className="field__error">
                  {errorText(e.parsed)}
                </p>
              )}
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="button button--ghost"
          disabled={expressions.length >= MAX_EXPRESSIONS}
          onClick={() => setExpressions((list) => [...list, { id: nextId.current++, text: '' }])}
        >
          {t('add')}
        </button>
        <p className="form__note">{t('syntaxHelp')}</p>
      </section>

      {parameterNames.length > 0 && (
        <section aria-labelledby="lab-parameters">
          <h2 id="lab-parameters">{t('parametersHeading')}</h2>
          {parameterNames.map((name) => (
            <div key={name} className="math-lab__slider">
              <label htmlFor={`lab-param-${name}`}>{t('parameterLabel', { name })}</label>
              <input
                id={`lab-param-${name}`}
                type="range"
                min={-10}
                max={10}
                step={0.5}
                value={scope[name]}
                onChange={(event) => setParams((p) => ({ ...p, [name]: Number(event.target.value) }))}
              />
              <output htmlFor={`lab-param-${name}`}>{fmt(scope[name]!)}</output>
            </div>
          ))}
        </section>
      )}

      <section aria-labelledby="lab-plot">
        <h2 id="lab-plot">{t('plotHeading')}</h2>
        <div
          ref={plotRef}
          className="math-lab__plot"
          tabIndex={0}
          role="group"
          aria-label={t('plotLabel')}
          aria-describedby="lab-description lab-view"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          data-testid="math-lab-plot"
        >
          <canvas ref={canvasRef} aria-hidden="true" />
        </div>
        <div className="math-lab__controls">
          <button type="button" className="button button--ghost" onClick={() => setView((v) => zoomView(v, 1 / 1.25))}>{t('zoomIn')}</button>
          <button type="button" className="button button--ghost" onClick={() => setView((v) => zoomView(v, 1.25))}>{t('zoomOut')}</button>
          <button type="button" className="button button--ghost" onClick={() => setView(initialView)}>{t('resetView')}</button>
        </div>
        <p id="lab-view" className="form__note">
          {t('viewRange', { xMin: fmt(view.xMin), xMax: fmt(view.xMax), yMin: fmt(view.yMin), yMax: fmt(view.yMax) })}
        </p>
        <p className="form__note">{t('legend')}</p>
      </section>

      <section aria-labelledby="lab-description-heading">
        <h2 id="lab-description-heading">{t('descriptionHeading')}</h2>
        <ul id="lab-description" data-testid="math-lab-description" aria-live="polite">
          {analysed.map((e) => (
            <li key={e.id}>{describe(e)}</li>
          ))}
        </ul>
      </section>

      <section>
        <h2 id="lab-table-heading">{t('tableHeading')}</h2>
        <div className="math-lab__table-wrap" tabIndex={0} role="region" aria-labelledby="lab-table-heading">
          <table className="math-lab__table">
            <thead>
              <tr>
                <th scope="col">x</th>
                {analysed.map((e, i) => (
                  <th scope="col" key={e.id}>{e.parsed.ok ? `y = ${e.parsed.text}` : t('expressionLabel', { n: i + 1 })}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {tableXs.map((x) => (
                <tr key={x}>
                  <th scope="row">{fmt(x)}</th>
                  {analysed.map((e) => {
                    const y = e.parsed.ok ? evaluateAt(e.parsed, x, scope) : Number.NaN;
                    return <td key={e.id}>{Number.isFinite(y) ? fmt(y) : t('undefined')}</td>;
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      {scenario.debug && (
        <section aria-labelledby="lab-debug-heading" data-testid="math-lab-debug">
          <h2 id="lab-debug-heading">{t('debugHeading')}</h2>
          <dl className="math-lab__debug">
            {analysed.map((e, i) => (
              <div key={e.id}>
                <dt>{t('expressionLabel', { n: i + 1 })}</dt>
                <dd>
                  <code>{e.parsed.ok ? e.parsed.node.toString() : `${e.parsed.error}${e.parsed.detail ? `: ${e.parsed.detail}` : ''}`}</code>
                  {e.analysis && (
                    <span>
                      {' '}
                      {t('debugFound', { roots: e.analysis.roots.length, extrema: e.analysis.extrema.length, gaps: e.analysis.gaps.length })}
                    </span>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
