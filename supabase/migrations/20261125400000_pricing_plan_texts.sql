-- Plan names and descriptions per language, from the database like the prices (pricing_plan_prices): the team
-- renames or adds a plan without a release. A language without its own text falls back to another of the same
-- language (es-ES → es-CO), then to pricing_plans.name / description (written in English).
create table public.pricing_plan_texts (
  plan_id uuid not null references public.pricing_plans (id) on delete cascade,
  locale text not null check (locale in ('en-US', 'en-GB', 'es-CO', 'es-ES', 'fr-FR')),
  name text not null check (char_length(name) between 1 and 100),
  description text not null default '' check (char_length(description) <= 1000),
  updated_at timestamptz not null default now(),
  primary key (plan_id, locale)
);
create trigger pricing_plan_texts_updated_at before update on public.pricing_plan_texts
  for each row execute function public.set_updated_at();

alter table public.pricing_plan_texts enable row level security;
revoke all on table public.pricing_plan_texts from anon, authenticated;
grant select on table public.pricing_plan_texts to anon, authenticated;
grant insert, update, delete on table public.pricing_plan_texts to authenticated;
create policy "everyone reads texts of active plans" on public.pricing_plan_texts
  for select to anon, authenticated
  using (exists (select 1 from public.pricing_plans p where p.id = plan_id and (p.is_active or (select public.has_admin_access()))));
create policy "admins add pricing_plan_texts" on public.pricing_plan_texts
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change pricing_plan_texts" on public.pricing_plan_texts
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove pricing_plan_texts" on public.pricing_plan_texts
  for delete to authenticated using ((select public.has_admin_access()));
