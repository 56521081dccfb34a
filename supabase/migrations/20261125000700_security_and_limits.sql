-- Schema baseline, 8 of 9: security alerts and limits a client cannot talk its way around. (Admin data behind a
-- second factor is has_admin_access(), with the roles.)

-- Security alerts (failed attempts to open admin pages) ---------------------------------------------------------
create table public.security_alerts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  email text check (char_length(email) <= 320),
  context text not null default '' check (char_length(context) <= 500),
  user_agent text check (char_length(user_agent) <= 1000),
  occurred_at timestamptz not null default now()
);
create index security_alerts_occurred_at_idx on public.security_alerts (occurred_at desc);

alter table public.security_alerts enable row level security;
revoke all on table public.security_alerts from anon, authenticated;
grant select on table public.security_alerts to authenticated;
grant insert (id, user_id, email, context, user_agent, occurred_at) on table public.security_alerts to authenticated;
create policy "users report alerts about themselves" on public.security_alerts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "admins read alerts" on public.security_alerts
  for select to authenticated using ((select public.has_admin_access()));

-- A security alert's email and time are facts the server knows: the address comes from the signed token
-- (auth.jwt()), the time from the clock, whatever the client sent.
create or replace function public.security_alert_facts() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') then
    new.email := nullif(auth.jwt() ->> 'email', '');
    new.occurred_at := now();
  end if;
  return new;
end
$$;
revoke all on function public.security_alert_facts() from public;

create trigger security_alerts_facts before insert on public.security_alerts
  for each row execute function public.security_alert_facts();

-- A request carries at most 10 referral clicks or telemetry events. PostgREST runs one INSERT statement per
-- request, so a statement-level trigger sees the whole request in its transition table. A larger batch is refused
-- with SQLSTATE PT413, which PostgREST answers as HTTP 413: the app's outbox reads that as "split and retry".
-- Only the API roles are limited; maintenance as postgres / service_role is not.
create or replace function public.limit_rows_per_request() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  max_rows constant int := 10;
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
revoke all on function public.limit_rows_per_request() from public;

create trigger referral_events_per_request after insert on public.referral_events
  referencing new table as inserted for each statement execute function public.limit_rows_per_request();
create trigger telemetry_events_per_request after insert on public.telemetry_events
  referencing new table as inserted for each statement execute function public.limit_rows_per_request();
