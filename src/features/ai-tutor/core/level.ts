// The difficulty a lesson starts at for a mastery level.
export function levelForLesson(mastery: string): 1 | 2 | 3 {
  if (mastery === 'proficient' || mastery === 'mastered') return 3;
  if (mastery === 'familiar') return 2;
  return 1;
}
