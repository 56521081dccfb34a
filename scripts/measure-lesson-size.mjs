// Measures a 60-minute lesson's Yjs document, the figure the lesson server's caps are set above
// (services/lesson/limits.mjs): 5,000 strokes of 32 points, 50 shapes and texts, 200 chat messages and 20 KB
// of notes, each added in its own transaction as a client would (scripts/lib/lesson-generator.mjs). Prints the whole
// state as one update (what a peer coming back after the whole lesson offline sends at once), with fractional and
// with whole-number coordinates, then what the server's update checks count in it (lesson/guard.mjs): structs,
// values, client ids, deletions, the largest change sent live, and the estimated time Yjs takes to apply it.
// Run: node scripts/measure-lesson-size.mjs
import * as Y from 'yjs';
import { estimateCost, planUpdate } from '../services/lesson/guard.mjs';
import { defaultLimits } from '../services/lesson/limits.mjs';
import { readUpdate } from '../services/lesson/updates.mjs';
import { generateLesson } from './lib/lesson-generator.mjs';

for (const fractional of [true, false]) {
  const { doc } = generateLesson({ fractional });
  const update = Y.encodeStateAsUpdate(doc);
  console.log(`${fractional ? 'fractional' : 'whole-number'} coordinates: whole state ${update.length.toLocaleString('en')} bytes (${(update.length / 1024 / 1024).toFixed(2)} MiB)`);
}

const { doc, updates } = generateLesson();
const whole = Y.encodeStateAsUpdate(doc);
const read = readUpdate(whole);
const structs = read.blocks.flatMap((b) => b.structs);
const values = structs.reduce((n, s) => n + s.values, 0);
let largest = 0;
for (const { update } of updates) largest = Math.max(largest, readUpdate(update).structCount);
const plan = planUpdate(new Y.Doc(), whole, { owners: new Map() }, 'someone', defaultLimits);
const cost = estimateCost(new Y.Doc(), plan.order, plan.ds);
const en = (n) => n.toLocaleString('en');
console.log(
  `as the server counts it: ${en(read.structCount)} structs (${en(values)} values), ${read.blocks.length} client id(s), ${en(read.dsRanges)} deletions; ` +
    `${en(updates.length)} changes sent live, the largest ${largest} structs; the whole state estimated at ${Math.round(cost.ns / 1e6)} ms of Yjs, ` +
    `applied in at least ${Math.ceil(cost.ns / defaultLimits.updateBudgetNs)} updates of ${defaultLimits.updateBudgetNs / 1e6} ms`,
);
