// `npm run worker`: the backend's scheduled jobs (./jobs.mjs) for a hosted project, configured by the environment:
//   SUPABASE_URL               the project's API URL (https://<project-ref>.supabase.co)
//   SUPABASE_SERVICE_ROLE_KEY  its service_role key (server side only; never in the app)
//   SMTP_URL                   where emails go: smtp://user:password@host:587 (STARTTLS) or smtps://…:465
//   MAIL_FROM                  the sender, e.g. "Summit <bookings@example.com>" (its domain names the Message-IDs)
//   APP_URL                    the app's address, for the "Join lesson" and conversation links in the emails
//   WORKER_INTERVAL_SECONDS    how often the jobs run (default 30)
// Several workers may run at once: each email and digest is claimed in the database before it is sent.
// SIGTERM or SIGINT: the email being sent finishes, no further one starts.
import { stopOnSignals } from '../../supabase/local/summary.mjs';
import { startNotificationWorker } from './jobs.mjs';

const NAMES = ['SUPABASE_URL', 'SUPABASE_SERVICE_ROLE_KEY', 'SMTP_URL', 'MAIL_FROM', 'APP_URL'];

function fail(sentence) {
  console.error(sentence);
  process.exit(1);
}

const missing = NAMES.filter((name) => !process.env[name]);
if (missing.length) {
  fail(`${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not set: the worker needs ${NAMES.join(', ')} (see README, "Using a hosted Supabase project instead").`);
}
const interval = Number(process.env.WORKER_INTERVAL_SECONDS ?? 30);
if (!Number.isFinite(interval) || interval < 1) fail(`WORKER_INTERVAL_SECONDS is "${process.env.WORKER_INTERVAL_SECONDS}": set a number of seconds, 1 or more.`);
const from = process.env.MAIL_FROM;
const domain = /@([^>\s]+)>?\s*$/.exec(from)?.[1];
if (!domain) fail(`MAIL_FROM is "${from}": set an address, e.g. "Summit <bookings@example.com>".`);
const apiUrl = process.env.SUPABASE_URL.replace(/\/+$/, '');

// Refuses a wrong URL or key in one sentence before the first run, instead of logging the same failure every run.
try {
  const res = await fetch(`${apiUrl}/rest/v1/notifications?select=id&limit=1`, {
    headers: { apikey: process.env.SUPABASE_SERVICE_ROLE_KEY, Authorization: `Bearer ${process.env.SUPABASE_SERVICE_ROLE_KEY}` },
  });
  if (res.status === 401 || res.status === 403) fail(`The project at ${apiUrl} refused SUPABASE_SERVICE_ROLE_KEY (HTTP ${res.status}): set the service_role key from the dashboard's API settings.`);
  if (!res.ok) fail(`The project at ${apiUrl} answered HTTP ${res.status} to the worker: check SUPABASE_URL and that the migrations are pushed (supabase db push).`);
} catch (error) {
  fail(`The project at ${apiUrl} could not be reached (${error?.cause?.code ?? error?.message ?? error}): check SUPABASE_URL and the network.`);
}

const worker = await startNotificationWorker({
  apiUrl,
  serviceRoleKey: process.env.SUPABASE_SERVICE_ROLE_KEY,
  smtpUrl: process.env.SMTP_URL,
  from,
  domain,
  appUrl: process.env.APP_URL,
  intervalMs: interval * 1000,
  log: (message) => console.log(message),
});
console.log(`worker running every ${interval} s against ${apiUrl}`);
stopOnSignals(() => worker.stop());
