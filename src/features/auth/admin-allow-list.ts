// The founder hub's allow-list (SPEC §6): addresses compared trimmed and case-insensitively. Pure.
import { adminEmails } from '../../lib/config';

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function isAllowListed(email: string | null | undefined, allowList: readonly string[] = adminEmails): boolean {
  if (!email) return false;
  const wanted = normaliseEmail(email);
  if (!wanted) return false;
  return allowList.some((entry) => normaliseEmail(entry) === wanted);
}
