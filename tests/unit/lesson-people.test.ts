// Whose work an item or chat message is: by who is still linked to the booking, never by the stored name.
import { describe, expect, test } from 'vitest';
import { authorKind } from '../../src/features/lesson/core/people';

const parties = { me: 'learner-1', learnerId: 'learner-1', tutorUserId: 'tutor-1' };

describe('lesson authors', () => {
  test('the viewer, the learner and the tutor of the booking', () => {
    expect(authorKind('learner-1', parties)).toBe('me');
    expect(authorKind('tutor-1', parties)).toBe('tutor');
    expect(authorKind('learner-1', { ...parties, me: 'tutor-1' })).toBe('learner');
    expect(authorKind('learner-1', { ...parties, me: null })).toBe('learner');
  });

  test('an author no longer linked to the booking (account deleted), or none, is a deleted account', () => {
    expect(authorKind('learner-1', { me: 'tutor-1', learnerId: null, tutorUserId: 'tutor-1' })).toBe('deleted');
    expect(authorKind('tutor-1', { me: 'learner-1', learnerId: 'learner-1', tutorUserId: null })).toBe('deleted');
    expect(authorKind(null, parties)).toBe('deleted');
    expect(authorKind(undefined, parties)).toBe('deleted');
    expect(authorKind('someone-else', parties)).toBe('deleted');
  });
});
