// Question generators: pure functions of (seed, level). The same seed and level give the same question on every
// device, so a stored attempt (skill, seed, level) names its question exactly. Every question has a whole or
// simple exact answer, checked by the tests (solvable by construction).
import { int, nonZero, pick, seededRandom, type Random } from './random';
import type { Question } from './question';
import type { Level, Skill } from './skills';

const MINUS = '\u2212';
const TIMES = '\u00d7';

/** A signed number for display: −3 with a real minus sign. */
function show(n: number): string {
  return n < 0 ? `${MINUS}${-n}` : String(n);
}

/** "+ 3" / "− 3" for the second term of a sum. */
function term(n: number): string {
  return n < 0 ? `${MINUS} ${-n}` : `+ ${n}`;
}

function gcd(a: number, b: number): number {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
}

function fraction(p: number, q: number): string {
  const g = gcd(p, q);
  const [n, d] = q < 0 ? [-p / g, -q / g] : [p / g, q / g];
  return d === 1 ? String(n) : `${n}/${d}`;
}

/** A coefficient before x: "x", "−x", "3x". */
function coef(a: number, variable = 'x'): string {
  if (a === 1) return variable;
  if (a === -1) return `${MINUS}${variable}`;
  return `${show(a)}${variable}`;
}

type Built = Omit<Question, 'skill' | 'seed' | 'level'>;
type Build = (random: Random, level: Level) => Built;

const arithmetic: Build = (r, level): Built => {
  if (level === 1) {
    const a = int(r, 2, 30);
    const b = int(r, 2, 30);
    const plus = r() < 0.5;
    const text = `${a} ${plus ? '+' : MINUS} ${b}`;
    return { prompt: { key: 'q.evaluate', values: { expr: text } }, answer: String(plus ? a + b : a - b), kind: 'number', hint: { key: 'hint.arithmetic1' }, solution: { key: 'solution.evaluate', values: { expr: text, answer: show(plus ? a + b : a - b) } } };
  }
  if (level === 2) {
    const a = int(r, 2, 12);
    const b = int(r, 2, 12);
    const c = int(r, 1, 40);
    const text = `${c} + ${a} ${TIMES} ${b}`;
    return { prompt: { key: 'q.evaluate', values: { expr: text } }, answer: String(c + a * b), kind: 'number', hint: { key: 'hint.order' }, solution: { key: 'solution.order', values: { product: `${a} ${TIMES} ${b} = ${a * b}`, answer: show(c + a * b) } } };
  }
  const a = int(r, -20, 20);
  const b = nonZero(r, -9, 9);
  const c = int(r, 1, 9);
  const d = int(r, -9, 9);
  const value = a - b * (c + d);
  const text = `${show(a)} ${MINUS} ${b < 0 ? `(${show(b)})` : b} ${TIMES} (${c} ${term(d)})`;
  return { prompt: { key: 'q.evaluate', values: { expr: text } }, answer: String(value), kind: 'number', hint: { key: 'hint.brackets' }, solution: { key: 'solution.evaluate', values: { expr: text, answer: show(value) } } };
};

const fractions: Build = (r, level): Built => {
  if (level === 1) {
    const d = int(r, 3, 12);
    const a = int(r, 1, d - 1);
    const b = int(r, 1, d - 1);
    const text = `${a}/${d} + ${b}/${d}`;
    return { prompt: { key: 'q.fraction', values: { expr: text } }, answer: fraction(a + b, d), kind: 'number', hint: { key: 'hint.sameDenominator' }, solution: { key: 'solution.fraction', values: { work: `${a + b}/${d}`, answer: fraction(a + b, d) } } };
  }
  if (level === 2) {
    const b = int(r, 2, 9);
    let d = int(r, 2, 9);
    if (d === b) d += 1;
    const a = int(r, 1, b - 1);
    const c = int(r, 1, d - 1);
    const plus = r() < 0.6;
    const num = plus ? a * d + c * b : a * d - c * b;
    const text = `${a}/${b} ${plus ? '+' : MINUS} ${c}/${d}`;
    return { prompt: { key: 'q.fraction', values: { expr: text } }, answer: fraction(num, b * d), kind: 'number', hint: { key: 'hint.commonDenominator', values: { lcd: (b * d) / gcd(b, d) } }, solution: { key: 'solution.fraction', values: { work: `${num}/${b * d}`, answer: fraction(num, b * d) } } };
  }
  const a = int(r, 1, 9);
  const b = int(r, 2, 9);
  const c = int(r, 1, 9);
  const d = int(r, 2, 9);
  const divide = r() < 0.5;
  const [num, den] = divide ? [a * d, b * c] : [a * c, b * d];
  const text = `${a}/${b} ${divide ? '\u00f7' : TIMES} ${c}/${d}`;
  return { prompt: { key: 'q.fraction', values: { expr: text } }, answer: fraction(num, den), kind: 'number', hint: { key: divide ? 'hint.divideFractions' : 'hint.multiplyFractions' }, solution: { key: 'solution.fraction', values: { work: `${num}/${den}`, answer: fraction(num, den) } } };
};

const percentages: Build = (r, level): Built => {
  if (level === 1) {
    const p = pick(r, [10, 20, 25, 50, 75]);
    const n = int(r, 1, 20) * 20;
    return { prompt: { key: 'q.percentOf', values: { p, n } }, answer: String((p * n) / 100), kind: 'number', hint: { key: 'hint.percentOf', values: { p } }, solution: { key: 'solution.percentOf', values: { p, n, answer: (p * n) / 100 } } };
  }
  if (level === 2) {
    const p = int(r, 1, 19) * 5;
    const n = int(r, 2, 40) * 20;
    const up = r() < 0.5;
    const answer = up ? n + (p * n) / 100 : n - (p * n) / 100;
    return { prompt: { key: up ? 'q.increase' : 'q.decrease', values: { p, n } }, answer: String(answer), kind: 'number', hint: { key: 'hint.change', values: { factor: up ? (100 + p) / 100 : (100 - p) / 100 } }, solution: { key: 'solution.change', values: { n, factor: up ? (100 + p) / 100 : (100 - p) / 100, answer } } };
  }
  const whole = int(r, 2, 20) * 10;
  const p = pick(r, [5, 10, 15, 20, 25, 30, 40, 45, 60, 75, 80]);
  const part = (p * whole) / 100;
  return { prompt: { key: 'q.whatPercent', values: { part, whole } }, answer: String(p), kind: 'number', hint: { key: 'hint.whatPercent' }, solution: { key: 'solution.whatPercent', values: { part, whole, answer: p } } };
};

const linear: Build = (r, level): Built => {
  const x = int(r, -10, 10);
  if (level === 1) {
    const a = nonZero(r, -15, 15);
    const text = `x ${term(a)} = ${show(x + a)}`;
    return { prompt: { key: 'q.solve', values: { equation: text } }, answer: String(x), kind: 'number', hint: { key: 'hint.undoAdd', values: { a: show(a) } }, solution: { key: 'solution.solve', values: { answer: show(x) } } };
  }
  if (level === 2) {
    const a = pick(r, [2, 3, 4, 5, 6, 7, 8, 9, -2, -3, -4, -5]);
    const b = nonZero(r, -20, 20);
    const text = `${coef(a)} ${term(b)} = ${show(a * x + b)}`;
    return { prompt: { key: 'q.solve', values: { equation: text } }, answer: String(x), kind: 'number', hint: { key: 'hint.twoSteps' }, solution: { key: 'solution.solve', values: { answer: show(x) } } };
  }
  if (r() < 0.4) {
    const a = int(r, 2, 9);
    const b = nonZero(r, -9, 9);
    const text = `${a}(x ${term(b)})`;
    return { prompt: { key: 'q.expand', values: { expr: text } }, answer: `${a}x ${b < 0 ? '-' : '+'} ${Math.abs(a * b)}`, kind: 'expression', hint: { key: 'hint.distribute' }, solution: { key: 'solution.expand', values: { answer: `${coef(a)} ${term(a * b)}` } } };
  }
  const a = int(r, 2, 6);
  const b = nonZero(r, -9, 9);
  let c = int(r, 1, 9);
  if (c === a) c += 1;
  const d = a * (x + b) - c * x;
  const text = `${a}(x ${term(b)}) = ${coef(c)} ${term(d)}`;
  return { prompt: { key: 'q.solve', values: { equation: text } }, answer: String(x), kind: 'number', hint: { key: 'hint.bracketsFirst' }, solution: { key: 'solution.solve', values: { answer: show(x) } } };
};

/** x² + px + q from its roots, with a leading coefficient. */
function quadraticText(a: number, r1: number, r2: number): string {
  const p = -a * (r1 + r2);
  const q = a * r1 * r2;
  const lead = a === 1 ? 'x\u00b2' : `${show(a)}x\u00b2`;
  const middle = p === 0 ? '' : ` ${p < 0 ? MINUS : '+'} ${coef(Math.abs(p))}`;
  const last = q === 0 ? '' : ` ${term(q)}`;
  return `${lead}${middle}${last}`;
}

const quadratics: Build = (r, level): Built => {
  if (level === 1) {
    const a = nonZero(r, -9, 9);
    const b = nonZero(r, -9, 9);
    const text = `(x ${term(a)})(x ${term(b)})`;
    const p = a + b;
    const q = a * b;
    // Written without a 0x term: mathjs would read "0x…" as a hexadecimal number.
    const answer = `x^2${p === 0 ? '' : ` ${p < 0 ? '-' : '+'} ${Math.abs(p)}*x`} ${q < 0 ? '-' : '+'} ${Math.abs(q)}`;
    return { prompt: { key: 'q.expand', values: { expr: text } }, answer, kind: 'expression', hint: { key: 'hint.foil' }, solution: { key: 'solution.expand', values: { answer: quadraticText(1, -a, -b) } } };
  }
  const r1 = int(r, -9, 9);
  let r2 = int(r, -9, 9);
  if (r2 === r1) r2 = r1 + int(r, 1, 5);
  const a = level === 2 ? 1 : pick(r, [2, 3, -1, -2]);
  const text = `${quadraticText(a, r1, r2)} = 0`;
  const [lo, hi] = r1 < r2 ? [r1, r2] : [r2, r1];
  return { prompt: { key: 'q.roots', values: { equation: text } }, answer: `${lo}, ${hi}`, kind: 'set', hint: { key: level === 2 ? 'hint.factor' : 'hint.divideFirst', values: { a: show(a) } }, solution: { key: 'solution.roots', values: { r1: show(lo), r2: show(hi) } } };
};

const graphs: Build = (r, level): Built => {
  const slope = pick(r, level === 1 ? [1, 2, -1, -2] : [1, 2, 3, -1, -2, -3, 0.5, -0.5]);
  const intercept = int(r, -4, 4);
  const range = 8;
  // Two points on whole coordinates, inside the grid, for the learner to read.
  const xs = [-4, -2, 0, 2, 4].filter((x) => Math.abs(slope * x + intercept) <= range && Number.isInteger(slope * x + intercept));
  const points = xs.map((x) => [x, slope * x + intercept] as [number, number]);
  const graph = { slope, intercept, range, points };
  if (level === 1) {
    return { prompt: { key: 'q.graphIntercept' }, answer: String(intercept), kind: 'number', hint: { key: 'hint.graphIntercept' }, solution: { key: 'solution.graphIntercept', values: { answer: show(intercept) } }, graph };
  }
  if (level === 2) {
    const x = pick(r, xs.length ? xs : [0]);
    const y = slope * x + intercept;
    return { prompt: { key: 'q.graphValue', values: { x: show(x) } }, answer: String(y), kind: 'number', hint: { key: 'hint.graphValue', values: { x: show(x) } }, solution: { key: 'solution.graphValue', values: { x: show(x), answer: show(y) } }, graph };
  }
  return { prompt: { key: 'q.graphSlope' }, answer: fraction(slope * 2, 2), kind: 'number', hint: { key: 'hint.graphSlope' }, solution: { key: 'solution.graphSlope', values: { answer: fraction(slope * 2, 2) } }, graph };
};

const BUILDERS: Record<Skill, Build> = { arithmetic, fractions, percentages, linear, quadratics, graphs };

/** The question for (skill, seed, level): always the same one. */
export function generateQuestion(skill: Skill, seed: number, level: Level): Question {
  const random = seededRandom(seed ^ (level * 0x9e3779b1));
  return { skill, seed: seed >>> 0, level, ...BUILDERS[skill](random, level) };
}
