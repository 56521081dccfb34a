// Start-up time of the local stack (goal: cold start within 3 s), on its own ports and folder so it can run beside
// `npm start` and `npm test`. Cold: a new cluster with bootstrap, migrations and seed. Warm: the same data again.
// Each phase is timed separately, so a slow machine shows where the time goes.
import { benchProfile } from '../supabase/local/config.mjs';
import { startStack } from '../supabase/local/stack.mjs';

const runs = Number(process.env.BENCH_RUNS || 3);
const goalMs = 3000;

async function timeStart(fresh) {
  const started = performance.now();
  const stack = await startStack({ ...benchProfile, fresh, quiet: true });
  const readyMs = performance.now() - started;
  // Ready means serving: one request through the gateway to PostgREST and one to the auth service.
  const rest = await fetch(`${stack.apiUrl}/rest/v1/subjects?select=slug&limit=1`, { headers: { apikey: stack.anonKey } });
  const auth = await fetch(`${stack.apiUrl}/auth/v1/health`, { headers: { apikey: stack.anonKey } });
  const servingMs = performance.now() - started;
  const stopStarted = performance.now();
  await stack.stop();
  return { readyMs, servingMs, stopMs: performance.now() - stopStarted, rest: rest.status, auth: auth.status };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fmt = (ms) => `${Math.round(ms)} ms`;

const cold = [];
const warm = [];
for (let i = 0; i < runs; i++) {
  cold.push(await timeStart(true));
  warm.push(await timeStart(false));
}

const coldMedian = median(cold.map((r) => r.servingMs));
console.log(`Local stack start-up, ${runs} runs each (median; all runs)`);
console.log(`  cold (new database, migrations, seed): ${fmt(coldMedian)}   [${cold.map((r) => fmt(r.servingMs)).join(', ')}]`);
console.log(`  warm (existing database):              ${fmt(median(warm.map((r) => r.servingMs)))}   [${warm.map((r) => fmt(r.servingMs)).join(', ')}]`);
console.log(`  stop:                                  ${fmt(median([...cold, ...warm].map((r) => r.stopMs)))}`);
console.log(`  REST ${cold[0].rest}, auth health ${cold[0].auth}`);
console.log(`  goal: cold start <= ${goalMs} ms: ${coldMedian <= goalMs ? 'met' : 'NOT met'}`);
