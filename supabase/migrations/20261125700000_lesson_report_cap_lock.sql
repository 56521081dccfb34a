-- The cap of 3 safeguarding reports per user and booking held only for reports sent one after another: two
-- inserts at the same moment each counted the rows committed before them and both went in (40 reports sent at
-- once stored 4). The count and the insert now run under a transaction lock of that user and booking, so a second
-- report waits for the first one's transaction to end and then counts it.
create or replace function public.lesson_report_snapshot() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  p record;
  b record;
begin
  select learner_id, tutor_id into b from public.bookings where id = new.booking_id;
  new.reporter_role := case when b.learner_id = new.reporter_id then 'learner' else 'tutor' end;
  new.reason := btrim(new.reason);
  new.created_at := now();
  -- Held until the inserting transaction ends; the count below is a new statement, so it sees what the
  -- transactions that held the lock before committed.
  perform pg_advisory_xact_lock(hashtextextended('lesson_reports:' || new.booking_id::text || ':' || coalesce(new.reporter_id::text, ''), 0));
  if (select count(*) from public.lesson_reports r where r.booking_id = new.booking_id and r.reporter_id = new.reporter_id) >= 3 then
    raise exception 'You have already reported this lesson 3 times; the team has your reports'
      using errcode = 'P0001', hint = 'report_limit';
  end if;
  select notes_markdown, chat, board into p from public.lesson_projections where booking_id = new.booking_id;
  new.notes_markdown := coalesce(p.notes_markdown, '');
  new.chat := coalesce(p.chat, '[]'::jsonb);
  new.board := coalesce(p.board, '[]'::jsonb);
  return new;
end
$$;
revoke all on function public.lesson_report_snapshot() from public, anon, authenticated;
