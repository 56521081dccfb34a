// A time zone where it is now about noon: a test of "today" on data placed minutes or hours from now then never
// straddles a midnight, whenever the suite runs.
export function middayZone(now = new Date()): string {
  const offset = 12 - now.getUTCHours(); // -11 … +12, all of them IANA "Etc/GMT" zones (whose sign is inverted)
  return offset === 0 ? 'UTC' : `Etc/GMT${offset > 0 ? '-' : '+'}${Math.abs(offset)}`;
}
