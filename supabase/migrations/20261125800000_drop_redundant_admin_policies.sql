-- The baseline kept, as the old chain had them, policies that others of the same table already cover (Postgres ORs
-- the permissive policies of a command, so dropping them changes nobody's access):
-- - tutors: "admins change tutors" is "admins with access change tutors" word for word;
-- - tutor_weekly_hours: the first read policy and the three admin-only write policies are contained in the later
--   "… tutor_weekly_hours …" ones, which allow the same to admins and add the tutor's own rows.
drop policy "admins change tutors" on public.tutors;
drop policy "everyone reads weekly hours of active tutors" on public.tutor_weekly_hours;
drop policy "admins add weekly hours" on public.tutor_weekly_hours;
drop policy "admins change weekly hours" on public.tutor_weekly_hours;
drop policy "admins remove weekly hours" on public.tutor_weekly_hours;
