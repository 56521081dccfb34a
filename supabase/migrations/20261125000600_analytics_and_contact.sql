-- Schema baseline, 7 of 9: what the founder hub reads: referral clicks, telemetry events, the analytics tables and
-- contact messages, and the hub's figures (computed in SQL, never by downloading rows, for admins with access).
--
-- Insert-only tables take retries: the client supplies the id so a retried send is a no-op. It inserts with
-- `Prefer: resolution=ignore-duplicates`, which PostgREST turns into ON CONFLICT (id) DO NOTHING. Postgres requires
-- SELECT on the conflict column for that and then checks the new row against the SELECT policies, so senders get
-- SELECT through a policy that matches nothing but rows written by the current transaction (created_at defaults
-- to now(), the transaction's start, and cannot be set by the client). At most 10 rows per request: see the limits.

-- Referral clicks: insert-only for browsers --------------------------------------------------------------------
create table public.referral_events (
  id uuid primary key default gen_random_uuid(),
  code text not null check (code = lower(code) and char_length(code) between 1 and 64),
  type text not null default 'click' check (type in ('click')),
  created_at timestamptz not null default now()
);
create index referral_events_code_idx on public.referral_events (code);

alter table public.referral_events enable row level security;
revoke all on table public.referral_events from anon, authenticated;
grant insert (id, code, type) on table public.referral_events to anon, authenticated;
grant select (id) on table public.referral_events to anon;
grant select on table public.referral_events to authenticated;
create policy "anyone records a referral click" on public.referral_events
  for insert to anon, authenticated with check (true);
create policy "a click is visible only to the request recording it" on public.referral_events
  for select to anon, authenticated using (created_at = now());
create policy "admins read referral clicks" on public.referral_events
  for select to authenticated using ((select public.has_admin_access()));

-- Telemetry ----------------------------------------------------------------------------------------------------
create table public.telemetry_events (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  event text not null check (char_length(event) between 1 and 100),
  payload jsonb not null default '{}'::jsonb check (pg_column_size(payload) <= 16384),
  created_at timestamptz not null default now()
);
create index telemetry_events_user_id_idx on public.telemetry_events (user_id);

alter table public.telemetry_events enable row level security;
revoke all on table public.telemetry_events from anon, authenticated;
grant select on table public.telemetry_events to authenticated;
grant insert (id, user_id, event, payload) on table public.telemetry_events to authenticated;
create policy "users record their own events" on public.telemetry_events
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "admins read events" on public.telemetry_events
  for select to authenticated using ((select public.has_admin_access()));
create policy "an event is visible to the request recording it" on public.telemetry_events
  for select to authenticated using (user_id = (select auth.uid()) and created_at = now());

-- Analytics: written and read by server-side jobs with the service role only; browsers have no access at all
-- (the app answers its own analytics calls locally). RLS on with no policies, and no grants to the API roles.
create table public.analytics_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references auth.users (id) on delete set null,
  started_at timestamptz not null default now(),
  ended_at timestamptz,
  landing_path text,
  referrer text,
  user_agent text
);

create table public.analytics_page_views (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.analytics_sessions (id) on delete cascade,
  path text not null,
  viewed_at timestamptz not null default now()
);
create index analytics_page_views_session_id_idx on public.analytics_page_views (session_id);

create table public.session_recordings (
  id uuid primary key default gen_random_uuid(),
  session_id uuid not null references public.analytics_sessions (id) on delete cascade,
  events jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
create index session_recordings_session_id_idx on public.session_recordings (session_id);

alter table public.analytics_sessions enable row level security;
alter table public.analytics_page_views enable row level security;
alter table public.session_recordings enable row level security;
revoke all on table public.analytics_sessions, public.analytics_page_views, public.session_recordings
  from anon, authenticated;

-- Contact messages ---------------------------------------------------------------------------------------------
-- handled_at / handled_by: an admin marks a message handled on the founder hub.
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  subject text not null default '' check (char_length(subject) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by uuid references auth.users (id) on delete set null
);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant insert (id, user_id, name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant select (id) on table public.contact_messages to anon;
grant select on table public.contact_messages to authenticated;
create policy "visitors send messages" on public.contact_messages
  for insert to anon with check (user_id is null);
create policy "users send messages as themselves" on public.contact_messages
  for insert to authenticated with check (user_id is null or user_id = (select auth.uid()));
create policy "admins read messages" on public.contact_messages
  for select to authenticated using ((select public.has_admin_access()));
create policy "a message is visible to the request sending it" on public.contact_messages
  for select to anon, authenticated using (created_at = now());

-- The founder hub ----------------------------------------------------------------------------------------------
-- Sign-ups, bookings by status, booked revenue by currency, referral clicks by code and telemetry events by name,
-- over the last p_days days.
create or replace function public.founder_figures(p_days integer) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_since timestamptz := now() - make_interval(days => greatest(1, least(p_days, 3650)));
begin
  if not public.has_admin_access() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'days', p_days,
    'signups', (select count(*) from auth.users u where u.created_at >= v_since),
    'bookingsByStatus', coalesce((select jsonb_object_agg(status, n) from (
        select b.status, count(*) as n from public.bookings b where b.created_at >= v_since group by b.status) s), '{}'::jsonb),
    'revenueByCurrency', coalesce((select jsonb_object_agg(currency, total) from (
        select b.currency, sum(b.price_minor) as total from public.bookings b
        where b.created_at >= v_since and b.status in ('confirmed', 'completed') and b.currency is not null group by b.currency) r), '{}'::jsonb),
    'referralClicks', coalesce((select jsonb_object_agg(code, n) from (
        select e.code, count(*) as n from public.referral_events e where e.created_at >= v_since group by e.code) c), '{}'::jsonb),
    'telemetry', coalesce((select jsonb_object_agg(event, n) from (
        select t.event, count(*) as n from public.telemetry_events t where t.created_at >= v_since group by t.event) e), '{}'::jsonb)
  );
end
$$;
revoke all on function public.founder_figures(integer) from public;
grant execute on function public.founder_figures(integer) to authenticated;

create or replace function public.mark_contact_handled(p_id uuid, p_handled boolean default true) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.has_admin_access() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  update public.contact_messages
  set handled_at = case when p_handled then coalesce(handled_at, now()) end,
      handled_by = case when p_handled then coalesce(handled_by, (select auth.uid())) end
  where id = p_id;
end
$$;
revoke all on function public.mark_contact_handled(uuid, boolean) from public;
grant execute on function public.mark_contact_handled(uuid, boolean) to authenticated;
