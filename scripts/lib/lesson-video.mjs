// What the lesson room's video test (tests/e2e/lesson-video.test.ts) and its bench (scripts/bench/lesson-video.mjs)
// share: Chromium with a fake camera and microphone, a TURN relay on loopback (node-turn) that can be stopped and
// started again for a real outage, pages forced to send their media through it, and checks on the other party's
// video read from the page (frames presented, via requestVideoFrameCallback).
import { chromium } from 'playwright-core';
import Turn from 'node-turn';
import { chromiumArgs, chromiumPath } from '../../tests/support/browser.ts';

export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream', // a test pattern at 640×480 and a beep, as camera and microphone
  '--use-fake-ui-for-media-stream', // the permission prompt answered "allow"
  '--autoplay-policy=no-user-gesture-required',
];

/** Chromium with fake media devices (its own: the shared one has no such flags). */
export function launchVideoBrowser() {
  return chromium.launch({ executablePath: chromiumPath, headless: true, args: [...chromiumArgs, ...FAKE_MEDIA_ARGS] });
}

export const TURN_USER = { username: 'summit', credential: 'summit-turn' };

/**
 * A TURN relay on 127.0.0.1:`port` (UDP). stop() ends it with every allocation, as a network outage would; start()
 * brings up a fresh one on the same port (allocations made before are gone, as after a real outage).
 */
export function turnRelay({ port, minPort, maxPort }) {
  let server = null;
  const make = () =>
    new Turn({
      listeningPort: port,
      listeningIps: ['127.0.0.1'],
      relayIps: ['127.0.0.1'],
      minPort,
      maxPort,
      authMech: 'long-term',
      credentials: { [TURN_USER.username]: TURN_USER.credential },
      realm: 'summit.test',
      debugLevel: 'OFF',
      debug: () => {},
    });
  return {
    url: `turn:127.0.0.1:${port}?transport=udp`,
    start() {
      if (server) return;
      server = make();
      server.start();
    },
    stop() {
      server?.stop();
      server = null;
    },
  };
}

/**
 * An init script that makes every RTCPeerConnection of the page relay through `turnUrl` only (iceTransportPolicy
 * 'relay'), so cutting the relay cuts the media for real. Only for tests: the app reads its servers from the build.
 */
export function relayOnlyScript(turnUrl) {
  return {
    content: `(() => {
      const Native = window.RTCPeerConnection;
      const server = { urls: ${JSON.stringify(turnUrl)}, username: ${JSON.stringify(TURN_USER.username)}, credential: ${JSON.stringify(TURN_USER.credential)} };
      function RelayOnly(config) { return new Native({ ...(config || {}), iceServers: [server], iceTransportPolicy: 'relay' }); }
      RelayOnly.prototype = Native.prototype;
      Object.setPrototypeOf(RelayOnly, Native);
      window.RTCPeerConnection = RelayOnly;
    })();`,
  };
}

/** Counts the frames the other party's video presents (requestVideoFrameCallback), from now on. */
export async function countRemoteFrames(page) {
  await page.evaluate(() => {
    const w = /** @type {any} */ (window);
    if (w.__remoteFrames) return;
    w.__remoteFrames = { count: 0, last: 0 };
    const attach = () => {
      const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('[data-testid="video-remote"]'));
      if (!video) return void setTimeout(attach, 50);
      const tick = () => {
        w.__remoteFrames.count += 1;
        w.__remoteFrames.last = performance.now();
        video.requestVideoFrameCallback(tick);
      };
      video.requestVideoFrameCallback(tick);
    };
    attach();
  });
}

/** Frames presented so far and ms since the last one. */
export function remoteFrames(page) {
  return page.evaluate(() => {
    const f = /** @type {any} */ (window).__remoteFrames ?? { count: 0, last: 0 };
    return { count: f.count, sinceLast: f.last ? performance.now() - f.last : Infinity };
  });
}

/** Waits until the other party's video is playing: `frames` more frames presented, the last within 500 ms. */
export async function waitForRemoteVideo(page, { frames = 10, timeout = 20_000 } = {}) {
  const start = (await remoteFrames(page)).count;
  await page.waitForFunction(
    ({ start, frames }) => {
      const f = /** @type {any} */ (window).__remoteFrames;
      const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('[data-testid="video-remote"]'));
      return !!f && !!video && f.count >= start + frames && performance.now() - f.last < 500 && video.videoWidth > 0 && !video.paused;
    },
    { start, frames },
    { timeout, polling: 50 },
  );
}

/** The other party's audio track as this page receives it: its state ('live' / 'ended'), or null. */
export function remoteAudioState(page) {
  return page.evaluate(() => {
    const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('[data-testid="video-remote"]'));
    const stream = /** @type {MediaStream | null} */ (video?.srcObject ?? null);
    const track = stream?.getAudioTracks()[0];
    return track ? { readyState: track.readyState, enabled: track.enabled } : null;
  });
}
