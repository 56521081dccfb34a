-- Schema baseline, 5 of 9: learning. Learner profiles (goals, level, needs and accommodations, read by the
-- learner's tutors), practice attempts and ADHD focus sessions. Attempts and sessions are written by the app's
-- outbox with ids made on the device (a resend is a duplicate, never a second row).

-- Learner profiles ---------------------------------------------------------------------------------------------
create table public.learner_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  goals text not null default '' check (char_length(goals) <= 2000),
  level text check (level in ('beginner', 'intermediate', 'advanced')),
  subjects text[] not null default '{}',
  preferred_languages text[] not null default '{}',
  timezone text check (char_length(timezone) <= 64),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  needs text[] not null default '{}',
  accommodations text not null default '' constraint learner_profiles_accommodations_length check (char_length(accommodations) <= 2000)
);
create trigger learner_profiles_updated_at before update on public.learner_profiles
  for each row execute function public.set_updated_at();

alter table public.learner_profiles enable row level security;
revoke all on table public.learner_profiles from anon, authenticated;
grant select, insert, update, delete on table public.learner_profiles to authenticated;
create policy "learners read their profile, admins read all" on public.learner_profiles
  for select to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
create policy "tutors read their learners' profiles" on public.learner_profiles
  for select to authenticated using ((select public.is_my_learner(user_id)));
create policy "learners create their profile" on public.learner_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "learners change their profile" on public.learner_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "learners remove their profile" on public.learner_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

-- Practice attempts --------------------------------------------------------------------------------------------
create table public.practice_attempts (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  skill text not null check (skill in ('arithmetic', 'fractions', 'percentages', 'linear', 'quadratics', 'graphs')),
  question_seed bigint not null check (question_seed between 0 and 4294967295),
  level smallint not null check (level between 1 and 3),
  answer text not null check (char_length(answer) <= 200),
  correct boolean not null,
  time_taken_ms integer not null check (time_taken_ms between 0 and 86400000),
  mode text not null default 'practice' check (mode in ('practice', 'review')),
  answered_at timestamptz not null,
  created_at timestamptz not null default now()
);
create index practice_attempts_user_skill on public.practice_attempts (user_id, skill, answered_at);

alter table public.practice_attempts enable row level security;
revoke all on table public.practice_attempts from anon, authenticated;
grant select, insert, delete on table public.practice_attempts to authenticated;
-- An attempt is a fact: never changed. Learners add and read their own; admins read and remove any.
create policy "learners read their attempts, admins read all" on public.practice_attempts
  for select to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
create policy "learners record their attempts" on public.practice_attempts
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "admins remove attempts" on public.practice_attempts
  for delete to authenticated using ((select public.has_admin_access()));

-- ADHD focus sessions ------------------------------------------------------------------------------------------
create table public.adhd_sessions (
  id uuid primary key,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  subject text not null check (subject in ('math', 'reading', 'writing', 'science', 'languages')),
  sprint_minutes smallint not null check (sprint_minutes in (10, 15, 25)),
  break_style text not null check (break_style in ('stretch', 'breathe', 'walk')),
  tasks_total smallint not null check (tasks_total between 1 and 20),
  tasks_done smallint not null default 0 check (tasks_done between 0 and tasks_total),
  focused_seconds integer not null default 0 check (focused_seconds between 0 and 86400),
  status text not null default 'active' check (status in ('active', 'completed', 'abandoned')),
  started_at timestamptz not null,
  ended_at timestamptz,
  updated_at timestamptz not null default now()
);
create index adhd_sessions_user on public.adhd_sessions (user_id, started_at);
create trigger adhd_sessions_updated_at before update on public.adhd_sessions
  for each row execute function public.set_updated_at();

alter table public.adhd_sessions enable row level security;
revoke all on table public.adhd_sessions from anon, authenticated;
grant select, insert, update, delete on table public.adhd_sessions to authenticated;
create policy "learners read their sessions, admins read all" on public.adhd_sessions
  for select to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
create policy "learners start their sessions" on public.adhd_sessions
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "learners update their sessions" on public.adhd_sessions
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "learners and admins remove sessions" on public.adhd_sessions
  for delete to authenticated using (user_id = (select auth.uid()) or (select public.has_admin_access()));
