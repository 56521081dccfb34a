// The referral feature's server module (SPEC §7): clicks are queued on the device and sent by the outbox.
import { getOutbox } from '../../data/outbox';
import { writeOf } from '../../data/outbox/kind';
import { referralClickKind } from './offline-kind';

export async function recordReferralClick(code: string): Promise<void> {
  await (await getOutbox()).write(writeOf(referralClickKind, null, { code }));
}
