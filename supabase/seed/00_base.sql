-- Demo data for the local stack: subjects, tutors with availability in the coming weeks, courses with lessons,
-- a few settings and three confirmed accounts (password summit-demo). Safe to run twice: fixed ids and
-- ON CONFLICT DO NOTHING. Never run against a production project.

-- Accounts ------------------------------------------------------------------------------------------------------
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  confirmation_token, recovery_token, email_change_token_new, email_change,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at
)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('summit-demo', extensions.gen_salt('bf')), now(),
  '', '', '', '',
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object('role', 'user', 'full_name', u.full_name),
  now(), now()
from (values
  ('5e1d0000-0000-4000-8000-000000000001'::uuid, 'student@example.com', 'Sofía Ramírez'),
  ('5e1d0000-0000-4000-8000-000000000002'::uuid, 'founder@example.com', 'Daniel Ortega'),
  ('5e1d0000-0000-4000-8000-000000000003'::uuid, 'admin@example.com', 'Alex Morgan')
) as u (id, email, full_name)
on conflict (id) do nothing;

-- Email identities, as GoTrue keeps them (only where the auth schema has the table).
do $$
begin
  if to_regclass('auth.identities') is not null then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select u.id::text, u.id,
           jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true, 'phone_verified', false),
           'email', now(), now(), now()
    from auth.users u
    where u.email in ('student@example.com', 'founder@example.com', 'admin@example.com')
    on conflict do nothing;
  end if;
end
$$;

-- The sign-up trigger made everyone a student; promote the two staff accounts.
update public.user_roles set role = 'founder' where user_id = '5e1d0000-0000-4000-8000-000000000002';
update public.user_roles set role = 'admin' where user_id = '5e1d0000-0000-4000-8000-000000000003';

insert into public.learner_profiles (user_id, goals, level, subjects, preferred_languages, timezone)
values ('5e1d0000-0000-4000-8000-000000000001', 'Pass the IELTS with band 7 and get comfortable with calculus before university.',
        'intermediate', '{english,mathematics}', '{es,en}', 'America/Bogota')
on conflict (user_id) do nothing;

-- Settings -------------------------------------------------------------------------------------------------------
insert into public.system_settings (key, value) values
  ('booking.min_notice_hours', '12'::jsonb),
  ('booking.slot_minutes', '60'::jsonb),
  ('support.email', '"support@example.com"'::jsonb)
on conflict (key) do nothing;

-- Subjects -------------------------------------------------------------------------------------------------------
insert into public.subjects (id, slug, name, description) values
  ('5b000000-0000-4000-8000-000000000001', 'mathematics', 'Mathematics', 'Arithmetic to calculus, exam preparation and problem solving.'),
  ('5b000000-0000-4000-8000-000000000002', 'physics', 'Physics', 'Mechanics, electricity and the maths behind them.'),
  ('5b000000-0000-4000-8000-000000000003', 'english', 'English', 'Conversation, grammar, IELTS and Cambridge exams.'),
  ('5b000000-0000-4000-8000-000000000004', 'french', 'French', 'From first words to DELF B2.'),
  ('5b000000-0000-4000-8000-000000000005', 'spanish', 'Spanish', 'Latin American and European Spanish for every level.'),
  ('5b000000-0000-4000-8000-000000000006', 'computer-science', 'Computer Science', 'Programming in Python and JavaScript, algorithms, data.'),
  ('5b000000-0000-4000-8000-000000000007', 'chemistry', 'Chemistry', 'General and organic chemistry, lab reports.'),
  ('5b000000-0000-4000-8000-000000000008', 'biology', 'Biology', 'Cells, genetics, human biology and exam revision.'),
  ('5b000000-0000-4000-8000-000000000009', 'music', 'Music', 'Guitar, music theory and ear training.'),
  ('5b000000-0000-4000-8000-00000000000a', 'writing', 'Writing', 'Essays, college applications and clear professional writing.'),
  ('5b000000-0000-4000-8000-00000000000b', 'history', 'History', 'World and Latin American history, source analysis.')
on conflict (id) do nothing;

-- Tutors (rates in the currency's minor unit: 8 000 000 COP cents = COP 80,000) -----------------------------------
insert into public.tutors (id, slug, full_name, headline, bio, subjects, languages, hourly_rate_minor, currency, rating, review_count, country, timezone) values
  ('7a000000-0000-4000-8000-000000000001', 'valentina-gomez', 'Valentina Gómez', 'Maths and physics, from school to first-year university',
   'Engineer from Universidad Nacional de Colombia with eight years of tutoring. I break problems into small steps and make sure you can solve the next one on your own.',
   '{mathematics,physics}', '{es,en}', 8000000, 'COP', 4.9, 212, 'CO', 'America/Bogota'),
  ('7a000000-0000-4000-8000-000000000002', 'james-whitaker', 'James Whitaker', 'IELTS and Cambridge examiner-trained English coach',
   'CELTA-qualified teacher from Manchester. Most of my students come for IELTS speaking and writing; we practise with real exam tasks and clear feedback.',
   '{english}', '{en}', 3500, 'GBP', 4.8, 167, 'GB', 'Europe/London'),
  ('7a000000-0000-4000-8000-000000000003', 'camille-laurent', 'Camille Laurent', 'French that you can use from the first lesson',
   'Native speaker from Lyon, DELF examiner. Conversation-first lessons with grammar where you need it, in French, English or Spanish.',
   '{french}', '{fr,en,es}', 3000, 'EUR', 4.9, 98, 'FR', 'Europe/Paris'),
  ('7a000000-0000-4000-8000-000000000004', 'priya-natarajan', 'Priya Natarajan', 'Software engineer teaching Python, algorithms and maths',
   'Ten years building data products. I teach programming through small projects you care about, and the maths behind machine learning.',
   '{computer-science,mathematics}', '{en}', 4500, 'USD', 5.0, 74, 'US', 'America/New_York'),
  ('7a000000-0000-4000-8000-000000000005', 'andres-castillo', 'Andrés Castillo', 'Spanish for travel, work and DELE',
   'Teacher from Medellín with a master''s in Spanish as a foreign language. Relaxed conversation classes with structured homework.',
   '{spanish}', '{es,en}', 2500, 'USD', 4.7, 143, 'CO', 'America/Bogota'),
  ('7a000000-0000-4000-8000-000000000006', 'hannah-becker', 'Hannah Becker', 'Chemistry and biology for A-levels, IB and pre-med',
   'PhD in biochemistry. I help students understand mechanisms instead of memorising them, and plan revision backwards from the exam date.',
   '{chemistry,biology}', '{en,de}', 3800, 'EUR', 4.8, 56, 'ES', 'Europe/Madrid'),
  ('7a000000-0000-4000-8000-000000000007', 'mateo-herrera', 'Mateo Herrera', 'Guitar and music theory for beginners and returning players',
   'Conservatory-trained guitarist from Cali. Lessons mix technique, theory and songs you choose.',
   '{music}', '{es}', 6000000, 'COP', 4.6, 39, 'CO', 'America/Bogota'),
  ('7a000000-0000-4000-8000-000000000008', 'grace-okafor', 'Grace Okafor', 'Essays, college applications and history',
   'Former admissions reader and history teacher. I help you find your argument, structure it and say it in fewer words.',
   '{writing,history}', '{en,fr}', 4000, 'USD', 4.9, 121, 'US', 'America/Chicago')
on conflict (id) do nothing;

-- Availability: one-hour slots over the next three weeks, at hours (UTC) that suit each tutor's time zone.
insert into public.tutor_availability (tutor_id, starts_at, ends_at)
select s.tutor_id, d + make_interval(hours => h), d + make_interval(hours => h + 1)
from (values
  ('7a000000-0000-4000-8000-000000000001'::uuid, '{13,14,22}'::int[], '{1,2,3,4,5}'::int[]),
  ('7a000000-0000-4000-8000-000000000002'::uuid, '{8,9,17}'::int[], '{1,2,3,4}'::int[]),
  ('7a000000-0000-4000-8000-000000000003'::uuid, '{7,16,18}'::int[], '{1,3,5,6}'::int[]),
  ('7a000000-0000-4000-8000-000000000004'::uuid, '{14,23}'::int[], '{2,4,6}'::int[]),
  ('7a000000-0000-4000-8000-000000000005'::uuid, '{12,15,21,23}'::int[], '{1,2,3,4,5,6}'::int[]),
  ('7a000000-0000-4000-8000-000000000006'::uuid, '{9,15}'::int[], '{1,2,3,4,5}'::int[]),
  ('7a000000-0000-4000-8000-000000000007'::uuid, '{0,22}'::int[], '{2,3,5}'::int[]),
  ('7a000000-0000-4000-8000-000000000008'::uuid, '{15,19}'::int[], '{1,3,5}'::int[])
) as s (tutor_id, hours, weekdays)
cross join generate_series(date_trunc('day', now()) + interval '1 day', date_trunc('day', now()) + interval '21 days', interval '1 day') as d
cross join unnest(s.hours) as h
where extract(isodow from d)::int = any (s.weekdays)
on conflict do nothing;

-- Courses and lessons --------------------------------------------------------------------------------------------
insert into public.courses (id, slug, title, summary, description, subject_id, tutor_id, level, language, price_minor, currency) values
  ('c0000000-0000-4000-8000-000000000001', 'algebra-foundations', 'Algebra Foundations',
   'Equations, functions and graphs without the fear.',
   'Six short lessons that rebuild algebra from the ground up, with practice after each step.',
   '5b000000-0000-4000-8000-000000000001', '7a000000-0000-4000-8000-000000000001', 'beginner', 'en', 4900, 'USD'),
  ('c0000000-0000-4000-8000-000000000002', 'ielts-speaking-bootcamp', 'IELTS Speaking Bootcamp',
   'Four weeks to a confident band 7 in the speaking test.',
   'Every part of the speaking test, timed practice and the phrases examiners reward.',
   '5b000000-0000-4000-8000-000000000003', '7a000000-0000-4000-8000-000000000002', 'intermediate', 'en', 6900, 'GBP'),
  ('c0000000-0000-4000-8000-000000000003', 'french-for-travellers', 'French for Travellers',
   'Order, ask, get around: the French you need on your first trip.',
   'Real situations from cafés to train stations, with audio and role plays.',
   '5b000000-0000-4000-8000-000000000004', '7a000000-0000-4000-8000-000000000003', 'beginner', 'fr', 3900, 'EUR'),
  ('c0000000-0000-4000-8000-000000000004', 'python-from-zero', 'Python from Zero',
   'Write your first useful programs in five lessons.',
   'Variables to files and small automations, with a project at the end.',
   '5b000000-0000-4000-8000-000000000006', '7a000000-0000-4000-8000-000000000004', 'beginner', 'en', 5900, 'USD'),
  ('c0000000-0000-4000-8000-000000000005', 'persuasive-essays', 'Essays That Persuade',
   'Find an argument, structure it, and say it clearly.',
   'For school essays and college applications: thesis, evidence, structure and editing.',
   '5b000000-0000-4000-8000-00000000000a', '7a000000-0000-4000-8000-000000000008', 'intermediate', 'en', 4500, 'USD')
on conflict (id) do nothing;

insert into public.course_lessons (course_id, position, title, summary, duration_minutes)
select c.id, l.position, l.title, l.summary, l.minutes
from (values
  ('algebra-foundations', 1, 'Numbers, variables and expressions', 'What a letter in maths really means.', 25),
  ('algebra-foundations', 2, 'Solving linear equations', 'Balance both sides, one step at a time.', 30),
  ('algebra-foundations', 3, 'Inequalities', 'When the answer is a range.', 25),
  ('algebra-foundations', 4, 'Functions and their graphs', 'Inputs, outputs and the straight line.', 35),
  ('algebra-foundations', 5, 'Systems of equations', 'Two unknowns, two methods.', 35),
  ('algebra-foundations', 6, 'Quadratics', 'Factoring, the formula and the parabola.', 40),
  ('ielts-speaking-bootcamp', 1, 'How the speaking test is scored', 'The four criteria and what band 7 sounds like.', 30),
  ('ielts-speaking-bootcamp', 2, 'Part 1: short answers that grow', 'Extend answers naturally.', 30),
  ('ielts-speaking-bootcamp', 3, 'Part 2: the long turn', 'Plan in one minute, speak for two.', 40),
  ('ielts-speaking-bootcamp', 4, 'Part 3: discussing ideas', 'Opinions, comparisons and speculation.', 40),
  ('french-for-travellers', 1, 'Bonjour! Greetings and politeness', 'First words that open doors.', 20),
  ('french-for-travellers', 2, 'At the café', 'Ordering and paying.', 25),
  ('french-for-travellers', 3, 'Getting around', 'Tickets, directions and times.', 25),
  ('french-for-travellers', 4, 'At the hotel', 'Check-in, problems and requests.', 25),
  ('python-from-zero', 1, 'Your first program', 'Install Python, print, variables.', 30),
  ('python-from-zero', 2, 'Decisions and loops', 'if, for and while.', 35),
  ('python-from-zero', 3, 'Functions', 'Name it once, use it everywhere.', 35),
  ('python-from-zero', 4, 'Lists and dictionaries', 'Keep many things in order.', 35),
  ('python-from-zero', 5, 'Project: a budget tracker', 'Read a file, sum it up, report.', 45),
  ('persuasive-essays', 1, 'From topic to thesis', 'A claim someone could disagree with.', 30),
  ('persuasive-essays', 2, 'Evidence and analysis', 'Show, then explain why it matters.', 35),
  ('persuasive-essays', 3, 'Structure that carries the reader', 'Paragraphs with one job each.', 30),
  ('persuasive-essays', 4, 'Editing: say it in fewer words', 'Cut, sharpen, read aloud.', 30)
) as l (course_slug, position, title, summary, minutes)
join public.courses c on c.slug = l.course_slug
on conflict (course_id, position) do nothing;

-- One upcoming session for the demo student, in the first open slot of the English tutor.
insert into public.bookings (id, learner_id, tutor_id, starts_at, ends_at, status, note)
select 'b0000000-0000-4000-8000-000000000001', '5e1d0000-0000-4000-8000-000000000001', a.tutor_id, a.starts_at, a.ends_at,
       'confirmed', 'IELTS speaking practice, part 2.'
from public.tutor_availability a
where a.tutor_id = '7a000000-0000-4000-8000-000000000002'
order by a.starts_at
limit 1
on conflict do nothing;
