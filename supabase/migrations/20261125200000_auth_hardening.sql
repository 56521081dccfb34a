-- Pre-account takeover: someone signs up an address they do not own, with a password of their own, and waits for the
-- owner to confirm it. GoTrue keeps the password of the first sign-up when the address is signed up again before
-- it is confirmed, so the confirmation would hand the stranger's password a confirmed account. Here, once a second
-- confirmation email went out for an address not yet confirmed (signed up again, a magic link or a resend: someone
-- else may have acted), the confirmation that follows clears every password chosen before it and marks the account
-- `app_metadata.password_reset_required`; the app then asks the owner, signed in by the confirmation, to choose one.
-- Choosing a password removes the mark. A trigger on auth.users, so the hosted GoTrue and the local service behave
-- the same.
create or replace function public.guard_unconfirmed_password() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if old.email_confirmed_at is null and new.email_confirmed_at is null
     and old.confirmation_sent_at is not null and new.confirmation_sent_at is distinct from old.confirmation_sent_at then
    new.raw_app_meta_data := coalesce(new.raw_app_meta_data, '{}'::jsonb) || '{"signup_repeated": true}'::jsonb;
  elsif old.email_confirmed_at is null and new.email_confirmed_at is not null
     and coalesce((new.raw_app_meta_data ->> 'signup_repeated')::boolean, false) then
    new.encrypted_password := '';
    new.raw_app_meta_data := (new.raw_app_meta_data - 'signup_repeated') || '{"password_reset_required": true}'::jsonb;
  elsif coalesce((new.raw_app_meta_data ->> 'password_reset_required')::boolean, false)
     and coalesce(new.encrypted_password, '') <> '' and new.encrypted_password is distinct from old.encrypted_password then
    new.raw_app_meta_data := new.raw_app_meta_data - 'password_reset_required';
  end if;
  return new;
end
$$;
revoke all on function public.guard_unconfirmed_password() from public, anon, authenticated;

drop trigger if exists guard_unconfirmed_password on auth.users;
create trigger guard_unconfirmed_password before update on auth.users
  for each row execute function public.guard_unconfirmed_password();
