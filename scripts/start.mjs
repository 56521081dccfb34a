// `npm start`: the local Supabase (dev profile, data kept across restarts), the app built against it and served
// at http://localhost:4173. Ctrl-C stops everything; a start after a crash cleans up what the last run left.
import { devProfile } from '../supabase/local/config.mjs';
import { reportFailure } from '../supabase/local/failures.mjs';
import { startStack } from '../supabase/local/stack.mjs';
import { describeStack, keepOnlySignalHandler, stopOnSignals } from '../supabase/local/summary.mjs';
import { buildApp, serveApp } from './lib/app-build.mjs';
import { startNotificationWorker } from '../services/worker/jobs.mjs';
import { upsertDemoLessons } from '../supabase/local/lesson-demo.mjs';

let stack;
let server;
let worker;
const stopAll = async () => {
  await worker?.stop();
  await server?.close();
  await stack?.stop();
};

try {
  const started = Date.now();
  stack = await startStack({ ...devProfile, withApp: true });
  console.log(`[start] stack ready in ${Date.now() - started} ms; building the app against ${stack.apiUrl} ...`);
  const onSignal = stopOnSignals(stopAll); // from here on, Ctrl-C during the build also stops the stack
  // Two lesson rooms to try at once: one open now for an hour, one past with content to replay.
  const demoLessons = await upsertDemoLessons(stack.dbUrl);
  // Booking emails (made, cancelled, moved, 24-hour reminder) to the mail inbox.
  worker = await startNotificationWorker({
    apiUrl: stack.apiUrl,
    serviceRoleKey: stack.serviceRoleKey,
    smtpPort: stack.smtpPort,
    // The app server started below serves here (its "Join lesson" links in the emails).
    appUrl: `http://localhost:${devProfile.appPort}`,
    log: (m) => console.log(`[emails] ${m}`),
  });
  await buildApp({ outDir: 'dist', apiUrl: stack.apiUrl, anonKey: stack.anonKey });
  server = await serveApp({ outDir: 'dist', port: devProfile.appPort });
  keepOnlySignalHandler(onSignal);
  console.log(describeStack(stack, { appUrl: server.url, demoLessons }));
} catch (error) {
  reportFailure(error, { again: 'npm start' }); // one sentence: what is wrong and what to do
  await stopAll().catch(() => {});
  process.exit(1);
}
