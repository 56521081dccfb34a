// Work that must run before a sign-out clears storage (e.g. flushing queued writes while the session is still valid).
// Features register here so the auth feature need not know about them.
type Hook = () => Promise<void> | void;
const hooks = new Set<Hook>();

export function registerBeforeSignOut(hook: Hook): () => void {
  hooks.add(hook);
  return () => hooks.delete(hook);
}

/** Runs every hook, each bounded in time, never throwing: a failing hook must not block signing out. */
export async function runBeforeSignOut(timeoutMs = 5000): Promise<void> {
  await Promise.all(
    [...hooks].map((hook) =>
      Promise.race([
        Promise.resolve().then(hook).catch((error) => console.warn('before sign-out hook failed', error)),
        new Promise((resolve) => setTimeout(resolve, timeoutMs)),
      ]),
    ),
  );
}
