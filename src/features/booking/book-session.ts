// The one mapping of a booking request to the book_session procedure's arguments, used by the direct booking and
// by the offline kind. The client-made id makes it idempotent: sent again, the same id returns the booking made.
export interface BookSessionRequest {
  bookingId: string;
  tutorId: string;
  startsAt: string;
  subject: string | null;
  note: string;
}

export function bookSessionArgs(req: BookSessionRequest) {
  return { p_id: req.bookingId, p_tutor_id: req.tutorId, p_starts_at: req.startsAt, p_subject: req.subject, p_note: req.note };
}
