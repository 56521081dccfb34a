-- A tutor's whole schedule saved at once: weekly hours, date overrides, session length and buffer replaced in one
-- transaction (the slot function never sees half a schedule). The tutor themself or an admin; RLS of the tables
-- applies as well because the function runs with the caller's rights.
create or replace function public.save_availability(
  p_tutor_id uuid, p_weekly jsonb, p_overrides jsonb, p_session_minutes integer, p_buffer_minutes integer
) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not (p_tutor_id = public.current_tutor_id() or public.has_admin_access()) then
    raise exception 'Only the tutor or an admin can change this schedule' using errcode = '42501';
  end if;
  if jsonb_typeof(p_weekly) <> 'array' or jsonb_typeof(p_overrides) <> 'array'
     or jsonb_array_length(p_weekly) > 100 or jsonb_array_length(p_overrides) > 400 then
    raise exception 'invalid_request' using errcode = '22023';
  end if;
  update public.tutors set session_minutes = p_session_minutes, buffer_minutes = p_buffer_minutes
  where id = p_tutor_id and (session_minutes, buffer_minutes) is distinct from (p_session_minutes, p_buffer_minutes);
  delete from public.tutor_weekly_hours where tutor_id = p_tutor_id;
  insert into public.tutor_weekly_hours (tutor_id, weekday, start_time, end_time)
  select p_tutor_id, (w ->> 'weekday')::smallint, (w ->> 'start_time')::time, (w ->> 'end_time')::time
  from jsonb_array_elements(p_weekly) w;
  delete from public.tutor_date_overrides where tutor_id = p_tutor_id;
  insert into public.tutor_date_overrides (tutor_id, on_date, start_time, end_time)
  select p_tutor_id, (o ->> 'on_date')::date, (o ->> 'start_time')::time, (o ->> 'end_time')::time
  from jsonb_array_elements(p_overrides) o;
end
$$;
revoke all on function public.save_availability(uuid, jsonb, jsonb, integer, integer) from public;
grant execute on function public.save_availability(uuid, jsonb, jsonb, integer, integer) to authenticated;
