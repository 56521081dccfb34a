// A second figure beside Lighthouse's TBT, steady on a busy or slow host: each main-thread task of a first load
// (a Chromium trace, unthrottled) by the CPU time the thread spent in it, times the slowdown, and Total Blocking
// Time's rule on that (what a task takes beyond 50 ms, counted from the first contentful paint until the page has
// been quiet for 1 s after network idle). Lighthouse scales the tasks' wall time instead, which on a 2-core host
// running Chromium and Lighthouse at once swings by hundreds of milliseconds between runs of the same page.
import { chromium } from 'playwright-core';
import { median, NO_DEVTOOLS_REPARSE_FLAGS } from './bench-output.mjs';
import { chromiumPath } from './chromium.mjs';

const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading'];

/** TBT's rule at `slowdown` on tasks of `cpuMs` each: what each takes beyond 50 ms, summed. */
const blockingAt = (cpuMs, slowdown) => cpuMs.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - 50), 0);

/** One first load of `url` (fresh context, phone viewport): the thread CPU (ms) of each main-thread task from the first paint. */
async function tasksOnce(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const fcp = events.find((e) => e.name === 'firstContentfulPaint');
    const mains = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const pid = fcp?.pid ?? mains[0]?.pid;
    const tid = mains.find((m) => m.pid === pid)?.tid;
    const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.name === 'RunTask');
    const from = fcp?.ts ?? tasks[0]?.ts ?? 0;
    return tasks.filter((task) => task.ts + task.dur >= from).map((task) => (task.tdur ?? task.dur) / 1000);
  } finally {
    await context.close();
  }
}

/**
 * Estimated TBT at each of `slowdowns` for the floor and every route (`urls`: route → address), median of `runs` first
 * loads each (the same loads for every slowdown), the floor's loads interleaved. Returns rows
 * [route, tbt per slowdown, longest task at the first slowdown] with the floor first.
 */
export async function estimateBlockingTimes({ floorUrl, urls, slowdowns, runs }) {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox', ...NO_DEVTOOLS_REPARSE_FLAGS] });
  try {
    const floor = [];
    const byRoute = new Map([...urls.keys()].map((route) => [route, []]));
    for (let round = 0; round < runs; round++) {
      for (const [route, url] of urls) {
        floor.push(await tasksOnce(browser, floorUrl));
        byRoute.get(route).push(await tasksOnce(browser, url));
      }
    }
    const row = (name, loads) => [
      name,
      slowdowns.map((slowdown) => median(loads.map((cpuMs) => blockingAt(cpuMs, slowdown)))),
      median(loads.map((cpuMs) => Math.max(0, ...cpuMs) * slowdowns[0])),
    ];
    return [row('floor', floor), ...[...byRoute].map(([route, loads]) => row(route, loads))];
  } finally {
    await browser.close();
  }
}
