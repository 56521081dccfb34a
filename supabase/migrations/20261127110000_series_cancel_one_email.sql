-- "Cancel the rest of the series" is one email per person for the series (not one per lesson): the lessons to come
-- are cancelled one by one as before (cancel_booking: late when close), the per-lesson 'cancelled' emails that
-- queued are taken back, and one 'series_cancelled' email is queued instead, hung on the first lesson cancelled
-- (or, when only later weeks were left, on the series' last lesson). Its calendar file cancels the series'
-- remaining occurrences (METHOD:CANCEL, the series' UID, one RECURRENCE-ID each). Reminders stay per lesson.

alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('booked', 'cancelled', 'rescheduled', 'reminder', 'series_unavailable', 'series_cancelled'));

create or replace function public.cancel_series(p_series_id uuid) returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  s public.booking_series;
  b record;
  v_cancelled uuid[] := '{}';
  v_anchor public.bookings;
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
      v_cancelled := v_cancelled || b.id;
    end loop;
    -- Nothing left to cancel (every lesson past or cancelled already, no later week): no email.
    if cardinality(v_cancelled) > 0 or s.next_week < s.weeks then
      delete from public.notifications
      where booking_id = any (v_cancelled) and kind = 'cancelled' and status = 'queued';
      select * into v_anchor from public.bookings bk
      where bk.series_id = p_series_id
      order by (bk.id = any (v_cancelled)) desc,
               case when bk.id = any (v_cancelled) then bk.series_week end asc,
               bk.series_week desc
      limit 1;
      if found then
        perform public.queue_booking_notifications(v_anchor, 'series_cancelled');
      end if;
    end if;
  end if;
  return public.series_state(p_series_id);
end
$$;
revoke all on function public.cancel_series(uuid) from public;
grant execute on function public.cancel_series(uuid) to authenticated;
