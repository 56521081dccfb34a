-- Demo data for courses, pricing plans and AI tutor models. Safe to run twice: fixed ids, ON CONFLICT DO NOTHING,
-- and lesson bodies set by (course, position). Lesson images are files of the app (public/lessons/), so a course
-- saved on a device carries them too.

-- Pricing plans: amounts set per currency by the team, in each currency's minor unit ------------------------------
insert into public.pricing_plans (id, slug, name, description, sessions, session_minutes, billing, position) values
  ('9a000000-0000-4000-8000-000000000001', 'single-session', 'Single session', 'One 60-minute lesson with the tutor of your choice.', 1, 60, 'once', 1),
  ('9a000000-0000-4000-8000-000000000002', 'pack-5', '5-session pack', 'Five 60-minute lessons to use within three months.', 5, 60, 'once', 2),
  ('9a000000-0000-4000-8000-000000000003', 'pack-10', '10-session pack', 'Ten 60-minute lessons to use within six months.', 10, 60, 'once', 3),
  ('9a000000-0000-4000-8000-000000000004', 'monthly', 'Monthly', 'Four 60-minute lessons every month, plus the AI tutor models between lessons. Cancel any time.', 4, 60, 'monthly', 4)
on conflict (id) do nothing;

insert into public.pricing_plan_prices (plan_id, currency, amount_minor)
select p.id, a.currency, a.amount_minor
from (values
  ('single-session', 'USD', 4500), ('single-session', 'EUR', 4200), ('single-session', 'GBP', 3600), ('single-session', 'COP', 18000000),
  ('pack-5', 'USD', 21000), ('pack-5', 'EUR', 19500), ('pack-5', 'GBP', 16800), ('pack-5', 'COP', 84000000),
  ('pack-10', 'USD', 39900), ('pack-10', 'EUR', 37000), ('pack-10', 'GBP', 31900), ('pack-10', 'COP', 160000000),
  ('monthly', 'USD', 15900), ('monthly', 'EUR', 14900), ('monthly', 'GBP', 12900), ('monthly', 'COP', 62000000)
) as a (plan_slug, currency, amount_minor)
join public.pricing_plans p on p.slug = a.plan_slug
on conflict (plan_id, currency) do nothing;

-- AI tutor models --------------------------------------------------------------------------------------------------
insert into public.tutor_models (id, slug, name, subject_focus, teaching_style, levels, description, language, position) values
  ('3d000000-0000-4000-8000-000000000001', 'euler', 'Euler', 'Mathematics: algebra, functions, calculus',
   'Socratic: asks the next question instead of giving the answer, and checks every step you write.',
   '{beginner,intermediate,advanced}',
   'Works through problems with you one line at a time. When you are stuck it offers a hint, then a smaller hint, and only shows a full solution after you have tried. Ends each session with three practice questions at the level you reached.',
   'en', 1),
  ('3d000000-0000-4000-8000-000000000002', 'lexi', 'Lexi', 'English for exams: IELTS speaking and writing',
   'Feedback-first: you answer a real exam task, it scores you against the four criteria and shows what would lift the band.',
   '{intermediate,advanced}',
   'Times your IELTS Part 2 long turn, transcribes it, and marks fluency, vocabulary, grammar and pronunciation with examples from what you actually said. Keeps a list of your repeated mistakes between sessions.',
   'en', 2),
  ('3d000000-0000-4000-8000-000000000003', 'curie', 'Curie', 'Physics and chemistry',
   'Experiment-first: starts from something you can observe, then builds the model and the formula from it.',
   '{beginner,intermediate}',
   'Explains mechanics, electricity and chemical reactions with everyday experiments and sketches. Every formula comes with its units and a sanity check, so you learn to spot an answer that cannot be right.',
   'en', 3),
  ('3d000000-0000-4000-8000-000000000004', 'paso-a-paso', 'Paso a paso', 'Study skills and maths for learners with ADHD',
   'Short steps: five-minute tasks, one instruction at a time, frequent breaks and visible progress.',
   '{beginner,intermediate}',
   'Designed with tutors who teach learners with ADHD. Splits homework into small tasks, reminds you where you stopped, and keeps the screen calm. Works in English and Spanish.',
   'en', 4)
on conflict (id) do nothing;
