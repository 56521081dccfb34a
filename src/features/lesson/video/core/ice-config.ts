// STUN/TURN servers from the build's configuration: VITE_ICE_SERVERS is a JSON array of RTCIceServer
// ([{"urls":"turn:turn.example.com:3478","username":"…","credential":"…"}]); none is needed on loopback or a LAN.
// VITE_ICE_TRANSPORT_POLICY=relay sends all media through TURN (neither party learns the other's address).
export interface IceConfig {
  iceServers: RTCIceServer[];
  iceTransportPolicy: RTCIceTransportPolicy;
  /** What was wrong with the configuration, if anything (the call still works without servers on a LAN). */
  problem: string | null;
}

const URL_SCHEME = /^(stun|stuns|turn|turns):/;

export function parseIceConfig(serversJson: string | undefined, policy: string | undefined): IceConfig {
  const iceTransportPolicy: RTCIceTransportPolicy = policy === 'relay' ? 'relay' : 'all';
  if (!serversJson?.trim()) return { iceServers: [], iceTransportPolicy, problem: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(serversJson);
  } catch {
    return { iceServers: [], iceTransportPolicy, problem: 'VITE_ICE_SERVERS is not JSON' };
  }
  if (!Array.isArray(parsed)) return { iceServers: [], iceTransportPolicy, problem: 'VITE_ICE_SERVERS is not a JSON array' };
  const iceServers: RTCIceServer[] = [];
  for (const entry of parsed) {
    const e = entry as RTCIceServer | null;
    const urls = typeof e?.urls === 'string' ? [e.urls] : Array.isArray(e?.urls) ? e.urls : [];
    if (!urls.length || !urls.every((u) => typeof u === 'string' && URL_SCHEME.test(u))) {
      return { iceServers: [], iceTransportPolicy, problem: 'VITE_ICE_SERVERS has an entry without stun:/turn: urls' };
    }
    const server: RTCIceServer = { urls };
    if (typeof e?.username === 'string') server.username = e.username;
    if (typeof e?.credential === 'string') server.credential = e.credential;
    iceServers.push(server);
  }
  return { iceServers, iceTransportPolicy, problem: null };
}
