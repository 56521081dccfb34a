-- Exchange rates, maintained by admins: tutor rates and course prices are set in one currency and shown in the
-- visitor's currency converted with these (marked approximate on screen; what is charged stays the original).
-- One row says: 1 unit of base_currency = rate units of quote_currency. Readable by everyone.

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
