-- Booking rules held by the database: tutors as accounts, weekly hours with date overrides, one function that
-- computes free slots, and bookings made, cancelled and rescheduled only through functions that ask it.
--
-- Builds on the availability migration (weekly hours, session length, buffer, booking_min_notice(), next_free_at
-- triggers) and replaces its tutor_free_slots with one that also knows date overrides.

-- Tutors are people -------------------------------------------------------------------------------------------
-- An account is a tutor when tutors.user_id links it; 'tutor' in user_roles marks accounts that are only tutors.
alter table public.user_roles drop constraint if exists user_roles_role_check;
alter table public.user_roles
  add constraint user_roles_role_check check (role in ('student', 'tutor', 'founder', 'admin'));

-- The tutor profile of the signed-in account (null when the account is not a tutor).
create or replace function public.current_tutor_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select t.id from public.tutors t where t.user_id = (select auth.uid()) and (select auth.uid()) is not null
$$;
revoke all on function public.current_tutor_id() from public;
grant execute on function public.current_tutor_id() to anon, authenticated, service_role;

-- A tutor edits their own profile; approval, rating, identity and price stay with admins.
create or replace function public.guard_tutor_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Values derived by other triggers (rating and review count from reviews) are not the caller's edits.
  if (select auth.role()) = 'authenticated' and pg_trigger_depth() <= 1 and not (select public.has_admin_access()) then
    if (new.id, new.user_id, new.slug, new.is_active, new.rating, new.review_count, new.hourly_rate_minor, new.currency)
       is distinct from (old.id, old.user_id, old.slug, old.is_active, old.rating, old.review_count, old.hourly_rate_minor, old.currency) then
      raise exception 'Only an admin can change approval, rate, rating or identity of a tutor' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.guard_tutor_update() from public, anon, authenticated;
drop trigger if exists tutors_guard_update on public.tutors;
create trigger tutors_guard_update before update on public.tutors
  for each row execute function public.guard_tutor_update();

drop policy if exists "tutors read their own profile" on public.tutors;
create policy "tutors read their own profile" on public.tutors
  for select to authenticated using (user_id = (select auth.uid()));
drop policy if exists "tutors edit their own profile" on public.tutors;
create policy "tutors edit their own profile" on public.tutors
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
drop policy if exists "admins with access change tutors" on public.tutors;
create policy "admins with access change tutors" on public.tutors
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));

-- Date overrides, in the tutor's time zone; tutors write their own weekly hours and overrides -----------------------------------------------------
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

do $$
declare
  t text;
begin
  foreach t in array array['tutor_weekly_hours', 'tutor_date_overrides'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format('drop policy if exists "everyone reads %1$s of active tutors, tutors their own" on public.%1$I', t);
    execute format('create policy "everyone reads %1$s of active tutors, tutors their own" on public.%1$I for select to anon, authenticated
      using (exists (select 1 from public.tutors tu where tu.id = tutor_id and (tu.is_active or (select public.has_admin_access())))
             or tutor_id = (select public.current_tutor_id()))', t);
    execute format('drop policy if exists "tutors and admins add %1$s" on public.%1$I', t);
    execute format('create policy "tutors and admins add %1$s" on public.%1$I for insert to authenticated
      with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))', t);
    execute format('drop policy if exists "tutors and admins change %1$s" on public.%1$I', t);
    execute format('create policy "tutors and admins change %1$s" on public.%1$I for update to authenticated
      using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))
      with check (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))', t);
    execute format('drop policy if exists "tutors and admins remove %1$s" on public.%1$I', t);
    execute format('create policy "tutors and admins remove %1$s" on public.%1$I for delete to authenticated
      using (tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()))', t);
  end loop;
end
$$;

-- Date overrides move a tutor's next free slot as weekly hours do.
create trigger tutor_date_overrides_inserted after insert on public.tutor_date_overrides
  referencing new table as new_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_date_overrides_updated after update on public.tutor_date_overrides
  referencing new table as new_rows old table as old_rows for each statement execute function public.weekly_hours_changed();
create trigger tutor_date_overrides_deleted after delete on public.tutor_date_overrides
  referencing old table as old_rows for each statement execute function public.weekly_hours_changed();

-- Settings the rules read (values kept if already set) ----------------------------------------------------------
insert into public.system_settings (key, value) values
  ('booking.min_notice_hours', '12'::jsonb),
  ('booking.free_cancel_hours', '24'::jsonb),
  ('booking.max_upcoming_per_learner', '8'::jsonb),
  ('booking.horizon_days', '90'::jsonb)
on conflict (key) do nothing;

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

-- Bookings: only through the functions below --------------------------------------------------------------------
alter table public.bookings add column if not exists subject text check (char_length(subject) <= 64);
alter table public.bookings add column if not exists price_minor integer check (price_minor >= 0);
alter table public.bookings add column if not exists currency text check (currency in ('USD', 'COP', 'EUR', 'GBP'));
alter table public.bookings add column if not exists late_cancellation boolean not null default false;
alter table public.bookings add column if not exists cancelled_by uuid references auth.users (id) on delete set null;
alter table public.bookings add column if not exists rescheduled_to uuid references public.bookings (id) on delete set null;
create index if not exists bookings_tutor_starts_idx on public.bookings (tutor_id, starts_at);

drop policy if exists "learners book an open future slot" on public.bookings;
drop policy if exists "learners cancel their bookings" on public.bookings;
drop policy if exists "learners read their bookings, admins read all" on public.bookings;
drop policy if exists "admins add bookings" on public.bookings;
drop policy if exists "admins change bookings" on public.bookings;
drop policy if exists "admins remove bookings" on public.bookings;
create policy "learners and tutors read their bookings, admins read all" on public.bookings
  for select to authenticated
  using (learner_id = (select auth.uid()) or tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "admins add bookings" on public.bookings
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change bookings" on public.bookings
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove bookings" on public.bookings
  for delete to authenticated using ((select public.has_admin_access()));

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
-- A tutor reads the name and learner profile of every learner with a booking with them.
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

drop policy if exists "tutors read their learners' names" on public.profiles;
create policy "tutors read their learners' names" on public.profiles
  for select to authenticated using ((select public.is_my_learner(id)));
drop policy if exists "tutors read their learners' profiles" on public.learner_profiles;
create policy "tutors read their learners' profiles" on public.learner_profiles
  for select to authenticated using ((select public.is_my_learner(user_id)));

alter table public.learner_profiles add column if not exists needs text[] not null default '{}';
alter table public.learner_profiles add column if not exists accommodations text not null default '';
alter table public.learner_profiles drop constraint if exists learner_profiles_accommodations_length;
alter table public.learner_profiles add constraint learner_profiles_accommodations_length check (char_length(accommodations) <= 2000);

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
