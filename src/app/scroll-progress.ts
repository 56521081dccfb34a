// How far the page is scrolled (0–1) and whether the header bar should carry its stronger shadow (SPEC §9: 20px).
export const SCROLL_SHADOW_THRESHOLD_PX = 20;

export function scrollProgress(scrollY: number, scrollHeight: number, viewportHeight: number): number {
  const scrollable = scrollHeight - viewportHeight;
  if (scrollable <= 0) return 0;
  return Math.min(1, Math.max(0, scrollY / scrollable));
}

export function hasScrolledPastThreshold(scrollY: number): boolean {
  return scrollY > SCROLL_SHADOW_THRESHOLD_PX;
}
