-- The founder hub's figures, computed in SQL (never by downloading rows) and only for admins with access.
alter table public.contact_messages add column if not exists handled_at timestamptz;
alter table public.contact_messages add column if not exists handled_by uuid references auth.users (id) on delete set null;

-- Sign-ups, bookings by status, booked revenue by currency, referral clicks by code and telemetry events by name,
-- over the last p_days days.
create or replace function public.founder_figures(p_days integer) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_since timestamptz := now() - make_interval(days => greatest(1, least(p_days, 3650)));
begin
  if not public.has_admin_access() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'days', p_days,
    'signups', (select count(*) from auth.users u where u.created_at >= v_since),
    'bookingsByStatus', coalesce((select jsonb_object_agg(status, n) from (
        select b.status, count(*) as n from public.bookings b where b.created_at >= v_since group by b.status) s), '{}'::jsonb),
    'revenueByCurrency', coalesce((select jsonb_object_agg(currency, total) from (
        select b.currency, sum(b.price_minor) as total from public.bookings b
        where b.created_at >= v_since and b.status in ('confirmed', 'completed') and b.currency is not null group by b.currency) r), '{}'::jsonb),
    'referralClicks', coalesce((select jsonb_object_agg(code, n) from (
        select e.code, count(*) as n from public.referral_events e where e.created_at >= v_since group by e.code) c), '{}'::jsonb),
    'telemetry', coalesce((select jsonb_object_agg(event, n) from (
        select t.event, count(*) as n from public.telemetry_events t where t.created_at >= v_since group by t.event) e), '{}'::jsonb)
  );
end
$$;
revoke all on function public.founder_figures(integer) from public;
grant execute on function public.founder_figures(integer) to authenticated;

create or replace function public.mark_contact_handled(p_id uuid, p_handled boolean default true) returns void
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.has_admin_access() then
    raise exception 'Admins only' using errcode = '42501';
  end if;
  update public.contact_messages
  set handled_at = case when p_handled then coalesce(handled_at, now()) end,
      handled_by = case when p_handled then coalesce(handled_by, (select auth.uid())) end
  where id = p_id;
end
$$;
revoke all on function public.mark_contact_handled(uuid, boolean) from public;
grant execute on function public.mark_contact_handled(uuid, boolean) to authenticated;
