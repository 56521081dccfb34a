// Practice cores: generators (seeded, reproducible, solvable), the equivalence checker, mastery and difficulty.
import { describe, expect, test } from 'vitest';
import { generateQuestion } from '../../src/features/practice/core/generators';
import { checkAnswer } from '../../src/features/practice/core/equivalence';
import { masteryOf, nextMastery, type AttemptFact } from '../../src/features/practice/core/mastery';
import { levelFor, nextLevel } from '../../src/features/practice/core/difficulty';
import { LEVELS, SKILLS } from '../../src/features/practice/core/skills';

describe('generators', () => {
  test.each(SKILLS)('%s: the same seed and level give the same question', (skill) => {
    for (const level of LEVELS) {
      for (const seed of [0, 1, 42, 2 ** 31, 4294967295]) {
        expect(generateQuestion(skill, seed, level)).toEqual(generateQuestion(skill, seed, level));
      }
    }
  });

  test.each(SKILLS)('%s: different seeds give different questions', (skill) => {
    const prompts = new Set(Array.from({ length: 40 }, (_, seed) => JSON.stringify(generateQuestion(skill, seed * 7919, 2))));
    expect(prompts.size).toBeGreaterThan(10);
  });

  test.each(SKILLS)('%s: every question is solvable: its own answer is accepted, a wrong one is not', (skill) => {
    for (const level of LEVELS) {
      for (let seed = 0; seed < 300; seed++) {
        const q = generateQuestion(skill, seed * 2654435761, level);
        expect(q.answer, `${skill} ${level} ${seed}`).not.toMatch(/NaN|Infinity|undefined/);
        expect(checkAnswer(q.answer, q.answer, q.kind), `${skill} ${level} ${seed} ${q.answer}`).toEqual({ ok: true, equal: true });
        const wrong = q.kind === 'set' ? '1000, 2000' : q.kind === 'expression' ? 'x^3 + 1000' : '1000.5';
        expect(checkAnswer(wrong, q.answer, q.kind)).toEqual({ ok: true, equal: false });
        if (q.graph) expect(q.graph.points.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  test('a linear equation is really solved by its answer', () => {
    for (let seed = 0; seed < 200; seed++) {
      const q = generateQuestion('linear', seed, 2);
      const equation = String(q.prompt.values!.equation).replace(/\u2212/g, '-');
      const [left, right] = equation.split('=');
      const x = Number(q.answer);
      const evalAt = (side: string) => Function('x', `return ${side!.replace(/(\d)x/g, '$1*x').replace(/-x/g, '-1*x')}`)(x) as number;
      expect(evalAt(left!)).toBeCloseTo(evalAt(right!));
    }
  });
});

describe('equivalence', () => {
  const equal: Array<[string, string, 'number' | 'expression' | 'set']> = [
    ['1/2', '0.5', 'number'],
    ['2/4', '1/2', 'number'],
    ['0,5', '1/2', 'number'],
    ['x = 3', '3', 'number'],
    ['x=-3', '-3', 'number'],
    ['\u22123', '-3', 'number'],
    ['6/3', '2', 'number'],
    ['2(x+1)', '2x + 2', 'expression'],
    ['2*x + 2', '2(x + 1)', 'expression'],
    ['x^2 + 5x + 6', '(x+2)(x+3)', 'expression'],
    ['x(x+1)', 'x^2 + x', 'expression'],
    ['x\u00b2 - 4', '(x-2)(x+2)', 'expression'],
    ['2, -3', '-3, 2', 'set'],
    ['x = 2 or x = -3', '-3, 2', 'set'],
    ['-3 and 2', '-3, 2', 'set'],
    ['x = 2; x = -3', '-3, 2', 'set'],
    ['2 y -3', '-3, 2', 'set'],
  ];
  const unequal: Array<[string, string, 'number' | 'expression' | 'set']> = [
    ['1/3', '0.33', 'number'],
    ['x', '3', 'number'],
    ['12', '21', 'number'],
    ['2x + 1', '2(x + 1)', 'expression'],
    ['x^2 + 4', '(x-2)(x+2)', 'expression'],
    ['2', '-3, 2', 'set'],
    ['2, 3', '-3, 2', 'set'],
  ];
  test.each(equal)('%s equals %s', (a, b, kind) => expect(checkAnswer(a, b, kind)).toEqual({ ok: true, equal: true }));
  test.each(unequal)('%s differs from %s', (a, b, kind) => expect(checkAnswer(a, b, kind)).toEqual({ ok: true, equal: false }));
  test.each(['', '   '])('empty answer %j is not judged', (a) => expect(checkAnswer(a, '1', 'number')).toEqual({ ok: false, reason: 'empty' }));
  test.each(['2 +', 'import("x")', 'createUnit("foo")', '[1,2]', '"text"', 'a.b', 'x => 1', 'f(x) = 2', 'z + 1'])('unreadable or unsafe %j is refused', (a) =>
    expect(checkAnswer(a, '1', 'number')).toEqual({ ok: false, reason: 'unreadable' }),
  );
});

describe('mastery', () => {
  const run = (results: boolean[], mode: AttemptFact['mode'] = 'practice'): AttemptFact[] => results.map((correct) => ({ skill: 'fractions', correct, mode }));
  test('levels from the last five answers', () => {
    expect(masteryOf('fractions', []).level).toBe('notStarted');
    expect(masteryOf('fractions', run([true, true, true])).level).toBe('attempted');
    expect(masteryOf('fractions', run([true, true, true, false, false])).level).toBe('attempted'); // 60 %
    expect(masteryOf('fractions', run([true, true, true, true, false])).level).toBe('familiar'); // 80 %
    expect(masteryOf('fractions', run([false, true, true, true, true, true])).level).toBe('proficient'); // last 5: 100 %
  });
  test('mastered only through a correct mixed-review answer while proficient', () => {
    const proficient = run([true, true, true, true, true]);
    expect(masteryOf('fractions', [...proficient, ...run([true], 'review')]).level).toBe('mastered');
    expect(masteryOf('fractions', [...run([true, true, true, true]), ...run([true], 'review')]).level).toBe('proficient');
    expect(masteryOf('fractions', [...proficient, ...run([true], 'review'), ...run([true])]).level).toBe('mastered');
    expect(masteryOf('fractions', [...proficient, ...run([true], 'review'), ...run([false], 'review')]).level).toBe('familiar');
  });
  test('transitions', () => {
    expect(nextMastery('proficient', [true, true, true, true, true], { correct: true, mode: 'review' })).toBe('mastered');
    expect(nextMastery('familiar', [true, true, true, true, true], { correct: true, mode: 'review' })).toBe('proficient');
    expect(nextMastery('mastered', [true, true, true, true, false], { correct: false, mode: 'practice' })).toBe('familiar');
  });
  test('other skills do not count', () => {
    expect(masteryOf('linear', run([true, true, true, true, true])).answered).toBe(0);
  });
});

describe('difficulty', () => {
  test('two right move up, two wrong move down, within 1–3', () => {
    expect(nextLevel(1, [true, true])).toBe(2);
    expect(nextLevel(3, [true, true])).toBe(3);
    expect(nextLevel(2, [false, false])).toBe(1);
    expect(nextLevel(1, [false, false])).toBe(1);
    expect(nextLevel(2, [true, false])).toBe(2);
    expect(levelFor([true, true, true, true])).toBe(3);
    expect(levelFor([true, true, false, false])).toBe(1);
  });
});
