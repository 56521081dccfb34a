-- Conversation reports reach the team. A learner's or tutor's report of a conversation was stored, and admins could
-- read it, but no page showed it: a safeguarding report went unseen. The founder hub now lists them, newest first,
-- each with the two parties and the messages as they were when it was made (the 50 before it), read through this
-- function (admins with access, aal2, only), which names the parties without opening the profiles table wider.
create or replace function public.conversation_reports_for_admins(p_limit integer default 50) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
begin
  if not (select public.has_admin_access()) then
    raise exception 'Only an admin with access reads conversation reports' using errcode = '42501';
  end if;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
      'id', r.id,
      'conversation_id', r.conversation_id,
      'reporter_role', r.reporter_role,
      'reason', r.reason,
      'created_at', r.created_at,
      'learner_name', case when c.learner_id is null then null else coalesce(p.full_name, '') end,
      'tutor_name', t.full_name,
      'messages', coalesce((
        select jsonb_agg(jsonb_build_object(
          'from', case when m.sender_id is null then 'deleted' when m.sender_id = c.learner_id then 'learner' else 'tutor' end,
          'body', m.body,
          'sent_at', m.created_at) order by m.seq)
        from (select * from public.messages m where m.conversation_id = c.id and m.created_at <= r.created_at
              order by m.seq desc limit 50) m
      ), '[]'::jsonb)
    ) order by r.created_at desc)
    from (select * from public.conversation_reports
          order by created_at desc limit least(greatest(coalesce(p_limit, 50), 1), 200)) r
    join public.conversations c on c.id = r.conversation_id
    join public.tutors t on t.id = c.tutor_id
    left join public.profiles p on p.id = c.learner_id
  ), '[]'::jsonb);
end
$$;
revoke all on function public.conversation_reports_for_admins(integer) from public, anon;
grant execute on function public.conversation_reports_for_admins(integer) to authenticated;
