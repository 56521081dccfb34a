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
-- One index per sort, in the sort's full order, so a page of 20 is read off the index.
create index tutors_soonest_idx on public.tutors (next_free_at asc nulls last, rating desc nulls last, review_count desc, id) where is_active;
create index tutors_rating_idx on public.tutors (rating desc nulls last, review_count desc, id) where is_active;

-- One page of active tutors. p_max_minor is in minor units of p_currency (the visitor's); rate_in_currency is each
-- tutor's rate converted to p_currency (null: no exchange rate). total_count counts every match. The statement is
-- built with only the filters in use (values are always bound parameters, never text in the SQL), so the planner
-- can use the index of each: GIN on subjects and languages, trigram on the search text, (currency, rate) for the
-- price limit, the sort indexes for a page.
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
as $fn$
declare
  visitor text := case when p_currency ~ '^[A-Z]{3}$' then p_currency else 'USD' end;
  pattern text := nullif(btrim(regexp_replace(public.search_fold(left(p_q, 100)), '\s+', ' ', 'g')), '');
  size integer := least(greatest(coalesce(p_page_size, 20), 1), 50);
  page_no integer := least(greatest(coalesce(p_page, 1), 1), 10000);
  sort text := case when p_sort in ('price', 'soonest') then p_sort else 'rating' end;
  conds text := 't.is_active';
  factor text := 'case t.currency';
  bounds text := '';
  rate record;
  order_by text;
begin
  -- Time passes: stored next free slots that are now too close or past are renewed first (a few, cheaply).
  perform public.refresh_stale_next_free(200);

  -- Each currency's factor to the visitor's, as exact numeric literals in the statement (codes are checked
  -- ^[A-Z]{3}$); a currency with no rate gets none, so its tutors have no converted rate and fail the price limit.
  for rate in
    select c.code, public.exchange_rate(c.code, visitor) as f
    from (select base_currency as code from public.exchange_rates union select quote_currency from public.exchange_rates
          union select visitor) c
    where c.code ~ '^[A-Z]{3}$'
  loop
    continue when rate.f is null;
    factor := factor || format(' when %L then %s', rate.code, rate.f);
    if p_max_minor is not null then
      bounds := bounds || case when bounds = '' then '' else ' or ' end
        || format('(t.currency = %L and t.hourly_rate_minor <= %s)', rate.code, ceil((p_max_minor + 1) / rate.f));
    end if;
  end loop;
  factor := factor || ' end';

  if p_subject is not null then conds := conds || ' and t.subjects @> array[$1]'; end if;
  if p_lang is not null then conds := conds || ' and t.languages @> array[$2]'; end if;
  if pattern is not null then
    pattern := '%' || replace(replace(replace(pattern, '\', '\\'), '%', '\%'), '_', '\_') || '%';
    conds := conds || ' and t.search_text like $3';
  end if;
  if coalesce(p_available_week, false) then conds := conds || ' and t.next_free_at < now() + interval ''7 days'''; end if;
  if p_max_minor is not null then
    -- The bounds let the (currency, rate) index narrow each currency; the rounding test is the exact rule.
    conds := conds || ' and (' || coalesce(nullif(bounds, ''), 'false') || ')'
                   || format(' and round(t.hourly_rate_minor * (%s)) <= $4', factor);
  end if;

  order_by := case sort
    when 'price' then format('round(t.hourly_rate_minor * (%s)) asc nulls last, ', factor)
    when 'soonest' then 't.next_free_at asc nulls last, '
    else ''
  end || 't.rating desc nulls last, t.review_count desc, t.id';

  return query execute format($sql$
    with page as materialized (
      select t.id from public.tutors t where %1$s order by %2$s limit $5 offset $6
    )
    select t.id, t.slug, t.full_name, t.headline, t.avatar_url, t.subjects, t.languages, t.hourly_rate_minor, t.currency,
           round(t.hourly_rate_minor * (%3$s))::bigint, t.rating, t.review_count, t.timezone, t.next_free_at,
           (select count(*) from public.tutors t where %1$s)
    from page p join public.tutors t on t.id = p.id
    order by %2$s
  $sql$, conds, order_by, factor)
  using p_subject, p_lang, pattern, p_max_minor, size, (page_no - 1) * size;
end
$fn$;
revoke all on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer) from public;
grant execute on function public.search_tutors(text, text, bigint, text, text, boolean, text, integer, integer)
  to anon, authenticated, service_role;
