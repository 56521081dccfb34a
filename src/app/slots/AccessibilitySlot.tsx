// Layout slot: accessibility button and panel (accessibility feature). Renders nothing until that feature is plugged in here.
export function AccessibilitySlot() {
  return null;
}
