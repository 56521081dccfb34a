-- Schema baseline, 4 of 9: booking. The rules live in the database: each tutor's weekly hours and date overrides
-- in their own time zone, one function that computes free slots from them (the one authority on "when can this
-- tutor be booked"), and bookings made, cancelled and rescheduled only through functions that ask it. Also what
-- follows from bookings: tutors.next_free_at (the directory's "next free slot" and "soonest" sort) and the
-- directory search that reads it, tutors' learners and private notes, and reviews after a session.

-- Bookings -----------------------------------------------------------------------------------------------------
-- learner_id is nullable: bookings outlive the learner's account (the tutor's records); deleting the account
-- unlinks them. price_minor and currency are the tutor's rate for the session when it was booked.
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid default auth.uid() references auth.users (id) on delete set null,
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'confirmed' check (status in ('pending', 'confirmed', 'cancelled', 'completed')),
  note text not null default '' check (char_length(note) <= 1000),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  subject text check (char_length(subject) <= 64),
  price_minor integer check (price_minor >= 0),
  currency text check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  late_cancellation boolean not null default false,
  cancelled_by uuid references auth.users (id) on delete set null,
  rescheduled_to uuid references public.bookings (id) on delete set null,
  check (ends_at > starts_at),
  -- A tutor cannot be booked twice for overlapping times. An exclusion constraint (not a check in the app)
  -- also holds for concurrent inserts: the second transaction waits for the first and then fails.
  constraint bookings_no_double_booking
    exclude using gist (tutor_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled')
);
create index bookings_learner_id_idx on public.bookings (learner_id);
create index bookings_tutor_starts_idx on public.bookings (tutor_id, starts_at);

-- Direct writes are for admins; the functions below mark their own writes. A cancellation time, once set, stays.
create or replace function public.guard_booking_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.cancelled_at is not null and new.cancelled_at is distinct from old.cancelled_at then
    raise exception 'A cancellation time cannot be changed' using errcode = '42501';
  end if;
  if old.status = 'cancelled' and new.status <> 'cancelled' then
    raise exception 'A cancelled booking stays cancelled' using errcode = '42501';
  end if;
  if coalesce(current_setting('summit.booking_write', true), '') <> 'on'
     and (select auth.role()) is distinct from 'service_role'
     and (select auth.role()) is not null
     and not (select public.has_admin_access()) then
    raise exception 'Bookings change only through cancel_booking and reschedule_booking' using errcode = '42501';
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.cancelled_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.guard_booking_update() from public, anon, authenticated;
create trigger bookings_guard_update before update on public.bookings
  for each row execute function public.guard_booking_update();

alter table public.bookings enable row level security;
revoke all on table public.bookings from anon, authenticated;
grant select, update, delete on table public.bookings to authenticated;
grant insert (id, learner_id, tutor_id, starts_at, ends_at, status, note) on table public.bookings to authenticated;
create policy "learners and tutors read their bookings, admins read all" on public.bookings
  for select to authenticated
  using (learner_id = (select auth.uid()) or tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "admins add bookings" on public.bookings
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change bookings" on public.bookings
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove bookings" on public.bookings
  for delete to authenticated using ((select public.has_admin_access()));

-- Which times of a tutor are taken, without revealing who booked them (for the booking screen).
create or replace function public.tutor_busy_times(p_tutor_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select b.starts_at, b.ends_at
  from public.bookings b
  where b.tutor_id = p_tutor_id and b.status <> 'cancelled'
    and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_from, p_to)
  order by b.starts_at
$$;
revoke all on function public.tutor_busy_times(uuid, timestamptz, timestamptz) from public;
grant execute on function public.tutor_busy_times(uuid, timestamptz, timestamptz) to anon, authenticated, service_role;

-- Weekly hours and date overrides, in the tutor's time zone; tutors write their own ------------------------------
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

-- A date with overrides uses them instead of its weekly hours: rows with times are that day's hours, a row
-- without times is a day off.
create table public.tutor_date_overrides (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  on_date date not null,
  start_time time,
  end_time time,
  created_at timestamptz not null default now(),
  check ((start_time is null and end_time is null) or (start_time is not null and end_time is not null and end_time > start_time))
);
create index tutor_date_overrides_tutor_idx on public.tutor_date_overrides (tutor_id, on_date);

-- The first four policies of tutor_weekly_hours (admins only) are covered by the tutors' ones; both are in the schema.
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
create policy "everyone reads tutor_weekly_hours of active tutors, tutors their own" on public.tutor_weekly_hours
  for select to anon, authenticated
  using (exists (select 1 from public.tutors tu where tu.id = tutor_id and (tu.is_active or (select public.has_admin_access())))
         or tutor_id = (select public.current_tutor_id()));
create policy "tutors and admins add tutor_weekly_hours" on public.tutor_weekly_hours
  for insert to authenticated
  with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "tutors and admins change tutor_weekly_hours" on public.tutor_weekly_hours
  for update to authenticated
  using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))
  with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "tutors and admins remove tutor_weekly_hours" on public.tutor_weekly_hours
  for delete to authenticated
  using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));

alter table public.tutor_date_overrides enable row level security;
revoke all on table public.tutor_date_overrides from anon, authenticated;
grant select on table public.tutor_date_overrides to anon, authenticated;
grant insert, update, delete on table public.tutor_date_overrides to authenticated;
create policy "everyone reads tutor_date_overrides of active tutors, tutors their own" on public.tutor_date_overrides
  for select to anon, authenticated
  using (exists (select 1 from public.tutors tu where tu.id = tutor_id and (tu.is_active or (select public.has_admin_access())))
         or tutor_id = (select public.current_tutor_id()));
create policy "tutors and admins add tutor_date_overrides" on public.tutor_date_overrides
  for insert to authenticated
  with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "tutors and admins change tutor_date_overrides" on public.tutor_date_overrides
  for update to authenticated
  using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))
  with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "tutors and admins remove tutor_date_overrides" on public.tutor_date_overrides
  for delete to authenticated
  using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));

-- A tutor's whole schedule saved at once: weekly hours, date overrides, session length and buffer replaced in one
-- transaction (the slot function never sees half a schedule). The tutor themself or an admin; RLS of the tables
-- applies as well because the function runs with the caller's rights.
create or replace function public.save_availability(
  p_tutor_id uuid, p_weekly jsonb, p_overrides jsonb, p_session_minutes integer, p_buffer_minutes integer
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not (p_tutor_id = public.current_tutor_id() or public.has_admin_access()) then
    raise exception 'Only the tutor or an admin can change this schedule' using errcode = '42501';
  end if;
  if jsonb_typeof(p_weekly) <> 'array' or jsonb_typeof(p_overrides) <> 'array'
     or jsonb_array_length(p_weekly) > 100 or jsonb_array_length(p_overrides) > 400 then
    raise exception 'invalid_request' using errcode = '22023';
  end if;
  update public.tutors set session_minutes = p_session_minutes, buffer_minutes = p_buffer_minutes
  where id = p_tutor_id and (session_minutes, buffer_minutes) is distinct from (p_session_minutes, p_buffer_minutes);
  delete from public.tutor_weekly_hours where tutor_id = p_tutor_id;
  insert into public.tutor_weekly_hours (tutor_id, weekday, start_time, end_time)
  select p_tutor_id, (w ->> 'weekday')::smallint, (w ->> 'start_time')::time, (w ->> 'end_time')::time
  from jsonb_array_elements(p_weekly) w;
  delete from public.tutor_date_overrides where tutor_id = p_tutor_id;
  insert into public.tutor_date_overrides (tutor_id, on_date, start_time, end_time)
  select p_tutor_id, (o ->> 'on_date')::date, (o ->> 'start_time')::time, (o ->> 'end_time')::time
  from jsonb_array_elements(p_overrides) o;
end
$$;
revoke all on function public.save_availability(uuid, jsonb, jsonb, integer, integer) from public;
grant execute on function public.save_availability(uuid, jsonb, jsonb, integer, integer) to authenticated;

-- Settings the rules read (system_settings; values kept if already set) ------------------------------------------
insert into public.system_settings (key, value) values
  ('booking.min_notice_hours', '12'::jsonb),
  ('booking.free_cancel_hours', '24'::jsonb),
  ('booking.max_upcoming_per_learner', '8'::jsonb),
  ('booking.horizon_days', '90'::jsonb)
on conflict (key) do nothing;

-- Minimum notice before a session ('booking.min_notice_hours'; 0 if missing or not a number).
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

create or replace function public.booking_setting(p_key text, p_default numeric) returns numeric
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select (s.value #>> '{}')::numeric from public.system_settings s
                   where s.key = p_key and jsonb_typeof(s.value) = 'number'), p_default)
$$;
revoke all on function public.booking_setting(text, numeric) from public;
grant execute on function public.booking_setting(text, numeric) to anon, authenticated, service_role;

-- The one authority on free slots -------------------------------------------------------------------------------
-- Local dates of the tutor's zone, their hours (overrides, else weekly hours) turned into instants with
-- AT TIME ZONE (so 10:00 Madrid stays 10:00 Madrid across a DST change), cut into sessions of session_minutes
-- spaced by buffer_minutes, minus everything closer than the minimum notice or within the buffer of a booking that
-- is not cancelled. At most 62 days per call. (How far ahead a learner may book is book_session's rule.)
-- free_slots_as_of takes the present as a parameter so tests can ask about any date (the DST changes of a past
-- year included); clients call tutor_free_slots, which passes now().
create or replace function public.free_slots_as_of(p_tutor_id uuid, p_from timestamptz, p_to timestamptz, p_now timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  with t as (
    select tu.id, coalesce(nullif(tu.timezone, ''), 'UTC') as tz,
           make_interval(mins => tu.session_minutes) as len,
           make_interval(mins => tu.buffer_minutes) as buf
    from public.tutors tu
    where tu.id = p_tutor_id and tu.is_active
  ),
  bounds as (
    select greatest(p_from, p_now + public.booking_min_notice()) as lo,
           least(p_to, p_from + interval '62 days') as hi
  ),
  days as (
    select t.*, d::date as day
    from t, bounds b,
         generate_series((b.lo at time zone t.tz)::date - 1, (b.hi at time zone t.tz)::date + 1, interval '1 day') as d
    where b.hi > b.lo
  ),
  windows as (
    select d.len, d.buf, (d.day + o.start_time) at time zone d.tz as ws,
           (d.day + o.start_time + (o.end_time - o.start_time)) at time zone d.tz as we
    from days d join public.tutor_date_overrides o on o.tutor_id = d.id and o.on_date = d.day
    where o.start_time is not null
    union all
    select d.len, d.buf, (d.day + w.start_time) at time zone d.tz,
           (d.day + w.start_time + (w.end_time - w.start_time)) at time zone d.tz
    from days d join public.tutor_weekly_hours w on w.tutor_id = d.id and w.weekday = extract(isodow from d.day)
    where not exists (select 1 from public.tutor_date_overrides o where o.tutor_id = d.id and o.on_date = d.day)
  ),
  candidates as (
    select distinct s as starts_at, s + w.len as ends_at, w.buf
    from windows w, generate_series(w.ws, w.we - w.len, w.len + w.buf) as s
  )
  select c.starts_at, c.ends_at
  from candidates c, bounds b
  where c.starts_at >= b.lo and c.ends_at <= b.hi
    and not exists (
      select 1 from public.bookings bk
      where bk.tutor_id = p_tutor_id and bk.status <> 'cancelled'
        and tstzrange(bk.starts_at, bk.ends_at) && tstzrange(c.starts_at - c.buf, c.ends_at + c.buf)
    )
  order by c.starts_at
$$;
revoke all on function public.free_slots_as_of(uuid, timestamptz, timestamptz, timestamptz) from public, anon, authenticated;

create or replace function public.tutor_free_slots(p_tutor_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select s.starts_at, s.ends_at from public.free_slots_as_of(p_tutor_id, p_from, p_to, now()) s
$$;
revoke all on function public.tutor_free_slots(uuid, timestamptz, timestamptz) from public;
grant execute on function public.tutor_free_slots(uuid, timestamptz, timestamptz) to anon, authenticated, service_role;

-- next_free_at: the first free slot in the next 28 days (null: none). Kept by the triggers below when hours,
-- overrides, bookings or the tutor's settings change; as time passes a stored value falls behind now() + notice,
-- and refresh_stale_next_free() (called by the directory before it reads, and meant for a scheduled job) renews it.
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
-- table with a tutor_id whose rows move a tutor's next free slot (weekly hours, date overrides, bookings).
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

create trigger tutor_date_overrides_inserted after insert on public.tutor_date_overrides
  referencing new table as new_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_date_overrides_updated after update on public.tutor_date_overrides
  referencing new table as new_rows old table as old_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_date_overrides_deleted after delete on public.tutor_date_overrides
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

-- Book, cancel, reschedule ---------------------------------------------------------------------------------------
create or replace function public.raise_booking_error(p_code text) returns void
language plpgsql
set search_path = ''
as $$
begin
  -- The message is a stable key the app translates; the code tells it apart from other errors.
  raise exception '%', p_code using errcode = 'P0001', hint = 'booking';
end
$$;
revoke all on function public.raise_booking_error(text) from public, anon, authenticated;

-- Book one free slot. p_id is made by the client: sending the same request again returns the same booking
-- (offline retries), never a second one. A per-tutor lock makes "check the slot, then insert" atomic; the
-- exclusion constraint stays the last line of defence.
create or replace function public.book_session(
  p_id uuid, p_tutor_id uuid, p_starts_at timestamptz, p_subject text default null, p_note text default ''
) returns public.bookings
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.bookings;
  v_tutor public.tutors;
  v_cap int := public.booking_setting('booking.max_upcoming_per_learner', 8)::int;
begin
  if v_uid is null then
    raise exception 'Sign in to book' using errcode = '42501';
  end if;
  if p_id is null or p_tutor_id is null or p_starts_at is null then
    perform public.raise_booking_error('invalid_request');
  end if;
  select * into v_row from public.bookings where id = p_id;
  if found then
    if v_row.learner_id <> v_uid then
      perform public.raise_booking_error('invalid_request');
    end if;
    return v_row;
  end if;
  select * into v_tutor from public.tutors where id = p_tutor_id and is_active;
  if not found then
    perform public.raise_booking_error('tutor_not_found');
  end if;
  if v_tutor.user_id = v_uid then
    perform public.raise_booking_error('own_profile');
  end if;
  if p_subject is not null and not (p_subject = any (v_tutor.subjects)) then
    perform public.raise_booking_error('invalid_subject');
  end if;
  if char_length(coalesce(p_note, '')) > 1000 then
    perform public.raise_booking_error('invalid_request');
  end if;

  perform pg_advisory_xact_lock(hashtextextended('booking:' || p_tutor_id::text, 0));
  perform pg_advisory_xact_lock(hashtextextended('learner:' || v_uid::text, 0));

  if (select count(*) from public.bookings b
      where b.learner_id = v_uid and b.status in ('pending', 'confirmed') and b.ends_at > now()) >= v_cap then
    perform public.raise_booking_error('too_many_upcoming');
  end if;
  if p_starts_at > now() + make_interval(days => public.booking_setting('booking.horizon_days', 90)::int) then
    perform public.raise_booking_error('slot_unavailable');
  end if;
  if not exists (
    select 1 from public.tutor_free_slots(p_tutor_id, p_starts_at, p_starts_at + make_interval(mins => v_tutor.session_minutes)) s
    where s.starts_at = p_starts_at
  ) then
    if exists (select 1 from public.bookings b where b.tutor_id = p_tutor_id and b.status <> 'cancelled'
               and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_starts_at, p_starts_at + make_interval(mins => v_tutor.session_minutes))) then
      perform public.raise_booking_error('slot_taken');
    end if;
    perform public.raise_booking_error('slot_unavailable');
  end if;

  begin
    insert into public.bookings (id, learner_id, tutor_id, starts_at, ends_at, status, note, subject, price_minor, currency)
    values (p_id, v_uid, p_tutor_id, p_starts_at, p_starts_at + make_interval(mins => v_tutor.session_minutes),
            'confirmed', coalesce(p_note, ''), p_subject,
            round(v_tutor.hourly_rate_minor * v_tutor.session_minutes / 60.0)::int, v_tutor.currency)
    returning * into v_row;
  exception when exclusion_violation then
    perform public.raise_booking_error('slot_taken');
  end;
  return v_row;
end
$$;
revoke all on function public.book_session(uuid, uuid, timestamptz, text, text) from public;
grant execute on function public.book_session(uuid, uuid, timestamptz, text, text) to authenticated;

-- Cancel: the learner, the tutor or an admin; free until booking.free_cancel_hours before the start, later it is
-- still allowed but marked late. Cancelling twice returns the same row.
create or replace function public.cancel_booking(p_id uuid) returns public.bookings
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.bookings;
begin
  select * into v_row from public.bookings where id = p_id for update;
  if not found or not coalesce(v_row.learner_id = v_uid or v_row.tutor_id = public.current_tutor_id() or public.has_admin_access(), false) then
    perform public.raise_booking_error('booking_not_found');
  end if;
  if v_row.status = 'cancelled' then
    return v_row;
  end if;
  if v_row.starts_at <= now() then
    perform public.raise_booking_error('already_started');
  end if;
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings
  set status = 'cancelled', cancelled_by = v_uid,
      late_cancellation = v_row.starts_at - now() < make_interval(hours => public.booking_setting('booking.free_cancel_hours', 24)::int)
  where id = p_id
  returning * into v_row;
  perform set_config('summit.booking_write', '', true);
  return v_row;
end
$$;
revoke all on function public.cancel_booking(uuid) from public;
grant execute on function public.cancel_booking(uuid) to authenticated;

-- Reschedule (the learner): book the new time and cancel the old booking in one transaction; the new booking
-- keeps tutor, subject and note. p_new_id is the client's idempotency id for the new booking.
create or replace function public.reschedule_booking(p_id uuid, p_new_id uuid, p_starts_at timestamptz) returns public.bookings
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_old public.bookings;
  v_new public.bookings;
begin
  select * into v_new from public.bookings where id = p_new_id and learner_id = v_uid;
  if found then
    return v_new;
  end if;
  select * into v_old from public.bookings where id = p_id and learner_id = v_uid for update;
  if not found then
    perform public.raise_booking_error('booking_not_found');
  end if;
  if v_old.status = 'cancelled' then
    perform public.raise_booking_error('booking_cancelled');
  end if;
  if v_old.starts_at <= now() then
    perform public.raise_booking_error('already_started');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking:' || v_old.tutor_id::text, 0));
  perform public.cancel_booking(p_id);
  v_new := public.book_session(p_new_id, v_old.tutor_id, p_starts_at, v_old.subject, v_old.note);
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings set rescheduled_to = v_new.id where id = p_id;
  perform set_config('summit.booking_write', '', true);
  return v_new;
end
$$;
revoke all on function public.reschedule_booking(uuid, uuid, timestamptz) from public;
grant execute on function public.reschedule_booking(uuid, uuid, timestamptz) to authenticated;

-- Learners as tutors see them ------------------------------------------------------------------------------------
-- A tutor reads the name and learner profile of every learner with a booking with them (the learner profiles'
-- policy is with that table).
create or replace function public.is_my_learner(p_learner_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
    where b.learner_id = p_learner_id and b.tutor_id = public.current_tutor_id() and b.status <> 'cancelled'
  )
$$;
revoke all on function public.is_my_learner(uuid) from public;
grant execute on function public.is_my_learner(uuid) to authenticated;

create policy "tutors read their learners' names" on public.profiles
  for select to authenticated using ((select public.is_my_learner(id)));

-- Private notes of a tutor about a learner: only that tutor (and admins) read them.
create table public.tutor_notes (
  tutor_id uuid not null default public.current_tutor_id() references public.tutors (id) on delete cascade,
  learner_id uuid not null references auth.users (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 4000),
  updated_at timestamptz not null default now(),
  primary key (tutor_id, learner_id)
);
create trigger tutor_notes_updated_at before update on public.tutor_notes
  for each row execute function public.set_updated_at();
alter table public.tutor_notes enable row level security;
revoke all on table public.tutor_notes from anon, authenticated;
grant select, insert, update, delete on table public.tutor_notes to authenticated;
create policy "tutors read their notes, admins read all" on public.tutor_notes
  for select to authenticated using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "tutors write notes about their learners" on public.tutor_notes
  for insert to authenticated
  with check (tutor_id = (select public.current_tutor_id()) and (select public.is_my_learner(learner_id)));
create policy "tutors change their notes" on public.tutor_notes
  for update to authenticated
  using (tutor_id = (select public.current_tutor_id())) with check (tutor_id = (select public.current_tutor_id()));
create policy "tutors remove their notes" on public.tutor_notes
  for delete to authenticated using (tutor_id = (select public.current_tutor_id()));

-- Reviews ----------------------------------------------------------------------------------------------------------
-- Reviews of tutors by learners (rating 1-5 and a text in the language it was written in). Readable by everyone.
-- The learner of a booking that has ended (not cancelled) reviews it once, through review_booking(); admins write
-- any. tutors.rating and tutors.review_count are derived from this table by triggers and cannot be typed by hand.
create table public.tutor_reviews (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  learner_id uuid references auth.users (id) on delete set null,
  learner_name text not null check (char_length(btrim(learner_name)) between 1 and 100),
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (char_length(body) <= 2000),
  language text not null default 'en' check (language ~ '^[a-z]{2}$'),
  created_at timestamptz not null default now(),
  booking_id uuid unique references public.bookings (id) on delete set null
);
create index tutor_reviews_tutor_created_idx on public.tutor_reviews (tutor_id, created_at desc);
create index tutor_reviews_learner_idx on public.tutor_reviews (learner_id);

alter table public.tutor_reviews enable row level security;
revoke all on table public.tutor_reviews from anon, authenticated;
grant select on table public.tutor_reviews to anon, authenticated;
grant insert, update, delete on table public.tutor_reviews to authenticated;
create policy "everyone reads reviews of active tutors" on public.tutor_reviews
  for select to anon, authenticated
  using (exists (select 1 from public.tutors t where t.id = tutor_id and (t.is_active or (select public.has_admin_access()))));
create policy "admins add reviews" on public.tutor_reviews
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change reviews" on public.tutor_reviews
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove reviews" on public.tutor_reviews
  for delete to authenticated using ((select public.has_admin_access()));

-- tutors.rating / review_count: whatever is written, the stored values are the reviews' average and count.
create or replace function public.derive_tutor_rating() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  select round(avg(r.rating), 1), count(*) into new.rating, new.review_count
  from public.tutor_reviews r where r.tutor_id = new.id;
  return new;
end
$$;
revoke all on function public.derive_tutor_rating() from public, anon, authenticated;
create trigger tutors_derive_rating before insert or update of rating, review_count on public.tutors
  for each row execute function public.derive_tutor_rating();

-- Reviews written: recompute the tutors concerned, once per statement.
create or replace function public.tutor_reviews_changed() returns trigger
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
  -- The before-update trigger above puts the derived values in; touching the columns is enough.
  update public.tutors t set rating = null, review_count = 0 where t.id = any (ids);
  return null;
end
$$;
revoke all on function public.tutor_reviews_changed() from public, anon, authenticated;
create trigger tutor_reviews_inserted after insert on public.tutor_reviews
  referencing new table as new_rows for each statement execute function public.tutor_reviews_changed();
create trigger tutor_reviews_updated after update on public.tutor_reviews
  referencing new table as new_rows old table as old_rows for each statement execute function public.tutor_reviews_changed();
create trigger tutor_reviews_deleted after delete on public.tutor_reviews
  referencing old table as old_rows for each statement execute function public.tutor_reviews_changed();

create or replace function public.review_booking(p_booking_id uuid, p_rating integer, p_body text default '')
returns public.tutor_reviews
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
  v_row public.tutor_reviews;
  v_name text;
  v_lang text;
begin
  select * into v_booking from public.bookings where id = p_booking_id and learner_id = v_uid;
  if not found then
    perform public.raise_booking_error('booking_not_found');
  end if;
  if v_booking.status = 'cancelled' or v_booking.ends_at > now() then
    perform public.raise_booking_error('not_reviewable');
  end if;
  if p_rating is null or p_rating not between 1 and 5 or char_length(coalesce(p_body, '')) > 2000 then
    perform public.raise_booking_error('invalid_request');
  end if;
  if exists (select 1 from public.tutor_reviews r where r.booking_id = p_booking_id) then
    perform public.raise_booking_error('already_reviewed');
  end if;
  -- "Sofía R.": first name and the initial of the last, as reviews are shown.
  select coalesce(nullif(btrim(regexp_replace(p.full_name, '^(\S+)(?:\s+(\S))?.*$', '\1 \2.')), '.'), 'Learner')
  into v_name from public.profiles p where p.id = v_uid;
  v_name := regexp_replace(coalesce(v_name, 'Learner'), ' \.$', '');
  select left(coalesce(lp.preferred_locale, 'en'), 2) into v_lang from public.user_locale_preferences lp where lp.user_id = v_uid;
  insert into public.tutor_reviews (tutor_id, learner_id, learner_name, rating, body, language, booking_id)
  values (v_booking.tutor_id, v_uid, left(v_name, 100), p_rating, coalesce(p_body, ''), coalesce(nullif(lower(v_lang), ''), 'en'), p_booking_id)
  returning * into v_row;
  return v_row;
end
$$;
revoke all on function public.review_booking(uuid, integer, text) from public;
grant execute on function public.review_booking(uuid, integer, text) to authenticated;

-- The tutor directory ----------------------------------------------------------------------------------------------
-- Filtered, sorted and paginated on the server: 10,000 tutors cost about what 10 do. Text search over name,
-- headline and subjects (trigram index), subject and language (GIN), maximum price in the visitor's currency
-- (converted with exchange_rates; a rate that cannot be converted is left out), free in the coming 7 days
-- (next_free_at, renewed here first when stale), sort by price, rating or soonest.
--
-- One page of active tutors. p_max_minor is in minor units of p_currency (the visitor's); rate_in_currency is each
-- tutor's rate converted to p_currency (null: no exchange rate). total_count counts every match. The statement is
-- built with only the filters in use (values are always bound parameters, never text in the SQL), so the planner
-- can use the index of each: GIN on subjects and languages, trigram on the search text, (currency, rate) for the
-- price limit, the sort indexes for a page.
create or replace function public.search_tutors(
  p_subject text default null,
  p_lang text default null,
  p_max_minor bigint default null,
  p_currency text default 'USD',
  p_q text default null,
  p_available_week boolean default false,
  p_sort text default 'rating',
  p_page integer default 1,
  p_page_size integer default 20
)
returns table (
  id uuid, slug text, full_name text, headline text, avatar_url text, subjects text[], languages text[],
  hourly_rate_minor integer, currency text, rate_in_currency bigint, rating numeric, review_count integer,
  timezone text, next_free_at timestamptz, total_count bigint
)
language plpgsql volatile security definer
set search_path = ''
as $fn$
declare
  visitor text := case when p_currency ~ '^[A-Z]{3}$' then p_currency else 'USD' end;
  pattern text := nullif(btrim(regexp_replace(public.search_fold(left(p_q, 100)), '\s+', ' ', 'g')), '');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 50);
  page_no integer := least(greatest(coalesce(p_page, 1), 1), 10000);
  sort text := case when p_sort in ('price', 'soonest') then p_sort else 'rating' end;
  conds text := 't.is_active';
  factor text := 'case t.currency';
  bounds text := '';
  rate record;
  order_by text;
begin
  -- Time passes: stored next free slots that are now too close or past are renewed first (a few, cheaply).
  perform public.refresh_stale_next_free(200);

  -- Each currency's factor to the visitor's, as exact numeric literals in the statement (codes are checked
  -- ^[A-Z]{3}$); a currency with no rate gets none, so its tutors have no converted rate and fail the price limit.
  for rate in
    select c.code, public.exchange_rate(c.code, visitor) as f
    from (select base_currency as code from public.exchange_rates union select quote_currency from public.exchange_rates
          union select visitor) c
    where c.code ~ '^[A-Z]{3}$'
  loop
    continue when rate.f is null;
    factor := factor || format(' when %L then %s', rate.code, rate.f);
    if p_max_minor is not null then
      bounds := bounds || case when bounds = '' then '' else ' or ' end
        || format('(t.currency = %L and t.hourly_rate_minor <= %s)', rate.code, ceil((p_max_minor + 1) / rate.f));
    end if;
  end loop;
  factor := factor || ' end';

  if p_subject is not null then conds := conds || ' and t.subjects @> array[$1]'; end if;
  if p_lang is not null then conds := conds || ' and t.languages @> array[$2]'; end if;
  if pattern is not null then
    pattern := '%' || replace(replace(replace(pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conds := conds || ' and t.search_text like $3';
  end if;
  if coalesce(p_available_week, false) then conds := conds || ' and t.next_free_at < now() + interval ''7 days'''; end if;
  if p_max_minor is not null then
    -- The bounds let the (currency, rate) index narrow each currency; the rounding test is the exact rule.
    conds := conds || ' and (' || coalesce(nullif(bounds, ''), 'false') || ')'
                   || format(' and round(t.hourly_rate_minor * (%s)) <= $4', factor);
  end if;

  order_by := case sort
    when 'price' then format('round(t.hourly_rate_minor * (%s)) asc nulls last, ', factor)
    when 'soonest' then 't.next_free_at asc nulls last, '
    else ''
  end || 't.rating desc nulls last, t.review_count desc, t.id';

  return query execute format($sql$
    with page as materialized (
      select t.id from public.tutors t where %1$s order by %2$s limit $5 offset $6
    )
    select t.id, t.slug, t.full_name, t.headline, t.avatar_url, t.subjects, t.languages, t.hourly_rate_minor, t.currency,
           round(t.hourly_rate_minor * (%3$s))::bigint, t.rating, t.review_count, t.timezone, t.next_free_at,
           (select count(*) from public.tutors t where %1$s)
    from page p join public.tutors t on t.id = p.id
    order by %2$s
  $sql$, conds, order_by, factor)
  using p_subject, p_lang, pattern, p_max_minor, size, (page_no - 1) * size;
end
$fn$;
revoke all on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer) from public;
grant execute on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer)
  to anon, authenticated, service_role;
