-- A weekly series when lesson credits run short (booking.without_credits off). Its due weeks were booked in one
-- insert, and the first week without a credit refused them all: the rolling window logged the series as failed at
-- every run and never told the learner, and booking a series with fewer credits than free weeks was refused whole.
-- Now the weeks are booked in order while credits last; a week without one is skipped with the reason 'no_credits'
-- (shown beside its date; the learner gets the "could not be booked" email, saying why), and later weeks are tried
-- again as they come due, so buying a plan lets the series go on. Booking a series with no credit at all is refused
-- with 'no_credits', as a single lesson is.

create or replace function public.series_try_weeks(p_series_id uuid, p_from_week integer, p_to_week integer, p_now timestamptz)
returns table (week integer, status text)
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.booking_series;
  v_tutor public.tutors;
  v_weeks int[] := '{}';
  v_starts timestamptz[] := '{}';
  v_free int[];
  v_later int[] := '{}';
  v_skipped jsonb;
  v_start timestamptz;
  v_collided boolean := false;
  v_short boolean := false;
  k int;
begin
  select * into s from public.booking_series bs where bs.id = p_series_id;
  select * into v_tutor from public.tutors tu where tu.id = s.tutor_id;
  for k in greatest(p_from_week, 0) .. least(p_to_week, s.weeks - 1) loop
    v_start := public.series_occurrence(s.timezone, s.first_date, s.local_time, k);
    if v_start > p_now + public.booking_horizon() or cardinality(v_later) > 0 then
      v_later := v_later || k;
    else
      v_weeks := v_weeks || k;
      v_starts := v_starts || v_start;
    end if;
  end loop;

  if cardinality(v_weeks) > 0 then
    select coalesce(array_agg(o.wk order by o.wk) filter (where p.problem is null), '{}'),
           coalesce(jsonb_agg(jsonb_build_object('week', o.wk, 'starts_at', o.ts, 'reason', p.problem) order by o.wk)
                      filter (where p.problem is not null), '[]'::jsonb)
    into v_free, v_skipped
    from unnest(v_weeks, v_starts) as o(wk, ts)
    left join public.slot_problems_as_of(s.tutor_id, v_starts, p_now, null) p on p.starts_at = o.ts;

    if cardinality(v_free) > 0 then
      begin
        insert into public.bookings (learner_id, tutor_id, starts_at, ends_at, status, note, subject, price_minor, currency,
                                     series_id, series_week)
        select s.learner_id, s.tutor_id, o.ts, o.ts + make_interval(mins => v_tutor.session_minutes), 'confirmed',
               s.note, s.subject, round(v_tutor.hourly_rate_minor * v_tutor.session_minutes / 60.0)::int, v_tutor.currency,
               s.id, o.wk
        from unnest(v_weeks, v_starts) as o(wk, ts)
        where o.wk = any (v_free);
      exception
        when exclusion_violation then
          v_collided := true;
        when raise_exception then
          -- No credit for one of the weeks (booking.without_credits off): try them one by one, in order, so the
          -- earlier weeks take the credits there are and the rest are skipped with their reason.
          if sqlerrm <> 'no_credits' then
            raise;
          end if;
          v_collided := true;
          v_short := true;
      end;
    end if;

    if v_collided and cardinality(v_free) > 1 then
      -- Record what the set-based check found, then try the free weeks one by one.
      if jsonb_array_length(v_skipped) > 0 then
        update public.booking_series set skipped = skipped || v_skipped where id = p_series_id;
      end if;
      return query select o.wk, 'unavailable'::text from unnest(v_weeks) as o(wk) where not (o.wk = any (v_free));
      foreach k in array v_free loop
        return query select * from public.series_try_weeks(p_series_id, k, k, p_now);
      end loop;
      return query select l.wk, 'later'::text from unnest(v_later) as l(wk);
      return;
    elsif v_collided then
      v_skipped := v_skipped || jsonb_build_array(jsonb_build_object('week', v_free[1], 'starts_at', v_starts[array_position(v_weeks, v_free[1])],
                                                                     'reason', case when v_short then 'no_credits' else 'slot_taken' end));
      v_free := '{}';
    end if;

    if jsonb_array_length(v_skipped) > 0 then
      update public.booking_series set skipped = skipped || v_skipped where id = p_series_id;
    end if;
  end if;

  return query
    select o.wk, case when o.wk = any (v_free) then 'booked' else 'unavailable' end from unnest(v_weeks) as o(wk)
    union all
    select l.wk, 'later' from unnest(v_later) as l(wk)
    order by 1;
end
$$;
revoke all on function public.series_try_weeks(uuid, integer, integer, timestamptz) from public, anon, authenticated;

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
  v_booked int;
  v_later int;
  v_next int;
  v_first uuid;
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

  select count(*) filter (where w.status = 'booked'), count(*) filter (where w.status = 'later'),
         coalesce(min(w.week) filter (where w.status = 'later'), p_weeks)
  into v_booked, v_later, v_next
  from public.series_try_weeks(p_id, 0, p_weeks - 1, now()) w;
  -- Nothing booked because a free week found no credit: refused, as a single lesson is (the learner can buy a plan);
  -- the weeks beyond the horizon would meet the same.
  if v_booked = 0 and exists (select 1 from public.booking_series bs, jsonb_array_elements(bs.skipped) e
                              where bs.id = p_id and e ->> 'reason' = 'no_credits') then
    perform public.raise_booking_error('no_credits');
  end if;
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
