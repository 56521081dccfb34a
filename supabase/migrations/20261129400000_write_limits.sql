-- Hourly budgets for the writes anyone can make and the founder hub reads. A visitor's contact messages were capped
-- per address, but a signed-in user could send one per request without end, report any number of security alerts,
-- and a visitor could record referral clicks without end: real messages and denied-access alerts dropped off the
-- hub's lists under a flood, and the figures filled with made-up codes. Each write now spends from an hourly budget
-- (system_settings, a count per hour): signed-in contact messages and security alerts per account, referral clicks
-- per account or, for a visitor, per client address (as the visitors' contact cap). Over it the write is refused
-- with SQLSTATE PT429 (HTTP 429; the app's outbox tries again later). Only a hash of the owner is kept, for an hour.
insert into public.system_settings (key, value) values
  ('contact.user_messages_per_hour', '10'::jsonb),
  ('security.alerts_per_hour', '30'::jsonb),
  ('referral.clicks_per_hour', '300'::jsonb)
on conflict (key) do nothing;

create table public.write_budgets (
  id uuid primary key default gen_random_uuid(),
  owner_hash bytea not null,
  spent_at timestamptz not null default now()
);
create index write_budgets_owner_idx on public.write_budgets (owner_hash, spent_at);
alter table public.write_budgets enable row level security;
revoke all on table public.write_budgets from public, anon, authenticated;

-- Arguments: the budget's name, its setting, the default, and 'signed-in' when visitors are limited elsewhere.
create or replace function public.spend_write_budget() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_role text := coalesce((select auth.role()), '');
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  v_cap int := public.booking_setting(tg_argv[1], tg_argv[2]::numeric)::int;
  v_owner text;
  v_key bytea;
  n int;
  spent int;
begin
  -- The trigger runs as its owner: who writes is the request's role. The service role and the database's own jobs
  -- are not budgeted.
  if v_role not in ('anon', 'authenticated') or (tg_argv[3] = 'signed-in' and v_role <> 'authenticated') then
    return null;
  end if;
  select count(*) into n from inserted;
  if n = 0 then
    return null;
  end if;
  v_owner := case when v_role = 'authenticated' then 'user:' || (select auth.uid())::text
                  else 'client:' || coalesce(nullif(btrim(split_part(headers ->> 'x-forwarded-for', ',', 1)), ''), 'unknown') end;
  v_key := extensions.digest(tg_argv[0] || ':' || v_owner, 'sha256');
  perform pg_advisory_xact_lock(hashtextextended(encode(v_key, 'hex'), 0));
  delete from public.write_budgets where owner_hash = v_key and spent_at < now() - interval '1 hour';
  select count(*) into spent from public.write_budgets where owner_hash = v_key;
  if spent + n > v_cap then
    raise exception 'Too many writes of this kind (%); try again later', tg_argv[0] using errcode = 'PT429', hint = 'rate_limited';
  end if;
  insert into public.write_budgets (owner_hash) select v_key from generate_series(1, n);
  return null;
end
$$;
revoke all on function public.spend_write_budget() from public, anon, authenticated;

-- Named to fire after the one-row-per-request check (triggers of an event fire in name order): a bulk insert is a
-- 413, whatever the budget.
create trigger contact_messages_write_budget after insert on public.contact_messages
  referencing new table as inserted for each statement
  execute function public.spend_write_budget('contact', 'contact.user_messages_per_hour', '10', 'signed-in');
create trigger security_alerts_write_budget after insert on public.security_alerts
  referencing new table as inserted for each statement
  execute function public.spend_write_budget('security-alert', 'security.alerts_per_hour', '30', 'all');
create trigger referral_events_write_budget after insert on public.referral_events
  referencing new table as inserted for each statement
  execute function public.spend_write_budget('referral', 'referral.clicks_per_hour', '300', 'all');
