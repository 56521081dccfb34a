// Math lab core: parsing (edge cases, unsafe input refused), roots, intercepts and extrema.
import { describe, expect, test } from 'vitest';
import { analyse, formatNumber, parseExpression } from '../../src/features/dev-lab/core/analyse';

const ok = (text: string) => {
  const p = parseExpression(text);
  if (!p.ok) throw new Error(`${text}: ${p.error} ${p.detail ?? ''}`);
  return p;
};

describe('math lab analysis', () => {
  test('x^2 - 4: roots −2 and 2, y-intercept −4, minimum at (0, −4)', () => {
    const a = analyse(ok('x^2 - 4'), -10, 10);
    expect(a.roots).toEqual([-2, 2]);
    expect(a.yIntercept).toBe(-4);
    expect(a.extrema).toEqual([{ x: 0, y: -4, kind: 'minimum' }]);
  });
  test('a line and its intercepts', () => {
    const a = analyse(ok('y = 2x + 1'), -10, 10);
    expect(a.roots).toEqual([-0.5]);
    expect(a.yIntercept).toBe(1);
    expect(a.extrema).toEqual([]);
  });
  test('a touching root and parameters', () => {
    const p = ok('a*(x - b)^2');
    expect(p.parameters).toEqual(['a', 'b']);
    const a = analyse(p, -10, 10, { a: 1, b: 3 });
    expect(a.roots).toEqual([3]);
    expect(a.extrema[0]).toMatchObject({ x: 3, y: 0, kind: 'minimum' });
  });
  test('1/x and tan(x): gaps, not roots', () => {
    expect(analyse(ok('1/x'), -5, 5).roots).toEqual([]);
    const t = analyse(ok('tan(x)'), -3, 3);
    expect(t.roots).toEqual([0]);
    expect(t.gaps.length).toBe(2);
  });
  test('sin(x) roots over one period', () => {
    expect(analyse(ok('sin(x)'), -4, 4).roots).toEqual([-3.1416, 0, 3.1416]);
  });
  test.each([
    ['2x(x+1)', true],
    ['|x| - 2', true],
    ['f(x) = x\u00b2', true],
    ['x^^2', false],
    ['', false],
    ['import("fs")', false],
    ['foo(x)', false],
    ['xy + 1', false],
    ['"a"', false],
    ['[1, 2]', false],
  ])('parsing %j → %s', (text, accepted) => expect(parseExpression(text).ok).toBe(accepted));
  test('numbers read with a real minus sign', () => {
    expect(formatNumber(-2)).toBe('\u22122');
    expect(formatNumber(0.00001)).toBe('0');
    expect(formatNumber(1 / 3)).toBe('0.333');
  });
});
