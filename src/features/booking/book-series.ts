// The one mapping of a weekly series request to book_series' arguments, used by the direct request and by the
// offline kind. The client-made series id makes it idempotent: sent again, the same id returns the same series.
export interface SeriesRequest {
  seriesId: string;
  tutorId: string;
  startsAt: string;
  weeks: number;
  subject: string | null;
  note: string;
}

export function bookSeriesArgs(req: SeriesRequest) {
  return { p_id: req.seriesId, p_tutor_id: req.tutorId, p_starts_at: req.startsAt, p_weeks: req.weeks, p_subject: req.subject, p_note: req.note };
}
