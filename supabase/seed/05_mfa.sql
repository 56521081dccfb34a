-- Demo data: the founder and admin accounts each have a verified TOTP factor (an authenticator app), so anyone
-- trying the demo, and any test, can raise an admin session to aal2.
-- DEMO-ONLY SECRETS: they are public (in this repository), so these factors protect nothing. Never seed them into a
-- real project. Current code: `npm run totp -- founder@example.com` (reads the secret from the local database).
insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
values
  ('5e1d0000-0000-4000-8000-0000000000f2'::uuid, '5e1d0000-0000-4000-8000-000000000002'::uuid,
   'Demo authenticator', 'totp', 'verified', now(), now(), 'SUMMITFOUNDERDEMOTOTPSECRETAAAAA'),
  ('5e1d0000-0000-4000-8000-0000000000f3'::uuid, '5e1d0000-0000-4000-8000-000000000003'::uuid,
   'Demo authenticator', 'totp', 'verified', now(), now(), 'SUMMITADMINDEMOTOTPSECRETAAAAAAA')
on conflict (id) do nothing;
