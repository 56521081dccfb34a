// `npm run stack` (start the local Supabase and keep it running) and `npm run db:reset` (rebuild the database
// from migrations and seed). `--test` picks the test profile's ports and folder instead of the dev ones.
import { devProfile, testProfile } from './config.mjs';
import { resetDatabase, startStack } from './stack.mjs';
import { describeStack, stopOnSignals } from './summary.mjs';

const [command = 'start', ...flags] = process.argv.slice(2);
const profile = flags.includes('--test') ? testProfile : devProfile;

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
    console.error(`Unknown command "${command}". Use: start [--fresh] [--test] | reset [--test]`);
    process.exit(2);
  }
} catch (error) {
  console.error(`\n${error?.message ?? error}`);
  process.exit(1);
}
