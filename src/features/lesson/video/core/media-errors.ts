// What went wrong when asking for the camera or microphone, as the room says it.
export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'insecure' | 'unsupported' | 'failed';

export function mediaProblem(error: unknown): MediaProblem {
  const name = (error as { name?: string } | null)?.name ?? '';
  switch (name) {
    case 'NotAllowedError':
    case 'SecurityError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'NotFoundError':
    case 'OverconstrainedError':
    case 'DevicesNotFoundError':
      return 'no-device';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    case 'TypeError':
      return 'unsupported';
    default:
      return 'failed';
  }
}
