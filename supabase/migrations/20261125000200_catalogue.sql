-- Schema baseline, 3 of 9: the public catalogue: subjects, tutors (profiles, search text, the tutor as an
-- account), the first availability model's open slots, courses and lessons, pricing plans, AI tutor models and
-- exchange rates. Readable by everyone (inactive or unpublished entries by admins only), written by admins (a tutor
-- edits parts of their own profile). Tutors' weekly hours, free slots, next_free_at, reviews and the directory
-- search are with the bookings, which they depend on.

create extension if not exists btree_gist with schema extensions;
create extension if not exists pg_trgm with schema extensions;

-- Subjects -----------------------------------------------------------------------------------------------------
create table public.subjects (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 2000),
  created_at timestamptz not null default now()
);

alter table public.subjects enable row level security;
revoke all on table public.subjects from anon, authenticated;
grant select on table public.subjects to anon, authenticated;
grant insert, update, delete on table public.subjects to authenticated;
create policy "everyone reads subjects" on public.subjects
  for select to anon, authenticated using (true);
create policy "admins add subjects" on public.subjects
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change subjects" on public.subjects
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove subjects" on public.subjects
  for delete to authenticated using ((select public.has_admin_access()));

-- Tutors -------------------------------------------------------------------------------------------------------
-- Search text: lower case, common Latin accents folded, subject slugs as words: 'Gómez' and 'computer science'
-- find what they should. Immutable on purpose (it only uses lower, translate and array_to_string over text).
create or replace function public.search_fold(p_text text) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select translate(lower(coalesce(p_text, '')), 'áàâäãåéèêëíìîïóòôöõúùûüñç', 'aaaaaaeeeeiiiiooooouuuunc')
$$;

create or replace function public.tutor_search_text(p_full_name text, p_headline text, p_subjects text[]) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select public.search_fold(p_full_name || ' ' || p_headline || ' ' || replace(array_to_string(p_subjects, ' '), '-', ' '))
$$;

-- timezone: slots are computed in it. session_minutes and buffer_minutes lay out the slots; next_free_at is the
-- directory's "next free slot" (kept by triggers, see the bookings). rating and review_count are derived from the
-- reviews; bio_language is the language the bio is written in (bios are shown as written, labelled).
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
  timezone text not null default 'UTC' check (char_length(timezone) <= 64),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  session_minutes integer not null default 60 check (session_minutes between 15 and 240),
  buffer_minutes integer not null default 0 check (buffer_minutes between 0 and 120),
  next_free_at timestamptz,
  bio_language text not null default 'en' check (bio_language ~ '^[a-z]{2}$'),
  search_text text generated always as (public.tutor_search_text(full_name, headline, subjects)) stored
);
create index tutors_subjects_idx on public.tutors using gin (subjects);
-- The directory's filters and sorts (search_tutors): trigram on the search text, GIN on languages, (currency,
-- rate) for the price limit, and one index per sort in the sort's full order, so a page of 20 is read off the index.
create index tutors_search_text_trgm_idx on public.tutors using gin (search_text extensions.gin_trgm_ops);
create index tutors_languages_idx on public.tutors using gin (languages);
create index tutors_currency_rate_idx on public.tutors (currency, hourly_rate_minor) where is_active;
create index tutors_soonest_idx on public.tutors (next_free_at asc nulls last, rating desc nulls last, review_count desc, id) where is_active;
create index tutors_rating_idx on public.tutors (rating desc nulls last, review_count desc, id) where is_active;
create trigger tutors_updated_at before update on public.tutors
  for each row execute function public.set_updated_at();

-- A time zone Postgres does not know would break every slot computation: refused when written.
create or replace function public.check_tutor_timezone() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform now() at time zone new.timezone;
  return new;
exception when others then
  raise exception 'Unknown time zone: %', new.timezone using errcode = '22023';
end
$$;
revoke all on function public.check_tutor_timezone() from public, anon, authenticated;
create trigger tutors_check_timezone before insert or update of timezone on public.tutors
  for each row execute function public.check_tutor_timezone();

-- The tutor profile of the signed-in account (null when the account is not a tutor).
create or replace function public.current_tutor_id() returns uuid
language sql stable security definer
set search_path = ''
as $$
  select t.id from public.tutors t where t.user_id = (select auth.uid()) and (select auth.uid()) is not null
$$;
revoke all on function public.current_tutor_id() from public;
grant execute on function public.current_tutor_id() to anon, authenticated, service_role;

-- A tutor edits their own profile; approval, rating, identity and price stay with admins.
create or replace function public.guard_tutor_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- Values derived by other triggers (rating and review count from reviews) are not the caller's edits.
  if (select auth.role()) = 'authenticated' and pg_trigger_depth() <= 1 and not (select public.has_admin_access()) then
    if (new.id, new.user_id, new.slug, new.is_active, new.rating, new.review_count, new.hourly_rate_minor, new.currency)
       is distinct from (old.id, old.user_id, old.slug, old.is_active, old.rating, old.review_count, old.hourly_rate_minor, old.currency) then
      raise exception 'Only an admin can change approval, rate, rating or identity of a tutor' using errcode = '42501';
    end if;
  end if;
  return new;
end
$$;
revoke all on function public.guard_tutor_update() from public, anon, authenticated;
create trigger tutors_guard_update before update on public.tutors
  for each row execute function public.guard_tutor_update();

-- ("admins with access change tutors" and "admins change tutors" say the same; both are in the schema.)
alter table public.tutors enable row level security;
revoke all on table public.tutors from anon, authenticated;
grant select on table public.tutors to anon, authenticated;
grant insert, update, delete on table public.tutors to authenticated;
create policy "everyone reads active tutors" on public.tutors
  for select to anon, authenticated using (is_active or (select public.has_admin_access()));
create policy "tutors read their own profile" on public.tutors
  for select to authenticated using (user_id = (select auth.uid()));
create policy "tutors edit their own profile" on public.tutors
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "admins add tutors" on public.tutors
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change tutors" on public.tutors
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins with access change tutors" on public.tutors
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove tutors" on public.tutors
  for delete to authenticated using ((select public.has_admin_access()));

-- Open slots (the first availability model; free times now come from weekly hours, see the bookings) -------------
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

alter table public.tutor_availability enable row level security;
revoke all on table public.tutor_availability from anon, authenticated;
grant select on table public.tutor_availability to anon, authenticated;
grant insert, update, delete on table public.tutor_availability to authenticated;
create policy "everyone reads availability of active tutors" on public.tutor_availability
  for select to anon, authenticated
  using (exists (select 1 from public.tutors t where t.id = tutor_id and (t.is_active or (select public.has_admin_access()))));
create policy "admins add tutor_availability" on public.tutor_availability
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change tutor_availability" on public.tutor_availability
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove tutor_availability" on public.tutor_availability
  for delete to authenticated using ((select public.has_admin_access()));

-- Courses and lessons ------------------------------------------------------------------------------------------
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

alter table public.courses enable row level security;
revoke all on table public.courses from anon, authenticated;
grant select on table public.courses to anon, authenticated;
grant insert, update, delete on table public.courses to authenticated;
create policy "everyone reads published courses" on public.courses
  for select to anon, authenticated using (is_published or (select public.has_admin_access()));
create policy "admins add courses" on public.courses
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change courses" on public.courses
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove courses" on public.courses
  for delete to authenticated using ((select public.has_admin_access()));

-- body: Markdown, rendered by the app without raw HTML. updated_at lets a copy saved on a device know it is stale.
create table public.course_lessons (
  id uuid primary key default gen_random_uuid(),
  course_id uuid not null references public.courses (id) on delete cascade,
  position integer not null check (position > 0),
  title text not null check (char_length(title) between 1 and 200),
  summary text not null default '' check (char_length(summary) <= 1000),
  duration_minutes integer not null default 30 check (duration_minutes between 1 and 600),
  created_at timestamptz not null default now(),
  body text not null default '' check (char_length(body) <= 100000),
  updated_at timestamptz not null default now(),
  unique (course_id, position)
);
create trigger course_lessons_updated_at before update on public.course_lessons
  for each row execute function public.set_updated_at();

alter table public.course_lessons enable row level security;
revoke all on table public.course_lessons from anon, authenticated;
grant select on table public.course_lessons to anon, authenticated;
grant insert, update, delete on table public.course_lessons to authenticated;
create policy "everyone reads lessons of published courses" on public.course_lessons
  for select to anon, authenticated
  using (exists (select 1 from public.courses c where c.id = course_id and (c.is_published or (select public.has_admin_access()))));
create policy "admins add course_lessons" on public.course_lessons
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change course_lessons" on public.course_lessons
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove course_lessons" on public.course_lessons
  for delete to authenticated using ((select public.has_admin_access()));

-- The course catalogue as the app lists it: one row per course with its subject, lesson count and total duration,
-- computed in the database (the list never downloads lessons). security_invoker: the caller's RLS applies, so a
-- visitor sees exactly the published courses the courses policy shows them.
create view public.course_catalogue with (security_invoker = true) as
select
  c.id, c.slug, c.title, c.summary, c.level, c.language, c.price_minor, c.currency, c.is_published, c.updated_at,
  s.slug as subject_slug, s.name as subject_name,
  (select count(*) from public.course_lessons l where l.course_id = c.id)::integer as lesson_count,
  (select coalesce(sum(l.duration_minutes), 0) from public.course_lessons l where l.course_id = c.id)::integer as total_minutes
from public.courses c
left join public.subjects s on s.id = c.subject_id;
revoke all on public.course_catalogue from anon, authenticated;
grant select on public.course_catalogue to anon, authenticated;

-- Pricing plans ------------------------------------------------------------------------------------------------
-- Prices are set per currency by the team (no live exchange rates): one row per plan and currency. A currency
-- without a row is simply not offered for that plan; the app then shows another currency, labelled.
create table public.pricing_plans (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 500),
  sessions integer check (sessions is null or sessions between 1 and 100), -- null: no fixed number (monthly)
  session_minutes integer not null default 60 check (session_minutes between 15 and 240),
  billing text not null default 'once' check (billing in ('once', 'monthly')),
  position integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger pricing_plans_updated_at before update on public.pricing_plans
  for each row execute function public.set_updated_at();

alter table public.pricing_plans enable row level security;
revoke all on table public.pricing_plans from anon, authenticated;
grant select on table public.pricing_plans to anon, authenticated;
grant insert, update, delete on table public.pricing_plans to authenticated;
create policy "everyone reads active plans" on public.pricing_plans
  for select to anon, authenticated using (is_active or (select public.has_admin_access()));
create policy "admins add pricing_plans" on public.pricing_plans
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change pricing_plans" on public.pricing_plans
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove pricing_plans" on public.pricing_plans
  for delete to authenticated using ((select public.has_admin_access()));

create table public.pricing_plan_prices (
  plan_id uuid not null references public.pricing_plans (id) on delete cascade,
  currency text not null check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  amount_minor integer not null check (amount_minor >= 0), -- in the currency's minor unit (cents, centavos, pence)
  updated_at timestamptz not null default now(),
  primary key (plan_id, currency)
);
create trigger pricing_plan_prices_updated_at before update on public.pricing_plan_prices
  for each row execute function public.set_updated_at();

alter table public.pricing_plan_prices enable row level security;
revoke all on table public.pricing_plan_prices from anon, authenticated;
grant select on table public.pricing_plan_prices to anon, authenticated;
grant insert, update, delete on table public.pricing_plan_prices to authenticated;
create policy "everyone reads prices of active plans" on public.pricing_plan_prices
  for select to anon, authenticated
  using (exists (select 1 from public.pricing_plans p where p.id = plan_id and (p.is_active or (select public.has_admin_access()))));
create policy "admins add pricing_plan_prices" on public.pricing_plan_prices
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change pricing_plan_prices" on public.pricing_plan_prices
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove pricing_plan_prices" on public.pricing_plan_prices
  for delete to authenticated using ((select public.has_admin_access()));

-- AI tutor models ----------------------------------------------------------------------------------------------
create table public.tutor_models (
  id uuid primary key default gen_random_uuid(),
  slug text not null unique check (slug ~ '^[a-z0-9-]{1,64}$'),
  name text not null check (char_length(name) between 1 and 100),
  subject_focus text not null check (char_length(subject_focus) between 1 and 200),
  teaching_style text not null check (char_length(teaching_style) between 1 and 300),
  levels text[] not null default '{}' check (levels <@ array['beginner', 'intermediate', 'advanced']::text[]),
  description text not null default '' check (char_length(description) <= 1000),
  language text not null default 'en' check (char_length(language) <= 35), -- the language the texts are written in
  position integer not null default 0,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger tutor_models_updated_at before update on public.tutor_models
  for each row execute function public.set_updated_at();

alter table public.tutor_models enable row level security;
revoke all on table public.tutor_models from anon, authenticated;
grant select on table public.tutor_models to anon, authenticated;
grant insert, update, delete on table public.tutor_models to authenticated;
create policy "everyone reads active tutor models" on public.tutor_models
  for select to anon, authenticated using (is_active or (select public.has_admin_access()));
create policy "admins add tutor_models" on public.tutor_models
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change tutor_models" on public.tutor_models
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove tutor_models" on public.tutor_models
  for delete to authenticated using ((select public.has_admin_access()));

-- Exchange rates -----------------------------------------------------------------------------------------------
-- Tutor rates and course prices are set in one currency and shown in the visitor's currency converted with these
-- (marked approximate on screen; what is charged stays the original). One row says: 1 unit of base_currency =
-- rate units of quote_currency. Readable by everyone, maintained by admins.
create table public.exchange_rates (
  id uuid primary key default gen_random_uuid(),
  base_currency text not null check (base_currency ~ '^[A-Z]{3}$'),
  quote_currency text not null check (quote_currency ~ '^[A-Z]{3}$'),
  rate numeric(20, 10) not null check (rate > 0),
  updated_at timestamptz not null default now(),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  check (base_currency <> quote_currency),
  unique (base_currency, quote_currency)
);
create trigger exchange_rates_updated_at before update on public.exchange_rates
  for each row execute function public.set_updated_at();

alter table public.exchange_rates enable row level security;
revoke all on table public.exchange_rates from anon, authenticated;
grant select on table public.exchange_rates to anon, authenticated;
grant insert (id, base_currency, quote_currency, rate, updated_by), update (base_currency, quote_currency, rate, updated_by),
  delete on table public.exchange_rates to authenticated;
create policy "everyone reads exchange rates" on public.exchange_rates
  for select to anon, authenticated using (true);
create policy "admins add exchange rates" on public.exchange_rates
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change exchange rates" on public.exchange_rates
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove exchange rates" on public.exchange_rates
  for delete to authenticated using ((select public.has_admin_access()));

-- How many units of p_to one unit of p_from is worth: a direct rate, the inverse of one, or a cross rate through
-- one currency both are quoted against. Null when the table does not connect them. The same rules as
-- src/lib/money.ts (findRate), so the server's price filter and the page agree.
create or replace function public.exchange_rate(p_from text, p_to text) returns numeric
language sql stable security definer
set search_path = ''
as $$
  with pairs (f, t, r) as (
    select base_currency, quote_currency, rate from public.exchange_rates
    union all
    select quote_currency, base_currency, 1 / rate from public.exchange_rates e
    where not exists (select 1 from public.exchange_rates d where d.base_currency = e.quote_currency and d.quote_currency = e.base_currency)
  )
  select case
    when p_from = p_to then 1::numeric
    else coalesce(
      (select r from pairs where f = p_from and t = p_to limit 1),
      (select a.r * b.r from pairs a join pairs b on b.f = a.t where a.f = p_from and b.t = p_to order by a.t limit 1)
    )
  end
$$;
revoke all on function public.exchange_rate(text, text) from public;
grant execute on function public.exchange_rate(text, text) to anon, authenticated, service_role;

-- Reference rates (mid-market, November 2026); admins keep them current.
insert into public.exchange_rates (base_currency, quote_currency, rate) values
  ('USD', 'COP', 3950),
  ('USD', 'EUR', 0.93),
  ('USD', 'GBP', 0.79),
  ('EUR', 'GBP', 0.85)
on conflict (base_currency, quote_currency) do nothing;
