-- Lesson credits: plans bought as credits, lessons booked with them, credits given back by the cancellation policy,
-- and every movement in an append-only double-entry ledger.
--
-- The ledger: accounts are its own rows (a learner's credits, a tutor's earned lessons, the platform's credits, money
-- received and sales per currency); an entry is a movement, its lines move amounts between accounts and sum to zero
-- per unit (a credit, or a currency's minor unit). A balance is the sum of an account's lines, never a stored
-- counter. Entries, lines and lots are never updated nor deleted: triggers refuse it for every role, the owner's
-- clients included (privileges alone do not bind the owner), and TRUNCATE likewise. Deleting a user account unlinks
-- its ledger account (user_id set null) and rewrites nothing else.
--
-- Credits are held in lots (one per paid order or correction) so that each can expire on its own date; a lot's
-- remaining credits are again a sum of lines. Bookings take and give back credits through triggers on the bookings
-- table, so every way of booking (one lesson, a weekly series week by week, an admin's insert) is covered.

-- Plans: the terms their texts state, as columns ------------------------------------------------------------------
alter table public.pricing_plans
  add column validity_months integer check (validity_months is null or validity_months between 1 and 36),
  add column credits_per_period integer check (credits_per_period is null or credits_per_period between 1 and 100),
  add column carry_over_periods integer not null default 0 check (carry_over_periods between 0 and 12);
comment on column public.pricing_plans.validity_months is
  'Credits of a purchase expire this many months after payment (monthly: one period); null: they do not expire.';
comment on column public.pricing_plans.credits_per_period is 'Monthly plans: credits each paid period adds.';
comment on column public.pricing_plans.carry_over_periods is
  'Monthly plans: unused credits stay valid this many periods after their own (0: none).';
update public.pricing_plans set validity_months = 3 where slug = 'pack-5' and validity_months is null;
update public.pricing_plans set validity_months = 6 where slug = 'pack-10' and validity_months is null;
update public.pricing_plans set validity_months = 1, credits_per_period = 4, carry_over_periods = 1
where slug = 'monthly' and validity_months is null;

insert into public.system_settings (key, value) values ('booking.without_credits', 'true'::jsonb)
on conflict (key) do nothing;

-- Orders -----------------------------------------------------------------------------------------------------------
create table public.credit_orders (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid default auth.uid() references auth.users (id) on delete set null,
  plan_id uuid not null references public.pricing_plans (id),
  credits integer not null check (credits between 1 and 100),
  currency text not null check (currency in ('USD', 'COP', 'EUR', 'GBP')),
  amount_minor bigint not null check (amount_minor >= 0),
  status text not null default 'open' check (status in ('open', 'paid', 'refunded')),
  provider text check (provider in ('recorded', 'stripe')),
  payment_method text check (payment_method in ('bank_transfer', 'cash', 'card')),
  payment_note text not null default '' check (char_length(payment_note) <= 500),
  checkout_session_id text unique,
  paid_at timestamptz,
  paid_by uuid,
  created_at timestamptz not null default now()
);
create index credit_orders_learner_idx on public.credit_orders (learner_id, created_at desc);
create index credit_orders_open_idx on public.credit_orders (created_at) where status = 'open';

alter table public.credit_orders enable row level security;
revoke all on table public.credit_orders from anon, authenticated;
grant select on table public.credit_orders to authenticated;
create policy "learners read their orders, admins read all" on public.credit_orders
  for select to authenticated using (learner_id = (select auth.uid()) or (select public.has_admin_access()));

-- Webhook events already handled (Stripe's event id): a replay finds its row and changes nothing.
create table public.payment_events (
  event_id text primary key check (char_length(event_id) between 1 and 255),
  provider text not null check (provider in ('stripe')),
  order_id uuid,
  outcome text not null,
  received_at timestamptz not null default now()
);
alter table public.payment_events enable row level security;
revoke all on table public.payment_events from anon, authenticated;
grant select on table public.payment_events to authenticated;
create policy "admins read payment events" on public.payment_events
  for select to authenticated using ((select public.has_admin_access()));

-- Ledger -----------------------------------------------------------------------------------------------------------
create table public.ledger_accounts (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('learner_credits', 'tutor_lessons', 'platform_credits', 'money_received', 'sales')),
  unit text not null check (unit in ('credit', 'USD', 'COP', 'EUR', 'GBP')),
  user_id uuid references auth.users (id) on delete set null,
  tutor_id uuid references public.tutors (id) on delete set null,
  created_at timestamptz not null default now(),
  check ((kind in ('learner_credits', 'tutor_lessons', 'platform_credits')) = (unit = 'credit'))
);
-- One account per learner, per tutor, per platform kind and unit (an unlinked account stays, unlinked).
create unique index ledger_accounts_learner on public.ledger_accounts (user_id) where kind = 'learner_credits';
create unique index ledger_accounts_tutor on public.ledger_accounts (tutor_id) where kind = 'tutor_lessons';
create unique index ledger_accounts_platform on public.ledger_accounts (kind, unit)
  where kind in ('platform_credits', 'money_received', 'sales');

create table public.credit_lots (
  id uuid primary key default gen_random_uuid(),
  account_id uuid not null references public.ledger_accounts (id),
  order_id uuid references public.credit_orders (id),
  granted_at timestamptz not null default now(),
  expires_at timestamptz
);
create index credit_lots_account_idx on public.credit_lots (account_id, expires_at);

create table public.ledger_entries (
  id uuid primary key default gen_random_uuid(),
  kind text not null check (kind in ('purchase', 'payment', 'lesson_booked', 'given_back', 'expired', 'refund', 'correction')),
  -- One movement per key (an order's payment, a booking's credit, its return): a repeat finds it and adds nothing.
  key text unique,
  order_id uuid references public.credit_orders (id),
  booking_id uuid, -- no foreign key: a booking's deletion must not touch the ledger
  reason text check (char_length(reason) <= 500),
  created_by uuid, -- no foreign key: a deleted account rewrites nothing here
  created_at timestamptz not null default now()
);
create index ledger_entries_booking_idx on public.ledger_entries (booking_id) where booking_id is not null;
create index ledger_entries_created_idx on public.ledger_entries (created_at);

create table public.ledger_lines (
  id bigint generated always as identity primary key,
  entry_id uuid not null references public.ledger_entries (id),
  account_id uuid not null references public.ledger_accounts (id),
  lot_id uuid references public.credit_lots (id),
  amount bigint not null check (amount <> 0)
);
create index ledger_lines_account_idx on public.ledger_lines (account_id);
create index ledger_lines_entry_idx on public.ledger_lines (entry_id);
create index ledger_lines_lot_idx on public.ledger_lines (lot_id) where lot_id is not null;

-- Append-only, for everyone: the triggers run whatever the role (the owner and service_role included).
create or replace function public.ledger_append_only() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception '% is append-only: % refused', tg_table_name, tg_op using errcode = '42501';
end
$$;
revoke all on function public.ledger_append_only() from public, anon, authenticated;
create trigger ledger_entries_append_only before update or delete on public.ledger_entries
  for each row execute function public.ledger_append_only();
create trigger ledger_entries_no_truncate before truncate on public.ledger_entries
  for each statement execute function public.ledger_append_only();
create trigger ledger_lines_append_only before update or delete on public.ledger_lines
  for each row execute function public.ledger_append_only();
create trigger ledger_lines_no_truncate before truncate on public.ledger_lines
  for each statement execute function public.ledger_append_only();
create trigger credit_lots_append_only before update or delete on public.credit_lots
  for each row execute function public.ledger_append_only();
create trigger credit_lots_no_truncate before truncate on public.credit_lots
  for each statement execute function public.ledger_append_only();

-- An account row may only be unlinked from its user or tutor (their deletion); it is never removed.
create or replace function public.ledger_account_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' or new.id <> old.id or new.kind <> old.kind or new.unit <> old.unit
     or new.created_at <> old.created_at
     or (new.user_id is distinct from old.user_id and new.user_id is not null)
     or (new.tutor_id is distinct from old.tutor_id and new.tutor_id is not null) then
    raise exception 'ledger_accounts rows are only ever unlinked' using errcode = '42501';
  end if;
  return new;
end
$$;
revoke all on function public.ledger_account_guard() from public, anon, authenticated;
create trigger ledger_accounts_guard before update or delete on public.ledger_accounts
  for each row execute function public.ledger_account_guard();
create trigger ledger_accounts_no_truncate before truncate on public.ledger_accounts
  for each statement execute function public.ledger_append_only();

-- Every entry balances per unit, checked at commit (its lines are inserted one by one).
create or replace function public.ledger_entry_balanced() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_entry uuid;
  v_unit text;
begin
  -- Each branch's field is read only for its own table.
  if tg_table_name = 'ledger_entries' then
    v_entry := new.id;
  else
    v_entry := new.entry_id;
  end if;
  if not exists (select 1 from public.ledger_lines l where l.entry_id = v_entry) then
    raise exception 'ledger entry % has no lines', v_entry using errcode = '23514';
  end if;
  select a.unit into v_unit
  from public.ledger_lines l join public.ledger_accounts a on a.id = l.account_id
  where l.entry_id = v_entry
  group by a.unit
  having sum(l.amount) <> 0
  limit 1;
  if found then
    raise exception 'ledger entry % does not balance in %', v_entry, v_unit using errcode = '23514';
  end if;
  if exists (select 1 from public.ledger_lines l join public.credit_lots lot on lot.id = l.lot_id
             where l.entry_id = v_entry and lot.account_id <> l.account_id) then
    raise exception 'ledger entry % moves a lot of another account', v_entry using errcode = '23514';
  end if;
  return null;
end
$$;
revoke all on function public.ledger_entry_balanced() from public, anon, authenticated;
create constraint trigger ledger_lines_balanced after insert on public.ledger_lines
  deferrable initially deferred for each row execute function public.ledger_entry_balanced();
create constraint trigger ledger_entries_balanced after insert on public.ledger_entries
  deferrable initially deferred for each row execute function public.ledger_entry_balanced();

-- Reads: each party its own accounts and their movements; admins at aal2 everything. Writes: only the functions.
alter table public.ledger_accounts enable row level security;
alter table public.credit_lots enable row level security;
alter table public.ledger_entries enable row level security;
alter table public.ledger_lines enable row level security;
revoke all on table public.ledger_accounts, public.credit_lots, public.ledger_entries, public.ledger_lines
  from public, anon, authenticated, service_role;
grant select on table public.ledger_accounts, public.credit_lots, public.ledger_entries, public.ledger_lines
  to authenticated, service_role;

create or replace function public.is_my_ledger_account(p_account uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.ledger_accounts a where a.id = p_account
                 and (a.user_id = (select auth.uid()) or (a.tutor_id is not null and a.tutor_id = public.current_tutor_id())))
$$;
revoke all on function public.is_my_ledger_account(uuid) from public;
grant execute on function public.is_my_ledger_account(uuid) to authenticated;

create policy "owners and admins read ledger accounts" on public.ledger_accounts
  for select to authenticated using (public.is_my_ledger_account(id) or (select public.has_admin_access()));
create policy "owners and admins read credit lots" on public.credit_lots
  for select to authenticated using (public.is_my_ledger_account(account_id) or (select public.has_admin_access()));
create policy "owners and admins read ledger lines" on public.ledger_lines
  for select to authenticated using (public.is_my_ledger_account(account_id) or (select public.has_admin_access()));
create policy "parties and admins read ledger entries" on public.ledger_entries
  for select to authenticated using (
    (select public.has_admin_access())
    or exists (select 1 from public.ledger_lines l where l.entry_id = ledger_entries.id
               and public.is_my_ledger_account(l.account_id)));

-- Posting (internal) ------------------------------------------------------------------------------------------------
create or replace function public.ledger_account(p_kind text, p_unit text, p_user uuid default null, p_tutor uuid default null)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  select a.id into v_id from public.ledger_accounts a
  where a.kind = p_kind and a.unit = p_unit
    and (case p_kind when 'learner_credits' then a.user_id = p_user when 'tutor_lessons' then a.tutor_id = p_tutor else true end);
  if v_id is null then
    insert into public.ledger_accounts (kind, unit, user_id, tutor_id) values (p_kind, p_unit, p_user, p_tutor)
    on conflict do nothing returning id into v_id;
    if v_id is null then
      return public.ledger_account(p_kind, p_unit, p_user, p_tutor);
    end if;
  end if;
  return v_id;
end
$$;
revoke all on function public.ledger_account(text, text, uuid, uuid) from public, anon, authenticated;

-- A new entry with its lines ([{account, amount, lot?}]); null when the key was used already (nothing added).
create or replace function public.ledger_post(p_kind text, p_key text, p_lines jsonb, p_order uuid default null,
                                              p_booking uuid default null, p_reason text default null)
returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.ledger_entries (kind, key, order_id, booking_id, reason, created_by)
  values (p_kind, p_key, p_order, p_booking, p_reason, (select auth.uid()))
  on conflict (key) do nothing
  returning id into v_id;
  if v_id is null then
    return null;
  end if;
  insert into public.ledger_lines (entry_id, account_id, lot_id, amount)
  select v_id, (l ->> 'account')::uuid, (l ->> 'lot')::uuid, (l ->> 'amount')::bigint
  from jsonb_array_elements(p_lines) l;
  return v_id;
end
$$;
revoke all on function public.ledger_post(text, text, jsonb, uuid, uuid, text) from public, anon, authenticated;

create or replace function public.lot_remaining(p_lot uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(l.amount), 0)::bigint from public.ledger_lines l
  join public.credit_lots lot on lot.id = l.lot_id and lot.account_id = l.account_id
  where l.lot_id = p_lot
$$;
revoke all on function public.lot_remaining(uuid) from public, anon, authenticated;

create or replace function public.account_balance(p_account uuid) returns bigint
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(l.amount), 0)::bigint from public.ledger_lines l where l.account_id = p_account
$$;
revoke all on function public.account_balance(uuid) from public, anon, authenticated;

-- Credits of an order arrive: its payment and its credits, once (the order row is locked; a paid order is left).
create or replace function public.credit_order_paid(p_order uuid, p_provider text, p_method text, p_note text, p_session text)
returns public.credit_orders
language plpgsql security definer
set search_path = ''
as $$
declare
  o public.credit_orders;
  p public.pricing_plans;
  v_account uuid;
  v_lot uuid;
  v_months int;
begin
  select * into o from public.credit_orders where id = p_order for update;
  if not found or o.status <> 'open' then
    return o;
  end if;
  if o.learner_id is null then
    raise exception 'order_without_learner' using errcode = 'P0001', hint = 'credits';
  end if;
  select * into p from public.pricing_plans where id = o.plan_id;
  update public.credit_orders
  set status = 'paid', provider = p_provider, payment_method = p_method, payment_note = coalesce(p_note, ''),
      paid_at = now(), paid_by = (select auth.uid()), checkout_session_id = coalesce(p_session, checkout_session_id)
  where id = p_order returning * into o;

  v_account := public.ledger_account('learner_credits', 'credit', o.learner_id);
  v_months := p.validity_months * (1 + case when p.billing = 'monthly' then p.carry_over_periods else 0 end);
  insert into public.credit_lots (account_id, order_id, expires_at)
  values (v_account, o.id, case when v_months is null then null else now() + make_interval(months => v_months) end)
  returning id into v_lot;
  if o.amount_minor > 0 then
    perform public.ledger_post('payment', 'payment:' || o.id, jsonb_build_array(
      jsonb_build_object('account', public.ledger_account('money_received', o.currency), 'amount', o.amount_minor),
      jsonb_build_object('account', public.ledger_account('sales', o.currency), 'amount', -o.amount_minor)), o.id);
  end if;
  perform public.ledger_post('purchase', 'purchase:' || o.id, jsonb_build_array(
    jsonb_build_object('account', v_account, 'amount', o.credits, 'lot', v_lot),
    jsonb_build_object('account', public.ledger_account('platform_credits', 'credit'), 'amount', -o.credits)), o.id);
  return o;
end
$$;
revoke all on function public.credit_order_paid(uuid, text, text, text, text) from public, anon, authenticated;

-- Buying --------------------------------------------------------------------------------------------------------
-- A learner's order for a plan in one of its currencies, at the plan's price now. p_id is made by the client: the
-- same request again returns the same order.
create or replace function public.create_credit_order(p_id uuid, p_plan_id uuid, p_currency text) returns public.credit_orders
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  o public.credit_orders;
  p public.pricing_plans;
  v_amount bigint;
begin
  if v_uid is null then
    raise exception 'Sign in to buy' using errcode = '42501';
  end if;
  select * into o from public.credit_orders where id = p_id;
  if found then
    if o.learner_id is distinct from v_uid then
      raise exception 'invalid_request' using errcode = 'P0001', hint = 'credits';
    end if;
    return o;
  end if;
  select * into p from public.pricing_plans where id = p_plan_id and is_active;
  if not found then
    raise exception 'plan_not_found' using errcode = 'P0001', hint = 'credits';
  end if;
  select pp.amount_minor into v_amount from public.pricing_plan_prices pp where pp.plan_id = p.id and pp.currency = p_currency;
  if v_amount is null then
    raise exception 'currency_not_offered' using errcode = 'P0001', hint = 'credits';
  end if;
  perform pg_advisory_xact_lock(hashtextextended('orders:' || v_uid::text, 0));
  if (select count(*) from public.credit_orders c where c.learner_id = v_uid and c.status = 'open') >= 5 then
    raise exception 'too_many_open_orders' using errcode = 'P0001', hint = 'credits';
  end if;
  insert into public.credit_orders (id, learner_id, plan_id, credits, currency, amount_minor)
  values (p_id, v_uid, p.id, coalesce(case when p.billing = 'monthly' then p.credits_per_period end, p.sessions, 1),
          p_currency, v_amount)
  returning * into o;
  return o;
end
$$;
revoke all on function public.create_credit_order(uuid, uuid, text) from public;
grant execute on function public.create_credit_order(uuid, uuid, text) to authenticated;

-- A bank transfer or cash recorded by an admin at aal2.
create or replace function public.record_payment(p_order_id uuid, p_method text, p_note text default '')
returns public.credit_orders
language plpgsql security definer
set search_path = ''
as $$
begin
  if not public.has_admin_access() then
    raise exception 'Only an admin with a second factor records payments' using errcode = '42501';
  end if;
  if p_method not in ('bank_transfer', 'cash') or char_length(coalesce(p_note, '')) > 500 then
    raise exception 'invalid_request' using errcode = 'P0001', hint = 'credits';
  end if;
  if not exists (select 1 from public.credit_orders where id = p_order_id) then
    raise exception 'order_not_found' using errcode = 'P0001', hint = 'credits';
  end if;
  return public.credit_order_paid(p_order_id, 'recorded', p_method, p_note, null);
end
$$;
revoke all on function public.record_payment(uuid, text, text) from public;
grant execute on function public.record_payment(uuid, text, text) to authenticated;

-- Stripe (the server functions, with the service key) ---------------------------------------------------------------
-- The order a Checkout Session is being made for (open, with its learner's email), and the session once made.
create or replace function public.checkout_order(p_order_id uuid, p_learner uuid) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  select jsonb_build_object('id', o.id, 'credits', o.credits, 'currency', o.currency, 'amount_minor', o.amount_minor,
                            'plan', p.name, 'email', u.email, 'status', o.status)
  from public.credit_orders o
  join public.pricing_plans p on p.id = o.plan_id
  left join auth.users u on u.id = o.learner_id
  where o.id = p_order_id and o.learner_id = p_learner
$$;
revoke all on function public.checkout_order(uuid, uuid) from public, anon, authenticated;
grant execute on function public.checkout_order(uuid, uuid) to service_role;

create or replace function public.set_checkout_session(p_order_id uuid, p_session_id text) returns void
language sql security definer
set search_path = ''
as $$
  update public.credit_orders set checkout_session_id = p_session_id where id = p_order_id and status = 'open'
$$;
revoke all on function public.set_checkout_session(uuid, text) from public, anon, authenticated;
grant execute on function public.set_checkout_session(uuid, text) to service_role;

-- checkout.session.completed, already verified by the webhook: credits once per event and per order, and only
-- when the session, amount and currency are the order's. Returns what happened.
create or replace function public.stripe_checkout_completed(p_event_id text, p_session_id text, p_order_id uuid,
                                                            p_amount bigint, p_currency text)
returns text
language plpgsql security definer
set search_path = ''
as $$
declare
  o public.credit_orders;
  v_outcome text;
begin
  perform pg_advisory_xact_lock(hashtextextended('stripe-event:' || p_event_id, 0));
  if exists (select 1 from public.payment_events where event_id = p_event_id) then
    return 'replay';
  end if;
  select * into o from public.credit_orders where id = p_order_id for update;
  if not found then
    v_outcome := 'unknown_order';
  elsif o.checkout_session_id is distinct from p_session_id or o.amount_minor <> p_amount
        or o.currency <> upper(coalesce(p_currency, '')) then
    v_outcome := 'mismatch';
  elsif o.status <> 'open' then
    v_outcome := 'already_paid';
  else
    perform public.credit_order_paid(o.id, 'stripe', 'card', '', p_session_id);
    v_outcome := 'credited';
  end if;
  insert into public.payment_events (event_id, provider, order_id, outcome)
  values (p_event_id, 'stripe', case when o.id is null then null else o.id end, v_outcome);
  return v_outcome;
end
$$;
revoke all on function public.stripe_checkout_completed(text, text, uuid, bigint, text) from public, anon, authenticated;
grant execute on function public.stripe_checkout_completed(text, text, uuid, bigint, text) to service_role;

-- Bookings take and give back credits --------------------------------------------------------------------------------
-- A booking takes one credit of its learner (the lot that expires first). The learner's account row is locked, so
-- bookings made at once never spend one credit twice. Without a credit the booking goes ahead as before while
-- booking.without_credits is on, and is refused with 'no_credits' when it is off.
create or replace function public.booking_take_credit() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_account uuid;
  v_lot uuid;
begin
  if new.learner_id is null or new.status = 'cancelled' then
    return new;
  end if;
  select a.id into v_account from public.ledger_accounts a
  where a.kind = 'learner_credits' and a.user_id = new.learner_id
  for update;
  if v_account is not null then
    select lot.id into v_lot from public.credit_lots lot
    where lot.account_id = v_account and (lot.expires_at is null or lot.expires_at > now())
      and public.lot_remaining(lot.id) > 0
    order by lot.expires_at nulls last, lot.granted_at
    limit 1;
  end if;
  if v_lot is not null then
    perform public.ledger_post('lesson_booked', 'booked:' || new.id, jsonb_build_array(
      jsonb_build_object('account', v_account, 'amount', -1, 'lot', v_lot),
      jsonb_build_object('account', public.ledger_account('tutor_lessons', 'credit', null, new.tutor_id), 'amount', 1)),
      null, new.id);
  elsif coalesce((select s.value = 'false'::jsonb from public.system_settings s where s.key = 'booking.without_credits'), false) then
    perform public.raise_booking_error('no_credits');
  end if;
  return new;
end
$$;
revoke all on function public.booking_take_credit() from public, anon, authenticated;
create trigger bookings_take_credit before insert on public.bookings
  for each row execute function public.booking_take_credit();

-- Give a booking's credit back to the lot it came from (once).
create or replace function public.booking_give_back(p_booking public.bookings, p_reason text) returns void
language plpgsql security definer
set search_path = ''
as $$
declare
  v_taken record;
begin
  select l.account_id, l.lot_id, e.id into v_taken
  from public.ledger_entries e join public.ledger_lines l on l.entry_id = e.id and l.lot_id is not null
  where e.key = 'booked:' || p_booking.id;
  if not found then
    return;
  end if;
  perform 1 from public.ledger_accounts where id = v_taken.account_id for update;
  perform public.ledger_post('given_back', 'back:' || p_booking.id, jsonb_build_array(
    jsonb_build_object('account', v_taken.account_id, 'amount', 1, 'lot', v_taken.lot_id),
    jsonb_build_object('account', public.ledger_account('tutor_lessons', 'credit', null, p_booking.tutor_id), 'amount', -1)),
    null, p_booking.id, p_reason);
end
$$;
revoke all on function public.booking_give_back(public.bookings, text) from public, anon, authenticated;

-- The policy: a cancel by the tutor (or an admin) gives the credit back; by the learner, only before
-- booking.free_cancel_hours (late_cancellation, set by cancel_booking). A move (starts_at changed, same row) keeps
-- it. A reschedule (cancel + new booking, linked by rescheduled_to) gives the old one back, as the new one took one.
create or replace function public.booking_credit_policy() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    if not (new.cancelled_by is not distinct from new.learner_id and new.late_cancellation) then
      perform public.booking_give_back(new, case when new.cancelled_by is not distinct from new.learner_id
                                                 then 'cancelled_in_time' else 'cancelled_by_tutor' end);
    end if;
  end if;
  if new.rescheduled_to is not null and old.rescheduled_to is null then
    perform public.booking_give_back(new, 'rescheduled');
  end if;
  return null;
end
$$;
revoke all on function public.booking_credit_policy() from public, anon, authenticated;
create trigger bookings_credit_policy after update of status, rescheduled_to on public.bookings
  for each row execute function public.booking_credit_policy();

-- What the caller would get back by cancelling now (the cancel dialog asks before confirming).
create or replace function public.cancel_credit_preview(p_booking_id uuid) returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_paid boolean;
  v_late boolean;
begin
  select * into b from public.bookings where id = p_booking_id;
  if not found or not coalesce(b.learner_id = (select auth.uid()) or b.tutor_id = public.current_tutor_id()
                                or public.has_admin_access(), false) then
    return null;
  end if;
  v_paid := exists (select 1 from public.ledger_entries e where e.key = 'booked:' || b.id)
            and not exists (select 1 from public.ledger_entries e where e.key = 'back:' || b.id);
  v_late := b.starts_at - now() < make_interval(hours => public.booking_setting('booking.free_cancel_hours', 24)::int);
  return jsonb_build_object('paid_with_credit', v_paid,
                            'credit_back', v_paid and not (b.learner_id = (select auth.uid()) and v_late),
                            'late', v_late,
                            'free_cancel_hours', public.booking_setting('booking.free_cancel_hours', 24));
end
$$;
revoke all on function public.cancel_credit_preview(uuid) from public;
grant execute on function public.cancel_credit_preview(uuid) to authenticated;

-- Expiry (the worker's job; p_now so tests can move time) -------------------------------------------------------------
create or replace function public.expire_credits_as_of(p_now timestamptz) returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_lot record;
  v_left bigint;
  v_count int := 0;
begin
  for v_lot in select lot.id, lot.account_id from public.credit_lots lot
               where lot.expires_at <= p_now order by lot.expires_at
  loop
    perform 1 from public.ledger_accounts where id = v_lot.account_id for update;
    v_left := public.lot_remaining(v_lot.id);
    if v_left > 0 then
      perform public.ledger_post('expired', null, jsonb_build_array(
        jsonb_build_object('account', v_lot.account_id, 'amount', -v_left, 'lot', v_lot.id),
        jsonb_build_object('account', public.ledger_account('platform_credits', 'credit'), 'amount', v_left)));
      v_count := v_count + v_left;
    end if;
  end loop;
  return v_count;
end
$$;
revoke all on function public.expire_credits_as_of(timestamptz) from public, anon, authenticated;
grant execute on function public.expire_credits_as_of(timestamptz) to service_role;

create or replace function public.expire_credits() returns integer
language sql security definer
set search_path = ''
as $$
  select public.expire_credits_as_of(now())
$$;
revoke all on function public.expire_credits() from public, anon, authenticated;
grant execute on function public.expire_credits() to service_role;

-- Admins at aal2: refunds and corrections --------------------------------------------------------------------------
-- Refund a paid order: its credits still unused go back, and its money is paid out (recorded; the provider's own
-- refund is made in its dashboard).
create or replace function public.refund_order(p_order_id uuid, p_reason text) returns public.credit_orders
language plpgsql security definer
set search_path = ''
as $$
declare
  o public.credit_orders;
  v_lot record;
  v_left bigint;
begin
  if not public.has_admin_access() then
    raise exception 'Only an admin with a second factor refunds' using errcode = '42501';
  end if;
  if char_length(coalesce(trim(p_reason), '')) not between 3 and 500 then
    raise exception 'reason_required' using errcode = 'P0001', hint = 'credits';
  end if;
  select * into o from public.credit_orders where id = p_order_id for update;
  if not found or o.status <> 'paid' then
    raise exception 'order_not_paid' using errcode = 'P0001', hint = 'credits';
  end if;
  select lot.id, lot.account_id into v_lot from public.credit_lots lot where lot.order_id = o.id;
  perform 1 from public.ledger_accounts where id = v_lot.account_id for update;
  v_left := public.lot_remaining(v_lot.id);
  if v_left > 0 then
    perform public.ledger_post('refund', 'refund-credits:' || o.id, jsonb_build_array(
      jsonb_build_object('account', v_lot.account_id, 'amount', -v_left, 'lot', v_lot.id),
      jsonb_build_object('account', public.ledger_account('platform_credits', 'credit'), 'amount', v_left)), o.id, null, p_reason);
  end if;
  if o.amount_minor > 0 then
    perform public.ledger_post('refund', 'refund-money:' || o.id, jsonb_build_array(
      jsonb_build_object('account', public.ledger_account('money_received', o.currency), 'amount', -o.amount_minor),
      jsonb_build_object('account', public.ledger_account('sales', o.currency), 'amount', o.amount_minor)), o.id, null, p_reason);
  end if;
  update public.credit_orders set status = 'refunded' where id = o.id returning * into o;
  return o;
end
$$;
revoke all on function public.refund_order(uuid, text) from public;
grant execute on function public.refund_order(uuid, text) to authenticated;

-- A correction of a learner's credits with a reason: added credits are a lot of their own (no expiry); taken
-- credits come from the lots that expire first, never below zero.
create or replace function public.correct_credits(p_learner_id uuid, p_amount integer, p_reason text) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_account uuid;
  v_lot record;
  v_need bigint := -p_amount;
  v_take bigint;
  v_lines jsonb := '[]'::jsonb;
  v_new_lot uuid;
begin
  if not public.has_admin_access() then
    raise exception 'Only an admin with a second factor corrects credits' using errcode = '42501';
  end if;
  if char_length(coalesce(trim(p_reason), '')) not between 3 and 500 then
    raise exception 'reason_required' using errcode = 'P0001', hint = 'credits';
  end if;
  if p_amount is null or p_amount = 0 or abs(p_amount) > 100
     or not exists (select 1 from auth.users where id = p_learner_id) then
    raise exception 'invalid_request' using errcode = 'P0001', hint = 'credits';
  end if;
  v_account := public.ledger_account('learner_credits', 'credit', p_learner_id);
  perform 1 from public.ledger_accounts where id = v_account for update;
  if p_amount > 0 then
    insert into public.credit_lots (account_id) values (v_account) returning id into v_new_lot;
    v_lines := jsonb_build_array(jsonb_build_object('account', v_account, 'amount', p_amount, 'lot', v_new_lot));
  else
    for v_lot in select lot.id, public.lot_remaining(lot.id) as left_ from public.credit_lots lot
                 where lot.account_id = v_account and (lot.expires_at is null or lot.expires_at > now())
                 order by lot.expires_at nulls last, lot.granted_at
    loop
      exit when v_need = 0;
      continue when v_lot.left_ <= 0;
      v_take := least(v_need, v_lot.left_);
      v_lines := v_lines || jsonb_build_object('account', v_account, 'amount', -v_take, 'lot', v_lot.id);
      v_need := v_need - v_take;
    end loop;
    if v_need > 0 then
      raise exception 'not_enough_credits' using errcode = 'P0001', hint = 'credits';
    end if;
  end if;
  v_lines := v_lines || jsonb_build_object('account', public.ledger_account('platform_credits', 'credit'), 'amount', -p_amount);
  return public.ledger_post('correction', null, v_lines, null, null, trim(p_reason));
end
$$;
revoke all on function public.correct_credits(uuid, integer, text) from public;
grant execute on function public.correct_credits(uuid, integer, text) to authenticated;

-- The founder hub names the learner by email.
create or replace function public.correct_credits_by_email(p_email text, p_amount integer, p_reason text) returns uuid
language plpgsql security definer
set search_path = ''
as $$
declare
  v_user uuid;
begin
  if not public.has_admin_access() then
    raise exception 'Only an admin with a second factor corrects credits' using errcode = '42501';
  end if;
  select u.id into v_user from auth.users u where lower(u.email) = lower(trim(p_email));
  if v_user is null then
    raise exception 'learner_not_found' using errcode = 'P0001', hint = 'credits';
  end if;
  return public.correct_credits(v_user, p_amount, p_reason);
end
$$;
revoke all on function public.correct_credits_by_email(text, integer, text) from public;
grant execute on function public.correct_credits_by_email(text, integer, text) to authenticated;

-- Reads for the app ---------------------------------------------------------------------------------------------
-- The caller's balance, the next credits to expire, and their history (newest first, with the balance after each).
create or replace function public.my_credits(p_limit integer default 50) returns jsonb
language sql stable security definer
set search_path = ''
as $$
  with acc as (
    select a.id from public.ledger_accounts a where a.kind = 'learner_credits' and a.user_id = (select auth.uid())
  ), moves as (
    select e.id, e.kind, e.created_at, e.reason, e.booking_id, e.order_id, sum(l.amount)::bigint as amount,
           min(l.id) as first_line
    from acc join public.ledger_lines l on l.account_id = acc.id join public.ledger_entries e on e.id = l.entry_id
    group by e.id
  ), running as (
    select m.*, sum(m.amount) over (order by m.created_at, m.first_line)::bigint as balance_after from moves m
  ), lots as (
    select lot.expires_at, public.lot_remaining(lot.id) as left_ from acc join public.credit_lots lot on lot.account_id = acc.id
    where lot.expires_at > now()
  )
  select jsonb_build_object(
    'balance', coalesce((select sum(l.amount) from acc join public.ledger_lines l on l.account_id = acc.id), 0),
    'next_expiry', (select jsonb_build_object('credits', left_, 'at', expires_at) from lots where left_ > 0
                    order by expires_at limit 1),
    'history', coalesce((select jsonb_agg(jsonb_build_object(
        'id', r.id, 'kind', r.kind, 'at', r.created_at, 'amount', r.amount, 'balance_after', r.balance_after,
        'reason', r.reason, 'booking_starts_at', b.starts_at, 'plan', p.name) order by r.created_at desc, r.first_line desc)
      from (select * from running order by created_at desc, first_line desc limit greatest(1, least(p_limit, 200))) r
      left join public.bookings b on b.id = r.booking_id
      left join public.credit_orders o on o.id = r.order_id
      left join public.pricing_plans p on p.id = o.plan_id), '[]'::jsonb),
    'open_orders', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'plan', p.name, 'credits', o.credits,
        'currency', o.currency, 'amount_minor', o.amount_minor, 'created_at', o.created_at) order by o.created_at desc)
      from public.credit_orders o join public.pricing_plans p on p.id = o.plan_id
      where o.learner_id = (select auth.uid()) and o.status = 'open'), '[]'::jsonb))
$$;
revoke all on function public.my_credits(integer) from public;
grant execute on function public.my_credits(integer) to authenticated;

-- The founder hub: credits sold, used, expired, refunded, corrected; money received per currency; open orders.
create or replace function public.credit_figures() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_result jsonb;
begin
  if not public.has_admin_access() then
    raise exception 'Only an admin with a second factor reads the credit figures' using errcode = '42501';
  end if;
  with learner_lines as (
    select e.kind, l.amount from public.ledger_lines l
    join public.ledger_accounts a on a.id = l.account_id and a.kind = 'learner_credits'
    join public.ledger_entries e on e.id = l.entry_id
  )
  select jsonb_build_object(
    'sold', coalesce((select sum(amount) from learner_lines where kind = 'purchase'), 0),
    'used', coalesce((select -sum(amount) from learner_lines where kind in ('lesson_booked', 'given_back')), 0),
    'expired', coalesce((select -sum(amount) from learner_lines where kind = 'expired'), 0),
    'refunded', coalesce((select -sum(amount) from learner_lines where kind = 'refund'), 0),
    'corrected', coalesce((select sum(amount) from learner_lines where kind = 'correction'), 0),
    'outstanding', coalesce((select sum(amount) from learner_lines), 0),
    'money', coalesce((select jsonb_agg(jsonb_build_object('currency', a.unit, 'amount_minor', s.total) order by a.unit)
      from public.ledger_accounts a
      cross join lateral (select coalesce(sum(l.amount), 0)::bigint as total from public.ledger_lines l where l.account_id = a.id) s
      where a.kind = 'money_received'), '[]'::jsonb),
    'open_orders', coalesce((select jsonb_agg(jsonb_build_object('id', o.id, 'plan', p.name, 'credits', o.credits,
        'currency', o.currency, 'amount_minor', o.amount_minor, 'created_at', o.created_at,
        'learner_id', o.learner_id, 'learner', coalesce(nullif(pr.full_name, ''), u.email)) order by o.created_at)
      from public.credit_orders o join public.pricing_plans p on p.id = o.plan_id
      left join auth.users u on u.id = o.learner_id
      left join public.profiles pr on pr.id = o.learner_id
      where o.status = 'open'), '[]'::jsonb))
  into v_result;
  return v_result;
end
$$;
revoke all on function public.credit_figures() from public;
grant execute on function public.credit_figures() to authenticated;

-- Export: the caller's orders, credit account and its movements, on top of whatever export_my_data() was (the
-- same wrapping as the weekly lessons' migration, so either change keeps the other's keys).
alter function public.export_my_data() rename to export_my_data_before_credits;
revoke all on function public.export_my_data_before_credits() from public, anon, authenticated;

create or replace function public.export_my_data() returns jsonb
language plpgsql stable security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
begin
  if v_uid is null then
    raise exception 'Sign in to export your data' using errcode = '42501';
  end if;
  return public.export_my_data_before_credits() || jsonb_build_object(
    'credit_orders', (
      select coalesce(jsonb_agg(to_jsonb(o) - 'paid_by' order by o.created_at), '[]'::jsonb)
      from public.credit_orders o where o.learner_id = v_uid),
    'ledger_accounts', (
      select coalesce(jsonb_agg(jsonb_build_object('id', a.id, 'kind', a.kind, 'unit', a.unit, 'created_at', a.created_at)), '[]'::jsonb)
      from public.ledger_accounts a where a.user_id = v_uid),
    'credit_history', (
      select coalesce(jsonb_agg(jsonb_build_object('entry_id', e.id, 'kind', e.kind, 'at', e.created_at, 'amount', l.amount,
                                                   'lot_id', l.lot_id, 'booking_id', e.booking_id, 'order_id', e.order_id,
                                                   'reason', e.reason) order by e.created_at, l.id), '[]'::jsonb)
      from public.ledger_accounts a join public.ledger_lines l on l.account_id = a.id
      join public.ledger_entries e on e.id = l.entry_id where a.user_id = v_uid));
end
$$;
revoke all on function public.export_my_data() from public;
grant execute on function public.export_my_data() to authenticated;
