// Adaptive difficulty: two right answers in a row at a level move up, two wrong in a row move down (levels 1–3).
import type { Level } from './skills';

export function nextLevel(level: Level, recent: readonly boolean[]): Level {
  const [last, before] = [recent[recent.length - 1], recent[recent.length - 2]];
  if (last === true && before === true && level < 3) return (level + 1) as Level;
  if (last === false && before === false && level > 1) return (level - 1) as Level;
  return level;
}

/** The level to start a skill at, from that skill's answers so far (oldest first). */
export function levelFor(results: readonly boolean[]): Level {
  let level: Level = 1;
  let streak: boolean[] = [];
  for (const result of results) {
    streak.push(result);
    const next = nextLevel(level, streak);
    if (next !== level) {
      level = next;
      streak = [];
    }
  }
  return level;
}
