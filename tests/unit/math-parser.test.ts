// The number-only mathjs instance (src/lib/math-parser.ts) reads and evaluates what the practice answers and the math
// lab accept exactly as the full mathjs does; where the full build gives a complex number, it gives no number.
import { describe, expect, it } from 'vitest';
import { parse as fullParse } from 'mathjs';
import { parse } from '../../src/lib/math-parser';

const EXPRESSIONS = [
  '2x + 1', '-x^2 + 3x - 4', '+x', '1/2', '0.5', '2(x+1)', 'x mod 3', '5!', '3^-2',
  'sqrt(x)', 'abs(x)', 'sin(x)', 'cos(x)', 'tan(x)', 'asin(x / 4)', 'acos(x / 4)', 'atan(x)',
  'log(x)', 'log(8, 2)', 'exp(x)', 'floor(x)', 'ceil(x)', 'round(x)', 'sign(x)', 'pi * x', 'e^x', 'a x^2 + b x + c',
];
const SCOPES = [-2.7, -1, 0, 0.37, 1.9, 3.1].map((x) => ({ x, a: 2, b: -3, c: 0.5 }));

describe('the number-only math parser', () => {
  it('parses and evaluates every allowed operator and function as the full mathjs does', () => {
    for (const text of EXPRESSIONS) {
      expect(parse(text).toString(), text).toBe(fullParse(text).toString());
      const mine = parse(text).compile();
      const full = fullParse(text).compile();
      for (const scope of SCOPES) {
        const expected = full.evaluate(scope);
        let actual: unknown;
        try {
          actual = mine.evaluate(scope);
        } catch {
          actual = Number.NaN;
        }
        if (typeof expected === 'number') expect(actual, `${text} at x=${scope.x}`).toBeCloseTo(expected, 12);
        // A complex result (a root or logarithm of a negative number): no number here.
        else expect(Number.isNaN(actual), `${text} at x=${scope.x}`).toBe(true);
      }
    }
  });

  it('does not evaluate what the app never allows (a matrix, a unit)', () => {
    expect(() => parse('[1, 2] * x').compile().evaluate({ x: 1 })).toThrow();
    expect(() => parse('5 cm').compile().evaluate({})).toThrow();
  });
});
