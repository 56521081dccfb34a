// Each refused attempt to open a founder route is recorded as a security alert (SPEC §6: email, context, time and
// user agent) in security_alerts; RLS lets signed-in users insert and only admins read. Recording never blocks the
// redirect and never fails loudly: errors are only logged.
import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from '../../data/supabase';
import type { SessionUser } from './session-store';

export interface SecurityAlert {
  email: string | null;
  context: string;
  userAgent: string;
  occurredAt: Date;
}

type InsertClient = Pick<SupabaseClient, 'from'>;

/** Inserts one alert; resolves in every case (a failure is logged). The client is injectable for tests. */
export async function recordSecurityAlert(
  alert: SecurityAlert,
  client: InsertClient | Promise<InsertClient> = getSupabase(),
): Promise<void> {
  try {
    const { error } = await (await client).from('security_alerts').insert({
      email: alert.email,
      context: alert.context,
      user_agent: alert.userAgent,
      occurred_at: alert.occurredAt.toISOString(),
    });
    if (error) console.warn('Could not record the security alert', error);
  } catch (error) {
    console.warn('Could not record the security alert', error);
  }
}

export function reportDeniedAccess(user: Pick<SessionUser, 'email'>, path: string): Promise<void> {
  return recordSecurityAlert({
    email: user.email,
    context: `admin route ${path}`,
    userAgent: navigator.userAgent,
    occurredAt: new Date(),
  });
}
