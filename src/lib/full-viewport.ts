// A page that takes the whole viewport (the lesson room): while one is shown the shell leaves out its header, footer
// and scroll progress, and hands the parts a page still needs (the offline indicator, the account menu) to it through
// ShellExtras, which the page places in its own bar. Below the features, so both the app and a feature use it.
import { createContext, useEffect, useSyncExternalStore, type ReactNode } from 'react';

let count = 0;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** Marks the page as full-viewport for as long as the calling component is mounted. */
export function useFullViewport(active = true) {
  useEffect(() => {
    if (!active) return;
    count++;
    document.documentElement.dataset.fullViewport = 'true';
    emit();
    return () => {
      count--;
      if (!count) delete document.documentElement.dataset.fullViewport;
      emit();
    };
  }, [active]);
}

/** Whether a full-viewport page is shown (for the shell). */
export function useIsFullViewport(): boolean {
  return useSyncExternalStore(subscribe, () => count > 0, () => false);
}

/** What the shell gives a full-viewport page to show in its bar. */
export interface ShellExtras {
  /** The offline indicator (renders nothing while online). */
  status: ReactNode;
  /** The account menu's entries (Dashboard, Sign out). */
  account: ReactNode;
  /** The language and accessibility settings. */
  settings: ReactNode;
}

export const ShellExtrasContext = createContext<ShellExtras | null>(null);
