-- The student directory tells a tutor about their own lessons only. For a tutor, "sessions booked", "sessions held"
-- and "last activity" counted the learner's bookings with every tutor and their last sign-in: one tutor learnt how
-- often their learner books others. For a tutor they now count the bookings with that tutor (last activity: the
-- latest booking with them or profile change); admins see the whole picture, as before.
create or replace function public.learner_directory(p_search text default '', p_limit integer default 50, p_offset integer default 0)
returns table (
  user_id uuid,
  full_name text,
  email text,
  sessions_booked integer,
  sessions_held integer,
  last_activity timestamptz,
  needs text[],
  accommodations text
)
language sql stable security definer
set search_path = ''
as $$
  with me as (select (select public.has_admin_access()) as admin, (select public.current_tutor_id()) as tutor),
  search as (
    select '%' || replace(replace(replace(coalesce(left(trim(p_search), 100), ''), '\', '\\'), '%', '\%'), '_', '\_') || '%' as pattern
  )
  select u.id, coalesce(p.full_name, ''), case when me.admin then u.email::text end,
    (select count(*)::integer from public.bookings b
     where b.learner_id = u.id and b.status <> 'cancelled' and (me.admin or b.tutor_id = me.tutor)),
    (select count(*)::integer from public.bookings b
     where b.learner_id = u.id and b.status <> 'cancelled' and b.ends_at <= now() and (me.admin or b.tutor_id = me.tutor)),
    case when me.admin
      then greatest(u.last_sign_in_at, (select max(b.created_at) from public.bookings b where b.learner_id = u.id), lp.updated_at)
      else greatest((select max(b.created_at) from public.bookings b where b.learner_id = u.id and b.tutor_id = me.tutor), lp.updated_at)
    end,
    coalesce(lp.needs, '{}'), coalesce(lp.accommodations, '')
  from auth.users u
  cross join me
  cross join search
  left join public.profiles p on p.id = u.id
  left join public.learner_profiles lp on lp.user_id = u.id
  where (me.admin or public.is_my_current_learner(u.id))
    and not exists (select 1 from public.tutors t where t.user_id = u.id)
    and not exists (select 1 from public.user_roles r where r.user_id = u.id and r.role in ('founder', 'admin'))
    and (coalesce(trim(p_search), '') = ''
      or coalesce(p.full_name, '') ilike search.pattern
      or (me.admin and u.email ilike search.pattern))
  order by coalesce(nullif(p.full_name, ''), u.email), u.id
  limit least(greatest(coalesce(p_limit, 50), 1), 200)
  offset greatest(coalesce(p_offset, 0), 0)
$$;
revoke all on function public.learner_directory(text, integer, integer) from public, anon;
grant execute on function public.learner_directory(text, integer, integer) to authenticated;
