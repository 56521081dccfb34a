-- Reviews after a session: the learner of a booking that has ended (not cancelled) rates it 1-5 with an optional
-- text, once per booking, through review_booking(); the review joins the tutor's reviews (rating and count follow
-- by the reviews' own trigger).
alter table public.tutor_reviews add column if not exists booking_id uuid unique references public.bookings (id) on delete set null;

create or replace function public.review_booking(p_booking_id uuid, p_rating integer, p_body text default '')
returns public.tutor_reviews
language plpgsql security definer
set search_path = ''
as $$
declare
  v_uid uuid := (select auth.uid());
  v_booking public.bookings;
  v_row public.tutor_reviews;
  v_name text;
  v_lang text;
begin
  select * into v_booking from public.bookings where id = p_booking_id and learner_id = v_uid;
  if not found then
    perform public.raise_booking_error('booking_not_found');
  end if;
  if v_booking.status = 'cancelled' or v_booking.ends_at > now() then
    perform public.raise_booking_error('not_reviewable');
  end if;
  if p_rating is null or p_rating not between 1 and 5 or char_length(coalesce(p_body, '')) > 2000 then
    perform public.raise_booking_error('invalid_request');
  end if;
  if exists (select 1 from public.tutor_reviews r where r.booking_id = p_booking_id) then
    perform public.raise_booking_error('already_reviewed');
  end if;
  -- "Sofía R.": first name and the initial of the last, as reviews are shown.
  select coalesce(nullif(btrim(regexp_replace(p.full_name, '^(\S+)(?:\s+(\S))?.*$', '\1 \2.')), '.'), 'Learner')
  into v_name from public.profiles p where p.id = v_uid;
  v_name := regexp_replace(coalesce(v_name, 'Learner'), ' \.$', '');
  select left(coalesce(lp.preferred_locale, 'en'), 2) into v_lang from public.user_locale_preferences lp where lp.user_id = v_uid;
  insert into public.tutor_reviews (tutor_id, learner_id, learner_name, rating, body, language, booking_id)
  values (v_booking.tutor_id, v_uid, left(v_name, 100), p_rating, coalesce(p_body, ''), coalesce(nullif(lower(v_lang), ''), 'en'), p_booking_id)
  returning * into v_row;
  return v_row;
end
$$;
revoke all on function public.review_booking(uuid, integer, text) from public;
grant execute on function public.review_booking(uuid, integer, text) to authenticated;
