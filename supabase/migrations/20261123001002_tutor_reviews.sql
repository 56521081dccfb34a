-- Reviews of tutors by learners (rating 1-5 and a text in the language it was written in). Readable by everyone;
-- written by admins for now (learners review after a session: that comes with booking). tutors.rating and
-- tutors.review_count are derived from this table by triggers and cannot be typed by hand.

create table public.tutor_reviews (
  id uuid primary key default gen_random_uuid(),
  tutor_id uuid not null references public.tutors (id) on delete cascade,
  learner_id uuid references auth.users (id) on delete set null,
  learner_name text not null check (char_length(btrim(learner_name)) between 1 and 100),
  rating smallint not null check (rating between 1 and 5),
  body text not null default '' check (char_length(body) <= 2000),
  language text not null default 'en' check (language ~ '^[a-z]{2}$'),
  created_at timestamptz not null default now()
);
create index tutor_reviews_tutor_created_idx on public.tutor_reviews (tutor_id, created_at desc);
create index tutor_reviews_learner_idx on public.tutor_reviews (learner_id);

alter table public.tutor_reviews enable row level security;
revoke all on table public.tutor_reviews from anon, authenticated;
grant select on table public.tutor_reviews to anon, authenticated;
grant insert, update, delete on table public.tutor_reviews to authenticated;
create policy "everyone reads reviews of active tutors" on public.tutor_reviews
  for select to anon, authenticated
  using (exists (select 1 from public.tutors t where t.id = tutor_id and (t.is_active or (select public.has_admin_access()))));
create policy "admins add reviews" on public.tutor_reviews
  for insert to authenticated with check ((select public.has_admin_access()));
create policy "admins change reviews" on public.tutor_reviews
  for update to authenticated using ((select public.has_admin_access())) with check ((select public.has_admin_access()));
create policy "admins remove reviews" on public.tutor_reviews
  for delete to authenticated using ((select public.has_admin_access()));

-- tutors.rating / review_count: whatever is written, the stored values are the reviews' average and count.
create or replace function public.derive_tutor_rating() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  select round(avg(r.rating), 1), count(*) into new.rating, new.review_count
  from public.tutor_reviews r where r.tutor_id = new.id;
  return new;
end
$$;
revoke all on function public.derive_tutor_rating() from public, anon, authenticated;
create trigger tutors_derive_rating before insert or update of rating, review_count on public.tutors
  for each row execute function public.derive_tutor_rating();

-- Reviews written: recompute the tutors concerned, once per statement.
create or replace function public.tutor_reviews_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  ids uuid[];
begin
  if tg_op = 'INSERT' then
    select array_agg(distinct tutor_id) into ids from new_rows;
  elsif tg_op = 'DELETE' then
    select array_agg(distinct tutor_id) into ids from old_rows;
  else
    select array_agg(distinct tutor_id) into ids from (select tutor_id from new_rows union select tutor_id from old_rows) x;
  end if;
  -- The before-update trigger above puts the derived values in; touching the columns is enough.
  update public.tutors t set rating = null, review_count = 0 where t.id = any (ids);
  return null;
end
$$;
revoke all on function public.tutor_reviews_changed() from public, anon, authenticated;
create trigger tutor_reviews_inserted after insert on public.tutor_reviews
  referencing new table as new_rows for each statement execute function public.tutor_reviews_changed();
create trigger tutor_reviews_updated after update on public.tutor_reviews
  referencing new table as new_rows old table as old_rows for each statement execute function public.tutor_reviews_changed();
create trigger tutor_reviews_deleted after delete on public.tutor_reviews
  referencing old table as old_rows for each statement execute function public.tutor_reviews_changed();

-- Tutors already stored: their typed values give way to the (so far empty) reviews.
update public.tutors set review_count = 0;

-- The language a tutor's bio is written in (bios are shown as written, labelled with their language).
alter table public.tutors add column bio_language text not null default 'en' check (bio_language ~ '^[a-z]{2}$');
