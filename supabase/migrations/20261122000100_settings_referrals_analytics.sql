-- Referral clicks, system settings and the analytics tables.

-- Referral clicks: insert-only for browsers. The client supplies the id so a retried send is a no-op: it inserts
-- with `Prefer: resolution=ignore-duplicates`, which PostgREST turns into ON CONFLICT (id) DO NOTHING. Postgres
-- requires SELECT on the conflict column for that and then checks the new row against the SELECT policies, so
-- browsers get SELECT on `id` only, through a policy that matches nothing but rows written by the current
-- transaction (created_at defaults to now(), the transaction's start, and cannot be set by the client).
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
  for select to authenticated using ((select public.is_admin()));

-- System settings: public configuration values, changed by admins only.
create table public.system_settings (
  key text primary key check (key ~ '^[a-z0-9_.-]{1,64}$'),
  value jsonb not null,
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null
);
create trigger system_settings_updated_at before update on public.system_settings
  for each row execute function public.set_updated_at();

alter table public.system_settings enable row level security;
revoke all on table public.system_settings from anon, authenticated;
grant select on table public.system_settings to anon, authenticated;
grant insert, update, delete on table public.system_settings to authenticated;
create policy "everyone reads settings" on public.system_settings
  for select to anon, authenticated using (true);
create policy "admins add settings" on public.system_settings
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change settings" on public.system_settings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins remove settings" on public.system_settings
  for delete to authenticated using ((select public.is_admin()));

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
