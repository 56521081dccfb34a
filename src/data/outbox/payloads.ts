// What each kind of queued write carries: exactly the rows sent to the server (SPEC §7).
export interface AccessibilityRow {
  user_id: string;
  text_color: string;
  background_color: string;
  font_size: string;
  dyslexia_friendly_font: boolean;
}
export interface AccessibilityPayload {
  row: AccessibilityRow;
}

export interface LocaleRow {
  user_id: string;
  preferred_locale: string;
  preferred_currency: string;
  preferred_country: string;
  preferred_timezone: string | null;
  use_device_locale: boolean;
}
export interface LocalePayload {
  row: LocaleRow;
  /** `id` is made on the device so a resent event is recognised as a duplicate, never stored twice. */
  telemetry: { id: string; user_id: string; event: 'locale_preferences_saved'; payload: unknown };
}

export interface ReferralPayload {
  code: string;
}

/** A contact message; the queued row's uuid becomes the message id, so a resend is a no-op. */
export interface ContactMessagePayload {
  row: { user_id: string | null; name: string; email: string; subject: string; message: string };
}

/** A booking confirmed while offline: book_session with a client-made booking id (idempotent; never merged). */
export interface BookingRequestPayload {
  bookingId: string;
  tutorId: string;
  startsAt: string;
  subject: string | null;
  note: string;
}

/** One answered practice question; `id` is made on the device, so a resend is a duplicate, never a second row. */
export interface PracticeAttemptRow {
  id: string;
  user_id: string;
  skill: string;
  question_seed: number;
  level: number;
  answer: string;
  correct: boolean;
  time_taken_ms: number;
  mode: 'practice' | 'review';
  answered_at: string;
}
export interface PracticeAttemptPayload {
  row: PracticeAttemptRow;
}

/** The latest state of one ADHD focus session (upserted on its device-made id). */
export interface AdhdSessionRow {
  id: string;
  user_id: string;
  subject: string;
  sprint_minutes: number;
  break_style: string;
  tasks_total: number;
  tasks_done: number;
  focused_seconds: number;
  status: 'active' | 'completed' | 'abandoned';
  started_at: string;
  ended_at: string | null;
}
export interface AdhdSessionPayload {
  row: AdhdSessionRow;
}
