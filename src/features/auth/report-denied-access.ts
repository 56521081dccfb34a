// Each refused attempt to open a founder route is recorded as a security alert (SPEC §6: email, context, time and
// user agent), through the repository; it never blocks the redirect and never fails loudly.
import { recordSecurityAlert } from '../../data/repositories/security-alert-repository';
import type { SessionUser } from './session-store';

export function reportDeniedAccess(user: Pick<SessionUser, 'email'>, path: string): Promise<void> {
  return recordSecurityAlert({
    email: user.email,
    context: `admin route ${path}`,
    userAgent: navigator.userAgent,
    occurredAt: new Date(),
  });
}
