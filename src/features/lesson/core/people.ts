// Whose work an item or message is, decided by who is still linked to the booking, never by the name stored in the
// document (a chat message keeps the authorName its device wrote). When a party deletes their account the booking
// loses them (its learner id, or the tutor profile's user id, becomes null), so their work reads "Deleted account".
export type AuthorKind = 'me' | 'learner' | 'tutor' | 'deleted';

export interface LessonParties {
  /** The viewer. */
  me: string | null;
  learnerId: string | null;
  tutorUserId: string | null;
}

export function authorKind(author: string | null | undefined, parties: LessonParties): AuthorKind {
  if (!author) return 'deleted';
  if (author === parties.me) return 'me';
  if (author === parties.learnerId) return 'learner';
  if (author === parties.tutorUserId) return 'tutor';
  return 'deleted';
}

/** The room's parties as its parts name them: the viewer, and a user id to the name shown for their work. */
export interface People {
  /** A user id to the name shown for their work ("Deleted account" once they are no longer linked to the booking). */
  nameOf(author: string | null | undefined, fallback?: string): string;
  me: { id: string; name: string; role?: 'learner' | 'tutor' };
}
