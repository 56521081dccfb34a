-- The public catalogue: subjects, tutors, their availability, courses and lessons.
-- Readable by everyone (inactive or unpublished entries by admins only), written by admins only.

create extension if not exists btree_gist with schema extensions;

create table public.subjects (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 2000),
  created_at timestamptz not null default now()
);

create table public.tutors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete set null,
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  full_name text not null check (char_length(full_name) between 1 and 200),
  headline text not null default '' check (char_length(headline) <= 200),
  bio text not null default '' check (char_length(bio) <= 4000),
  avatar_url text check (char_length(avatar_url) <= 500),
  subjects text[] not null default '{}', -- subject slugs
  languages text[] not null default '{}', -- BCP 47 language tags, e.g. en, es, fr
  hourly_rate_minor integer not null check (hourly_rate_minor >= 0), -- in the currency's minor unit
  currency text not null check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  rating numeric(2, 1) check (rating between 0 and 5),
  review_count integer not null default 0 check (review_count >= 0),
  country text check (country ~ '^[A-Z]{2}$'),
  timezone text check (char_length(timezone) <= 64),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index tutors_subjects_idx on public.tutors using gin (subjects);
create trigger tutors_updated_at before update on public.tutors
  for each row execute function public.set_updated_at();

create table public.tutor_availability (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  created_at timestamptz not null default now(),
  check (ends_at > starts_at),
  -- A tutor's open slots never overlap.
  constraint tutor_availability_no_overlap
    exclude using gist (tutor_id with =, tstzrange(starts_at, ends_at) with &&)
);
create index tutor_availability_starts_at_idx on public.tutor_availability (starts_at);

create table public.courses (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 500),
  description text not null default '' check (char_length(description) <= 4000),
  subject_id uuid references public.subjects (id) on delete set null,
  tutor_id uuid references public.tutors (id) on delete set null,
  level text not null default 'beginner' check (level in ('beginner', 'intermediate', 'advanced')),
  language text not null default 'en' check (char_length(language) <= 35),
  price_minor integer not null default 0 check (price_minor >= 0),
  currency text not null default 'USD' check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  is_published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger courses_updated_at before update on public.courses
  for each row execute function public.set_updated_at();

create table public.course_lessons (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  position integer not null check (position > 0),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 1000),
  duration_minutes integer not null default 30 check (duration_minutes between 1 and 600),
  created_at timestamptz not null default now(),
  unique (course_id, position)
);

-- Same rules for every catalogue table: read by all, write by admins.
do $$
declare
  t text;
begin
  foreach t in array array['subjects', 'tutors', 'tutor_availability', 'courses', 'course_lessons'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format('create policy "admins add %1$s" on public.%1$I for insert to authenticated with check ((select public.is_admin()))', t);
    execute format('create policy "admins change %1$s" on public.%1$I for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()))', t);
    execute format('create policy "admins remove %1$s" on public.%1$I for delete to authenticated using ((select public.is_admin()))', t);
  end loop;
end
$$;

create policy "everyone reads subjects" on public.subjects
  for select to anon, authenticated using (true);
create policy "everyone reads active tutors" on public.tutors
  for select to anon, authenticated using (is_active or (select public.is_admin()));
create policy "everyone reads availability of active tutors" on public.tutor_availability
  for select to anon, authenticated
  using (exists (select 1 from public.tutors t where t.id = tutor_id and (t.is_active or (select public.is_admin()))));
create policy "everyone reads published courses" on public.courses
  for select to anon, authenticated using (is_published or (select public.is_admin()));
create policy "everyone reads lessons of published courses" on public.course_lessons
  for select to anon, authenticated
  using (exists (select 1 from public.courses c where c.id = course_id and (c.is_published or (select public.is_admin()))));
