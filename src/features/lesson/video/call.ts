// One-to-one video between the booking's learner and tutor: an RTCPeerConnection signalled over the room's own
// connection (stateless messages, see core/signal.ts), with the perfect negotiation pattern so either side may
// (re)negotiate. The call is made only once both sides have turned video or audio on ("joined"); the side whose user
// id sorts last adds the audio and video transceivers and offers, so camera, microphone and screen changes later are
// replaceTrack, never a new negotiation. When ICE drops, it is restarted as soon as the signalling connection is
// back; on a weak connection outgoing video steps down (core/quality.ts). Nothing is recorded or stored.
import type { IceConfig } from './core/ice-config';
import type { MediaProblem } from './core/media-errors';
import { AUDIO_ONLY_STEP, initialLadder, nextStep, qualityOf, sampleOf, VIDEO_STEPS, type Ladder, type Quality, type StatsSample } from './core/quality';
import { encodeSignal, isMediaState, type MediaState, type Signal, type SignalKind } from './core/signal';
import { openMedia, openTrack } from './media';

export interface SignalChannel {
  send(payload: string): void;
  /** Signals of the other party, parsed (the room's stateless router reads each message once). */
  subscribe(listener: (signal: Signal) => void): () => void;
  /** After each (re)authentication of the room's connection. */
  onReady(listener: () => void): () => void;
  ready(): boolean;
}

export type CallPhase = 'idle' | 'waiting' | 'connecting' | 'connected' | 'reconnecting';

export interface CallState {
  phase: CallPhase;
  joined: boolean;
  local: MediaStream | null;
  remote: MediaStream | null;
  media: MediaState;
  remoteJoined: boolean;
  remoteMedia: MediaState | null;
  problems: { microphone?: MediaProblem; camera?: MediaProblem; screen?: MediaProblem };
  quality: Quality;
  sample: StatsSample | null;
  /** The step of outgoing video (0 full … AUDIO_ONLY_STEP). */
  step: number;
  devices: { camera?: string; microphone?: string };
}

const STATS_MS = 2000;
const RESTART_EVERY_MS = 2500;
const STALE_OFFER_MS = 4000;

const newId = () => (crypto.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9-]/g, '');

export class VideoCall {
  readonly peer = newId();
  private state: CallState = {
    phase: 'idle',
    joined: false,
    local: null,
    remote: null,
    media: { audio: false, video: false, screen: false },
    remoteJoined: false,
    remoteMedia: null,
    problems: {},
    quality: 'unknown',
    sample: null,
    step: 0,
    devices: {},
  };
  private listeners = new Set<() => void>();
  private pc: RTCPeerConnection | null = null;
  private remotePeer: string | null = null;
  private audio: MediaStreamTrack | null = null;
  private camera: MediaStreamTrack | null = null;
  private screen: MediaStreamTrack | null = null;
  /** Signals are handled one after another, in the order they came. */
  private queue: Promise<void> = Promise.resolve();
  private makingOffer = false;
  private ignoreOffer = false;
  private offerAt = 0;
  /** The current local offer went out on a live signalling connection (one made while it was down was dropped). */
  private offerSent = false;
  private restartTimer: ReturnType<typeof setInterval> | null = null;
  private statsTimer: ReturnType<typeof setInterval> | null = null;
  private ladder: Ladder = initialLadder;
  private totals: { lost: number; received: number } | null = null;
  private readonly unsubscribe: Array<() => void>;
  private readonly polite: boolean;

  constructor(
    private readonly channel: SignalChannel,
    me: string,
    other: string,
    private readonly ice: IceConfig,
  ) {
    // The learner and the tutor agree on roles without a word: the lower user id is the polite peer.
    this.polite = me < other;
    this.unsubscribe = [
      channel.subscribe((signal) => {
        if (signal.from !== me) this.queue = this.queue.then(() => this.onSignal(signal)).catch(() => {});
      }),
      channel.onReady(() => {
        this.hello(false);
        if (this.state.phase === 'reconnecting') this.tryRestart();
      }),
    ];
    this.hello(false);
  }

  readonly get = (): CallState => this.state;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  private set(patch: Partial<CallState>) {
    this.state = { ...this.state, ...patch };
    for (const l of this.listeners) l();
  }

  private send(kind: SignalKind, data?: object, to: string | undefined = this.remotePeer ?? undefined) {
    if (this.channel.ready()) this.channel.send(encodeSignal(kind, this.peer, to, data));
  }

  private mediaState(): MediaState {
    return { audio: !!this.audio?.enabled, video: !!this.camera?.enabled && !this.screen, screen: !!this.screen };
  }

  private hello(reply: boolean) {
    this.send('hello', { joined: this.state.joined, media: this.mediaState(), ...(reply ? { reply: true } : {}) }, undefined);
  }

  private announceMedia() {
    const media = this.mediaState();
    this.set({ media });
    this.send('media', { media });
  }

  // ---- joining and leaving ----

  /** Turns media on ('video': camera and microphone; 'audio': microphone only) and joins the call. */
  async join(mode: 'video' | 'audio'): Promise<void> {
    if (this.state.joined) return;
    const opened = await openMedia({ audio: true, video: mode === 'video' }, this.state.devices);
    this.audio = opened.audio;
    this.camera = opened.video;
    const local = new MediaStream([opened.audio, opened.video].filter((t): t is MediaStreamTrack => !!t));
    this.set({ joined: true, local, problems: opened.problems, phase: this.state.remoteJoined ? 'connecting' : 'waiting', media: this.mediaState() });
    this.hello(false);
    if (this.state.remoteJoined) this.startPeer();
  }

  leave() {
    if (!this.state.joined) return;
    this.send('bye');
    this.closePeer();
    for (const t of [this.audio, this.camera, this.screen]) t?.stop();
    this.audio = this.camera = this.screen = null;
    this.set({ joined: false, local: null, remote: null, phase: 'idle', media: this.mediaState(), problems: {} });
  }

  destroy() {
    this.leave();
    for (const off of this.unsubscribe) off();
    this.listeners.clear();
  }

  // ---- controls ----

  toggleMicrophone(): boolean | null {
    if (!this.audio) return null;
    this.audio.enabled = !this.audio.enabled;
    this.announceMedia();
    return this.audio.enabled;
  }

  /** Camera on or off; turning it on the first time (audio-only join) asks for it then. */
  async toggleCamera(): Promise<boolean | null> {
    if (!this.state.joined) return null;
    if (!this.camera) {
      const { track, problem } = await openTrack('video', this.state.devices.camera);
      if (!track) {
        this.set({ problems: { ...this.state.problems, camera: problem } });
        return null;
      }
      this.camera = track;
      this.state.local?.addTrack(track);
      this.set({ local: this.state.local ? new MediaStream(this.state.local.getTracks()) : new MediaStream([track]), problems: { ...this.state.problems, camera: undefined } });
      if (!this.screen) await this.sender('video')?.replaceTrack(track);
    } else {
      this.camera.enabled = !this.camera.enabled;
    }
    this.announceMedia();
    return this.camera.enabled;
  }

  async shareScreen(): Promise<void> {
    if (!this.state.joined || this.screen) return;
    let track: MediaStreamTrack | undefined;
    try {
      track = (await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false })).getVideoTracks()[0];
    } catch (error) {
      // Cancelling the browser's picker is not a problem to report.
      if ((error as { name?: string })?.name !== 'NotAllowedError') this.set({ problems: { ...this.state.problems, screen: 'failed' } });
      return;
    }
    if (!track) return;
    this.screen = track;
    track.addEventListener('ended', () => void this.stopScreen());
    await this.sender('video')?.replaceTrack(track);
    this.announceMedia();
  }

  async stopScreen(): Promise<void> {
    if (!this.screen) return;
    this.screen.stop();
    this.screen = null;
    await this.sender('video')?.replaceTrack(this.camera);
    this.announceMedia();
  }

  /** Another camera or microphone, swapped in without renegotiating. */
  async chooseDevice(kind: 'camera' | 'microphone', deviceId: string): Promise<void> {
    this.set({ devices: { ...this.state.devices, [kind]: deviceId } });
    if (!this.state.joined) return;
    const old = kind === 'camera' ? this.camera : this.audio;
    if (!old) return;
    const { track, problem } = await openTrack(kind === 'camera' ? 'video' : 'audio', deviceId);
    if (!track) {
      this.set({ problems: { ...this.state.problems, [kind]: problem } });
      return;
    }
    track.enabled = old.enabled;
    if (kind === 'camera') this.camera = track;
    else this.audio = track;
    if (kind === 'microphone' || !this.screen) await this.sender(kind === 'camera' ? 'video' : 'audio')?.replaceTrack(track);
    old.stop();
    this.set({ local: new MediaStream([this.audio, this.camera].filter((t): t is MediaStreamTrack => !!t)) });
  }

  // ---- the peer connection ----

  private sender(kind: 'audio' | 'video'): RTCRtpSender | null {
    return this.pc?.getTransceivers().find((t) => t.receiver.track.kind === kind)?.sender ?? null;
  }

  private startPeer() {
    if (this.pc || !this.state.joined || !this.state.remoteJoined) return;
    const pc = new RTCPeerConnection({ iceServers: this.ice.iceServers, iceTransportPolicy: this.ice.iceTransportPolicy });
    this.pc = pc;
    const remote = new MediaStream();
    this.ladder = initialLadder;
    this.totals = null;
    this.set({ remote, phase: 'connecting', step: 0, quality: 'unknown', sample: null });
    pc.ontrack = ({ track }) => {
      remote.addTrack(track);
      this.set({ remote: new MediaStream(remote.getTracks()) });
    };
    pc.onicecandidate = ({ candidate }) => {
      if (candidate) this.send('candidate', { candidate: candidate.toJSON() });
    };
    pc.onnegotiationneeded = async () => {
      try {
        this.makingOffer = true;
        await pc.setLocalDescription();
        this.offerAt = Date.now();
        this.offerSent = this.channel.ready();
        this.send('description', { description: pc.localDescription?.toJSON() });
      } catch {
        // A newer negotiation took over.
      } finally {
        this.makingOffer = false;
      }
    };
    pc.onconnectionstatechange = () => this.onConnectionState(pc);
    if (!this.polite) {
      const stream = this.state.local ?? new MediaStream();
      pc.addTransceiver(this.audio ?? 'audio', { direction: 'sendrecv', streams: [stream] });
      pc.addTransceiver(this.screen ?? this.camera ?? 'video', { direction: 'sendrecv', streams: [stream] });
    }
    this.statsTimer = setInterval(() => void this.readStats(pc), STATS_MS);
  }

  private closePeer() {
    if (this.restartTimer) clearInterval(this.restartTimer);
    if (this.statsTimer) clearInterval(this.statsTimer);
    this.restartTimer = this.statsTimer = null;
    this.pc?.close();
    this.pc = null;
    this.makingOffer = this.ignoreOffer = false;
    this.set({ remote: null, phase: this.state.joined ? 'waiting' : 'idle', quality: 'unknown', sample: null, step: 0 });
  }

  private onConnectionState(pc: RTCPeerConnection) {
    if (pc !== this.pc) return;
    const s = pc.connectionState;
    if (s === 'connected') {
      if (this.restartTimer) clearInterval(this.restartTimer);
      this.restartTimer = null;
      this.set({ phase: 'connected' });
    } else if (s === 'disconnected' || s === 'failed') {
      this.set({ phase: 'reconnecting' });
      this.restartTimer ??= setInterval(() => this.tryRestart(), RESTART_EVERY_MS);
      this.tryRestart();
    }
  }

  /**
   * An ICE restart, once the signalling connection can carry its offer. Only the impolite side starts one (the
   * polite side says hello when it is back, which prompts it): two restarts crossing would make the polite side roll
   * its offer back, after which Chromium may stop handing the decoded video to the page.
   */
  private tryRestart() {
    const pc = this.pc;
    if (this.polite) return;
    if (!pc || this.state.phase !== 'reconnecting' || !this.channel.ready()) return;
    if (pc.signalingState === 'have-local-offer') {
      // Its offer (or the answer) was lost while the signalling connection was down: start over.
      if (this.offerSent && Date.now() - this.offerAt < STALE_OFFER_MS) return;
      void pc.setLocalDescription({ type: 'rollback' }).then(() => pc.restartIce(), () => {});
      return;
    }
    if (pc.signalingState === 'stable') pc.restartIce();
  }

  private async onSignal(signal: Signal) {
    if (signal.kind === 'hello') return this.onHello(signal);
    // Anything else is for this tab, from the tab it talks to.
    if (signal.to !== this.peer) return;
    if (this.remotePeer && signal.peer !== this.remotePeer) return;
    this.remotePeer ??= signal.peer;
    const data = signal.data ?? {};
    switch (signal.kind) {
      case 'media':
        if (isMediaState(data.media)) this.set({ remoteMedia: data.media });
        return;
      case 'bye':
        this.set({ remoteJoined: false, remoteMedia: null });
        this.closePeer();
        return;
      case 'description':
        return this.onDescription(data.description as RTCSessionDescriptionInit);
      case 'candidate':
        try {
          await this.pc?.addIceCandidate(data.candidate as RTCIceCandidateInit);
        } catch (error) {
          if (!this.ignoreOffer) throw error;
        }
    }
  }

  private onHello(signal: Signal) {
    const joined = signal.data?.joined === true;
    const media = isMediaState(signal.data?.media) ? signal.data.media : null;
    if (this.remotePeer !== signal.peer) {
      // Another tab of the other party (or the same one reloaded): a new call with it.
      if (this.pc) this.closePeer();
      this.remotePeer = signal.peer;
    }
    if (signal.data?.reply !== true) this.hello(true);
    this.set({ remoteJoined: joined, remoteMedia: joined ? media : null });
    if (!joined) {
      if (this.pc) this.closePeer();
      return;
    }
    if (!this.pc) this.startPeer();
    else if (this.state.phase === 'reconnecting') this.tryRestart();
  }

  private async onDescription(description: RTCSessionDescriptionInit | undefined) {
    if (!description?.type) return;
    if (!this.pc && description.type === 'offer' && this.state.joined) {
      this.set({ remoteJoined: true });
      this.startPeer();
    }
    const pc = this.pc;
    if (!pc) return;
    const collision = description.type === 'offer' && (this.makingOffer || pc.signalingState !== 'stable');
    this.ignoreOffer = !this.polite && collision;
    if (this.ignoreOffer) return;
    await pc.setRemoteDescription(description);
    if (description.type !== 'offer') return;
    // The answering side sends its own media on the transceivers the offer made.
    for (const t of pc.getTransceivers()) {
      const kind = t.receiver.track.kind as 'audio' | 'video';
      if (t.direction !== 'sendrecv') t.direction = 'sendrecv';
      const track = kind === 'audio' ? this.audio : (this.screen ?? this.camera);
      if (t.sender.track !== track) await t.sender.replaceTrack(track);
      if (this.state.local) t.sender.setStreams?.(this.state.local);
    }
    await pc.setLocalDescription();
    this.send('description', { description: pc.localDescription?.toJSON() });
    this.send('media', { media: this.mediaState() });
  }

  // ---- quality ----

  private async readStats(pc: RTCPeerConnection) {
    if (pc !== this.pc || pc.connectionState !== 'connected') return;
    const { sample, totals } = sampleOf(await pc.getStats(), this.totals);
    this.totals = totals;
    const quality = qualityOf(sample);
    const ladder = nextStep(this.ladder, quality);
    const stepped = ladder.step !== this.ladder.step;
    this.ladder = ladder;
    this.set({ quality, sample, step: ladder.step });
    if (stepped) await this.applyStep(ladder.step);
  }

  private async applyStep(step: number) {
    const sender = this.sender('video');
    if (!sender) return;
    const params = sender.getParameters();
    if (!params.encodings?.length) return;
    const s = VIDEO_STEPS[Math.min(step, AUDIO_ONLY_STEP)];
    const encoding: RTCRtpEncodingParameters = { ...params.encodings[0], active: s.active, scaleResolutionDownBy: s.scaleResolutionDownBy, maxFramerate: s.maxFramerate };
    if (s.maxBitrate) encoding.maxBitrate = s.maxBitrate;
    else delete encoding.maxBitrate;
    params.encodings[0] = encoding;
    await sender.setParameters(params).catch(() => {});
  }
}
