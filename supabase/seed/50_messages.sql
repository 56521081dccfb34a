-- Messages demo data: two more tutors with accounts (password summit-demo), so three tutor profiles show "Message":
-- James Whitaker (tutor@example.com, 30_booking.sql), Valentina Gómez (valentina@example.com) and Camille Laurent
-- (camille@example.com). The demo student is an adult (age bracket given). Safe to run twice.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('summit-demo', extensions.gen_salt('bf')), now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('role', 'user', 'full_name', u.full_name), now(), now()
from (values
  ('5e1d0000-0000-4000-8000-000000000005'::uuid, 'valentina@example.com', 'Valentina Gómez'),
  ('5e1d0000-0000-4000-8000-000000000006'::uuid, 'camille@example.com', 'Camille Laurent')
) as u (id, email, full_name)
on conflict (id) do nothing;

do $$
begin
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select u.id::text, u.id,
           jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
           'email', now(), now(), now()
    from auth.users u
    where u.email in ('valentina@example.com', 'camille@example.com')
    on conflict do nothing;
  end if;
end
$$;

update public.user_roles set role = 'tutor'
where user_id in ('5e1d0000-0000-4000-8000-000000000005', '5e1d0000-0000-4000-8000-000000000006');
update public.tutors set user_id = '5e1d0000-0000-4000-8000-000000000005'
where id = '7a000000-0000-4000-8000-000000000001' and user_id is null;
update public.tutors set user_id = '5e1d0000-0000-4000-8000-000000000006'
where id = '7a000000-0000-4000-8000-000000000003' and user_id is null;

insert into public.learner_profiles (user_id, age_bracket) values ('5e1d0000-0000-4000-8000-000000000001', '18_plus')
on conflict (user_id) do update set age_bracket = coalesce(public.learner_profiles.age_bracket, excluded.age_bracket);
