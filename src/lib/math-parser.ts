// mathjs's parser with only what the app's expressions use: numbers, x and parameters, the arithmetic operators and
// a short list of functions (the practice answers' and the math lab's). The full `mathjs` entry builds every
// function, type and unit mathjs has (about 650 KB of the app's precache); this number-only instance keeps the same
// parser and evaluation for what is allowed here. Anything else a parse can produce (matrices, units, comparisons)
// is refused by the callers' checks before it is evaluated.
import {
  absDependencies,
  acosDependencies,
  addDependencies,
  asinDependencies,
  atanDependencies,
  ceilDependencies,
  cosDependencies,
  create,
  divideDependencies,
  eDependencies,
  expDependencies,
  factorialDependencies,
  floorDependencies,
  logDependencies,
  modDependencies,
  multiplyDependencies,
  parseDependencies,
  piDependencies,
  powDependencies,
  roundDependencies,
  signDependencies,
  sinDependencies,
  sqrtDependencies,
  subtractDependencies,
  tanDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
} from 'mathjs/number';

export type { EvalFunction, MathNode } from 'mathjs';

const math = create({
  parseDependencies,
  // The operators a parse of allowed text can produce.
  addDependencies,
  subtractDependencies,
  multiplyDependencies,
  divideDependencies,
  powDependencies,
  unaryMinusDependencies,
  unaryPlusDependencies,
  modDependencies,
  factorialDependencies,
  // The functions and constants the practice answers and the math lab accept.
  sqrtDependencies,
  absDependencies,
  sinDependencies,
  cosDependencies,
  tanDependencies,
  asinDependencies,
  acosDependencies,
  atanDependencies,
  logDependencies,
  expDependencies,
  floorDependencies,
  ceilDependencies,
  roundDependencies,
  signDependencies,
  piDependencies,
  eDependencies,
});

export const parse = math.parse as unknown as typeof import('mathjs').parse;
