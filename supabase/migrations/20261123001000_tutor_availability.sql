-- Availability model: each tutor's weekly hours in their own time zone, the session length and the buffer between
-- sessions; one function computes the free slots from them (the one authority on "when can this tutor be booked");
-- tutors.next_free_at keeps the next free slot for the directory's "next free slot" and "soonest" sort.

-- Tutors: a time zone is required (slots are computed in it), session length and buffer, next free slot.
update public.tutors set timezone = 'UTC' where timezone is null;
alter table public.tutors
  alter column timezone set default 'UTC',
  alter column timezone set not null,
  add column session_minutes integer not null default 60 check (session_minutes between 15 and 240),
  add column buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 120),
  add column next_free_at timestamptz;

-- A time zone Postgres does not know would break every slot computation: refused when written.
create or replace function public.check_tutor_timezone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform now() at time zone new.timezone;
  return new;
exception when others then
  raise exception 'Unknown time zone: %', new.timezone using errcode = '22023';
end
$$;
revoke all on function public.check_tutor_timezone() from public, anon, authenticated;
create trigger tutors_check_timezone before insert or update of timezone on public.tutors
  for each row execute function public.check_tutor_timezone();

-- Weekly hours: ISO weekday (1 = Monday … 7 = Sunday), local start and end times in the tutor's time zone.
create table public.tutor_weekly_hours (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  weekday smallint not null check (weekday between 1 and 7),
  start_time time not null,
  end_time time not null,
  created_at timestamptz not null default now(),
  check (end_time > start_time)
);
create index tutor_weekly_hours_tutor_weekday_idx on public.tutor_weekly_hours (tutor_id, weekday);

alter table public.tutor_weekly_hours enable row level security;
revoke all on table public.tutor_weekly_hours from anon, authenticated;
grant select on table public.tutor_weekly_hours to anon, authenticated;
grant insert, update, delete on table public.tutor_weekly_hours to authenticated;
create policy "everyone reads weekly hours of active tutors" on public.tutor_weekly_hours
  for select to anon, authenticated
  using (exists (select 1 from public.tutors t where t.id = tutor_id and (t.is_active or (select public.has_admin_access()))));
create policy "admins add weekly hours" on public.tutor_weekly_hours
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change weekly hours" on public.tutor_weekly_hours
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove weekly hours" on public.tutor_weekly_hours
  for delete to authenticated using ((select public.has_admin_access()));

-- Minimum notice before a session (system setting 'booking.min_notice_hours'; 0 if missing or not a number).
create or replace function public.booking_min_notice() returns interval
language sql stable security definer
set search_path = ''
as $$
  select make_interval(mins => coalesce((
    select round((s.value)::text::numeric * 60)::integer
    from public.system_settings s
    where s.key = 'booking.min_notice_hours' and jsonb_typeof(s.value) = 'number'
  ), 0))
$$;
revoke all on function public.booking_min_notice() from public;
grant execute on function public.booking_min_notice() to anon, authenticated, service_role;

-- Free slots of one active tutor between p_from and p_to (at most 62 days): session-length slots laid out from the
-- start of each weekly window (session + buffer apart), local date + local time AT TIME ZONE the tutor's zone (so
-- a DST change moves the instants, not the local times), none before now() + the minimum notice, none overlapping
-- a booking that is not cancelled (buffer included).
create or replace function public.tutor_free_slots(p_tutor_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  with tutor as (
    select t.id, t.timezone, make_interval(mins => t.session_minutes) as session, make_interval(mins => t.buffer_minutes) as buffer
    from public.tutors t
    where t.id = p_tutor_id and t.is_active
  ),
  bounds as (
    select greatest(p_from, now() + public.booking_min_notice()) as lo, least(p_to, p_from + interval '62 days') as hi
  ),
  windows as (
    select tu.*, (d::date + h.start_time) at time zone tu.timezone as w_start, (d::date + h.end_time) at time zone tu.timezone as w_end
    from tutor tu
    cross join bounds b
    cross join generate_series((b.lo at time zone tu.timezone)::date, (b.hi at time zone tu.timezone)::date, interval '1 day') as d
    join public.tutor_weekly_hours h on h.tutor_id = tu.id and h.weekday = extract(isodow from d)::smallint
    where b.lo < b.hi
  ),
  slots as (
    select w.w_start + n * (w.session + w.buffer) as s, w.session, w.buffer
    from windows w
    cross join generate_series(0, floor(extract(epoch from (w.w_end - w.w_start)) / extract(epoch from (w.session + w.buffer)))::integer) as n
    where w.w_start + n * (w.session + w.buffer) + w.session <= w.w_end
  )
  select sl.s, sl.s + sl.session
  from slots sl cross join bounds b
  where sl.s >= b.lo and sl.s + sl.session <= b.hi
    and not exists (
      select 1 from public.bookings bk
      where bk.tutor_id = p_tutor_id and bk.status <> 'cancelled'
        and tstzrange(bk.starts_at, bk.ends_at) && tstzrange(sl.s - sl.buffer, sl.s + sl.session + sl.buffer)
    )
  order by sl.s
$$;
revoke all on function public.tutor_free_slots(uuid, timestamptz, timestamptz) from public;
grant execute on function public.tutor_free_slots(uuid, timestamptz, timestamptz) to anon, authenticated, service_role;

-- next_free_at: the first free slot in the next 28 days (null: none). Kept by the triggers below when hours,
-- bookings or the tutor's settings change; as time passes a stored value falls behind now() + notice, and
-- refresh_stale_next_free() (called by the directory before it reads, and meant for a scheduled job) renews it.
create or replace function public.refresh_tutor_next_free(p_tutor_ids uuid[]) returns void
language sql volatile security definer
set search_path = ''
as $$
  update public.tutors t
  -- The coming week first: most tutors have a slot there, and it is a quarter of the work.
  set next_free_at = coalesce(
    (select min(f.starts_at) from public.tutor_free_slots(t.id, now(), now() + interval '7 days') f),
    (select min(f.starts_at) from public.tutor_free_slots(t.id, now() + interval '7 days', now() + interval '28 days') f)
  )
  where t.id = any (p_tutor_ids)
$$;
revoke all on function public.refresh_tutor_next_free(uuid[]) from public, anon, authenticated;

create or replace function public.refresh_stale_next_free(p_limit integer default 500) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  stale uuid[];
begin
  select coalesce(array_agg(id), '{}') into stale from (
    select t.id from public.tutors t
    where t.is_active and t.next_free_at < now() + public.booking_min_notice()
    order by t.next_free_at
    limit greatest(p_limit, 0)
    for update skip locked
  ) s;
  if cardinality(stale) > 0 then
    perform public.refresh_tutor_next_free(stale);
  end if;
  return cardinality(stale);
end
$$;
revoke all on function public.refresh_stale_next_free(integer) from public, anon, authenticated;

-- Triggers: per statement, so loading many rows at once recomputes each tutor once. One function serves every
-- table with a tutor_id whose rows move a tutor's next free slot (weekly hours, bookings).
create or replace function public.weekly_hours_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct tutor_id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct tutor_id) into ids from old_rows;
  else
    select array_agg(distinct tutor_id) into ids from (select tutor_id from new_rows union select tutor_id from old_rows) x;
  end if;
  if ids is not null then
    perform public.refresh_tutor_next_free(ids);
  end if;
  return null;
end
$$;
revoke all on function public.weekly_hours_changed() from public, anon, authenticated;
create trigger tutor_weekly_hours_inserted after insert on public.tutor_weekly_hours
  referencing new table as new_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_weekly_hours_updated after update on public.tutor_weekly_hours
  referencing new table as new_rows old table as old_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_weekly_hours_deleted after delete on public.tutor_weekly_hours
  referencing old table as old_rows for each statement execute function public.weekly_hours_changed();

create trigger bookings_next_free_inserted after insert on public.bookings
  referencing new table as new_rows for each statement execute function public.weekly_hours_changed();
create trigger bookings_next_free_updated after update on public.bookings
  referencing new table as new_rows old table as old_rows for each statement execute function public.weekly_hours_changed();
create trigger bookings_next_free_deleted after delete on public.bookings
  referencing old table as old_rows for each statement execute function public.weekly_hours_changed();

-- A tutor's own settings: recompute after a change of time zone, session length, buffer or activity.
create or replace function public.tutor_settings_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.refresh_tutor_next_free(array[new.id]);
  return null;
end
$$;
revoke all on function public.tutor_settings_changed() from public, anon, authenticated;
create trigger tutors_next_free_settings after update of timezone, session_minutes, buffer_minutes, is_active on public.tutors
  for each row execute function public.tutor_settings_changed();

-- The notice itself: a change of 'booking.min_notice_hours' moves every tutor's first slot.
create or replace function public.min_notice_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform public.refresh_tutor_next_free(array(select id from public.tutors));
  return null;
end
$$;
revoke all on function public.min_notice_changed() from public, anon, authenticated;
create trigger system_settings_min_notice_written after insert or update on public.system_settings
  for each row when (new.key = 'booking.min_notice_hours') execute function public.min_notice_changed();
create trigger system_settings_min_notice_removed after delete on public.system_settings
  for each row when (old.key = 'booking.min_notice_hours') execute function public.min_notice_changed();
