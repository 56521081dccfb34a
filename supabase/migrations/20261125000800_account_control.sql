-- Schema baseline, 9 of 9: account control for the signed-in user: export everything stored about them, and
-- delete the account. Last, because both cover every table above that refers to a user: a new table with user
-- data must be added to both (a database test checks the export). SECURITY DEFINER functions acting only on
-- auth.uid(): the browser holds the anon key and the user's own token, never a service key, and cannot name
-- another user. Each is a base function and a wrapper adding the tables of later features (both kept as built).

-- One JSON document with every row that is about the caller, one key per table (plus the account itself and its
-- second factors, without their secrets).
create or replace function public.export_my_data_base() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  addr text;
  factors jsonb := '[]'::jsonb;
begin
  if uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  select email into addr from auth.users where id = uid;
  if to_regclass('auth.mfa_factors') is not null then
    execute $q$select coalesce(jsonb_agg(jsonb_build_object('id', id, 'factor_type', factor_type, 'friendly_name',
      friendly_name, 'status', status, 'created_at', created_at) order by created_at), '[]'::jsonb)
      from auth.mfa_factors where user_id = $1$q$ into factors using uid;
  end if;
  return jsonb_build_object(
    'format', 'summit-account-export/1',
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at,
        'email_confirmed_at', u.email_confirmed_at, 'last_sign_in_at', u.last_sign_in_at,
        'user_metadata', u.raw_user_meta_data)
      from auth.users u where u.id = uid),
    'mfa_factors', factors,
    'profiles', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.profiles t where t.id = uid),
    'user_roles', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.user_roles t where t.user_id = uid),
    'user_locale_preferences',
      (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.user_locale_preferences t where t.user_id = uid),
    'user_preferences', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.user_preferences t where t.user_id = uid),
    'learner_profiles', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.learner_profiles t where t.user_id = uid),
    'bookings', (
      select coalesce(jsonb_agg(to_jsonb(b) || jsonb_build_object('tutor_name', tu.full_name) order by b.starts_at), '[]'::jsonb)
      from public.bookings b left join public.tutors tu on tu.id = b.tutor_id where b.learner_id = uid),
    'telemetry_events',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.created_at), '[]'::jsonb) from public.telemetry_events t where t.user_id = uid),
    'security_alerts',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.occurred_at), '[]'::jsonb) from public.security_alerts t where t.user_id = uid),
    'contact_messages', (
      select coalesce(jsonb_agg(to_jsonb(t) order by t.created_at), '[]'::jsonb) from public.contact_messages t
      where t.user_id = uid or (addr is not null and lower(t.email) = lower(addr))),
    'analytics_sessions',
      (select coalesce(jsonb_agg(to_jsonb(t) order by t.started_at), '[]'::jsonb) from public.analytics_sessions t where t.user_id = uid),
    'tutors', (select coalesce(jsonb_agg(to_jsonb(t)), '[]'::jsonb) from public.tutors t where t.user_id = uid),
    'system_settings',
      (select coalesce(jsonb_agg(jsonb_build_object('key', t.key, 'updated_at', t.updated_at)), '[]'::jsonb)
       from public.system_settings t where t.updated_by = uid)
  );
end
$$;
revoke all on function public.export_my_data_base() from public, anon, authenticated;

-- The base document plus the booking, review, notification, learning and exchange-rate tables.
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

-- Deletes the caller's account. The app first makes the user prove it is them (password, or a code sent by email);
-- the server checks that proof itself: the token's `amr` (how and when this session signed in, set by the auth
-- service) must show a sign-in from the last 10 minutes, so a stolen or forgotten-open session cannot delete the
-- account. Personal rows are erased; bookings stay for the tutor's records, unlinked and without the learner's note.
create or replace function public.delete_my_account_base() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := auth.uid();
  addr text;
  fresh boolean;
begin
  if uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  select exists (
    select 1 from jsonb_array_elements(coalesce((select auth.jwt()) -> 'amr', '[]'::jsonb)) as m(v)
    where jsonb_typeof(m.v -> 'timestamp') = 'number'
      and (m.v ->> 'timestamp')::numeric >= extract(epoch from now() - interval '10 minutes')
  ) into fresh;
  if not fresh then
    raise exception 'Confirm it is you (password or emailed code) before deleting the account'
      using errcode = '42501', hint = 'reauthentication_needed';
  end if;
  select email into addr from auth.users where id = uid;
  update public.bookings set learner_id = null, note = '' where learner_id = uid;
  delete from public.contact_messages where user_id = uid or (addr is not null and lower(email) = lower(addr));
  delete from public.analytics_sessions where user_id = uid;
  update public.system_settings set updated_by = null where updated_by = uid;
  update public.tutors set user_id = null where user_id = uid;
  -- Cascades to profiles, roles, preferences, learner profile, telemetry, security alerts, and the auth service's
  -- identities, sessions, refresh tokens and factors.
  delete from auth.users where id = uid;
end
$$;
revoke all on function public.delete_my_account_base() from public, anon, authenticated;

-- Bookings may change only through the booking functions, which mark their writes; the account deletion is one of
-- them (it unlinks the learner and clears the note). Also unlinks the rows that name the user as the one who
-- cancelled, handled or updated them.
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
