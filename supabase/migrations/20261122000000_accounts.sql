-- Accounts: roles, profiles, personal preferences, telemetry and security alerts.
-- Hosted Supabase grants every table in public to anon and authenticated by default, so each table here
-- starts with `revoke all` and grants back only what its policies need. Admin checks go through is_admin().

create or replace function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.set_updated_at() from public, anon, authenticated;

-- Roles --------------------------------------------------------------------------------------------------------
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'student' check (role in ('student', 'founder', 'admin')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger user_roles_updated_at before update on public.user_roles
  for each row execute function public.set_updated_at();

-- SECURITY DEFINER so policies can consult user_roles without the caller needing to see other users' rows.
create or replace function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.user_roles
    where user_id = (select auth.uid()) and role in ('founder', 'admin')
  )
$$;
revoke all on function public.is_admin() from public;
grant execute on function public.is_admin() to anon, authenticated, service_role;

alter table public.user_roles enable row level security;
revoke all on table public.user_roles from anon, authenticated;
grant select, insert, update, delete on table public.user_roles to authenticated;
create policy "users read their own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read every role" on public.user_roles
  for select to authenticated using ((select public.is_admin()));
create policy "admins grant roles" on public.user_roles
  for insert to authenticated with check ((select public.is_admin()));
create policy "admins change roles" on public.user_roles
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins remove roles" on public.user_roles
  for delete to authenticated using ((select public.is_admin()));

-- Profiles -----------------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  full_name text not null default '' check (char_length(full_name) <= 200),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger profiles_updated_at before update on public.profiles
  for each row execute function public.set_updated_at();

alter table public.profiles enable row level security;
revoke all on table public.profiles from anon, authenticated;
-- Rows follow auth.users (created by the trigger below, removed by the cascade); only the name is editable.
grant select on table public.profiles to authenticated;
grant update (full_name) on table public.profiles to authenticated;
create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()) or (select public.is_admin()));
create policy "users edit their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));

-- Every new account gets a profile (name from the sign-up metadata) and the student role.
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, full_name)
  values (new.id, left(coalesce(new.raw_user_meta_data ->> 'full_name', ''), 200))
  on conflict (id) do nothing;
  insert into public.user_roles (user_id, role)
  values (new.id, 'student')
  on conflict (user_id) do nothing;
  return new;
end
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

-- Language and region ------------------------------------------------------------------------------------------
create table public.user_locale_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  preferred_locale text check (char_length(preferred_locale) <= 35),
  preferred_currency text check (preferred_currency ~ '^[A-Z]{3}$'),
  preferred_country text check (preferred_country ~ '^[A-Z]{2}$'),
  preferred_timezone text check (char_length(preferred_timezone) <= 64),
  use_device_locale boolean not null default true,
  updated_at timestamptz not null default now()
);
create trigger user_locale_preferences_updated_at before update on public.user_locale_preferences
  for each row execute function public.set_updated_at();

alter table public.user_locale_preferences enable row level security;
revoke all on table public.user_locale_preferences from anon, authenticated;
grant select, insert, update, delete on table public.user_locale_preferences to authenticated;
create policy "users read their locale, admins read all" on public.user_locale_preferences
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "users save their locale" on public.user_locale_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users change their locale" on public.user_locale_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their locale" on public.user_locale_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

-- Accessibility ------------------------------------------------------------------------------------------------
create table public.user_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  text_color text not null default 'default' check (char_length(text_color) <= 32),
  background_color text not null default 'default' check (char_length(background_color) <= 32),
  font_size text not null default 'medium' check (font_size in ('small', 'medium', 'large', 'xlarge')),
  dyslexia_friendly_font boolean not null default false,
  updated_at timestamptz not null default now()
);
create trigger user_preferences_updated_at before update on public.user_preferences
  for each row execute function public.set_updated_at();

alter table public.user_preferences enable row level security;
revoke all on table public.user_preferences from anon, authenticated;
grant select, insert, update, delete on table public.user_preferences to authenticated;
create policy "users read their preferences, admins read all" on public.user_preferences
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "users save their preferences" on public.user_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users change their preferences" on public.user_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their preferences" on public.user_preferences
  for delete to authenticated using (user_id = (select auth.uid()));

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
  for select to authenticated using ((select public.is_admin()));
-- Lets a retried send use insert with ignore-duplicates (ON CONFLICT (id) DO NOTHING); see referral_events.
create policy "an event is visible to the request recording it" on public.telemetry_events
  for select to authenticated using (user_id = (select auth.uid()) and created_at = now());

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
  for select to authenticated using ((select public.is_admin()));
