// The words of a ledger movement in the learner's history (plain TS: the component only renders them).
import type { CreditMovement } from './api';

export type MovementKey = 'purchase' | 'lesson_booked' | 'given_back' | 'expired' | 'refund' | 'correction' | 'payment';

/** The message key of a movement: its kind (a payment never shows here: it moves money, not credits). */
export function movementKey(m: Pick<CreditMovement, 'kind'>): MovementKey {
  return m.kind;
}

/** "+5", "−1", "0": the sign shown with a change of credits. */
export function signedAmount(amount: number, format: (n: number) => string): string {
  if (amount > 0) return `+${format(amount)}`;
  if (amount < 0) return `\u2212${format(-amount)}`;
  return format(0);
}
