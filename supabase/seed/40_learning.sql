-- Learning: the AI tutor starts under maintenance (SPEC §1: the footer shows it disabled), and the demo student's
-- practice history and one finished focus session, so the dashboard's progress and the lesson generator have
-- something real to work from.
insert into public.system_settings (key, value) values ('ai_tutor.maintenance', 'true'::jsonb)
on conflict (key) do nothing;

insert into public.practice_attempts (id, user_id, skill, question_seed, level, answer, correct, time_taken_ms, mode, answered_at)
select ('5a7e0000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid,
       u.id, s.skill, 1000 + n * 7919, s.level, s.answer, s.correct, 20000 + n * 1500, 'practice',
       now() - interval '3 days' + n * interval '3 minutes'
from auth.users u
cross join lateral (values
  (1, 'arithmetic', 1, '37', true), (2, 'arithmetic', 1, '12', true), (3, 'arithmetic', 2, '58', true),
  (4, 'arithmetic', 2, '41', true), (5, 'arithmetic', 3, '-23', true),
  (6, 'fractions', 1, '5/7', true), (7, 'fractions', 1, '1/2', false), (8, 'fractions', 2, '7/12', true),
  (9, 'fractions', 1, '3/4', true), (10, 'fractions', 2, '1/6', true),
  (11, 'linear', 1, '4', true), (12, 'linear', 1, '-2', false), (13, 'linear', 1, '9', false)
) as s(n, skill, level, answer, correct)
where u.email = 'student@example.com'
on conflict (id) do nothing;

insert into public.adhd_sessions (id, user_id, subject, sprint_minutes, break_style, tasks_total, tasks_done, focused_seconds, status, started_at, ended_at)
select '5a7e1000-0000-4000-8000-000000000001'::uuid, u.id, 'math', 15, 'stretch', 4, 4, 880, 'completed',
       now() - interval '2 days', now() - interval '2 days' + interval '18 minutes'
from auth.users u where u.email = 'student@example.com'
on conflict (id) do nothing;
