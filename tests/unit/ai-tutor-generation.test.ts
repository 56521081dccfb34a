// Lesson generation: the overlay's visibility and progress rules (SPEC §4, §5, §9) and the device generator.
import { describe, expect, test } from 'vitest';
import { currentStep, IDLE, normalizeProgress, overlayVisible } from '../../src/features/ai-tutor/core/progress';
import { generateLessonOnDevice } from '../../src/features/ai-tutor/core/device-generator';

describe('generation progress', () => {
  test.each([
    [undefined, -1],
    [null, -1],
    [Number.NaN, -1],
    [-1, -1],
    [-5, 0],
    [0, 0],
    [24.4, 24],
    [24.5, 25],
    [99.6, 100],
    [150, 100],
  ])('%s → %s', (input, expected) => expect(normalizeProgress(input as number)).toBe(expected));

  test.each([
    [IDLE, false],
    [0, false],
    [24, false],
    [24.4, false],
    [24.5, true],
    [25, true],
    [50, true],
    [99, true],
    [99.4, true],
    [99.5, false],
    [100, false],
    [130, false],
  ])('overlay at %s: %s', (progress, visible) => expect(overlayVisible(progress)).toBe(visible));

  test('steps', () => {
    expect([IDLE, 0, 25, 50, 75, 99, 100].map(currentStep)).toEqual([-1, 0, 1, 2, 3, 3, 3]);
  });
});

describe('device lesson generator', () => {
  const history = [
    { skill: 'arithmetic', answered: 5, correct: 5, level: 'proficient' },
    { skill: 'fractions', answered: 5, correct: 4, level: 'familiar' },
    { skill: 'linear', answered: 3, correct: 1, level: 'attempted' },
  ];
  test('focuses on the weakest started skill, reports 0, 25, 50, 75, 100 in order, and is reproducible by seed', async () => {
    const seen: number[] = [];
    const input = { profile: { goals: 'Pass the exam', level: 'intermediate' as const, subjects: ['mathematics'] }, history, locale: 'en-US', seed: 7 };
    const lesson = await generateLessonOnDevice(input, (p) => seen.push(p), async () => {});
    expect(seen).toEqual([0, 25, 50, 75, 100]);
    expect(lesson.focusSkill).toBe('linear');
    expect(lesson.reason).toBe('weakest');
    expect(lesson.pace).toBe('gentle');
    expect(lesson.exercises.length).toBeGreaterThanOrEqual(3);
    const again = await generateLessonOnDevice(input, () => {}, async () => {});
    expect(again.exercises).toEqual(lesson.exercises);
    expect(again.worked).toEqual(lesson.worked);
  });
  test('with no history it starts a skill not started yet', async () => {
    const lesson = await generateLessonOnDevice({ profile: null, history: [], locale: 'fr-FR', seed: 1 }, () => {}, async () => {});
    expect(lesson).toMatchObject({ focusSkill: 'arithmetic', reason: 'notStarted' });
  });
});
