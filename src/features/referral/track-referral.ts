// Records one 'click' per page load when the URL has a `ref` parameter, for guests too, through the outbox (so an
// offline visit is still counted once the device reconnects). Errors never reach the user.
import { referralCodeFrom } from './referral-code';

let tracked = false;

export async function trackReferralOnce(search: string = window.location.search): Promise<void> {
  if (tracked) return;
  tracked = true;
  const code = referralCodeFrom(search);
  if (!code) return;
  try {
    const { recordReferralClick } = await import('./api');
    await recordReferralClick(code);
  } catch (error) {
    console.warn('Referral click not recorded', error);
  }
}
