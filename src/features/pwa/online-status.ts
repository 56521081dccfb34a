// The browser's view of connectivity, as a tiny external store for useSyncExternalStore.
export const onlineStatus = {
  get: (): boolean => navigator.onLine,
  subscribe(listener: () => void): () => void {
    window.addEventListener('online', listener);
    window.addEventListener('offline', listener);
    return () => {
      window.removeEventListener('online', listener);
      window.removeEventListener('offline', listener);
    };
  },
};
