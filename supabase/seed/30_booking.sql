-- Booking demo data: the tutor account, weekly hours instead of concrete slots, a few date overrides, a past
-- session for the demo student and a private note. Safe to run twice.

-- The demo tutor: tutor@example.com (password summit-demo) is James Whitaker, the English tutor the demo student
-- already has a session with.
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
values (
  '00000000-0000-0000-0000-000000000000', '5e1d0000-0000-4000-8000-000000000004', 'authenticated', 'authenticated',
  'tutor@example.com', extensions.crypt('summit-demo', extensions.gen_salt('bf')), now(), '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb, '{"role": "user", "full_name": "James Whitaker"}'::jsonb, now(), now()
)
on conflict (id) do nothing;

do $$
begin
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select u.id::text, u.id,
           jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
           'email', now(), now(), now()
    from auth.users u
    where u.email = 'tutor@example.com'
    on conflict do nothing;
  end if;
end
$$;

update public.user_roles set role = 'tutor' where user_id = '5e1d0000-0000-4000-8000-000000000004';
update public.tutors set user_id = '5e1d0000-0000-4000-8000-000000000004'
where id = '7a000000-0000-4000-8000-000000000002' and user_id is null;

-- Weekly hours come with the tutors' seed (10_tutors.sql); James's sessions are 50 minutes with a 10-minute break.
update public.tutors set session_minutes = 50, buffer_minutes = 10 where id = '7a000000-0000-4000-8000-000000000002';
update public.tutors set buffer_minutes = 15 where id = '7a000000-0000-4000-8000-000000000006';

-- Any tutor still without rules: weekday mornings and late afternoons.
insert into public.tutor_weekly_hours (tutor_id, weekday, start_time, end_time)
select t.id, wd, r.start_time, r.end_time
from public.tutors t
cross join generate_series(1, 5) as wd
cross join (values ('09:00'::time, '12:00'::time), ('16:00'::time, '19:00'::time)) as r (start_time, end_time)
where not exists (select 1 from public.tutor_weekly_hours h where h.tutor_id = t.id);

-- The concrete slots of the first seed are replaced by the rules above.
delete from public.tutor_availability;

-- Date overrides: James is away next Monday; Hannah adds a Saturday morning two weeks ahead.
insert into public.tutor_date_overrides (id, tutor_id, on_date)
values ('0d000000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000002',
        (date_trunc('week', now() at time zone 'Europe/London') + interval '7 days')::date)
on conflict (id) do nothing;
insert into public.tutor_date_overrides (id, tutor_id, on_date, start_time, end_time)
values ('0d000000-0000-4000-8000-000000000002', '7a000000-0000-4000-8000-000000000006',
        (date_trunc('week', now() at time zone 'Europe/Madrid') + interval '19 days')::date, '09:00', '13:00')
on conflict (id) do nothing;

-- The demo student's seeded session: subject and price as book_session would have stored them.
update public.bookings b
set subject = 'english', currency = t.currency, price_minor = round(t.hourly_rate_minor * (extract(epoch from b.ends_at - b.starts_at) / 3600))::int
from public.tutors t
where b.id = 'b0000000-0000-4000-8000-000000000001' and t.id = b.tutor_id and b.subject is null;

-- A session that took place last week, with a private note of the tutor.
insert into public.bookings (id, learner_id, tutor_id, starts_at, ends_at, status, note, subject, price_minor, currency)
values ('b0000000-0000-4000-8000-000000000002', '5e1d0000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000002',
        date_trunc('hour', now()) - interval '6 days', date_trunc('hour', now()) - interval '6 days' + interval '50 minutes',
        'completed', 'IELTS writing task 2: structure.', 'english', 2917, 'GBP')
on conflict (id) do nothing;

insert into public.tutor_notes (tutor_id, learner_id, body)
values ('7a000000-0000-4000-8000-000000000002', '5e1d0000-0000-4000-8000-000000000001',
        'Strong vocabulary; loses marks on coherence in task 2. Next time: paragraph plans in 5 minutes, then speaking part 2 with a timer.')
on conflict (tutor_id, learner_id) do nothing;

update public.learner_profiles
set needs = '{adhd}', accommodations = 'Short tasks with a visible timer; a written summary at the end of each session.'
where user_id = '5e1d0000-0000-4000-8000-000000000001' and needs = '{}';
