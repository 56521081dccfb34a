-- Schema baseline, 2 of 9: system settings, public configuration values read by everyone and changed by admins
-- (the booking rules read theirs; the AI tutor's maintenance switch on /founder/ai is one). The triggers that react
-- to a booking setting, and the booking settings' default values, are with the bookings.

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
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change settings" on public.system_settings
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove settings" on public.system_settings
  for delete to authenticated using ((select public.has_admin_access()));
