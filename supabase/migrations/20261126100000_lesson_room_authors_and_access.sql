-- The lesson room's sync server, hardened (supabase/local/lesson-server.mjs, lesson/guard.mjs).
--
-- Who wrote with which Yjs client id in a room: the server records the user of the connection that first wrote with
-- a client id, and refuses that id to anyone else. The authors shown in the room, its projection, past lessons and
-- reports come from these rows, never from what a device wrote into the document. Unlinked (user_id null) when that
-- account is deleted: its work then reads "Deleted account" for good. `server`: the sync server's own writes (the
-- room's `clients` map). Read and written by the sync server's service connection only.
create table public.lesson_clients (
  booking_id uuid not null references public.bookings (id) on delete cascade,
  client_id bigint not null check (client_id between 0 and 4294967295),
  user_id uuid references auth.users (id) on delete set null,
  server boolean not null default false,
  created_at timestamptz not null default now(),
  primary key (booking_id, client_id)
);
create index lesson_clients_user_idx on public.lesson_clients (user_id);
alter table public.lesson_clients enable row level security;
revoke all on table public.lesson_clients from anon, authenticated;
grant select on table public.lesson_clients to service_role;

-- Access follows the booking live: a change of a booking's status, times or parties (a cancellation, a move, an
-- account deletion unlinking its learner or tutor) is announced on the channel `lesson_access` with the booking's id,
-- and a tutor account unlinked from its tutor profile with `tutor:<tutor id>`. The sync server listens and closes or
-- turns read-only the room's open connections that the booking no longer allows (within a second or so).
create or replace function public.lesson_access_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'tutors' then
    perform pg_notify('lesson_access', 'tutor:' || new.id::text);
  elsif tg_op = 'DELETE' then
    perform pg_notify('lesson_access', old.id::text);
  else
    perform pg_notify('lesson_access', new.id::text);
  end if;
  return null;
end
$$;
revoke all on function public.lesson_access_changed() from public, anon, authenticated;

create trigger bookings_lesson_access_update after update on public.bookings
  for each row
  when (old.status is distinct from new.status or old.starts_at is distinct from new.starts_at
        or old.ends_at is distinct from new.ends_at or old.learner_id is distinct from new.learner_id
        or old.tutor_id is distinct from new.tutor_id)
  execute function public.lesson_access_changed();
create trigger bookings_lesson_access_delete after delete on public.bookings
  for each row execute function public.lesson_access_changed();
create trigger tutors_lesson_access after update on public.tutors
  for each row when (old.user_id is distinct from new.user_id)
  execute function public.lesson_access_changed();

-- Export: the client ids the caller wrote with in lessons (deletion unlinks them, as the log's author).
alter function public.export_my_data() rename to export_my_data_before_lesson_clients;
revoke all on function public.export_my_data_before_lesson_clients() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_lesson_clients() || jsonb_build_object(
    'lesson_clients', (
      select coalesce(jsonb_agg(jsonb_build_object('booking_id', c.booking_id, 'client_id', c.client_id, 'created_at', c.created_at)
        order by c.created_at, c.client_id), '[]'::jsonb)
      from public.lesson_clients c where c.user_id = (select auth.uid())));
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;
