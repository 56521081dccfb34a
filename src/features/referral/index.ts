export { ReferralTracker } from './ReferralTracker';
export { referralCodeFrom } from './referral-code';
