// What the lesson room's video tests (tests/e2e/lesson-video.serial.test.ts, lesson-layout.test.ts) and its bench
// (scripts/bench/lesson-video.mjs) share: Chromium with a fake camera and microphone, a TURN relay on loopback
// (node-turn) that can be stopped and started again for a real outage, pages forced to send their media through it,
// and checks on the other party's video read from the page (frames presented, via requestVideoFrameCallback).
import { chromium } from 'playwright-core';
import Turn from 'node-turn';
import { chromiumArgs, fullChromiumPath } from '../../tests/support/browser.ts';

export const FAKE_MEDIA_ARGS = [
  '--use-fake-device-for-media-stream', // a test pattern at 640×480 and a beep, as camera and microphone
  '--use-fake-ui-for-media-stream', // the permission prompt answered "allow"
  '--autoplay-policy=no-user-gesture-required',
];

/**
 * Chromium with fake media devices (its own: the shared one has no such flags); the full browser, which grants the
 * screen wake lock and plays picture-in-picture as a phone or laptop does (the headless shell refuses the lock).
 */
export function launchVideoBrowser() {
  return chromium.launch({ executablePath: fullChromiumPath, headless: true, args: [...chromiumArgs, ...FAKE_MEDIA_ARGS] });
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
      if (!server) return;
      // node-turn's own stop() closes only the listening socket: its allocations would go on relaying (and sending
      // through the closed socket). Everything goes, as if the machine were gone: relay sockets, timers, listener.
      const silence = (socket) => {
        socket.send = () => {};
        try {
          socket.close();
        } catch {
          // already closed
        }
      };
      for (const allocation of Object.values(server.allocations)) {
        clearTimeout(allocation.timer);
        allocation.sockets.forEach(silence);
      }
      server.allocations = {};
      server.network.sockets.forEach(silence);
      server.network.sockets = [];
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

/** The other party's video element as this page plays it: frames decoded and shown so far, and its clock. */
export function remoteFrames(page) {
  return page.evaluate(() => {
    const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('[data-testid="video-remote"]'));
    if (!video) return { frames: 0, currentTime: 0, width: 0 };
    return { frames: video.getVideoPlaybackQuality().totalVideoFrames, currentTime: video.currentTime, width: video.videoWidth };
  });
}

/**
 * Waits until the other party's video is playing: `frames` more frames shown and its clock moving, from now on
 * (videoWidth, the element's frame count and currentTime; none of them move while no frame arrives).
 */
export async function waitForRemoteVideo(page, { frames = 10, timeout = 20_000 } = {}) {
  // Chromium paints no frame of a video scrolled out of view (and counts none): look at it, as a person would.
  await page.getByTestId('video-remote').scrollIntoViewIfNeeded();
  const start = await remoteFrames(page);
  await page.waitForFunction(
    ({ start, frames }) => {
      const video = /** @type {HTMLVideoElement | null} */ (document.querySelector('[data-testid="video-remote"]'));
      if (!video || video.paused || video.videoWidth === 0) return false;
      return video.getVideoPlaybackQuality().totalVideoFrames >= start.frames + frames && video.currentTime > start.currentTime;
    },
    { start, frames },
    { timeout, polling: 50 },
  );
}

/** Whether the other party's video stands still: no new frame within `ms`. */
export async function remoteVideoStill(page, ms = 1000) {
  const before = await remoteFrames(page);
  await new Promise((r) => setTimeout(r, ms));
  return (await remoteFrames(page)).frames === before.frames;
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
