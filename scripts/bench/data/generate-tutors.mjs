// Generates N tutors (default 10,000) with weekly hours and reviews, for the directory benchmark only: never part
// of the demo data. Their slugs start with 'bench-' (removeBenchTutors deletes them). Deterministic: the same N
// gives the same tutors. Usage: node scripts/bench/data/generate-tutors.mjs <postgres url> [count]
import pg from 'pg';

const GENERATE = `
with names as (
  select array['Ana','Luis','Sofía','Mateo','Camille','Hugo','Emma','Oliver','Isabel','Diego','Léa','Thomas','Grace','James','Lucía',
               'Pablo','Chloé','Noah','Valeria','Samuel','Inès','Marco','Julia','Daniel','Sara','Nicolás','Alice','Pierre','María','George'] as first,
         array['García','Martin','Smith','Rodríguez','Dubois','Brown','López','Bernard','Taylor','Gómez','Moreau','Wilson','Díaz','Laurent',
               'Evans','Torres','Petit','Clarke','Ruiz','Roux','Hughes','Vargas','Fournier','Walker','Castro','Girard','Wright','Mejía'] as last,
         array['mathematics','physics','english','french','spanish','computer-science','chemistry','biology','music','writing','history'] as subjects,
         array['{en}','{es}','{fr}','{en,es}','{en,fr}','{es,fr}','{en,es,fr}']::text[] as langs,
         array['America/Bogota','America/New_York','Europe/Madrid','Europe/London','Europe/Paris'] as zones,
         array['COP','USD','EUR','GBP','EUR'] as zone_currency,
         array['Exam preparation with past papers','Patient lessons for beginners','Conversation and confidence','University-level support',
               'Homework help and study skills','Structured courses with clear goals','Intensive revision before exams'] as headlines
),
series as (
  select i, abs(hashtext('bench' || i)) as h1, abs(hashtext('tutor' || i)) as h2 from generate_series(1, $1::int) as i
)
insert into public.tutors (id, slug, full_name, headline, bio, subjects, languages, hourly_rate_minor, currency, country, timezone, session_minutes, buffer_minutes)
select
  ('b0000000-0000-4000-8000-' || lpad(to_hex(s.i), 12, '0'))::uuid,
  'bench-' || s.i,
  n.first[1 + s.h1 % 30] || ' ' || n.last[1 + s.h2 % 28],
  n.headlines[1 + s.h2 % 7] || ' in ' || replace(n.subjects[1 + s.h1 % 11], '-', ' '),
  'Generated for the directory benchmark.',
  case when s.h2 % 3 = 0 then array[n.subjects[1 + s.h1 % 11], n.subjects[1 + (s.h1 / 11) % 11]] else array[n.subjects[1 + s.h1 % 11]] end,
  n.langs[1 + (s.h1 / 7) % 7]::text[],
  case n.zone_currency[1 + s.h2 % 5]
    when 'COP' then 4000000 + (s.h1 % 80) * 100000
    else 1800 + (s.h1 % 70) * 100
  end,
  n.zone_currency[1 + s.h2 % 5],
  case 1 + s.h2 % 5 when 1 then 'CO' when 2 then 'US' when 3 then 'ES' when 4 then 'GB' else 'FR' end,
  n.zones[1 + s.h2 % 5],
  case when s.h1 % 4 = 0 then 45 else 60 end,
  case when s.h1 % 5 = 0 then 15 else 0 end
from series s cross join names n
on conflict (id) do nothing`;

const HOURS = `
insert into public.tutor_weekly_hours (tutor_id, weekday, start_time, end_time)
select t.id, d, make_time(8 + (abs(hashtext(t.slug)) % 6), 0, 0), make_time(11 + (abs(hashtext(t.slug)) % 6), 0, 0)
from public.tutors t
cross join generate_series(1, 7) as d
where t.slug like 'bench-%' and (d + abs(hashtext(t.slug || 'd'))) % 3 <> 0
  and not exists (select 1 from public.tutor_weekly_hours w where w.tutor_id = t.id)`;

const REVIEWS = `
insert into public.tutor_reviews (tutor_id, learner_name, rating, body, language, created_at)
select t.id, 'Learner ' || r, 3 + (abs(hashtext(t.slug || r)) % 3), 'Clear explanations and good preparation.', 'en',
       now() - make_interval(days => abs(hashtext(t.slug || r)) % 300)
from public.tutors t cross join generate_series(1, 1 + abs(hashtext(t.slug)) % 4) as r
where t.slug like 'bench-%' and not exists (select 1 from public.tutor_reviews x where x.tutor_id = t.id)`;

export async function generateBenchTutors(dbUrl, count = 10_000, log = console.log) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const started = performance.now();
    await client.query('begin');
    await client.query(GENERATE, [count]);
    await client.query(HOURS); // the statement trigger computes every new tutor's next free slot
    await client.query(REVIEWS); // ... and here every rating
    await client.query('commit');
    await client.query('analyze public.tutors, public.tutor_weekly_hours, public.tutor_reviews');
    const { rows } = await client.query(`select count(*)::int as n from public.tutors where is_active`);
    log(`  generated ${count} tutors with hours and reviews in ${Math.round(performance.now() - started)} ms (${rows[0].n} active tutors in all)`);
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

export async function removeBenchTutors(dbUrl) {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query(`delete from public.tutors where slug like 'bench-%'`);
  } finally {
    await client.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [dbUrl, count] = process.argv.slice(2);
  if (!dbUrl) {
    console.error('Usage: node scripts/bench/data/generate-tutors.mjs <postgres url> [count]');
    process.exit(2);
  }
  await generateBenchTutors(dbUrl, Number(count ?? 10_000));
}
