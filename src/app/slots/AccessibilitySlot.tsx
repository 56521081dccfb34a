// Layout slot: accessibility button and panel (accessibility feature).
export { AccessibilityButton as AccessibilitySlot } from '../../features/accessibility';
