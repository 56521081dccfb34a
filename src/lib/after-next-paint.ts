// Resolves once the browser has painted the current state: the next animation frame, then a new task. An input's own
// feedback (a ticked box, a chosen option) is then on screen before heavier work it starts, which is what a tap is
// judged by (Interaction to Next Paint). A hidden page paints no frames, so there it resolves after a zero timer.
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden') {
      setTimeout(resolve, 0);
      return;
    }
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
