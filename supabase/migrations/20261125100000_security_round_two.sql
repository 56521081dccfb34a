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
-- booking is queued on its own (a subtransaction): one that fails is skipped, never blocking the others, and
-- reported: a warning in the database log, and in the result, {"queued": n, "failed": [{"booking_id", "error"}]},
-- which the worker logs.
drop function if exists public.enqueue_booking_reminders();
create function public.enqueue_booking_reminders() returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  n integer := 0;
  failed jsonb := '[]'::jsonb;
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
      failed := failed || jsonb_build_object('booking_id', b.id, 'error', left(sqlerrm, 500));
    end;
  end loop;
  return jsonb_build_object('queued', n, 'failed', failed);
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

-- 10. Computed tutor columns are written only by their triggers ----------------------------------------------------
-- next_free_at (kept by refresh_tutor_next_free), rating and review_count (derived from reviews) are the
-- database's: a request through the API (anon, a user, a tutor, an admin, the service role) that changes one is
-- refused; the triggers and functions that keep them run as their owner and are not concerned. (search_text is a
-- generated column, which Postgres itself keeps.) This trigger sorts before tutors_derive_rating, so it sees the
-- values the request sent.
create or replace function public.guard_tutor_computed_columns() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated', 'service_role') then
    if tg_op = 'INSERT' then
      if new.next_free_at is not null or new.rating is not null or coalesce(new.review_count, 0) <> 0 then
        raise exception 'next_free_at, rating and review_count are computed by the database' using errcode = '42501';
      end if;
    elsif (new.next_free_at, new.rating, new.review_count) is distinct from (old.next_free_at, old.rating, old.review_count) then
      raise exception 'next_free_at, rating and review_count are computed by the database' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.guard_tutor_computed_columns() from public, anon, authenticated;
drop trigger if exists tutors_computed_columns_guard on public.tutors;
create trigger tutors_computed_columns_guard before insert or update on public.tutors
  for each row execute function public.guard_tutor_computed_columns();

-- 11. Tutor notes stay on the tutor's own learners ---------------------------------------------------------------
-- The new row of an update is checked as an insert is: a note cannot be moved to someone who is not the tutor's
-- learner.
drop policy if exists "tutors change their notes" on public.tutor_notes;
create policy "tutors change their notes" on public.tutor_notes
  for update to authenticated
  using (tutor_id = (select public.current_tutor_id()))
  with check (tutor_id = (select public.current_tutor_id()) and (select public.is_my_learner(learner_id)));

-- 12. A tutor reads a learner's profile only around a session -------------------------------------------------------
-- Needs and accommodations are read while the learner has a session with the tutor that is still to come or ended
-- within the last 30 days (not cancelled); one booking long ago is not a lasting right to them. Names stay readable
-- for the tutor's records (is_my_learner).
create or replace function public.is_my_current_learner(p_learner_id uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.bookings b
    where b.learner_id = p_learner_id and b.tutor_id = public.current_tutor_id() and b.status <> 'cancelled'
      and b.ends_at > now() - interval '30 days'
  )
$$;
revoke all on function public.is_my_current_learner(uuid) from public;
grant execute on function public.is_my_current_learner(uuid) to authenticated;

drop policy if exists "tutors read their learners' profiles" on public.learner_profiles;
create policy "tutors read their learners' profiles" on public.learner_profiles
  for select to authenticated using ((select public.is_my_current_learner(user_id)));

-- 13. The directory search writes nothing ----------------------------------------------------------------------
-- search_tutors is read-only (STABLE: Postgres refuses any write statement in it): it no longer renews stale next_free_at values itself, which updated and locked tutor rows on behalf
-- of anonymous visitors. A stored value that time has passed is shown as the tutor's real next free slot, computed
-- for the rows of the page only; renewing the stored values is refresh_stale_next_free()'s job, run by the
-- scheduled worker (the local stack's runs it every few seconds; on a hosted project schedule
-- `select public.refresh_stale_next_free();` with pg_cron).
grant execute on function public.refresh_stale_next_free(integer) to service_role;
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
language plpgsql stable security definer
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
           round(t.hourly_rate_minor * (%3$s))::bigint, t.rating, t.review_count, t.timezone,
           case when t.next_free_at < now() + public.booking_min_notice()
                then (select min(f.starts_at) from public.tutor_free_slots(t.id, now(), now() + interval '28 days') f)
                else t.next_free_at end,
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

-- 9. Row caps and a rate limit on everything the anon or a user can insert ------------------------------------------
-- As for referral clicks and telemetry (limit_rows_per_request): a request through the API inserts at most the rows
-- the app itself sends in one request, here one (the outbox sends one contact message, practice attempt or focus
-- session per request; a security alert is one insert). More is refused with SQLSTATE PT413 (HTTP 413).
create or replace function public.limit_rows_per_request_to() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_rows constant int := tg_argv[0]::int;
  n int;
begin
  if current_user not in ('anon', 'authenticated') then
    return null;
  end if;
  select count(*) into n from inserted;
  if n > max_rows then
    raise exception 'At most % rows of %.% per request, got %', max_rows, tg_table_schema, tg_table_name, n
      using errcode = 'PT413', hint = 'Send the rows in several requests.';
  end if;
  return null;
end
$$;
revoke all on function public.limit_rows_per_request_to() from public;

do $$
declare
  t text;
begin
  foreach t in array array['contact_messages', 'security_alerts', 'practice_attempts', 'adhd_sessions'] loop
    execute format('drop trigger if exists %1$s_per_request on public.%1$I', t);
    execute format('create trigger %1$s_per_request after insert on public.%1$I
      referencing new table as inserted for each statement execute function public.limit_rows_per_request_to(1)', t);
  end loop;
end
$$;

-- Anonymous contact messages: at most 'contact.anon_messages_per_hour' (system_settings, default 10) per client and
-- hour; more is refused with SQLSTATE PT429 (HTTP 429, which the app's outbox retries later). The client is the
-- first address of X-Forwarded-For, which the API gateway sets from the connection (the local gateway replaces
-- whatever the client sent; hosted Supabase's proxy does the same). Only a hash of it is kept, for an hour.
insert into public.system_settings (key, value) values ('contact.anon_messages_per_hour', '10'::jsonb)
on conflict (key) do nothing;

create table if not exists public.contact_message_senders (
  id uuid primary key default gen_random_uuid(),
  client_hash bytea not null,
  sent_at timestamptz not null default now()
);
create index if not exists contact_message_senders_idx on public.contact_message_senders (client_hash, sent_at);
alter table public.contact_message_senders enable row level security;
revoke all on table public.contact_message_senders from public, anon, authenticated;

create or replace function public.limit_anonymous_contact_messages() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  client text := coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown');
  key bytea := extensions.digest('contact:' || client, 'sha256');
  cap int := public.booking_setting('contact.anon_messages_per_hour', 10)::int;
  sent int;
  n int;
begin
  -- The trigger runs as its owner: whether the request is anonymous is the request's role.
  if coalesce((select auth.role()), '') <> 'anon' then
    return null;
  end if;
  select count(*) into n from inserted;
  if n = 0 then
    return null;
  end if;
  perform pg_advisory_xact_lock(hashtextextended(encode(key, 'hex'), 0));
  delete from public.contact_message_senders where client_hash = key and sent_at < now() - interval '1 hour';
  select count(*) into sent from public.contact_message_senders where client_hash = key;
  if sent + n > cap then
    raise exception 'Too many messages from this address; try again later' using errcode = 'PT429', hint = 'rate_limited';
  end if;
  insert into public.contact_message_senders (client_hash) select key from generate_series(1, n);
  return null;
end
$$;
revoke all on function public.limit_anonymous_contact_messages() from public, anon, authenticated;
drop trigger if exists contact_messages_rate_per_client on public.contact_messages;
-- Per statement, after contact_messages_per_request (triggers fire in name order), so a batch is a 413 first.
-- After insert: a resend of a message already stored (ON CONFLICT DO NOTHING) inserts nothing and is not counted.
create trigger contact_messages_rate_per_client after insert on public.contact_messages
  referencing new table as inserted for each statement execute function public.limit_anonymous_contact_messages();
