// The 'referral-click' offline kind: one insert per click, keyed by the queued row's uuid so a resend is a no-op.
// Guests queue it too (sent with the anon key).
import { toResult, type OfflineKind } from '../../data/outbox/kind';

export interface ReferralPayload {
  code: string;
}

export const referralClickKind: OfflineKind<ReferralPayload> = {
  kind: 'referral-click',
  guest: true,
  async send(row, supabase) {
    return toResult(await supabase.from('referral_events').insert({ id: row.id, code: row.payload.code, type: 'click' }));
  },
};
