// Each /dev route is a ready-made scenario of the one math lab: its expressions, parameter values and view.
import type { DevLabPageKey } from './dev-lab-pages';

export interface Scenario {
  expressions: string[];
  parameters?: Record<string, number>;
  view?: { xMin: number; xMax: number; yMin: number; yMax: number };
  /** Shows sampling figures and the parsed form (debug routes). */
  debug?: boolean;
}

export const SCENARIOS: Record<DevLabPageKey, Scenario> = {
  mathLab: { expressions: ['x^2 - 4', 'a*sin(b*x)'], parameters: { a: 2, b: 1 } },
  graph: { expressions: ['x^2 - 4'] },
  graphTest: { expressions: ['y = 2x + 1', '-x/2 + 3'] },
  graphDebug: { expressions: ['x^3 - 3x'], debug: true },
  graphTestSimple: { expressions: ['x'] },
  mathAndGraphTest: { expressions: ['(x - 1)(x + 3)', '2x(x+1)'] },
  mathOnlyTest: { expressions: ['|x| - 2', 'sqrt(x)', 'f(x) = x\u00b2 \u2212 1', 'x^^2'], debug: true },
  graphComponentTest: { expressions: ['sin(x)', 'cos(x)'], view: { xMin: -7, xMax: 7, yMin: -2, yMax: 2 } },
  equationGraphDirectTest: { expressions: ['y = 0.5x - 2'] },
  graphDebugLive: { expressions: ['a*x^2 + b*x + c'], parameters: { a: 1, b: 0, c: -4 }, debug: true },
  graphNormalizeTest: { expressions: ['2(x+1)', '2x + 2'] },
  graphEnhancedTest: { expressions: ['tan(x)', 'k*x'], parameters: { k: 1 }, view: { xMin: -5, xMax: 5, yMin: -5, yMax: 5 } },
  bulletproofGraphTest: { expressions: ['1/x', 'log(x)', 'x^2 - 4', 'x +* 2'], debug: true },
};
