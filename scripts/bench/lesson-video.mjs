// Lesson room video: two Chromium pages with a fake camera and microphone (640×480, 30 fps) on loopback, the demo
// learner and the demo tutor in the open demo room, every peer connection relayed by a TURN server on loopback
// (node-turn) so an outage can be made real. Prints the time from both joined ("Start video" on the second page) to
// the first remote frame on both (goal ≤ 2 s); after a 10 s outage (the relay stopped and one page's sync socket
// cut), the time from the network's return to remote video playing again on both (goal ≤ 5 s); and the CPU time of
// each page's renderer while the call runs (CDP Performance metrics). Own stack and build.
// Alone: `BENCH_ONLY=lesson-video npm run bench` (it starts its own stack on ports 50xxx and the
// app on 4720).
import { signInPage, profileOn, startHarness } from '../lib/sync-harness.mjs';
import { printTable } from '../lib/bench-output.mjs';
import { launchVideoBrowser, relayOnlyScript, turnRelay, waitForRemoteVideo } from '../lib/lesson-video.mjs';
import { demoLessons, upsertDemoLessons } from '../../supabase/local/lesson-demo.mjs';

const GOAL_FIRST_FRAME_MS = 2000;
const GOAL_RECONNECT_MS = 5000;
const OUTAGE_MS = 10_000;
const CPU_WINDOW_MS = 10_000;

console.log('\n## Lesson room video (two pages, fake camera 640×480 at 30 fps, TURN on loopback)');
// profileOn gives no lesson server port: the room needs one.
const harness = await startHarness({ profile: { ...profileOn(50000, 4720, 'bench-video'), lessonPort: 50335 }, outDir: 'dist-bench-video' });
const turn = turnRelay({ port: 50478, minPort: 50600, maxPort: 50699 });
turn.start();
const browser = await launchVideoBrowser();
let exitCode = 1;
try {
  const { env } = harness;
  const placed = await upsertDemoLessons(env.SUMMIT_DB_URL);
  if (!placed.some((p) => p.id === demoLessons.live)) throw new Error('the demo lesson room could not be placed');
  const open = async (email, cutSocket) => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 1000 } });
    await context.addInitScript(relayOnlyScript(turn.url));
    let online = true;
    const sockets = new Set();
    if (cutSocket) {
      await context.routeWebSocket(/\/lesson\/v1/, (ws) => {
        if (!online) return void ws.close({ code: 4000, reason: 'bench offline' });
        sockets.add(ws);
        ws.connectToServer();
        ws.onClose(() => sockets.delete(ws));
      });
    }
    const page = await context.newPage();
    await signInPage(page, { appUrl: env.SUMMIT_APP_URL, apiUrl: env.SUMMIT_API_URL, anonKey: env.SUMMIT_ANON_KEY, email, password: 'summit-demo' });
    await page.goto(`${env.SUMMIT_APP_URL}/lesson/${demoLessons.live}`);
    await page.getByRole('status', { name: 'Lesson connection' }).filter({ hasText: /^Online/ }).waitFor({ timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    return {
      page,
      cpuSeconds: async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0,
      cut: async () => {
        online = false;
        await Promise.all([...sockets].map((ws) => ws.close({ code: 4000, reason: 'bench offline' })));
      },
      heal: () => (online = true),
    };
  };
  const learner = await open('student@example.com', false);
  const tutor = await open('tutor@example.com', true);
  await learner.page.getByRole('button', { name: 'Start video' }).click();
  await learner.page.getByRole('status', { name: 'Video connection' }).filter({ hasText: 'Waiting' }).waitFor();
  const joined = Date.now();
  await tutor.page.getByRole('button', { name: 'Start video' }).click();
  await Promise.all([learner.page, tutor.page].map((p) => waitForRemoteVideo(p, { frames: 1, timeout: 30_000 })));
  const firstFrameMs = Date.now() - joined;

  // CPU over 10 s of the running call: each page's main thread (DevTools metrics), and every process of the browser
  // (renderers, where WebRTC encodes and decodes, the GPU and utility processes) from SystemInfo.
  await Promise.all([learner.page, tutor.page].map((p) => waitForRemoteVideo(p, { frames: 30 })));
  const system = await browser.newBrowserCDPSession();
  const processes = async () => new Map((await system.send('SystemInfo.getProcessInfo')).processInfo.map((p) => [`${p.type}:${p.id}`, p.cpuTime]));
  const before = await Promise.all([learner.cpuSeconds(), tutor.cpuSeconds()]);
  const procBefore = await processes();
  const t0 = Date.now();
  await new Promise((r) => setTimeout(r, CPU_WINDOW_MS));
  const after = await Promise.all([learner.cpuSeconds(), tutor.cpuSeconds()]);
  const procAfter = await processes();
  const wall = (Date.now() - t0) / 1000;
  const pct = (seconds) => `${((100 * seconds) / wall).toFixed(1)} %`;
  const cpu = after.map((v, i) => pct(v - before[i]));
  const perProcess = [...procAfter].map(([key, t]) => [key.split(':')[0], t - (procBefore.get(key) ?? 0)]).filter(([, d]) => d > 0.01);
  const renderers = perProcess.filter(([type]) => type === 'renderer').map(([, d]) => pct(d));
  const total = pct(perProcess.reduce((sum, [, d]) => sum + d, 0));

  // The outage: the relay and the tutor's sync socket, 10 s.
  turn.stop();
  await tutor.cut();
  await Promise.all([learner.page, tutor.page].map((p) => p.getByRole('status', { name: 'Video connection' }).filter({ hasText: 'Reconnecting' }).waitFor({ timeout: 20_000 })));
  await new Promise((r) => setTimeout(r, OUTAGE_MS));
  turn.start();
  tutor.heal();
  const back = Date.now();
  await Promise.all([learner.page, tutor.page].map((p) => waitForRemoteVideo(p, { timeout: 60_000 })));
  const reconnectMs = Date.now() - back;

  printTable(
    [
      ['both joined → first remote frame (both pages)', `${firstFrameMs} ms`, `≤ ${GOAL_FIRST_FRAME_MS} ms`, firstFrameMs <= GOAL_FIRST_FRAME_MS ? 'met' : 'missed'],
      ['10 s outage: network back → video playing again (both)', `${reconnectMs} ms`, `≤ ${GOAL_RECONNECT_MS} ms`, reconnectMs <= GOAL_RECONNECT_MS ? 'met' : 'missed'],
      ['CPU of the learner\'s page (renderer main thread), 640×480 30 fps', cpu[0], '', ''],
      ['CPU of the tutor\'s page (renderer main thread), 640×480 30 fps', cpu[1], '', ''],
      ['CPU of each renderer process (main thread + WebRTC encode/decode)', renderers.join(', '), '', ''],
      ['CPU of the whole browser (both pages, GPU and utility processes)', total, '', ''],
    ],
    ['measure', 'value', 'goal', ''],
  );
  console.log('CPU: % of one core over 10 s of the call (100 % = one core busy); this machine has 2 cores shared with other work.');
  exitCode = 0;
} catch (error) {
  console.error(`lesson video bench failed: ${error?.message ?? error}`);
} finally {
  await browser.close();
  turn.stop();
  await harness.stop();
}
process.exit(exitCode);
