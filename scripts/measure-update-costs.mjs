// What the lesson server's update limits let through, measured on this machine: for each costly shape of update an
// attacker can make (scripts/lib/update-costs.mjs), every update Yjs applied — the guard's estimate beside the time
// it took (the event loop thread's CPU time, and wall-clock time) — or the refusal. The unit costs of
// services/lesson/guard.mjs (`unitCosts`) are set so that estimates stay above what is measured here, and the
// piece budget (`updateBudgetNs`, 25 ms) well under the 100 ms an update may take.
// Run: node scripts/measure-update-costs.mjs [scale 0–1]
import { craftedAttack, localRoom, shapes, worst } from './lib/update-costs.mjs';

const scale = Number(process.argv[2] ?? 1);
const ms = (n) => `${n.toFixed(1)} ms`;
for (const [name, run] of Object.entries(shapes)) {
  const result = await run(scale);
  const w = worst(result);
  const ratio = Math.max(...result.applied.map((p) => p.cpuMs / (p.estimateNs / 1e6)));
  console.log(
    `${name}: ${result.what}\n  ${result.applied.length} updates applied` +
      (w ? `; the costliest: estimated ${ms(w.estimateNs / 1e6)}, took ${ms(w.cpuMs)} CPU (${ms(w.wallMs)} wall); largest CPU/estimate ${ratio.toFixed(2)}` : '') +
      (result.refused ? `; refused: ${result.refused.reason} (${result.refused.why})` : ''),
  );
  for (const p of result.applied.filter((p) => p.cpuMs > p.estimateNs / 1e6)) {
    console.log(`  above its estimate: ${p.structs} structs, ${p.ranges} deletions, estimated ${ms(p.estimateNs / 1e6)}, took ${ms(p.cpuMs)} CPU`);
  }
}

const crafted = craftedAttack();
const { send } = await localRoom();
const started = performance.now();
const { applied, refused } = await send('attacker', crafted);
console.log(
  `the attack that froze every room (${(crafted.length / 1024 / 1024).toFixed(2)} MiB: one key written 100,000 times, then by 25,000 clients): ` +
    (refused ? `refused (${refused.reason}: ${refused.why}) in ${ms(performance.now() - started)}` : `${applied.length} updates applied`),
);
