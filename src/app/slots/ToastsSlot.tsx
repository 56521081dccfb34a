// Layout slot: toast notifications (toasts feature). Renders nothing until that feature is plugged in here.
export function ToastsSlot() {
  return null;
}
