-- The tutor directory, filtered, sorted and paginated on the server: 10,000 tutors cost about what 10 do.
-- Text search over name, headline and subjects (trigram index), subject and language (GIN), maximum price in the
-- visitor's currency (converted with exchange_rates; a rate that cannot be converted is left out), free in the
-- coming 7 days (next_free_at), sort by price, rating or soonest.

create extension if not exists pg_trgm with schema extensions;

-- Lower case, common Latin accents folded, subject slugs as words: 'Gómez' and 'computer science' find what
-- they should. Immutable on purpose (it only uses lower, translate and array_to_string over text).
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

alter table public.tutors
  add column search_text text generated always as (public.tutor_search_text(full_name, headline, subjects)) stored;

create index tutors_search_text_trgm_idx on public.tutors using gin (search_text extensions.gin_trgm_ops);
create index tutors_languages_idx on public.tutors using gin (languages);
create index tutors_currency_rate_idx on public.tutors (currency, hourly_rate_minor) where is_active;
create index tutors_next_free_idx on public.tutors (next_free_at) where is_active;
create index tutors_rating_idx on public.tutors (rating desc nulls last, review_count desc, id) where is_active;

-- One page of active tutors. p_max_minor is in minor units of p_currency (the visitor's); rate_in_currency is each
-- tutor's rate converted to p_currency (null: no exchange rate). total_count counts every match.
create or replace function public.search_tutors(
  p_subject text default null,
  p_lang text default null,
  p_max_minor bigint default null,
  p_currency text default 'USD',
  p_q text default null,
  p_available_week boolean default false,
  p_sort text default 'rating',
  p_page integer default 1,
  p_page_size integer default 20
)
returns table (
  id uuid, slug text, full_name text, headline text, avatar_url text, subjects text[], languages text[],
  hourly_rate_minor integer, currency text, rate_in_currency bigint, rating numeric, review_count integer,
  timezone text, next_free_at timestamptz, total_count bigint
)
language plpgsql volatile security definer
set search_path = ''
as $$
#variable_conflict use_column
declare
  visitor text := case when p_currency ~ '^[A-Z]{3}$' then p_currency else 'USD' end;
  pattern text := nullif(btrim(regexp_replace(public.search_fold(left(p_q, 100)), '\s+', ' ', 'g')), '');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 50);
  page integer := least(greatest(coalesce(p_page, 1), 1), 10000);
begin
  -- Time passes: stored next free slots that are now too close or past are renewed first (a few, cheaply).
  perform public.refresh_stale_next_free(200);
  if pattern is not null then
    pattern := '%' || replace(replace(replace(pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  return query
  with rates as (
    select c.code, public.exchange_rate(c.code, visitor) as to_visitor
    from (select base_currency as code from public.exchange_rates union select quote_currency from public.exchange_rates
          union select visitor) c
  ),
  matches as (
    select t.*, case when r.to_visitor is not null then round(t.hourly_rate_minor * r.to_visitor)::bigint end as converted
    from public.tutors t
    left join rates r on r.code = t.currency
    where t.is_active
      and (p_subject is null or t.subjects @> array[p_subject])
      and (p_lang is null or t.languages @> array[p_lang])
      and (pattern is null or t.search_text like pattern)
      and (not coalesce(p_available_week, false) or t.next_free_at < now() + interval '7 days')
      and (p_max_minor is null or t.currency in (
        select r2.code from rates r2 where r2.to_visitor is not null
      ) and round(t.hourly_rate_minor * r.to_visitor) <= p_max_minor)
  )
  select m.id, m.slug, m.full_name, m.headline, m.avatar_url, m.subjects, m.languages, m.hourly_rate_minor, m.currency,
         m.converted, m.rating, m.review_count, m.timezone, m.next_free_at, count(*) over ()
  from matches m
  order by
    case when p_sort = 'price' then m.converted end asc nulls last,
    case when p_sort = 'soonest' then m.next_free_at end asc nulls last,
    m.rating desc nulls last, m.review_count desc, m.id
  limit size offset (page - 1) * size;
end
$$;
revoke all on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer) from public;
grant execute on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer)
  to anon, authenticated, service_role;
