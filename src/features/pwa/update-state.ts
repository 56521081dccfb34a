// Whether a new version of the app is installed and waiting for the user's consent. Framework-free: the service
// worker registration writes it, the update prompt reads it through useSyncExternalStore.
type Listener = () => void;

export interface UpdateState {
  /** A new service worker is installed and waits for the user to agree. */
  readonly waiting: boolean;
  /** The user chose 'Later' for this waiting version. */
  readonly dismissed: boolean;
}

let state: UpdateState = { waiting: false, dismissed: false };
const listeners = new Set<Listener>();
let acceptHandler: (() => void) | undefined;

function set(next: UpdateState): void {
  state = next;
  for (const listener of listeners) listener();
}

export const updateState = {
  get: (): UpdateState => state,
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** A new version is waiting; `accept` activates it (and the page reloads). */
  offer(accept: () => void): void {
    acceptHandler = accept;
    set({ waiting: true, dismissed: false });
  },
  accept(): void {
    acceptHandler?.();
  },
  dismiss(): void {
    set({ ...state, dismissed: true });
  },
};
