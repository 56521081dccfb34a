// The math lab's core, plain TS over mathjs: read an expression in x (with parameters such as a, b, c), evaluate it,
// and find what a reader needs to know about its graph — roots, y-intercept, extrema, gaps — by sampling and
// bisection. Only numbers, x, named parameters, operators and a list of functions are accepted.
import { parse, type EvalFunction, type MathNode } from '../../../lib/math-parser';

export const FUNCTIONS = new Set(['sin', 'cos', 'tan', 'sqrt', 'abs', 'log', 'exp', 'ln', 'asin', 'acos', 'atan', 'floor', 'ceil', 'round', 'sign']);
const CONSTANTS = new Set(['pi', 'e']);
/** Single letters other than x (and y, which names the graph) are parameters with sliders. */
const PARAMETER = /^[a-wz]$/;

export type Parsed =
  | { ok: true; text: string; node: MathNode; fn: EvalFunction; parameters: string[] }
  | { ok: false; text: string; error: 'empty' | 'syntax' | 'unknownSymbol' | 'tooLong'; detail?: string };

/** `y = 2x + 1`, `f(x) = …`, unicode signs, |x| → abs(x), ln → log. */
export function normalizeExpression(input: string): string {
  let text = input.trim().replace(/^(?:y|f\s*\(\s*x\s*\))\s*=\s*/i, '');
  text = text
    .replace(/[\u2212\u2013]/g, '-')
    .replace(/[\u00d7\u22c5]/g, '*')
    .replace(/\u00f7/g, '/')
    .replace(/\u00b2/g, '^2')
    .replace(/\u00b3/g, '^3')
    .replace(/\u03c0/g, 'pi')
    .replace(/\bln\(/g, 'log(');
  // |u| → abs(u) (not nested).
  text = text.replace(/\|([^|]+)\|/g, 'abs($1)');
  // x(x+1) is a product, not a call of a function named x (mathjs would read it as one).
  text = text.replace(/(?<![a-z])([a-z])\s*\(/gi, '$1*(');
  return text;
}

export function parseExpression(input: string): Parsed {
  const text = normalizeExpression(input);
  if (!text) return { ok: false, text, error: 'empty' };
  if (text.length > 200) return { ok: false, text, error: 'tooLong' };
  let node: MathNode;
  try {
    node = parse(text);
  } catch (error) {
    return { ok: false, text, error: 'syntax', detail: error instanceof Error ? error.message : String(error) };
  }
  const parameters = new Set<string>();
  let bad: string | null = null;
  node.traverse((n, path, parent) => {
    if (bad) return;
    if (n.type === 'SymbolNode') {
      const name = (n as unknown as { name: string }).name;
      const isFunctionName = parent?.type === 'FunctionNode' && path === 'fn';
      if (isFunctionName) {
        if (!FUNCTIONS.has(name)) bad = name;
      } else if (name !== 'x' && !CONSTANTS.has(name)) {
        if (PARAMETER.test(name)) parameters.add(name);
        else bad = name;
      }
    } else if (n.type === 'FunctionNode') {
      const fn = (n as unknown as { fn: { type: string } }).fn;
      if (fn.type !== 'SymbolNode') bad = 'function';
    } else if (!['ConstantNode', 'OperatorNode', 'ParenthesisNode'].includes(n.type)) {
      bad = n.type;
    } else if (n.type === 'ConstantNode' && typeof (n as unknown as { value: unknown }).value !== 'number') {
      bad = 'value';
    }
  });
  if (bad) return { ok: false, text, error: 'unknownSymbol', detail: bad };
  return { ok: true, text, node, fn: node.compile(), parameters: [...parameters].sort() };
}

export type Scope = Record<string, number>;

export function evaluateAt(parsed: Extract<Parsed, { ok: true }>, x: number, scope: Scope = {}): number {
  try {
    const value = parsed.fn.evaluate({ ...scope, x });
    return typeof value === 'number' && Number.isFinite(value) ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface Extremum {
  x: number;
  y: number;
  kind: 'minimum' | 'maximum';
}

export interface Analysis {
  roots: number[];
  yIntercept: number | null;
  extrema: Extremum[];
  /** x values where the graph breaks (undefined or jumps), rounded. */
  gaps: number[];
}

const round = (value: number, digits = 4) => {
  const r = Math.round(value * 10 ** digits) / 10 ** digits;
  return Object.is(r, -0) ? 0 : r;
};

function bisect(f: (x: number) => number, lo: number, hi: number): number {
  let flo = f(lo);
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    const fm = f(mid);
    if (fm === 0) return mid;
    if (Math.sign(fm) === Math.sign(flo)) [lo, flo] = [mid, fm];
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Golden-section search for the extremum in [lo, hi]. */
function refineExtremum(f: (x: number) => number, lo: number, hi: number, kind: Extremum['kind']): number {
  const g = (x: number) => (kind === 'minimum' ? f(x) : -f(x));
  const phi = (Math.sqrt(5) - 1) / 2;
  let a = lo;
  let b = hi;
  for (let i = 0; i < 60; i++) {
    const c = b - phi * (b - a);
    const d = a + phi * (b - a);
    if (g(c) < g(d)) b = d;
    else a = c;
  }
  return (a + b) / 2;
}

/** Roots, y-intercept, extrema and gaps of f over [xMin, xMax]. */
export function analyse(parsed: Extract<Parsed, { ok: true }>, xMin: number, xMax: number, scope: Scope = {}, samples = 2000): Analysis {
  const f = (x: number) => evaluateAt(parsed, x, scope);
  const step = (xMax - xMin) / samples;
  const xs = Array.from({ length: samples + 1 }, (_, i) => xMin + i * step);
  const ys = xs.map(f);
  const span = Math.max(1e-9, ...ys.filter(Number.isFinite).map(Math.abs));
  const roots: number[] = [];
  const extrema: Extremum[] = [];
  const gaps: number[] = [];
  const addRoot = (x: number) => {
    const r = round(x);
    if (!roots.some((q) => Math.abs(q - r) < step * 2)) roots.push(r);
  };
  for (let i = 0; i < samples; i++) {
    const [x0, x1, y0, y1] = [xs[i]!, xs[i + 1]!, ys[i]!, ys[i + 1]!];
    if (!Number.isFinite(y0) || !Number.isFinite(y1)) {
      if (Number.isFinite(y0) !== Number.isFinite(y1)) gaps.push(round(Number.isFinite(y0) ? x1 : x0, 2));
      continue;
    }
    if (y0 === 0) addRoot(x0);
    else if (Math.sign(y0) !== Math.sign(y1) && y1 !== 0) {
      // A sign change across a jump (tan, 1/x) is a gap, not a root.
      if (Math.abs(y1 - y0) > span * 0.5) gaps.push(round((x0 + x1) / 2, 2));
      else addRoot(bisect(f, x0, x1));
    }
    if (i > 0 && Number.isFinite(ys[i - 1]!)) {
      const [a, b, c] = [ys[i - 1]!, y0, y1];
      const kind = b < a && b <= c ? 'minimum' : b > a && b >= c ? 'maximum' : null;
      if (kind && Math.abs(c - a) < span * 0.5) {
        const x = refineExtremum(f, xs[i - 1]!, x1, kind);
        const y = f(x);
        if (Number.isFinite(y) && !extrema.some((e) => Math.abs(e.x - x) < step * 2)) {
          extrema.push({ x: round(x), y: round(y), kind });
          // A touching root (x² at 0): the extremum sits on the axis.
          if (Math.abs(y) < 1e-9) addRoot(x);
        }
      }
    }
  }
  if (Number.isFinite(ys[samples]!) && ys[samples] === 0) addRoot(xs[samples]!);
  const y0 = f(0);
  return {
    roots: roots.sort((a, b) => a - b),
    yIntercept: xMin <= 0 && xMax >= 0 && Number.isFinite(y0) ? round(y0) : null,
    extrema: extrema.sort((a, b) => a.x - b.x),
    gaps: [...new Set(gaps)].sort((a, b) => a - b),
  };
}

/** A number as a reader sees it: up to 3 decimals, a real minus sign. */
export function formatNumber(value: number, locale = 'en-US'): string {
  const text = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(Math.abs(value) < 5e-4 ? 0 : value);
  return text.replace('-', '\u2212');
}
