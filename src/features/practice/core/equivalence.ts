// Is a learner's answer equal to the expected one? Parsed and compared as mathematics with mathjs, never as
// strings: 1/2 = 0.5 = 2/4, `x = 3` = 3, 2(x+1) = 2x+2, "2, -3" = "-3 and 2". Only numbers, x (and y), the usual
// operators and a few functions are accepted, so nothing a learner types can run anything else.
import { parse, type MathNode } from '../../../lib/math-parser';
import type { AnswerKind } from './question';

const MAX_LENGTH = 200;
const FUNCTIONS = new Set(['sqrt', 'abs', 'sin', 'cos', 'tan', 'log', 'exp']);
const SYMBOLS = new Set(['x', 'y', 'pi', 'e']);
/** Points where two expressions in x are compared (away from common singular points). */
const SAMPLES = [-2.7, -1.3, 0.37, 1.9, 3.1];

export type Verdict = { ok: true; equal: boolean } | { ok: false; reason: 'empty' | 'unreadable' };

/** Typing habits mapped to mathjs syntax: unicode signs, decimal commas, superscripts, "x =" prefixes. */
export function normalizeAnswer(input: string): string {
  let text = input
    .trim()
    .replace(/[\u2212\u2013\u2014]/g, '-')
    .replace(/[\u00d7\u22c5\u00b7]/g, '*')
    .replace(/\u00f7/g, '/')
    .replace(/\u00b2/g, '^2')
    .replace(/\u00b3/g, '^3')
    .replace(/\u221a/g, 'sqrt');
  // "x = 3", "y=-2": the value after the variable.
  text = text.replace(/^[a-z]\s*=\s*/i, '');
  // Decimal comma (0,5 in French or Spanish) when the comma sits between digits with no space.
  text = text.replace(/(\d),(\d)/g, '$1.$2');
  // "0x" is a hexadecimal prefix to mathjs; a learner means 0·x.
  text = text.replace(/(^|[^\d.])0x/g, '$10*x');
  // x(x+1) is a product, not a call of a function named x.
  text = text.replace(/(?<![a-z])([a-z])\s*\(/gi, '$1*(');
  return text;
}

function safe(node: MathNode): boolean {
  let ok = true;
  node.traverse((n) => {
    switch (n.type) {
      case 'ConstantNode':
        if (typeof (n as unknown as { value: unknown }).value !== 'number') ok = false;
        break;
      case 'SymbolNode': {
        const name = (n as unknown as { name: string }).name;
        // A function's name is a SymbolNode child of its FunctionNode: allowed there, checked below.
        if (!SYMBOLS.has(name) && !FUNCTIONS.has(name)) ok = false;
        break;
      }
      case 'FunctionNode': {
        const fn = (n as unknown as { fn: { name?: string } }).fn;
        if (!fn?.name || !FUNCTIONS.has(fn.name)) ok = false;
        break;
      }
      case 'OperatorNode':
      case 'ParenthesisNode':
        break;
      default:
        ok = false;
    }
  });
  return ok;
}

/** A parsed, checked expression, or null when the text is not one. */
export function readExpression(text: string): MathNode | null {
  if (!text || text.length > MAX_LENGTH) return null;
  try {
    const node = parse(text);
    return safe(node) ? node : null;
  } catch {
    return null;
  }
}

function valueAt(node: MathNode, x: number): number {
  try {
    const value = node.compile().evaluate({ x, y: x });
    return typeof value === 'number' ? value : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function close(a: number, b: number): boolean {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/** Same function of x: equal at every sample point where both are defined (and defined at the same points). */
export function sameExpression(a: MathNode, b: MathNode): boolean {
  let compared = 0;
  for (const x of SAMPLES) {
    const va = valueAt(a, x);
    const vb = valueAt(b, x);
    if (!Number.isFinite(va) || !Number.isFinite(vb)) {
      if (Number.isFinite(va) !== Number.isFinite(vb)) return false;
      continue;
    }
    if (!close(va, vb)) return false;
    compared += 1;
  }
  return compared > 0;
}

/** The numbers of a list answer: "2, -3", "x = 2 or x = -3", "-3 and 2", "2; -3". */
function readSet(text: string): number[] | null {
  const parts = text
    .split(/\s*(?:;|,|\bor\b|\band\b|\bo\b|\bou\b|\by\b|\bet\b)\s*/i)
    .map((part) => normalizeAnswer(part))
    .filter(Boolean);
  if (parts.length === 0) return null;
  const values: number[] = [];
  for (const part of parts) {
    const node = readExpression(part);
    if (!node) return null;
    const value = valueAt(node, 0);
    if (!Number.isFinite(value)) return null;
    values.push(value);
  }
  return values;
}

function sameSet(a: number[], b: number[]): boolean {
  const unique = (xs: number[]) => xs.filter((x, i) => xs.findIndex((y) => close(x, y)) === i);
  const ua = unique(a);
  const ub = unique(b);
  return ua.length === ub.length && ua.every((x) => ub.some((y) => close(x, y)));
}

/** Compares an answer with the expected one of the given kind. */
export function checkAnswer(input: string, expected: string, kind: AnswerKind): Verdict {
  if (!input.trim()) return { ok: false, reason: 'empty' };
  if (kind === 'set') {
    // Set answers are split before normalising: "x = 2, x = -3" has a prefix on each part.
    const given = readSet(input.trim().replace(/[\u2212\u2013]/g, '-'));
    const wanted = readSet(expected);
    if (!given || !wanted) return { ok: false, reason: 'unreadable' };
    return { ok: true, equal: sameSet(given, wanted) };
  }
  const given = readExpression(normalizeAnswer(input));
  const wanted = readExpression(normalizeAnswer(expected));
  if (!given || !wanted) return { ok: false, reason: 'unreadable' };
  if (kind === 'number') {
    const a = valueAt(given, 0);
    const b = valueAt(wanted, 0);
    // A number answer must not depend on x: "x" alone is not the number 3.
    if (!Number.isFinite(a) || !sameExpression(given, parse(String(a)))) return { ok: true, equal: false };
    return { ok: true, equal: close(a, b) };
  }
  return { ok: true, equal: sameExpression(given, wanted) };
}
