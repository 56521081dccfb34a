-- Three rules the earlier migrations left open, each closed where the data is written:
-- 1. The age bracket is given once: a learner could delete their learner profile row and answer again (the guard
--    fired on update only). A learner's own delete now keeps a row that holds a bracket; admins (at aal2), the
--    service role and account deletion (which runs as the owner) still remove it.
-- 2. A refunded order's credits stay refunded: a lesson booked with one of them and then cancelled in time gave the
--    credit back to the order's lot, where it could be spent again. It now goes back and out at once (a refund
--    movement the learner sees), so the balance stays as the refund left it.
-- 3. A reschedule keeps its credit with the lesson: the old lesson's credit came back only after the new lesson had
--    been booked, so a learner on their last credit got the new lesson without a credit (or, with
--    booking.without_credits off, was refused) and kept the old credit. The credit now comes back first.

-- 1 ----------------------------------------------------------------------------------------------------------------
create or replace function public.learner_age_bracket_kept() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.age_bracket is not null and current_user = 'authenticated' and not (select public.has_admin_access()) then
    raise exception 'The age bracket is given once; ask the team to change it' using errcode = 'P0001', hint = 'age_bracket_set';
  end if;
  return old;
end
$$;
create trigger learner_profiles_age_bracket_kept before delete on public.learner_profiles
  for each row execute function public.learner_age_bracket_kept();

-- 2 ----------------------------------------------------------------------------------------------------------------
create or replace function public.booking_give_back(p_booking public.bookings, p_reason text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_taken record;
  v_refunded uuid;
begin
  select l.account_id, l.lot_id, e.id into v_taken
  from public.ledger_entries e join public.ledger_lines l on l.entry_id = e.id and l.lot_id is not null
  where e.key = 'booked:' || p_booking.id;
  if not found then
    return;
  end if;
  perform 1 from public.ledger_accounts where id = v_taken.account_id for update;
  if public.ledger_post('given_back', 'back:' || p_booking.id, jsonb_build_array(
       jsonb_build_object('account', v_taken.account_id, 'amount', 1, 'lot', v_taken.lot_id),
       jsonb_build_object('account', public.ledger_account('tutor_lessons', 'credit', null, p_booking.tutor_id), 'amount', -1)),
       null, p_booking.id, p_reason) is null then
    return; -- given back before
  end if;
  select o.id into v_refunded from public.credit_lots lot join public.credit_orders o on o.id = lot.order_id
  where lot.id = v_taken.lot_id and o.status = 'refunded';
  if v_refunded is not null then
    perform public.ledger_post('refund', 'refund-back:' || p_booking.id, jsonb_build_array(
      jsonb_build_object('account', v_taken.account_id, 'amount', -1, 'lot', v_taken.lot_id),
      jsonb_build_object('account', public.ledger_account('platform_credits', 'credit'), 'amount', 1)),
      v_refunded, p_booking.id, 'order_refunded');
  end if;
end
$$;
revoke all on function public.booking_give_back(public.bookings, text) from public, anon, authenticated;

-- 3 ----------------------------------------------------------------------------------------------------------------
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
  -- The old lesson's credit first, so that the new lesson takes it (linking them below finds it given back).
  perform public.booking_give_back(v_old, 'rescheduled');
  v_new := public.book_session(p_new_id, v_old.tutor_id, p_starts_at, v_old.subject, v_old.note);
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings set rescheduled_to = v_new.id where id = p_id;
  perform set_config('summit.booking_write', '', true);
  return v_new;
end
$$;
revoke all on function public.reschedule_booking(uuid, uuid, timestamptz) from public;
grant execute on function public.reschedule_booking(uuid, uuid, timestamptz) to authenticated;

-- 4 ----------------------------------------------------------------------------------------------------------------
-- The rolling window re-reads each series under its row lock once it holds the tutor's lock: a series cancelled (or
-- advanced) since the loop's snapshot is left alone, so no lesson is booked for a series its learner has just
-- cancelled. cancel_series takes the same row lock.
create or replace function public.book_due_series_as_of(p_now timestamptz, p_series_id uuid default null) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  s public.booking_series;
  w record;
  v_booked int := 0;
  v_unavailable int := 0;
  v_failed jsonb := '[]'::jsonb;
  v_next int;
  v_anchor uuid;
begin
  for s in select * from public.booking_series bs
           where bs.status = 'active' and bs.learner_id is not null and bs.next_week < bs.weeks
             and (p_series_id is null or bs.id = p_series_id)
             and public.series_occurrence(bs.timezone, bs.first_date, bs.local_time, bs.next_week) <= p_now + public.booking_horizon()
           order by bs.created_at
  loop
    begin
      perform pg_advisory_xact_lock(hashtextextended('booking:' || s.tutor_id::text, 0));
      select * into s from public.booking_series bs where bs.id = s.id for update;
      if not found or s.status <> 'active' or s.learner_id is null or s.next_week >= s.weeks then
        continue;
      end if;
      v_next := s.weeks;
      for w in select * from public.series_try_weeks(s.id, s.next_week, s.weeks - 1, p_now) t order by t.week loop
        if w.status = 'later' then
          v_next := least(v_next, w.week);
        elsif w.status = 'booked' then
          v_booked := v_booked + 1;
        else
          v_unavailable := v_unavailable + 1;
          -- The email hangs on a booking of the series (the queue's rows are per booking), the week names the date.
          select b.id into v_anchor from public.bookings b where b.series_id = s.id order by b.series_week limit 1;
          if v_anchor is not null then
            insert into public.notifications (booking_id, recipient_id, recipient_role, kind, series_week)
            values (v_anchor, s.learner_id, 'learner', 'series_unavailable', w.week)
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

-- 5 ----------------------------------------------------------------------------------------------------------------
-- A tutor can delete their account. The base deletion unlinks the tutor profile (tutors.user_id), which the tutors'
-- guard refused for any signed-in caller but an admin, so the whole deletion rolled back. The deletion now marks
-- its writes (as the booking functions do) and the guard lets them through. The profile also leaves the directory
-- (inactive), its upcoming lessons are cancelled as by the tutor (the learners get their credit back and the
-- cancellation email) and its weekly series end, so no learner is left booked with nobody.
create or replace function public.guard_tutor_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Values derived by other triggers (rating and review count from reviews) are not the caller's edits; nor is the
  -- unlinking of a profile by its own account's deletion (delete_my_account marks it).
  if (select auth.role()) = 'authenticated' and pg_trigger_depth() <= 1 and not (select public.has_admin_access())
     and coalesce(current_setting('summit.account_delete', true), '') <> 'on' then
    if (new.id, new.user_id, new.slug, new.is_active, new.rating, new.review_count, new.hourly_rate_minor, new.currency)
       is distinct from (old.id, old.user_id, old.slug, old.is_active, old.rating, old.review_count, old.hourly_rate_minor, old.currency) then
      raise exception 'Only an admin can change approval, rate, rating or identity of a tutor' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.guard_tutor_update() from public, anon, authenticated;

alter function public.delete_my_account() rename to delete_my_account_before_tutors;
revoke all on function public.delete_my_account_before_tutors() from public, anon, authenticated;

create or replace function public.delete_my_account() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  v_tutors uuid[];
begin
  if uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  -- The freshness check runs in the function called last; a refusal there rolls this back too.
  perform set_config('summit.account_delete', 'on', true);
  select coalesce(array_agg(t.id), '{}') into v_tutors from public.tutors t where t.user_id = uid;
  if cardinality(v_tutors) > 0 then
    update public.booking_series set status = 'cancelled', cancelled_at = coalesce(cancelled_at, now())
    where tutor_id = any (v_tutors) and status = 'active';
    perform set_config('summit.booking_write', 'on', true);
    update public.bookings set status = 'cancelled', cancelled_by = null, late_cancellation = false
    where tutor_id = any (v_tutors) and status in ('pending', 'confirmed') and starts_at > now();
    update public.tutors set is_active = false where id = any (v_tutors);
  end if;
  perform public.delete_my_account_before_tutors();
  perform set_config('summit.account_delete', '', true);
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
