// Builds the test variants of the app (scripts/lib/test-variants.mjs), one after another; started by `npm test`.
import { buildAllVariants } from './lib/test-variants.mjs';

try {
  await buildAllVariants();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
