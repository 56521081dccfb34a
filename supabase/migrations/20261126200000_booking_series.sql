-- Weekly lessons: a series books the same local time of the tutor every week for 2–16 weeks. Each occurrence is
-- expanded in the tutor's time zone ((local date + local time) AT TIME ZONE tz, so 17:00 New York stays 17:00 New
-- York across a DST change) and checked like a single booking: weekly hours, date overrides, buffer, minimum notice
-- and every existing booking, under the same per-tutor lock and the same exclusion constraint. Occurrences inside
-- the booking horizon are booked at once; later ones are booked by book_due_series() (called by the notification
-- worker each run) when they enter it, and the learner is emailed about one that cannot be booked then. A series
-- counts as one toward booking.max_upcoming_per_learner.

create table public.booking_series (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid default auth.uid() references auth.users (id) on delete set null,
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  -- The tutor's zone when the series was made, the ISO weekday and the local time there, and the first local date.
  timezone text not null,
  weekday smallint not null check (weekday between 1 and 7),
  local_time time not null,
  first_date date not null,
  weeks smallint not null check (weeks between 2 and 16),
  subject text check (char_length(subject) <= 64),
  note text not null default '' check (char_length(note) <= 1000),
  status text not null default 'active' check (status in ('active', 'cancelled')),
  -- Weeks 0 .. next_week - 1 have been tried (booked or skipped); the rest wait for the horizon.
  next_week smallint not null default 0,
  -- The weeks that could not be booked: [{"week": 8, "starts_at": "…", "reason": "slot_taken"}].
  skipped jsonb not null default '[]'::jsonb check (jsonb_typeof(skipped) = 'array'),
  created_at timestamptz not null default now(),
  cancelled_at timestamptz
);
create index booking_series_learner_idx on public.booking_series (learner_id);
create index booking_series_tutor_idx on public.booking_series (tutor_id);
create index booking_series_due_idx on public.booking_series (status) where status = 'active';

alter table public.bookings add column series_id uuid references public.booking_series (id) on delete set null;
alter table public.bookings add column series_week smallint check (series_week between 0 and 15);
create unique index bookings_series_week_idx on public.bookings (series_id, series_week) where series_id is not null;

alter table public.booking_series enable row level security;
revoke all on table public.booking_series from anon, authenticated;
grant select, insert, update, delete on table public.booking_series to authenticated;
create policy "learners and tutors read their series, admins read all" on public.booking_series
  for select to authenticated
  using (learner_id = (select auth.uid()) or tutor_id = (select public.current_tutor_id()) or (select public.has_admin_access()));
create policy "admins add series" on public.booking_series
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change series" on public.booking_series
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove series" on public.booking_series
  for delete to authenticated using ((select public.has_admin_access()));

-- The start of week p_week (0-based) of a series: the local date and time in the series' zone.
create or replace function public.series_occurrence(p_timezone text, p_first_date date, p_local_time time, p_week integer)
returns timestamptz
language sql immutable
set search_path = ''
as $$
  select ((p_first_date + p_week * 7) + p_local_time) at time zone p_timezone
$$;
revoke all on function public.series_occurrence(text, date, time, integer) from public;
grant execute on function public.series_occurrence(text, date, time, integer) to anon, authenticated, service_role;

-- Why one session of a tutor cannot start at p_starts_at (null: it can), as free_slots_as_of decides, with one
-- booking left out (p_exclude: the booking being moved). 'too_soon', 'slot_taken' (a booking or its buffer is in
-- the way), 'tutor_unavailable' (outside the weekly hours or date overrides), 'tutor_not_found'.
create or replace function public.slot_problem_as_of(p_tutor_id uuid, p_starts_at timestamptz, p_now timestamptz, p_exclude uuid default null)
returns text
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
  days as (
    select t.*, d::date as day
    from t, generate_series((p_starts_at at time zone t.tz)::date - 1, (p_starts_at at time zone t.tz)::date + 1, interval '1 day') as d
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
  )
  select case
    when not exists (select 1 from t) then 'tutor_not_found'
    when p_starts_at < p_now + public.booking_min_notice() then 'too_soon'
    when exists (
      select 1 from public.bookings bk, t
      where bk.tutor_id = p_tutor_id and bk.status <> 'cancelled' and bk.id is distinct from p_exclude
        and tstzrange(bk.starts_at, bk.ends_at) && tstzrange(p_starts_at, p_starts_at + t.len)
    ) then 'slot_taken'
    when not exists (
      select 1 from windows w
      where p_starts_at >= w.ws and p_starts_at + w.len <= w.we
        and exists (select 1 from generate_series(w.ws, w.we - w.len, w.len + w.buf) s where s = p_starts_at)
    ) then 'tutor_unavailable'
    when exists (
      select 1 from public.bookings bk, t
      where bk.tutor_id = p_tutor_id and bk.status <> 'cancelled' and bk.id is distinct from p_exclude
        and tstzrange(bk.starts_at, bk.ends_at) && tstzrange(p_starts_at - t.buf, p_starts_at + t.len + t.buf)
    ) then 'slot_taken'
  end
$$;
revoke all on function public.slot_problem_as_of(uuid, timestamptz, timestamptz, uuid) from public, anon, authenticated;

create or replace function public.booking_horizon() returns interval
language sql stable security definer
set search_path = ''
as $$
  select make_interval(days => public.booking_setting('booking.horizon_days', 90)::int)
$$;
revoke all on function public.booking_horizon() from public;
grant execute on function public.booking_horizon() to anon, authenticated, service_role;

-- The dates of a series before it is booked: per week, 'available', 'unavailable' (reason) or 'later' (beyond the
-- horizon today: booked when it enters it, checked then).
create or replace function public.preview_series_as_of(p_tutor_id uuid, p_starts_at timestamptz, p_weeks integer, p_now timestamptz)
returns table (week integer, starts_at timestamptz, ends_at timestamptz, status text, reason text)
language sql stable security definer
set search_path = ''
as $$
  with t as (
    select tu.id, coalesce(nullif(tu.timezone, ''), 'UTC') as tz, make_interval(mins => tu.session_minutes) as len
    from public.tutors tu where tu.id = p_tutor_id and tu.is_active
  ),
  occ as (
    select k as week, public.series_occurrence(t.tz, (p_starts_at at time zone t.tz)::date, (p_starts_at at time zone t.tz)::time, k) as s, t.len
    from t, generate_series(0, least(greatest(coalesce(p_weeks, 0), 0), 16) - 1) as k
  ),
  checked as (
    select o.week, o.s, o.len,
           case when o.s > p_now + public.booking_horizon() then null
                else public.slot_problem_as_of(p_tutor_id, o.s, p_now, null) end as problem
    from occ o
  )
  select c.week, c.s, c.s + c.len,
         case when c.s > p_now + public.booking_horizon() then 'later'
              when c.problem is null then 'available' else 'unavailable' end,
         c.problem
  from checked c
  order by c.week
$$;
revoke all on function public.preview_series_as_of(uuid, timestamptz, integer, timestamptz) from public, anon, authenticated;

create or replace function public.preview_series(p_tutor_id uuid, p_starts_at timestamptz, p_weeks integer)
returns table (week integer, starts_at timestamptz, ends_at timestamptz, status text, reason text)
language sql stable security definer
set search_path = ''
as $$
  select * from public.preview_series_as_of(p_tutor_id, p_starts_at, p_weeks, now())
$$;
revoke all on function public.preview_series(uuid, timestamptz, integer) from public;
grant execute on function public.preview_series(uuid, timestamptz, integer) to anon, authenticated, service_role;

-- A series as the app shows it: per week its date, 'booked' / 'cancelled' (with the booking; moved when the
-- booking's start is not the week's), 'unavailable' (reason) or 'later'.
create or replace function public.series_state(p_series_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'series_id', s.id, 'tutor_id', s.tutor_id, 'learner_id', s.learner_id, 'weeks', s.weeks, 'status', s.status,
    'timezone', s.timezone, 'local_time', s.local_time, 'weekday', s.weekday, 'subject', s.subject,
    'dates', (
      select jsonb_agg(jsonb_build_object(
        'week', k,
        'starts_at', coalesce(b.starts_at, public.series_occurrence(s.timezone, s.first_date, s.local_time, k)),
        'planned_at', public.series_occurrence(s.timezone, s.first_date, s.local_time, k),
        'status', case when b.id is not null then case when b.status = 'cancelled' then 'cancelled' else 'booked' end
                       when sk.e is not null then 'unavailable'
                       when s.status = 'cancelled' then 'cancelled'
                       else 'later' end,
        'reason', sk.e ->> 'reason',
        'booking_id', b.id,
        'moved', b.id is not null and b.starts_at <> public.series_occurrence(s.timezone, s.first_date, s.local_time, k)
      ) order by k)
      from generate_series(0, s.weeks - 1) as k
      left join public.bookings b on b.series_id = s.id and b.series_week = k
      left join lateral (select e from jsonb_array_elements(s.skipped) e where (e ->> 'week')::int = k limit 1) sk on true
    )
  )
  from public.booking_series s
  where s.id = p_series_id
$$;
revoke all on function public.series_state(uuid) from public, anon, authenticated;
grant execute on function public.series_state(uuid) to service_role;

-- The series of the caller (learner, tutor or admin) with its dates.
create or replace function public.my_series_state(p_series_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select public.series_state(s.id) from public.booking_series s
  where s.id = p_series_id
    and (s.learner_id = (select auth.uid()) or s.tutor_id = public.current_tutor_id() or public.has_admin_access())
$$;
revoke all on function public.my_series_state(uuid) from public;
grant execute on function public.my_series_state(uuid) to authenticated;

-- Try week p_week of a series (the caller holds the tutor's lock): book it, or record why not. Returns the status:
-- 'booked', 'unavailable' or 'later' (beyond the horizon as of p_now: nothing recorded).
create or replace function public.series_try_week(p_series_id uuid, p_week integer, p_now timestamptz) returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.booking_series;
  v_tutor public.tutors;
  v_start timestamptz;
  v_problem text;
begin
  select * into s from public.booking_series where id = p_series_id;
  select * into v_tutor from public.tutors where id = s.tutor_id;
  v_start := public.series_occurrence(s.timezone, s.first_date, s.local_time, p_week);
  if v_start > p_now + public.booking_horizon() then
    return 'later';
  end if;
  v_problem := public.slot_problem_as_of(s.tutor_id, v_start, p_now, null);
  if v_problem is null then
    begin
      insert into public.bookings (learner_id, tutor_id, starts_at, ends_at, status, note, subject, price_minor, currency,
                                   series_id, series_week)
      values (s.learner_id, s.tutor_id, v_start, v_start + make_interval(mins => v_tutor.session_minutes), 'confirmed',
              s.note, s.subject, round(v_tutor.hourly_rate_minor * v_tutor.session_minutes / 60.0)::int, v_tutor.currency,
              s.id, p_week);
    exception when exclusion_violation then
      v_problem := 'slot_taken';
    end;
  end if;
  if v_problem is not null then
    update public.booking_series
    set skipped = skipped || jsonb_build_array(jsonb_build_object('week', p_week, 'starts_at', v_start, 'reason', v_problem))
    where id = p_series_id;
    return 'unavailable';
  end if;
  return 'booked';
end
$$;
revoke all on function public.series_try_week(uuid, integer, timestamptz) from public, anon, authenticated;

-- Book a weekly series from its first lesson (p_starts_at, a free slot's start) for p_weeks weeks (2–16). p_id is
-- made by the client: sending the same request again returns the same series. Returns series_state(): each date
-- booked, not available (and why) or later. Refused as a whole only when no date at all can be booked.
create or replace function public.book_series(
  p_id uuid, p_tutor_id uuid, p_starts_at timestamptz, p_weeks integer, p_subject text default null, p_note text default ''
) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_tutor public.tutors;
  v_existing public.booking_series;
  v_cap int := public.booking_setting('booking.max_upcoming_per_learner', 8)::int;
  v_tz text;
  v_local timestamp;
  v_status text;
  v_booked int := 0;
  v_later int := 0;
  v_next int;
  v_first uuid;
  k int;
begin
  if v_uid is null then
    raise exception 'Sign in to book' using errcode = '42501';
  end if;
  if p_id is null or p_tutor_id is null or p_starts_at is null or p_weeks is null or p_weeks not between 2 and 16 then
    perform public.raise_booking_error('invalid_request');
  end if;
  select * into v_existing from public.booking_series where id = p_id;
  if found then
    if v_existing.learner_id is distinct from v_uid then
      perform public.raise_booking_error('invalid_request');
    end if;
    return public.series_state(p_id);
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

  -- A series counts as one: upcoming bookings of the same series are counted once.
  if (select count(distinct coalesce(b.series_id, b.id)) from public.bookings b
      where b.learner_id = v_uid and b.status in ('pending', 'confirmed') and b.ends_at > now()) >= v_cap then
    perform public.raise_booking_error('too_many_upcoming');
  end if;
  if p_starts_at > now() + public.booking_horizon() then
    perform public.raise_booking_error('slot_unavailable');
  end if;

  v_tz := coalesce(nullif(v_tutor.timezone, ''), 'UTC');
  v_local := p_starts_at at time zone v_tz;
  insert into public.booking_series (id, learner_id, tutor_id, timezone, weekday, local_time, first_date, weeks, subject, note)
  values (p_id, v_uid, p_tutor_id, v_tz, extract(isodow from v_local)::smallint, v_local::time, v_local::date, p_weeks,
          p_subject, coalesce(p_note, ''));

  v_next := p_weeks;
  for k in 0 .. p_weeks - 1 loop
    v_status := public.series_try_week(p_id, k, now());
    if v_status = 'later' then
      v_next := k;
      v_later := p_weeks - k;
      exit;
    end if;
    if v_status = 'booked' then
      v_booked := v_booked + 1;
    end if;
  end loop;
  if v_booked = 0 and v_later = 0 then
    perform public.raise_booking_error('slot_unavailable');
  end if;
  update public.booking_series set next_week = v_next where id = p_id;

  -- One "booked" email for the whole series, about its first booked lesson (the email carries the series).
  select b.id into v_first from public.bookings b where b.series_id = p_id order by b.series_week limit 1;
  if v_first is not null then
    perform public.queue_booking_notifications(b, 'booked') from public.bookings b where b.id = v_first;
  end if;
  return public.series_state(p_id);
end
$$;
revoke all on function public.book_series(uuid, uuid, timestamptz, integer, text, text) from public;
grant execute on function public.book_series(uuid, uuid, timestamptz, integer, text, text) to authenticated;

-- The rolling window: occurrences that have entered the horizon (as of p_now) are booked, each checked then; one
-- that cannot be booked is recorded and its learner emailed ('series_unavailable'). Each series in a
-- subtransaction of its own. Returns {"booked": n, "unavailable": n, "failed": [{"series_id", "error"}]}.
create or replace function public.book_due_series_as_of(p_now timestamptz, p_series_id uuid default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.booking_series;
  v_status text;
  v_booked int := 0;
  v_unavailable int := 0;
  v_failed jsonb := '[]'::jsonb;
  v_next int;
  v_anchor uuid;
  k int;
begin
  for s in select * from public.booking_series bs
           where bs.status = 'active' and bs.learner_id is not null and bs.next_week < bs.weeks
             and (p_series_id is null or bs.id = p_series_id)
             and public.series_occurrence(bs.timezone, bs.first_date, bs.local_time, bs.next_week) <= p_now + public.booking_horizon()
           order by bs.created_at
  loop
    begin
      perform pg_advisory_xact_lock(hashtextextended('booking:' || s.tutor_id::text, 0));
      v_next := s.weeks;
      for k in s.next_week .. s.weeks - 1 loop
        v_status := public.series_try_week(s.id, k, p_now);
        if v_status = 'later' then
          v_next := k;
          exit;
        elsif v_status = 'booked' then
          v_booked := v_booked + 1;
        else
          v_unavailable := v_unavailable + 1;
          -- The email hangs on a booking of the series (the queue's rows are per booking), the week names the date.
          select b.id into v_anchor from public.bookings b where b.series_id = s.id order by b.series_week limit 1;
          if v_anchor is not null then
            insert into public.notifications (booking_id, recipient_id, recipient_role, kind, series_week)
            values (v_anchor, s.learner_id, 'learner', 'series_unavailable', k)
            on conflict do nothing;
          end if;
        end if;
      end loop;
      update public.booking_series set next_week = v_next where id = s.id;
    exception when others then
      raise warning 'book_due_series: series % skipped: % (%)', s.id, sqlerrm, sqlstate;
      v_failed := v_failed || jsonb_build_object('series_id', s.id, 'error', left(sqlerrm, 500));
    end;
  end loop;
  return jsonb_build_object('booked', v_booked, 'unavailable', v_unavailable, 'failed', v_failed);
end
$$;
revoke all on function public.book_due_series_as_of(timestamptz, uuid) from public, anon, authenticated;

create or replace function public.book_due_series() returns jsonb
language sql security definer
set search_path = ''
as $$
  select public.book_due_series_as_of(now())
$$;
revoke all on function public.book_due_series() from public, anon, authenticated;
grant execute on function public.book_due_series() to service_role;

-- Move one booking (of a series or not) to another free time: one update of the same row (no cancellation, no
-- second booking, never a late cancellation), checked like a booking with the row itself left out. The learner, the
-- tutor or an admin; before the lesson starts; inside the horizon.
create or replace function public.move_booking(p_id uuid, p_starts_at timestamptz) returns public.bookings
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_row public.bookings;
  v_problem text;
begin
  if p_id is null or p_starts_at is null then
    perform public.raise_booking_error('invalid_request');
  end if;
  select * into v_row from public.bookings where id = p_id;
  if not found or not coalesce(v_row.learner_id = v_uid or v_row.tutor_id = public.current_tutor_id() or public.has_admin_access(), false) then
    perform public.raise_booking_error('booking_not_found');
  end if;
  perform pg_advisory_xact_lock(hashtextextended('booking:' || v_row.tutor_id::text, 0));
  select * into v_row from public.bookings where id = p_id for update;
  if v_row.status = 'cancelled' then
    perform public.raise_booking_error('booking_cancelled');
  end if;
  if v_row.starts_at <= now() then
    perform public.raise_booking_error('already_started');
  end if;
  if v_row.starts_at = p_starts_at then
    return v_row;
  end if;
  if p_starts_at > now() + public.booking_horizon() then
    perform public.raise_booking_error('slot_unavailable');
  end if;
  v_problem := public.slot_problem_as_of(v_row.tutor_id, p_starts_at, now(), p_id);
  if v_problem is not null then
    perform public.raise_booking_error(case when v_problem = 'slot_taken' then 'slot_taken' else 'slot_unavailable' end);
  end if;
  perform set_config('summit.booking_write', 'on', true);
  begin
    update public.bookings set starts_at = p_starts_at, ends_at = p_starts_at + (v_row.ends_at - v_row.starts_at)
    where id = p_id
    returning * into v_row;
  exception when exclusion_violation then
    perform public.raise_booking_error('slot_taken');
  end;
  perform set_config('summit.booking_write', '', true);
  -- One "moved" email about this booking (a series keeps its UID; the email is the override).
  delete from public.notifications where booking_id = p_id and kind = 'rescheduled' and status in ('queued', 'sent', 'failed');
  perform public.queue_booking_notifications(v_row, 'rescheduled');
  return v_row;
end
$$;
revoke all on function public.move_booking(uuid, timestamptz) from public;
grant execute on function public.move_booking(uuid, timestamptz) to authenticated;

-- Cancel the rest of a series: its lessons still to come are cancelled (each as cancel_booking does, late when
-- close), and no later week is booked. The learner, the tutor or an admin.
create or replace function public.cancel_series(p_series_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  s public.booking_series;
  b record;
begin
  select * into s from public.booking_series where id = p_series_id for update;
  if not found or not coalesce(s.learner_id = v_uid or s.tutor_id = public.current_tutor_id() or public.has_admin_access(), false) then
    perform public.raise_booking_error('booking_not_found');
  end if;
  if s.status <> 'cancelled' then
    update public.booking_series set status = 'cancelled', cancelled_at = now() where id = p_series_id;
    for b in select id from public.bookings
             where series_id = p_series_id and status in ('pending', 'confirmed') and starts_at > now()
             order by starts_at
    loop
      perform public.cancel_booking(b.id);
    end loop;
  end if;
  return public.series_state(p_series_id);
end
$$;
revoke all on function public.cancel_series(uuid) from public;
grant execute on function public.cancel_series(uuid) to authenticated;

-- Book one free slot: as before, except that a series counts as one toward the upcoming cap.
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

  if (select count(distinct coalesce(b.series_id, b.id)) from public.bookings b
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

-- Emails: a lesson of a series gets no "booked" email of its own (book_series queues one for the series); a week
-- that could not be booked later is a 'series_unavailable' email to the learner, one per week.
alter table public.notifications add column series_week smallint;
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('booked', 'cancelled', 'rescheduled', 'reminder', 'series_unavailable'));
alter table public.notifications drop constraint notifications_booking_id_recipient_id_kind_key;
alter table public.notifications add constraint notifications_booking_id_recipient_id_kind_week_key
  unique nulls not distinct (booking_id, recipient_id, kind, series_week);

create or replace function public.queue_booking_notifications(p_booking public.bookings, p_kind text) returns void
language sql security definer
set search_path = ''
as $$
  insert into public.notifications (booking_id, recipient_id, recipient_role, kind)
  select p_booking.id, r.id, r.role, p_kind
  from (
    select p_booking.learner_id as id, 'learner' as role
    union all
    select t.user_id, 'tutor' from public.tutors t where t.id = p_booking.tutor_id and t.user_id is not null
  ) r
  where r.id is not null
  on conflict (booking_id, recipient_id, kind, series_week) do nothing
$$;
revoke all on function public.queue_booking_notifications(public.bookings, text) from public, anon, authenticated;

create or replace function public.bookings_notify() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'confirmed') and new.series_id is null then
      perform public.queue_booking_notifications(new, 'booked');
    end if;
  elsif new.rescheduled_to is not null and old.rescheduled_to is null then
    -- A reschedule: one "moved" email about the new booking instead of "cancelled" + "booked".
    delete from public.notifications where status = 'queued'
      and ((booking_id = old.id and kind = 'cancelled') or (booking_id = new.rescheduled_to and kind = 'booked'));
    perform public.queue_booking_notifications(b, 'rescheduled') from public.bookings b where b.id = new.rescheduled_to;
  elsif new.status = 'cancelled' and old.status <> 'cancelled' then
    perform public.queue_booking_notifications(new, 'cancelled');
  end if;
  return null;
end
$$;
revoke all on function public.bookings_notify() from public, anon, authenticated;

-- What the worker needs to write a series email: the series of a booking (null: none), with its dates.
create or replace function public.booking_series_for_email(p_booking_id uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select public.series_state(b.series_id) from public.bookings b where b.id = p_booking_id and b.series_id is not null
$$;
revoke all on function public.booking_series_for_email(uuid) from public, anon, authenticated;
grant execute on function public.booking_series_for_email(uuid) to service_role;

-- Export: the caller's series (their lessons are in 'bookings').
alter function public.export_my_data() rename to export_my_data_before_series;
revoke all on function public.export_my_data_before_series() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_series() || jsonb_build_object(
    'booking_series', (
      select coalesce(jsonb_agg(to_jsonb(s) || jsonb_build_object('tutor_name', tu.full_name) order by s.created_at), '[]'::jsonb)
      from public.booking_series s left join public.tutors tu on tu.id = s.tutor_id where s.learner_id = (select auth.uid())));
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

-- Account deletion: the caller's series end (no later week is booked; the lessons to come are cancelled by the
-- function called last, as every other upcoming session); the series rows stay for the tutor, unlinked, note cleared.
alter function public.delete_my_account() rename to delete_my_account_before_series;
revoke all on function public.delete_my_account_before_series() from public, anon, authenticated;

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
  update public.booking_series set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now()), note = ''
  where learner_id = uid;
  -- The freshness check runs in the function called last; a refusal there rolls this back too.
  perform public.delete_my_account_before_series();
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
