-- Limits a client cannot talk its way around.
--
-- 1. A request carries at most 10 referral clicks or telemetry events. PostgREST runs one INSERT statement per
--    request, so a statement-level trigger sees the whole request in its transition table. A larger batch is refused
--    with SQLSTATE PT413, which PostgREST answers as HTTP 413: the app's outbox reads that as "split and retry".
--    Only the API roles are limited; maintenance as postgres / service_role is not.
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

-- 2. A security alert's email and time are facts the server knows: the address comes from the signed token
--    (auth.jwt()), the time from the clock, whatever the client sent.
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
