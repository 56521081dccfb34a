-- Schema baseline, 6 of 9: booking emails. A queue filled by a trigger on bookings (made, cancelled, rescheduled)
-- and by enqueue_booking_reminders() (24 hours before), drained by a worker with the service role. Each row is
-- claimed before it is sent and carries a fixed Message-ID, so a worker restarted between emails sends none twice.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  recipient_role text not null check (recipient_role in ('learner', 'tutor')),
  kind text not null check (kind in ('booked', 'cancelled', 'rescheduled', 'reminder')),
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 1000),
  created_at timestamptz not null default now(),
  unique (booking_id, recipient_id, kind)
);
create index notifications_queued_idx on public.notifications (created_at) where status in ('queued', 'sending');

alter table public.notifications enable row level security;
revoke all on table public.notifications from anon, authenticated;
grant select on table public.notifications to authenticated;
create policy "admins read notifications" on public.notifications
  for select to authenticated using ((select public.has_admin_access()));

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
  on conflict (booking_id, recipient_id, kind) do nothing
$$;
revoke all on function public.queue_booking_notifications(public.bookings, text) from public, anon, authenticated;

create or replace function public.bookings_notify() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if new.status in ('pending', 'confirmed') then
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
create trigger bookings_notify after insert or update on public.bookings
  for each row execute function public.bookings_notify();

-- Reminders for confirmed sessions starting within the next 24 hours (once per booking and recipient).
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
  loop
    perform public.queue_booking_notifications(b, 'reminder');
    n := n + 1;
  end loop;
  return n;
end
$$;
revoke all on function public.enqueue_booking_reminders() from public, anon, authenticated;
grant execute on function public.enqueue_booking_reminders() to service_role;

-- Claim up to p_limit emails (queued, or claimed over 5 minutes ago by a worker that died) with everything needed
-- to write them in the recipient's language and time zone.
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
         b.id, b.starts_at, b.ends_at, b.status, b.subject, t.full_name, coalesce(lpn.full_name, ''), t.timezone, c.attempts
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

create or replace function public.finish_notification(p_id uuid, p_error text default null) returns void
language sql security definer
set search_path = ''
as $$
  update public.notifications
  set status = case when p_error is null then 'sent' when attempts >= 5 then 'failed' else 'queued' end,
      sent_at = case when p_error is null then now() end,
      last_error = left(p_error, 1000)
  where id = p_id and status = 'sending'
$$;
revoke all on function public.finish_notification(uuid, text) from public, anon, authenticated;
grant execute on function public.finish_notification(uuid, text) to service_role;
