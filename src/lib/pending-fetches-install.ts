// Side-effect module, imported by src/main.tsx right after the network guard: every fetch the page sends is counted.
import { trackPendingFetches } from './pending-fetches';

trackPendingFetches();
