// Mounted once in the shell: after first paint, records the page load's referral click (if any).
import { useEffect } from 'react';
import { afterFirstPaint } from '../../lib/after-first-paint';
import { trackReferralOnce } from './track-referral';

export function ReferralTracker() {
  useEffect(() => {
    // The URL as loaded, read now: the router may rewrite it before the idle callback runs.
    const search = window.location.search;
    void afterFirstPaint().then(() => trackReferralOnce(search));
  }, []);
  return null;
}
