-- Schema baseline, 1 of 9: accounts and roles. The baseline (20261125000000 … 20261125000800, one file per domain)
-- builds the schema the first 20 migrations built, each object defined once in its final form (a db test compares
-- both catalogues); later changes are new migrations that sort after it.
--
-- Hosted Supabase grants every table and function in public to anon and authenticated by default, so each table
-- here starts with `revoke all` and grants back only what its policies need.
--
-- Admin rights: is_admin() is the role alone (founder or admin in user_roles; the app uses it to decide what to
-- show). has_admin_access() is "may this request use admin powers": the role AND a session raised to aal2 by a
-- verified TOTP code (the `aal` claim GoTrue puts in the access token), so a stolen admin password alone reads
-- nothing. Every admin-only policy and function checks has_admin_access(), never is_admin() directly.

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
-- An account is a tutor when tutors.user_id links it; 'tutor' here marks accounts that are only tutors.
create table public.user_roles (
  user_id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'student' check (role in ('student', 'tutor', 'founder', 'admin')),
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

create or replace function public.has_admin_access() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.is_admin() and coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
$$;
revoke all on function public.has_admin_access() from public;
grant execute on function public.has_admin_access() to anon, authenticated, service_role;

alter table public.user_roles enable row level security;
revoke all on table public.user_roles from anon, authenticated;
grant select, insert, update, delete on table public.user_roles to authenticated;
create policy "users read their own role" on public.user_roles
  for select to authenticated using (user_id = (select auth.uid()));
create policy "admins read every role" on public.user_roles
  for select to authenticated using ((select public.has_admin_access()));
create policy "admins grant roles" on public.user_roles
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change roles" on public.user_roles
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove roles" on public.user_roles
  for delete to authenticated using ((select public.has_admin_access()));

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
-- (Tutors read their learners' names: that policy is with the bookings.)
grant select on table public.profiles to authenticated;
grant update (full_name) on table public.profiles to authenticated;
create policy "users read their own profile" on public.profiles
  for select to authenticated using (id = (select auth.uid()) or (select public.has_admin_access()));
create policy "users edit their own profile" on public.profiles
  for update to authenticated
  using (id = (select auth.uid()) or (select public.has_admin_access()))
  with check (id = (select auth.uid()) or (select public.has_admin_access()));

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
  for select to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
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
  for select to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
create policy "users save their preferences" on public.user_preferences
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "users change their preferences" on public.user_preferences
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "users remove their preferences" on public.user_preferences
  for delete to authenticated using (user_id = (select auth.uid()));
