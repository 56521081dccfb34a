-- Account control covers the tables added by booking, reviews, notifications and the learning tools.
-- export_my_data(): the first version's document plus one key per newer table that refers to the user.
alter function public.export_my_data() rename to export_my_data_base;
revoke all on function public.export_my_data_base() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
begin
  if uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_base() || jsonb_build_object(
    'practice_attempts',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.answered_at), '[]'::jsonb) from public.practice_attempts t where t.user_id = uid),
    'adhd_sessions',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.started_at), '[]'::jsonb) from public.adhd_sessions t where t.user_id = uid),
    'tutor_reviews',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.created_at), '[]'::jsonb) from public.tutor_reviews t where t.learner_id = uid),
    -- What tutors noted about this learner is data about them too.
    'tutor_notes',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.updated_at), '[]'::jsonb) from public.tutor_notes t where t.learner_id = uid),
    'notifications', (
      select coalesce(jsonb_agg(jsonb_build_object('kind', t.kind, 'created_at', t.created_at, 'sent_at', t.sent_at)
        order by t.created_at), '[]'::jsonb)
      from public.notifications t where t.recipient_id = uid),
    'exchange_rates',
      (select coalesce(jsonb_agg(jsonb_build_object('base_currency', t.base_currency, 'quote_currency', t.quote_currency,
        'updated_at', t.updated_at)), '[]'::jsonb) from public.exchange_rates t where t.updated_by = uid)
  );
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

-- delete_my_account(): bookings may change only through the booking functions, which mark their writes; the
-- account deletion is one of them (it unlinks the learner and clears the note).
alter function public.delete_my_account() rename to delete_my_account_base;
revoke all on function public.delete_my_account_base() from public, anon, authenticated;

create or replace function public.delete_my_account() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  perform set_config('summit.booking_write', 'on', true);
  update public.bookings set cancelled_by = null where cancelled_by = (select auth.uid());
  update public.contact_messages set handled_by = null where handled_by = (select auth.uid());
  update public.exchange_rates set updated_by = null where updated_by = (select auth.uid());
  perform public.delete_my_account_base();
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
