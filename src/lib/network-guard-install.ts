// Side-effect module, imported first by src/main.tsx: the guard is on the global fetch before any other module
// (and so before supabase-js) can send anything.
import { installNetworkGuard } from './network-guard';

installNetworkGuard();
