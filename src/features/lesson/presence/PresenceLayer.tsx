// The other party on the board (inside its SVG, in board units): their cursor with their name, on the page shown, and
// their laser pointer's trail, fading out over a second (redrawn each frame while a trail shows).
import { useEffect, useRef, useState } from 'react';
import type { Awareness } from 'y-protocols/awareness';
import { LaserTrail, peersOf, type Peer } from '../core/presence';

const PEER_COLOR = '#be185d';

export function PresenceLayer({ awareness, myUserId, page, zoom }: { awareness: Awareness | null | undefined; myUserId: string; page: number; zoom: number }) {
  const [peers, setPeers] = useState<Peer[]>([]);
  useEffect(() => {
    if (!awareness) return;
    // Renewed when a peer's state changed, not on each send of this user's own cursor.
    let last = '';
    const renew = () => {
      const next = peersOf(awareness.getStates(), awareness.clientID, myUserId);
      const key = JSON.stringify(next);
      if (key === last) return;
      last = key;
      setPeers(next);
    };
    awareness.on('change', renew);
    renew();
    return () => awareness.off('change', renew);
  }, [awareness, myUserId]);
  const trails = useRef(new Map<number, LaserTrail>());
  const [now, setNow] = useState(() => performance.now());

  useEffect(() => {
    const at = performance.now();
    for (const peer of peers) {
      if (!peer.laser) continue;
      let trail = trails.current.get(peer.clientId);
      if (!trail) trails.current.set(peer.clientId, (trail = new LaserTrail()));
      trail.add(peer.laser, at);
    }
    setNow(at);
  }, [peers]);

  const fading = [...trails.current.values()].some((t) => !t.empty);
  useEffect(() => {
    if (!fading) return;
    const frame = requestAnimationFrame(() => setNow(performance.now()));
    return () => cancelAnimationFrame(frame);
  }, [fading, now]);

  const scale = 1 / zoom;
  return (
    <g className="lesson-presence" pointerEvents="none">
      {[...trails.current.entries()].map(([clientId, trail]) => {
        const segments = trail.visible(page, now);
        return segments.length ? (
          <g key={`laser-${clientId}`} data-testid="lesson-laser" stroke="#dc2626" strokeWidth={6 * scale} strokeLinecap="round">
            {segments.map((s, i) => (
              <line key={i} x1={s.x1} y1={s.y1} x2={s.x2} y2={s.y2} opacity={s.opacity} />
            ))}
          </g>
        ) : null;
      })}
      {peers
        .filter((p) => p.cursor && p.cursor.page === page)
        .map((p) => (
          <g key={`cursor-${p.clientId}`} data-testid="lesson-peer-cursor" transform={`translate(${p.cursor!.x} ${p.cursor!.y}) scale(${scale})`}>
            <path d="M0 0 L0 16 L4.5 12 L8 19 L10.5 18 L7 11 L13 11 Z" fill={PEER_COLOR} stroke="#fff" strokeWidth={1} />
            <text x={14} y={24} fontSize={13} fill="#fff" stroke={PEER_COLOR} strokeWidth={4} paintOrder="stroke">
              {p.user.name}
            </text>
          </g>
        ))}
    </g>
  );
}
