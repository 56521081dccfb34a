-- Safeguarding reports on lessons. Learners may be minors and admins cannot see rooms, so either party of a booking
-- can report its lesson with a short reason; the report takes a snapshot of the room's projection (chat, notes as
-- Markdown, board outline) at that moment, made by the database, never sent by the reporter. Only admins with access
-- (aal2) read reports; the reporter writes theirs and reads nothing back, the other party never learns of it.
-- A cap of 3 reports per user and booking keeps the queue readable.

create table public.lesson_reports (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  -- Kept when the reporter deletes their account (a safeguarding record), unlinked.
  reporter_id uuid default auth.uid() references auth.users (id) on delete set null,
  reporter_role text not null default 'learner' check (reporter_role in ('learner', 'tutor')),
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  notes_markdown text not null default '',
  chat jsonb not null default '[]'::jsonb,
  board jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
create index lesson_reports_booking_idx on public.lesson_reports (booking_id, reporter_id);
create index lesson_reports_reporter_idx on public.lesson_reports (reporter_id);
create index lesson_reports_created_idx on public.lesson_reports (created_at desc);

-- Fills what the reporter may not choose: their role, the time and the snapshot; refuses a fourth report.
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
create trigger lesson_reports_snapshot before insert on public.lesson_reports
  for each row execute function public.lesson_report_snapshot();

alter table public.lesson_reports enable row level security;
revoke all on table public.lesson_reports from anon, authenticated;
grant insert (id, booking_id, reason) on table public.lesson_reports to authenticated;
grant select on table public.lesson_reports to authenticated;
grant select, insert, update, delete on table public.lesson_reports to service_role;

create policy "a party of the booking reports its lesson as themselves" on public.lesson_reports
  for insert to authenticated
  with check (reporter_id = (select auth.uid()) and (select public.is_lesson_party(booking_id)));
create policy "admins with access read lesson reports" on public.lesson_reports
  for select to authenticated using ((select public.has_admin_access()));

-- Export: the reports the caller made (their reason and when; the snapshot is the lesson's, already in 'lessons').
alter function public.export_my_data() rename to export_my_data_before_reports;
revoke all on function public.export_my_data_before_reports() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_reports() || jsonb_build_object(
    'lesson_reports', (
      select coalesce(jsonb_agg(jsonb_build_object('booking_id', r.booking_id, 'reason', r.reason, 'created_at', r.created_at)
        order by r.created_at), '[]'::jsonb)
      from public.lesson_reports r where r.reporter_id = (select auth.uid())));
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;
