// Measures the size of a 60-minute lesson's Yjs document, the figure the lesson server's size caps are set above
// (supabase/local/lesson/limits.mjs): 5,000 strokes of 32 points, 50 shapes and texts, 200 chat messages and 20 KB
// of notes, each added in its own transaction as a client would (scripts/lib/lesson-generator.mjs). Prints the whole
// state as one update (what a peer coming back after the whole lesson offline sends at once), with fractional and
// with whole-number coordinates.
// Run: node scripts/measure-lesson-size.mjs
import * as Y from 'yjs';
import { generateLesson } from './lib/lesson-generator.mjs';

for (const fractional of [true, false]) {
  const { doc } = generateLesson({ fractional });
  const update = Y.encodeStateAsUpdate(doc);
  console.log(`${fractional ? 'fractional' : 'whole-number'} coordinates: whole state ${update.length.toLocaleString('en')} bytes (${(update.length / 1024 / 1024).toFixed(2)} MiB)`);
}
