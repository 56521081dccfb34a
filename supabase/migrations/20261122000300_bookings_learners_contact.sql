-- Bookings, learner profiles and contact messages.

create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  learner_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  starts_at timestamptz not null,
  ends_at timestamptz not null,
  status text not null default 'confirmed' check (status in ('pending', 'confirmed', 'cancelled', 'completed')),
  note text not null default '' check (char_length(note) <= 1000),
  cancelled_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  check (ends_at > starts_at),
  -- A tutor cannot be booked twice for overlapping times. An exclusion constraint (not a check in the app)
  -- also holds for concurrent inserts: the second transaction waits for the first and then fails.
  constraint bookings_no_double_booking
    exclude using gist (tutor_id with =, tstzrange(starts_at, ends_at) with &&) where (status <> 'cancelled')
);
create index bookings_learner_id_idx on public.bookings (learner_id);

-- Learners may only cancel: any other change to a booking is for admins (or server-side code).
create or replace function public.guard_booking_update() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'service_role'
     and (select auth.role()) is not null
     and not (select public.is_admin()) then
    if (new.learner_id, new.tutor_id, new.starts_at, new.ends_at, new.note, new.created_at)
       is distinct from (old.learner_id, old.tutor_id, old.starts_at, old.ends_at, old.note, old.created_at)
       or new.status <> 'cancelled' then
      raise exception 'A booking can only be cancelled' using errcode = '42501';
    end if;
  end if;
  if new.status = 'cancelled' and old.status <> 'cancelled' then
    new.cancelled_at := now();
  end if;
  new.updated_at := now();
  return new;
end
$$;
revoke all on function public.guard_booking_update() from public, anon, authenticated;
create trigger bookings_guard_update before update on public.bookings
  for each row execute function public.guard_booking_update();

alter table public.bookings enable row level security;
revoke all on table public.bookings from anon, authenticated;
grant select, update, delete on table public.bookings to authenticated;
grant insert (id, learner_id, tutor_id, starts_at, ends_at, status, note) on table public.bookings to authenticated;
create policy "learners read their bookings, admins read all" on public.bookings
  for select to authenticated using (learner_id = (select auth.uid()) or (select public.is_admin()));
create policy "learners book an open future slot" on public.bookings
  for insert to authenticated
  with check (
    learner_id = (select auth.uid())
    and status in ('pending', 'confirmed')
    and starts_at > now()
    and exists (
      select 1 from public.tutor_availability a
      where a.tutor_id = bookings.tutor_id and a.starts_at <= bookings.starts_at and a.ends_at >= bookings.ends_at
    )
  );
create policy "admins add bookings" on public.bookings
  for insert to authenticated with check ((select public.is_admin()));
create policy "learners cancel their bookings" on public.bookings
  for update to authenticated
  using (learner_id = (select auth.uid()))
  with check (learner_id = (select auth.uid()) and status = 'cancelled');
create policy "admins change bookings" on public.bookings
  for update to authenticated using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "admins remove bookings" on public.bookings
  for delete to authenticated using ((select public.is_admin()));

-- Which times of a tutor are taken, without revealing who booked them (for the booking screen).
create or replace function public.tutor_busy_times(p_tutor_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select b.starts_at, b.ends_at
  from public.bookings b
  where b.tutor_id = p_tutor_id and b.status <> 'cancelled'
    and tstzrange(b.starts_at, b.ends_at) && tstzrange(p_from, p_to)
  order by b.starts_at
$$;
revoke all on function public.tutor_busy_times(uuid, timestamptz, timestamptz) from public;
grant execute on function public.tutor_busy_times(uuid, timestamptz, timestamptz) to anon, authenticated, service_role;

-- Learner profiles ---------------------------------------------------------------------------------------------
create table public.learner_profiles (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  goals text not null default '' check (char_length(goals) <= 2000),
  level text check (level in ('beginner', 'intermediate', 'advanced')),
  subjects text[] not null default '{}',
  preferred_languages text[] not null default '{}',
  timezone text check (char_length(timezone) <= 64),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create trigger learner_profiles_updated_at before update on public.learner_profiles
  for each row execute function public.set_updated_at();

alter table public.learner_profiles enable row level security;
revoke all on table public.learner_profiles from anon, authenticated;
grant select, insert, update, delete on table public.learner_profiles to authenticated;
create policy "learners read their profile, admins read all" on public.learner_profiles
  for select to authenticated using (user_id = (select auth.uid()) or (select public.is_admin()));
create policy "learners create their profile" on public.learner_profiles
  for insert to authenticated with check (user_id = (select auth.uid()));
create policy "learners change their profile" on public.learner_profiles
  for update to authenticated using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy "learners remove their profile" on public.learner_profiles
  for delete to authenticated using (user_id = (select auth.uid()));

-- Contact messages ---------------------------------------------------------------------------------------------
create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid default auth.uid() references auth.users (id) on delete set null,
  name text not null check (char_length(btrim(name)) between 1 and 200),
  email text not null check (char_length(email) <= 320 and email ~ '^[^[:space:]@]+@[^[:space:]@]+\.[^[:space:]@]+$'),
  subject text not null default '' check (char_length(subject) <= 200),
  message text not null check (char_length(btrim(message)) between 1 and 5000),
  created_at timestamptz not null default now()
);

alter table public.contact_messages enable row level security;
revoke all on table public.contact_messages from anon, authenticated;
grant insert (id, user_id, name, email, subject, message) on table public.contact_messages to anon, authenticated;
grant select (id) on table public.contact_messages to anon;
grant select on table public.contact_messages to authenticated;
create policy "visitors send messages" on public.contact_messages
  for insert to anon with check (user_id is null);
create policy "users send messages as themselves" on public.contact_messages
  for insert to authenticated with check (user_id is null or user_id = (select auth.uid()));
create policy "admins read messages" on public.contact_messages
  for select to authenticated using ((select public.is_admin()));
-- Lets a retried send use insert with ignore-duplicates (ON CONFLICT (id) DO NOTHING); see referral_events.
create policy "a message is visible to the request sending it" on public.contact_messages
  for select to anon, authenticated using (created_at = now());
