// Ends the current task so the browser can paint and handle input before the next piece of work (scheduler.yield
// where the browser has it, else a zero-delay timer): start-up work in several short tasks rather than one long one.
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
