-- Lesson bodies (Markdown), pricing plans with an amount per currency, and the AI tutor models.
-- Everything here is readable by everyone and written only by admins, checked through has_admin_access().

-- Lesson content ----------------------------------------------------------------------------------------------
-- Markdown, rendered by the app without raw HTML. updated_at lets a copy saved on a device know it is stale.
alter table public.course_lessons
  add column body text not null default '' check (char_length(body) <= 100000),
  add column updated_at timestamptz not null default now();
create trigger course_lessons_updated_at before update on public.course_lessons
  for each row execute function public.set_updated_at();

-- Pricing plans -----------------------------------------------------------------------------------------------
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

create table public.pricing_plan_prices (
  plan_id uuid not null references public.pricing_plans (id) on delete cascade,
  currency text not null check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  amount_minor integer not null check (amount_minor >= 0), -- in the currency's minor unit (cents, centavos, pence)
  updated_at timestamptz not null default now(),
  primary key (plan_id, currency)
);
create trigger pricing_plan_prices_updated_at before update on public.pricing_plan_prices
  for each row execute function public.set_updated_at();

-- AI tutor models ---------------------------------------------------------------------------------------------
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

-- Row-level security: read by all (inactive entries by admins only), written by admins only -----------------------
do $$
declare
  t text;
begin
  foreach t in array array['pricing_plans', 'pricing_plan_prices', 'tutor_models'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on table public.%I from anon, authenticated', t);
    execute format('grant select on table public.%I to anon, authenticated', t);
    execute format('grant insert, update, delete on table public.%I to authenticated', t);
    execute format('create policy "admins add %1$s" on public.%1$I for insert to authenticated with check ((select public.has_admin_access()))', t);
    execute format('create policy "admins change %1$s" on public.%1$I for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()))', t);
    execute format('create policy "admins remove %1$s" on public.%1$I for delete to authenticated using ((select public.has_admin_access()))', t);
  end loop;
end
$$;

create policy "everyone reads active plans" on public.pricing_plans
  for select to anon, authenticated using (is_active or (select public.has_admin_access()));
create policy "everyone reads prices of active plans" on public.pricing_plan_prices
  for select to anon, authenticated
  using (exists (select 1 from public.pricing_plans p where p.id = plan_id and (p.is_active or (select public.has_admin_access()))));
create policy "everyone reads active tutor models" on public.tutor_models
  for select to anon, authenticated using (is_active or (select public.has_admin_access()));

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
