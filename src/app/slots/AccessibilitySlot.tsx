// Layout slot: accessibility button and panel (accessibility feature). Fetched as the shell renders, off the critical
// path: index.html has applied the saved settings before the first paint; the feature's state starts here (and
// loads the dyslexia-friendly font if it is on).
import { lazySlot } from './lazy-slot';

export const AccessibilitySlot = lazySlot(
  () =>
    import('../../features/accessibility').then(({ initAccessibility, AccessibilityButton }) => {
      initAccessibility();
      return AccessibilityButton;
    }),
  'render',
);
