-- The lesson room (one per booking), kept by the sync server (supabase/local/lesson-server.mjs) with a service
-- connection: its Yjs state, the update log behind the replay, and a plain projection that SQL can read (notes as
-- Markdown, chat, board outline: export of one's data, reports). Nothing here is writable through the API; the state
-- and the log are read only by the service role, the projection by the booking's learner and tutor.

create table public.lesson_rooms (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  state bytea not null, -- Y.encodeStateAsUpdate of the room's document
  last_update_id bigint not null default 0, -- the last lesson_updates.id the state includes
  updated_at timestamptz not null default now()
);

-- Every change as it arrived, with its author and time (the replay). The author is unlinked when their account is
-- deleted; the change stays, so the other party keeps the lesson.
create table public.lesson_updates (
  id bigint generated always as identity primary key,
  booking_id uuid not null references public.bookings (id) on delete cascade,
  update bytea not null,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now()
);
create index lesson_updates_booking_idx on public.lesson_updates (booking_id, id);
create index lesson_updates_user_idx on public.lesson_updates (user_id);

create table public.lesson_projections (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  notes_markdown text not null default '',
  chat jsonb not null default '[]'::jsonb, -- [{ author, authorName, text, sentAt }]
  board jsonb not null default '[]'::jsonb, -- [{ page, kind, text, latex, author }]
  updated_at timestamptz not null default now()
);

alter table public.lesson_rooms enable row level security;
alter table public.lesson_updates enable row level security;
alter table public.lesson_projections enable row level security;
revoke all on table public.lesson_rooms, public.lesson_updates, public.lesson_projections from anon, authenticated;
revoke all on sequence public.lesson_updates_id_seq from anon, authenticated;
grant select on table public.lesson_rooms, public.lesson_updates, public.lesson_projections to service_role;
grant select on table public.lesson_projections to authenticated;

-- The booking's learner and tutor, and no one else (an admin too only when they are one of the two).
create or replace function public.is_lesson_party(p_booking_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
    where b.id = p_booking_id and (select auth.uid()) is not null
      and (b.learner_id = (select auth.uid()) or b.tutor_id = (select public.current_tutor_id()))
  )
$$;
revoke all on function public.is_lesson_party(uuid) from public, anon;
grant execute on function public.is_lesson_party(uuid) to authenticated, service_role;

create policy "the booking's learner and tutor read its lesson" on public.lesson_projections
  for select to authenticated using ((select public.is_lesson_party(booking_id)));

-- Export: the lessons the caller took or gave (the projection), and the changes they made in them (times and sizes;
-- the Yjs bytes themselves are not readable data).
create or replace function public.export_my_data_with_lessons_base() returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'lessons', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'booking_id', p.booking_id, 'starts_at', b.starts_at, 'ends_at', b.ends_at, 'tutor_name', tu.full_name,
        'role', case when b.learner_id = (select auth.uid()) then 'learner' else 'tutor' end,
        'notes_markdown', p.notes_markdown, 'chat', p.chat, 'board', p.board, 'updated_at', p.updated_at)
        order by b.starts_at), '[]'::jsonb)
      from public.lesson_projections p
      join public.bookings b on b.id = p.booking_id
      left join public.tutors tu on tu.id = b.tutor_id
      where b.learner_id = (select auth.uid()) or tu.user_id = (select auth.uid())),
    'lesson_updates', (
      select coalesce(jsonb_agg(jsonb_build_object('booking_id', u.booking_id, 'created_at', u.created_at,
        'bytes', octet_length(u.update)) order by u.id), '[]'::jsonb)
      from public.lesson_updates u where u.user_id = (select auth.uid()))
  )
$$;
revoke all on function public.export_my_data_with_lessons_base() from public, anon, authenticated;

alter function public.export_my_data() rename to export_my_data_before_lessons;
revoke all on function public.export_my_data_before_lessons() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_lessons() || public.export_my_data_with_lessons_base();
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

-- Account deletion: the lesson stays for the other party. The deleted user's changes in the log lose their author
-- (on delete set null), and in the projection their chat messages and board items are shown as "Deleted account".
alter function public.delete_my_account() rename to delete_my_account_before_lessons;
revoke all on function public.delete_my_account_before_lessons() from public, anon, authenticated;

create or replace function public.delete_my_account() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  update public.lesson_projections p
  set chat = (
        select coalesce(jsonb_agg(case when m ->> 'author' = uid::text
          then m || jsonb_build_object('author', null, 'authorName', 'Deleted account') else m end), '[]'::jsonb)
        from jsonb_array_elements(p.chat) as m),
      board = (
        select coalesce(jsonb_agg(case when i ->> 'author' = uid::text
          then i || jsonb_build_object('author', null) else i end), '[]'::jsonb)
        from jsonb_array_elements(p.board) as i)
  where p.chat @> jsonb_build_array(jsonb_build_object('author', uid::text))
     or p.board @> jsonb_build_array(jsonb_build_object('author', uid::text));
  -- The freshness check runs in the function called last; a refusal there rolls this back too.
  perform public.delete_my_account_before_lessons();
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
