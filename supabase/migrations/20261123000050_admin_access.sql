-- One function for "may this request use admin powers": every admin-only policy and function added from now on
-- checks has_admin_access(), never is_admin() directly. is_admin() stays role-only (it decides what the app
-- shows); has_admin_access() is where the second factor (the token's aal claim) is required.
create or replace function public.has_admin_access() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select public.is_admin()
$$;
revoke all on function public.has_admin_access() from public;
grant execute on function public.has_admin_access() to anon, authenticated, service_role;
