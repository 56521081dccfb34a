// The lesson a learner gets, whoever generates it (the device or the hosted function): plain data, rendered by
// the page. Question seeds make every exercise reproducible with the practice generators.
export interface LessonInput {
  /** From learner_profiles when known. */
  profile: { goals: string; level: 'beginner' | 'intermediate' | 'advanced' | null; subjects: string[] } | null;
  /** Per practice skill: answers and correct answers so far, and the mastery level. */
  history: Array<{ skill: string; answered: number; correct: number; level: string }>;
  locale: string;
  /** Seed for the lesson's exercises (stored with the lesson: the same seed rebuilds the same lesson). */
  seed: number;
}

export interface LessonExercise {
  skill: string;
  seed: number;
  level: 1 | 2 | 3;
}

export interface Lesson {
  id: string;
  createdAt: string;
  source: 'device' | 'hosted';
  focusSkill: string;
  reason: 'weakest' | 'notStarted' | 'review';
  /** Teaching methods chosen for this learner (message keys under aitutor:methods). */
  methods: string[];
  pace: 'gentle' | 'steady' | 'stretch';
  worked: LessonExercise;
  exercises: LessonExercise[];
  goal: string;
}
