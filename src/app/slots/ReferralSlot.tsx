// Layout slot: records the page load's referral click, if the URL has a `ref` parameter (referral feature).
export { ReferralTracker as ReferralSlot } from '../../features/referral';
