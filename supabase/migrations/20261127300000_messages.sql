-- Messages between a learner and a tutor: one conversation per pair, plain text, written only through functions that
-- apply the rules here (never trusted to the app): the two parties only, blocks either way, the minor rule (a learner
-- under 18, or who has not said, writes only to tutors they have a booking or booking request with), rate limits,
-- 4,000 characters. Each message carries the id its sender's device made, so a resend from the outbox is never a
-- second row. A message's place in its conversation (`seq`) is given under a lock of the conversation, so concurrent
-- sends get distinct, gap-free places in commit order.
--
-- Live delivery: every new message (and every delivered / read change) is announced on the channel `message_inbox`
-- after commit (`<userId>:<conversationId>:<what>`); the sync server listens and pings that user's open app, which
-- then reads through RLS. Reports share a conversation with admins at aal2, as lesson reports do.

-- The learner's age bracket, asked once before a first message; a minor cannot raise it later (admins can).
alter table public.learner_profiles
  add column age_bracket text check (age_bracket in ('under_13', '13_17', '18_plus'));

create or replace function public.learner_age_bracket_once() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.age_bracket is not null and new.age_bracket is distinct from old.age_bracket
     and not (select public.has_admin_access()) and current_user <> 'service_role' and current_user <> 'postgres' then
    raise exception 'The age bracket is given once; ask the team to change it' using errcode = 'P0001', hint = 'age_bracket_set';
  end if;
  return new;
end
$$;
create trigger learner_profiles_age_bracket_once before update of age_bracket on public.learner_profiles
  for each row execute function public.learner_age_bracket_once();

insert into public.system_settings (key, value) values
  ('messages.per_minute', '30'::jsonb),
  ('messages.new_conversations_per_hour', '5'::jsonb),
  -- When on, the app tells a sender before sending that contact details are discouraged before a first booking.
  ('messages.discourage_contact_details', 'true'::jsonb)
on conflict (key) do nothing;

-- Tables ---------------------------------------------------------------------------------------------------------
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  -- Unlinked (null) when that party deletes their account: the other keeps the conversation.
  learner_id uuid references auth.users (id) on delete set null,
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  tutor_user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  last_seq bigint not null default 0,
  unique (learner_id, tutor_id)
);
create index conversations_learner_idx on public.conversations (learner_id, last_message_at desc);
create index conversations_tutor_user_idx on public.conversations (tutor_user_id, last_message_at desc);

create table public.messages (
  id uuid primary key, -- made on the sender's device: the idempotency key of a send
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid references auth.users (id) on delete set null, -- null: "Deleted account"
  seq bigint not null,
  body text not null check (char_length(body) between 1 and 4000 and char_length(btrim(body)) > 0),
  created_at timestamptz not null default now(),
  delivered_at timestamptz,
  read_at timestamptz,
  unique (conversation_id, seq)
);
create index messages_unread_idx on public.messages (conversation_id, created_at) where read_at is null;
create index messages_sender_idx on public.messages (sender_id, created_at);

create table public.message_blocks (
  blocker_id uuid not null references auth.users (id) on delete cascade,
  blocked_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (blocker_id, blocked_id)
);
create index message_blocks_blocked_idx on public.message_blocks (blocked_id);

create table public.conversation_reports (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  reporter_id uuid references auth.users (id) on delete set null, -- kept unlinked: a safeguarding record
  reporter_role text not null check (reporter_role in ('learner', 'tutor')),
  reason text not null check (char_length(btrim(reason)) between 1 and 1000),
  created_at timestamptz not null default now()
);
create index conversation_reports_conversation_idx on public.conversation_reports (conversation_id, reporter_id);

-- One unread digest per conversation and recipient an hour at most (the notification worker's record).
create table public.message_digests (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  recipient_id uuid not null references auth.users (id) on delete cascade,
  unread integer not null,
  sent_at timestamptz not null
);
create index message_digests_idx on public.message_digests (conversation_id, recipient_id, sent_at desc);

-- Helpers ----------------------------------------------------------------------------------------------------------
create or replace function public.is_conversation_party(p_conversation uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and exists (
    select 1 from public.conversations c
    where c.id = p_conversation and ((select auth.uid()) in (c.learner_id, c.tutor_user_id)))
$$;
revoke all on function public.is_conversation_party(uuid) from public, anon;
grant execute on function public.is_conversation_party(uuid) to authenticated;

create or replace function public.is_reported_conversation(p_conversation uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.conversation_reports r where r.conversation_id = p_conversation)
$$;
revoke all on function public.is_reported_conversation(uuid) from public, anon;
grant execute on function public.is_reported_conversation(uuid) to authenticated;

-- The minor rule: an adult learner writes to any tutor with an account; anyone else (under 18, or not given) only to
-- tutors they have a booking or a booking request with, of any status.
create or replace function public.learner_may_message(p_learner uuid, p_tutor uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select l.age_bracket = '18_plus' from public.learner_profiles l where l.user_id = p_learner), false)
    or exists (select 1 from public.bookings b where b.learner_id = p_learner and b.tutor_id = p_tutor)
    or exists (select 1 from public.booking_series s where s.learner_id = p_learner and s.tutor_id = p_tutor)
$$;
revoke all on function public.learner_may_message(uuid, uuid) from public, anon, authenticated;

create or replace function public.message_setting(p_key text, p_default numeric) returns numeric
language sql stable security definer
set search_path = ''
as $$
  select coalesce((select (value #>> '{}')::numeric from public.system_settings where key = p_key), p_default)
$$;
revoke all on function public.message_setting(text, numeric) from public, anon, authenticated;

create or replace function public.is_blocked_between(a uuid, b uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.message_blocks m
                 where (m.blocker_id = a and m.blocked_id = b) or (m.blocker_id = b and m.blocked_id = a))
$$;
revoke all on function public.is_blocked_between(uuid, uuid) from public, anon, authenticated;

-- Opening a conversation -------------------------------------------------------------------------------------------
-- A learner opens theirs with a tutor (who has an account); a tutor opens one with a learner they have a booking with
-- (p_learner). Returns the pair's conversation, made on first use.
create or replace function public.open_conversation(p_tutor uuid, p_learner uuid default null) returns uuid
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  t record;
  learner uuid;
  conv uuid;
  made timestamptz;
begin
  if uid is null then
    raise exception 'Sign in to send messages' using errcode = '42501';
  end if;
  select id, user_id into t from public.tutors where id = p_tutor and is_active;
  if t.id is null or t.user_id is null then
    raise exception 'This tutor cannot receive messages' using errcode = 'P0001', hint = 'no_account';
  end if;
  if p_learner is not null and t.user_id = uid then
    learner := p_learner;
    if not exists (select 1 from public.bookings b where b.learner_id = learner and b.tutor_id = p_tutor) then
      raise exception 'You can message learners you have a booking with' using errcode = '42501', hint = 'not_your_learner';
    end if;
  else
    learner := uid;
  end if;
  if learner = t.user_id then
    raise exception 'This is your own tutor profile' using errcode = 'P0001', hint = 'own_profile';
  end if;
  select id into conv from public.conversations where learner_id = learner and tutor_id = p_tutor;
  if conv is not null then
    return conv;
  end if;
  if public.is_blocked_between(learner, t.user_id) then
    raise exception 'Messages between you are blocked' using errcode = 'P0001', hint = 'blocked';
  end if;
  if not public.learner_may_message(learner, p_tutor) then
    raise exception 'Under 18 (or with no age given), you can message tutors you have a booking with'
      using errcode = 'P0001', hint = 'minor_rule';
  end if;
  -- New accounts open a few conversations an hour at most (spam); counted under a lock of the opener.
  perform pg_advisory_xact_lock(hashtext('open_conversation:' || uid::text));
  select created_at into made from auth.users where id = uid;
  if made > now() - interval '7 days' and (
      select count(*) from public.conversations c
      where (c.learner_id = uid or c.tutor_user_id = uid) and c.created_at > now() - interval '1 hour'
        and ((uid = c.learner_id and learner = uid) or (uid = c.tutor_user_id and learner <> uid)))
      >= public.message_setting('messages.new_conversations_per_hour', 5) then
    raise exception 'New accounts start a few conversations an hour; try again later' using errcode = 'P0001', hint = 'conversation_limit';
  end if;
  insert into public.conversations (learner_id, tutor_id, tutor_user_id) values (learner, p_tutor, t.user_id)
  on conflict (learner_id, tutor_id) do nothing
  returning id into conv;
  if conv is null then
    select id into conv from public.conversations where learner_id = learner and tutor_id = p_tutor;
  end if;
  return conv;
end
$$;
revoke all on function public.open_conversation(uuid, uuid) from public, anon;
grant execute on function public.open_conversation(uuid, uuid) to authenticated;

-- Sending ------------------------------------------------------------------------------------------------------------
-- Idempotent by the message id: the same id again returns the stored message (no second row, no limit counted).
-- Refusals carry a hint the app shows: blocked, minor_rule, rate_limited, too_long, not_yours.
create or replace function public.send_message(p_id uuid, p_conversation uuid, p_body text) returns public.messages
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  c public.conversations;
  m public.messages;
  other uuid;
  body text := p_body;
begin
  if uid is null then
    raise exception 'Sign in to send messages' using errcode = '42501';
  end if;
  select * into m from public.messages where id = p_id;
  if m.id is not null then
    if m.sender_id is distinct from uid or m.conversation_id <> p_conversation then
      raise exception 'Not your message' using errcode = '42501', hint = 'not_yours';
    end if;
    return m;
  end if;
  if body is null or char_length(btrim(body)) = 0 then
    raise exception 'A message needs some text' using errcode = 'P0001', hint = 'empty';
  end if;
  if char_length(body) > 4000 then
    raise exception 'A message is 4,000 characters at most' using errcode = 'P0001', hint = 'too_long';
  end if;
  -- The conversation's lock orders its messages (seq) and makes a concurrent resend of the same id wait for the first.
  select * into c from public.conversations where id = p_conversation for update;
  if c.id is null or uid not in (c.learner_id, c.tutor_user_id) then
    raise exception 'Not your conversation' using errcode = '42501', hint = 'not_yours';
  end if;
  select * into m from public.messages where id = p_id;
  if m.id is not null then
    return m;
  end if;
  other := case when uid = c.learner_id then c.tutor_user_id else c.learner_id end;
  if other is null then
    raise exception 'This account was deleted' using errcode = 'P0001', hint = 'deleted_account';
  end if;
  if public.is_blocked_between(uid, other) then
    raise exception 'Messages between you are blocked' using errcode = 'P0001', hint = 'blocked';
  end if;
  if not public.learner_may_message(c.learner_id, c.tutor_id) then
    raise exception 'Under 18 (or with no age given), a learner can message tutors they have a booking with'
      using errcode = 'P0001', hint = 'minor_rule';
  end if;
  perform pg_advisory_xact_lock(hashtext('send_message:' || uid::text));
  if (select count(*) from public.messages x where x.sender_id = uid and x.created_at > now() - interval '1 minute')
      >= public.message_setting('messages.per_minute', 30) then
    raise exception 'Too many messages in a minute; this one was not sent' using errcode = 'P0001', hint = 'rate_limited';
  end if;
  update public.conversations set last_seq = last_seq + 1, last_message_at = clock_timestamp() where id = c.id
  returning last_seq into c.last_seq;
  -- The clock now, not the transaction's start: under the lock, so times follow the order.
  insert into public.messages (id, conversation_id, sender_id, seq, body, created_at)
  values (p_id, c.id, uid, c.last_seq, body, clock_timestamp())
  returning * into m;
  return m;
end
$$;
revoke all on function public.send_message(uuid, uuid, text) from public, anon;
grant execute on function public.send_message(uuid, uuid, text) to authenticated;

-- Delivered (the recipient's device has it) and read; only the recipient's messages of the caller's conversations.
create or replace function public.mark_messages_delivered(p_conversation uuid default null) returns integer
language sql volatile security definer
set search_path = ''
as $$
  with done as (
    update public.messages m set delivered_at = now()
    from public.conversations c
    where m.conversation_id = c.id and m.delivered_at is null and m.sender_id is distinct from (select auth.uid())
      and (select auth.uid()) in (c.learner_id, c.tutor_user_id)
      and (p_conversation is null or c.id = p_conversation)
    returning 1)
  select count(*)::integer from done
$$;
revoke all on function public.mark_messages_delivered(uuid) from public, anon;
grant execute on function public.mark_messages_delivered(uuid) to authenticated;

create or replace function public.mark_conversation_read(p_conversation uuid) returns integer
language sql volatile security definer
set search_path = ''
as $$
  with done as (
    update public.messages m set read_at = now(), delivered_at = coalesce(m.delivered_at, now())
    from public.conversations c
    where m.conversation_id = c.id and c.id = p_conversation and m.read_at is null
      and m.sender_id is distinct from (select auth.uid())
      and (select auth.uid()) in (c.learner_id, c.tutor_user_id)
    returning 1)
  select count(*)::integer from done
$$;
revoke all on function public.mark_conversation_read(uuid) from public, anon;
grant execute on function public.mark_conversation_read(uuid) to authenticated;

-- Blocking and reporting ---------------------------------------------------------------------------------------------
create or replace function public.set_conversation_block(p_conversation uuid, p_blocked boolean) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  c public.conversations;
  other uuid;
begin
  select * into c from public.conversations where id = p_conversation;
  if uid is null or c.id is null or uid not in (c.learner_id, c.tutor_user_id) then
    raise exception 'Not your conversation' using errcode = '42501', hint = 'not_yours';
  end if;
  other := case when uid = c.learner_id then c.tutor_user_id else c.learner_id end;
  if other is null then
    return;
  end if;
  if p_blocked then
    insert into public.message_blocks (blocker_id, blocked_id) values (uid, other) on conflict do nothing;
  else
    delete from public.message_blocks where blocker_id = uid and blocked_id = other;
  end if;
  perform pg_notify('message_inbox', other::text || ':' || c.id::text || ':block');
end
$$;
revoke all on function public.set_conversation_block(uuid, boolean) from public, anon;
grant execute on function public.set_conversation_block(uuid, boolean) to authenticated;

create or replace function public.report_conversation(p_conversation uuid, p_reason text) returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
  c public.conversations;
begin
  select * into c from public.conversations where id = p_conversation;
  if uid is null or c.id is null or uid not in (c.learner_id, c.tutor_user_id) then
    raise exception 'Not your conversation' using errcode = '42501', hint = 'not_yours';
  end if;
  perform pg_advisory_xact_lock(hashtext('report_conversation:' || uid::text || c.id::text));
  if (select count(*) from public.conversation_reports r where r.conversation_id = c.id and r.reporter_id = uid) >= 3 then
    raise exception 'You have already reported this conversation 3 times; the team has your reports'
      using errcode = 'P0001', hint = 'report_limit';
  end if;
  insert into public.conversation_reports (conversation_id, reporter_id, reporter_role, reason)
  values (c.id, uid, case when uid = c.learner_id then 'learner' else 'tutor' end, btrim(coalesce(p_reason, '')));
end
$$;
revoke all on function public.report_conversation(uuid, text) from public, anon;
grant execute on function public.report_conversation(uuid, text) to authenticated;

-- The caller's conversations, newest first: the other party's name (or "Deleted account": null), unread count, the last
-- message, and blocks either way.
create or replace function public.my_conversations()
returns table (id uuid, tutor_id uuid, role text, other_name text, unread integer, last_body text, last_at timestamptz,
  last_mine boolean, blocked_by_me boolean, blocked_me boolean, has_booking boolean)
language sql stable security definer
set search_path = ''
as $$
  select c.id, c.tutor_id,
    case when c.learner_id = (select auth.uid()) then 'learner' else 'tutor' end,
    case when c.learner_id = (select auth.uid())
      then (case when c.tutor_user_id is null then null else t.full_name end)
      else (select p.full_name from public.profiles p where p.id = c.learner_id) end,
    (select count(*)::integer from public.messages m
     where m.conversation_id = c.id and m.read_at is null and m.sender_id is distinct from (select auth.uid())),
    lm.body, coalesce(lm.created_at, c.created_at), lm.sender_id = (select auth.uid()),
    exists (select 1 from public.message_blocks b where b.blocker_id = (select auth.uid())
            and b.blocked_id = case when c.learner_id = (select auth.uid()) then c.tutor_user_id else c.learner_id end),
    exists (select 1 from public.message_blocks b where b.blocked_id = (select auth.uid())
            and b.blocker_id = case when c.learner_id = (select auth.uid()) then c.tutor_user_id else c.learner_id end),
    exists (select 1 from public.bookings b where b.learner_id = c.learner_id and b.tutor_id = c.tutor_id)
  from public.conversations c
  join public.tutors t on t.id = c.tutor_id
  left join lateral (select m.body, m.created_at, m.sender_id from public.messages m
                     where m.conversation_id = c.id order by m.seq desc limit 1) lm on true
  where (select auth.uid()) in (c.learner_id, c.tutor_user_id)
  order by coalesce(c.last_message_at, c.created_at) desc
$$;
revoke all on function public.my_conversations() from public, anon;
grant execute on function public.my_conversations() to authenticated;

-- The unread total for the header.
create or replace function public.my_unread_messages() returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer from public.messages m join public.conversations c on c.id = m.conversation_id
  where (select auth.uid()) in (c.learner_id, c.tutor_user_id) and m.read_at is null
    and m.sender_id is distinct from (select auth.uid())
$$;
revoke all on function public.my_unread_messages() from public, anon;
grant execute on function public.my_unread_messages() to authenticated;

-- Live pings: after commit, to the recipient of a new message and to the sender of a delivered / read one.
create or replace function public.messages_announce() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  c public.conversations;
  target uuid;
begin
  select * into c from public.conversations where id = new.conversation_id;
  if tg_op = 'INSERT' then
    target := case when new.sender_id = c.learner_id then c.tutor_user_id else c.learner_id end;
    if target is not null then
      perform pg_notify('message_inbox', target::text || ':' || c.id::text || ':message');
    end if;
  elsif new.sender_id is not null and (new.delivered_at is distinct from old.delivered_at or new.read_at is distinct from old.read_at) then
    perform pg_notify('message_inbox', new.sender_id::text || ':' || c.id::text || ':state');
  end if;
  return null;
end
$$;
revoke all on function public.messages_announce() from public, anon, authenticated;
create trigger messages_announce after insert or update of delivered_at, read_at on public.messages
  for each row execute function public.messages_announce();

-- Row-level security -------------------------------------------------------------------------------------------------
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.message_blocks enable row level security;
alter table public.conversation_reports enable row level security;
alter table public.message_digests enable row level security;
revoke all on table public.conversations, public.messages, public.message_blocks, public.conversation_reports,
  public.message_digests from anon, authenticated;
grant select on table public.conversations, public.messages, public.message_blocks, public.conversation_reports
  to authenticated;
grant all on table public.conversations, public.messages, public.message_blocks, public.conversation_reports,
  public.message_digests to service_role;

create policy "the two parties read their conversation; admins read reported ones" on public.conversations
  for select to authenticated
  using ((select auth.uid()) in (learner_id, tutor_user_id)
         or ((select public.has_admin_access()) and (select public.is_reported_conversation(id))));
create policy "the two parties read its messages; admins read those of reported ones" on public.messages
  for select to authenticated
  using ((select public.is_conversation_party(conversation_id))
         or ((select public.has_admin_access()) and (select public.is_reported_conversation(conversation_id))));
create policy "users read the blocks they made" on public.message_blocks
  for select to authenticated using (blocker_id = (select auth.uid()));
create policy "admins with access read conversation reports" on public.conversation_reports
  for select to authenticated using ((select public.has_admin_access()));
-- message_digests: the worker's (service role) only.

-- The unread digest (the notification worker; `p_now` so tests set the time) -----------------------------------------
-- Each conversation and recipient with a message unread for 15 minutes, at most one email an hour, and only about
-- messages newer than the last email.
create or replace function public.claim_message_digests(p_now timestamptz default now(), p_limit integer default 50)
returns table (id uuid, conversation_id uuid, email text, recipient_name text, locale text, sender_name text,
  unread integer)
language plpgsql volatile security definer
set search_path = ''
as $$
begin
  return query
  with due as (
    select c.id as conv, r.uid as recipient, count(*)::integer as unread
    from public.conversations c
    cross join lateral (values (c.learner_id), (c.tutor_user_id)) as r (uid)
    join public.messages m on m.conversation_id = c.id and m.read_at is null
      and m.sender_id is distinct from r.uid and m.sender_id is not null
    where r.uid is not null
    group by c.id, r.uid
    having min(m.created_at) <= p_now - interval '15 minutes'
       and not exists (select 1 from public.message_digests d where d.conversation_id = c.id and d.recipient_id = r.uid
                       and d.sent_at > p_now - interval '1 hour')
       and max(m.created_at) > coalesce((select max(d.sent_at) from public.message_digests d
                                         where d.conversation_id = c.id and d.recipient_id = r.uid), '-infinity')
    limit greatest(1, least(p_limit, 200))
  ),
  made as (
    insert into public.message_digests (conversation_id, recipient_id, unread, sent_at)
    select due.conv, due.recipient, due.unread, p_now from due
    returning message_digests.id, message_digests.conversation_id, message_digests.recipient_id, message_digests.unread
  )
  select made.id, made.conversation_id, u.email::text, coalesce(p.full_name, ''),
    coalesce(lp.preferred_locale, 'en-US'),
    coalesce(case when made.recipient_id = c.learner_id then t.full_name else lpn.full_name end, ''),
    made.unread
  from made
  join public.conversations c on c.id = made.conversation_id
  join public.tutors t on t.id = c.tutor_id
  join auth.users u on u.id = made.recipient_id
  left join public.profiles p on p.id = made.recipient_id
  left join public.profiles lpn on lpn.id = c.learner_id
  left join public.user_locale_preferences lp on lp.user_id = made.recipient_id;
end
$$;
revoke all on function public.claim_message_digests(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_message_digests(timestamptz, integer) to service_role;

-- Account control ----------------------------------------------------------------------------------------------------
-- Export: the caller's conversations with every message in them (who wrote each: "me", the other party, or a deleted
-- account), the messages they sent, the unread emails sent to them, their blocks and the reports they made.
alter function public.export_my_data() rename to export_my_data_before_messages;
revoke all on function public.export_my_data_before_messages() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_messages() || jsonb_build_object(
    'conversations', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', c.id, 'tutor_name', t.full_name, 'role', case when c.learner_id = uid then 'learner' else 'tutor' end,
        'created_at', c.created_at,
        'messages', (select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'seq', m.seq,
            'from', case when m.sender_id = uid then 'me' when m.sender_id is null then 'deleted account' else 'other' end,
            'body', m.body, 'created_at', m.created_at, 'delivered_at', m.delivered_at, 'read_at', m.read_at)
            order by m.seq), '[]'::jsonb) from public.messages m where m.conversation_id = c.id))
        order by c.created_at), '[]'::jsonb)
      from public.conversations c join public.tutors t on t.id = c.tutor_id
      where uid in (c.learner_id, c.tutor_user_id)),
    -- Also flat, one key per table: the messages the caller sent, and the unread emails they were sent.
    'messages', (
      select coalesce(jsonb_agg(jsonb_build_object('id', m.id, 'conversation_id', m.conversation_id, 'seq', m.seq,
        'body', m.body, 'created_at', m.created_at) order by m.created_at), '[]'::jsonb)
      from public.messages m where m.sender_id = uid),
    'message_digests', (
      select coalesce(jsonb_agg(jsonb_build_object('conversation_id', d.conversation_id, 'unread', d.unread,
        'sent_at', d.sent_at) order by d.sent_at), '[]'::jsonb)
      from public.message_digests d where d.recipient_id = uid),
    'message_blocks', (
      select coalesce(jsonb_agg(jsonb_build_object('created_at', b.created_at) order by b.created_at), '[]'::jsonb)
      from public.message_blocks b where b.blocker_id = uid),
    'conversation_reports', (
      select coalesce(jsonb_agg(jsonb_build_object('conversation_id', r.conversation_id, 'reason', r.reason,
        'created_at', r.created_at) order by r.created_at), '[]'::jsonb)
      from public.conversation_reports r where r.reporter_id = uid));
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;

-- Deletion: the other party keeps the conversation and every message; the deleted user's messages lose their sender
-- (shown as "Deleted account") and the conversation its link to them (foreign keys: on delete set null). Digests
-- and blocks go with the account (cascade); reports stay, unlinked. Nothing to do here beyond the foreign keys, but
-- the conversations where the tutor profile is unlinked (tutors.user_id) lose their tutor user as well.
alter function public.delete_my_account() rename to delete_my_account_before_messages;
revoke all on function public.delete_my_account_before_messages() from public, anon, authenticated;

create or replace function public.delete_my_account() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  uid uuid := (select auth.uid());
begin
  if uid is null then
    raise exception 'Sign in to delete your account' using errcode = '42501';
  end if;
  -- The freshness check runs in the function called last; a refusal there rolls this back too.
  update public.conversations set tutor_user_id = null where tutor_user_id = uid;
  update public.conversations set learner_id = null where learner_id = uid;
  update public.messages set sender_id = null where sender_id = uid;
  perform public.delete_my_account_before_messages();
end
$$;
revoke all on function public.delete_my_account() from public;
grant execute on function public.delete_my_account() to authenticated;
