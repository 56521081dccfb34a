// A <video> showing a MediaStream (srcObject cannot be set from JSX). The other party's plays its audio too.
import { useEffect, useRef } from 'react';

export function StreamVideo({ stream, label, muted = false, testId }: { stream: MediaStream | null; label: string; muted?: boolean; testId: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => {});
  }, [stream]);
  return <video ref={ref} className="lesson-video__media" aria-label={label} data-testid={testId} autoPlay playsInline muted={muted} />;
}
