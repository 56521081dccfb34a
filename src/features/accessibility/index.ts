// The accessibility feature's public surface.
export { initAccessibility, useAccessibility, accessibilityAtom } from './accessibility-store';
export { AccessibilityButton } from './AccessibilityButton';
