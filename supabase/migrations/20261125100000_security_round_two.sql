-- Security and reliability, second round: a deleted account breaks no one else's bookings or emails; computed
-- tutor columns are written only by their triggers; tutor notes stay on the tutor's learners; a tutor reads a
-- learner's profile only around a session; the directory search writes nothing; row caps and a rate limit on
-- every table the anon or a user can insert into.

-- 8. Deleting an account ------------------------------------------------------------------------------------------
-- Booking emails go to the people a booking still has: a booking whose learner deleted their account has only its
-- tutor left (before, the learner's null id failed the queue's NOT NULL recipient, and with it the cancellation or
-- the reminder run).
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
  on conflict (booking_id, recipient_id, kind) do nothing
$$;
revoke all on function public.queue_booking_notifications(public.bookings, text) from public, anon, authenticated;

-- Reminders for confirmed sessions starting within the next 24 hours (once per booking and recipient). Each
-- booking is queued on its own: one that fails is reported (a warning in the database log, and its count in
-- the result's complement) and skipped, never blocking the others.
create or replace function public.enqueue_booking_reminders() returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  n integer := 0;
  b public.bookings;
begin
  for b in select * from public.bookings
           where status = 'confirmed' and starts_at > now() and starts_at <= now() + interval '24 hours'
             and created_at < starts_at - interval '24 hours'
           order by starts_at
  loop
    begin
      perform public.queue_booking_notifications(b, 'reminder');
      n := n + 1;
    exception when others then
      raise warning 'enqueue_booking_reminders: booking % skipped: % (%)', b.id, sqlerrm, sqlstate;
    end;
  end loop;
  return n;
end
$$;
revoke all on function public.enqueue_booking_reminders() from public, anon, authenticated;
grant execute on function public.enqueue_booking_reminders() to service_role;

-- Emails about a booking whose learner deleted their account: learner_name is null (the worker writes "Deleted
-- account" in the recipient's language), otherwise the learner's name as before.
create or replace function public.claim_notifications(p_limit integer default 20)
returns table (
  id uuid, kind text, recipient_role text, email text, recipient_name text, locale text, timezone text,
  booking_id uuid, starts_at timestamptz, ends_at timestamptz, status text, subject text, tutor_name text,
  learner_name text, tutor_timezone text, attempts integer
)
language sql volatile security definer
set search_path = ''
as $$
  with picked as (
    select n.id from public.notifications n
    where n.status = 'queued' or (n.status = 'sending' and n.claimed_at < now() - interval '5 minutes')
    order by n.created_at
    limit greatest(1, least(p_limit, 100))
    for update skip locked
  ),
  claimed as (
    update public.notifications n
    set status = 'sending', claimed_at = now(), attempts = n.attempts + 1
    from picked where n.id = picked.id
    returning n.*
  )
  select c.id, c.kind, c.recipient_role, u.email::text, coalesce(p.full_name, ''),
         coalesce(lp.preferred_locale, 'en-US'),
         coalesce(nullif(lp.preferred_timezone, ''), case when c.recipient_role = 'tutor' then t.timezone end, l.timezone, 'UTC'),
         b.id, b.starts_at, b.ends_at, b.status, b.subject, t.full_name, case when b.learner_id is not null then coalesce(lpn.full_name, '') end, t.timezone, c.attempts
  from claimed c
  join public.bookings b on b.id = c.booking_id
  join public.tutors t on t.id = b.tutor_id
  join auth.users u on u.id = c.recipient_id
  left join public.profiles p on p.id = c.recipient_id
  left join public.profiles lpn on lpn.id = b.learner_id
  left join public.user_locale_preferences lp on lp.user_id = c.recipient_id
  left join public.learner_profiles l on l.user_id = c.recipient_id
$$;
revoke all on function public.claim_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer) to service_role;

-- delete_my_account(): the account's sessions still to come are cancelled first (the tutor gets the cancellation
-- email, the slot is free again); past sessions stay for the tutor's records, unlinked, as before.
alter function public.delete_my_account() rename to delete_my_account_keeping_bookings;
revoke all on function public.delete_my_account_keeping_bookings() from public, anon, authenticated;

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
  -- The freshness check (a sign-in in the last 10 minutes) runs in the function called last; a refusal there
  -- rolls these cancellations back with everything else.
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings
  set status = 'cancelled', cancelled_by = null,
      late_cancellation = starts_at - now() < make_interval(hours => public.booking_setting('booking.free_cancel_hours', 24)::int)
  where learner_id = uid and status in ('pending', 'confirmed') and starts_at > now();
  perform public.delete_my_account_keeping_bookings();
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;

-- Sessions left behind by accounts deleted before this change: cancelled, so their slots are free again (their
-- tutors are told by email like any cancellation).
do $$
begin
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings set status = 'cancelled'
  where learner_id is null and status in ('pending', 'confirmed') and starts_at > now();
  perform set_config('summit.booking_write', '', true);
end
$$;
