// `npm run stack` (start the local Supabase and keep it running) and `npm run db:reset` (rebuild the database
// from migrations and seed). `--test` picks the test profile's ports and folder instead of the dev ones
// (`--profile <name>` any profile of config.mjs). A failure prints one sentence and exits with code 1.
import * as config from './config.mjs';
import { reportFailure } from './failures.mjs';
import { resetDatabase, startStack } from './stack.mjs';
import { describeStack, stopOnSignals } from './summary.mjs';

const [command = 'start', ...flags] = process.argv.slice(2);
const named = flags[flags.indexOf('--profile') + 1];
const profiles = Object.values(config).filter((p) => p && typeof p === 'object' && 'dbPort' in p);
const profile = flags.includes('--profile')
  ? profiles.find((p) => p.name === named)
  : flags.includes('--test')
    ? config.testProfile
    : config.devProfile;
if (!profile) {
  console.error(`Unknown profile "${named}". Use one of: ${profiles.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}

try {
  if (command === 'start') {
    const stack = await startStack({ ...profile, fresh: flags.includes('--fresh') });
    console.log(describeStack(stack));
    stopOnSignals(stack.stop);
  } else if (command === 'reset') {
    const started = Date.now();
    await resetDatabase(profile);
    console.log(`Database rebuilt from supabase/migrations and supabase/seed/*.sql in ${Date.now() - started} ms.`);
  } else {
    console.error(`Unknown command "${command}". Use: start [--fresh] [--test | --profile <name>] | reset [--test | --profile <name>]`);
    process.exit(2);
  }
} catch (error) {
  reportFailure(error, { again: command === 'reset' ? 'npm run db:reset' : 'npm run stack' });
  process.exit(1);
}
