// Referral clicks (SPEC §7): one insert per click, keyed by the queued row's uuid so a resend is a no-op.
import { getOutbox } from '../outbox';

export async function recordReferralClick(code: string): Promise<void> {
  await (await getOutbox()).write({ userId: null, kind: 'referral-click', payload: { code } });
}
