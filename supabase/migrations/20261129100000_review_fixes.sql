-- Rules found by reading the code, each closed where the data is written.
-- 1. book_session with the id of an existing booking returns it to its learner (an offline retry). The check compared
--    with <>, which is null, not true, once the learner has deleted their account: anyone who knew such a booking's id
--    got its row back. Now the same null-safe comparison as book_series.

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
    if v_row.learner_id is distinct from v_uid then
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

-- 2. A move does not reopen the free-cancellation window. A learner could move a lesson due in two hours to next
--    week (move_booking, or reschedule_booking, which handed the credit back even when late), then cancel it "in
--    time" and get the credit back: the tutor lost the slot and the lesson. Now a lesson the learner moves inside the
--    window keeps the window closed (free_cancel_until): a later cancellation by the learner is late, wherever the
--    lesson now lies, and costs the credit as the first cancellation would have. A move in time, or by the tutor or
--    an admin, changes nothing.
alter table public.bookings add column free_cancel_until timestamptz;
comment on column public.bookings.free_cancel_until is
  'Set when the learner moved the lesson inside the free-cancellation window: a cancellation by the learner from this instant on is late.';

create or replace function public.booking_keep_late_window() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_window interval := make_interval(hours => public.booking_setting('booking.free_cancel_hours', 24)::int);
begin
  if new.starts_at is distinct from old.starts_at and old.learner_id is not null
     and (select auth.uid()) is not distinct from old.learner_id and old.starts_at - now() < v_window then
    new.free_cancel_until := least(coalesce(old.free_cancel_until, now()), now());
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' and new.learner_id is not null
     and new.cancelled_by is not distinct from new.learner_id and new.free_cancel_until <= now() then
    new.late_cancellation := true;
  end if;
  return new;
end
$$;
revoke all on function public.booking_keep_late_window() from public, anon, authenticated;
create trigger bookings_keep_late_window before update of starts_at, status on public.bookings
  for each row execute function public.booking_keep_late_window();

-- A reschedule (the old lesson cancelled, a new one booked, linked by rescheduled_to) made late by the learner, or of
-- a lesson already moved late: the new lesson keeps the window closed.
create or replace function public.booking_reschedule_keeps_late_window() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.rescheduled_to is not null and old.rescheduled_to is null and new.learner_id is not null
     and new.cancelled_by is not distinct from new.learner_id and (new.late_cancellation or new.free_cancel_until is not null) then
    update public.bookings set free_cancel_until = least(coalesce(new.free_cancel_until, now()), now())
    where id = new.rescheduled_to and free_cancel_until is null;
  end if;
  return null;
end
$$;
revoke all on function public.booking_reschedule_keeps_late_window() from public, anon, authenticated;
create trigger bookings_reschedule_keeps_late_window after update of rescheduled_to on public.bookings
  for each row execute function public.booking_reschedule_keeps_late_window();

-- What the cancel dialog says follows the same rule.
create or replace function public.cancel_credit_preview(p_booking_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_paid boolean;
  v_late boolean;
begin
  select * into b from public.bookings where id = p_booking_id;
  if not found or not coalesce(b.learner_id = (select auth.uid()) or b.tutor_id = public.current_tutor_id()
                                or public.has_admin_access(), false) then
    return null;
  end if;
  v_paid := exists (select 1 from public.ledger_entries e where e.key = 'booked:' || b.id)
            and not exists (select 1 from public.ledger_entries e where e.key = 'back:' || b.id);
  v_late := b.starts_at - now() < make_interval(hours => public.booking_setting('booking.free_cancel_hours', 24)::int)
            or coalesce(b.free_cancel_until <= now(), false);
  return jsonb_build_object('paid_with_credit', v_paid,
                            'credit_back', v_paid and not (b.learner_id = (select auth.uid()) and v_late),
                            'late', v_late,
                            'free_cancel_hours', public.booking_setting('booking.free_cancel_hours', 24));
end
$$;
revoke all on function public.cancel_credit_preview(uuid) from public;
grant execute on function public.cancel_credit_preview(uuid) to authenticated;
