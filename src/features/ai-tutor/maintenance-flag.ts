// The AI tutor's maintenance switch (system_settings key `ai_tutor.maintenance`). Tiny on purpose: the footer uses
// it on every page, so it is a plain fetch to PostgREST with the anon key — no supabase-js on the landing path.
// The seeded value (under maintenance) renders first; the device's cached value and then the server's follow
// after the first paint. Offline, the cached value stands.
import { supabaseAnonKey, supabaseUrl } from '../../lib/config';

export const MAINTENANCE_KEY = 'ai_tutor.maintenance';
/** The seeded value (SPEC §1: the footer shows the AI Tutor under maintenance). */
export const SEEDED_MAINTENANCE = true;
export const FLAG_CACHE_KEY = 'summit.aiTutorMaintenance.v1';

type Listener = (maintenance: boolean) => void;
const listeners = new Set<Listener>();
let current: boolean | null = null;
let inflight: Promise<boolean> | null = null;

/** Reads a JSON setting value as the flag: true / false, anything else keeps the seeded value. */
export function parseFlag(value: unknown): boolean {
  return typeof value === 'boolean' ? value : SEEDED_MAINTENANCE;
}

export function cachedMaintenance(): boolean | null {
  try {
    const raw = localStorage.getItem(FLAG_CACHE_KEY);
    if (raw === 'true' || raw === 'false') return raw === 'true';
  } catch {
    // storage unavailable: no cache
  }
  return null;
}

export function setMaintenance(value: boolean): void {
  current = value;
  try {
    // Only a value that differs from the seeded one needs remembering; nothing is stored in the usual case.
    if (value === SEEDED_MAINTENANCE) localStorage.removeItem(FLAG_CACHE_KEY);
    else localStorage.setItem(FLAG_CACHE_KEY, String(value));
  } catch {
    // storage unavailable: memory only
  }
  listeners.forEach((listener) => listener(value));
}

/** Asks the server (once at a time); on any failure keeps what is known. */
export function refreshMaintenance(): Promise<boolean> {
  inflight ??= (async () => {
    try {
      const url = `${supabaseUrl}/rest/v1/system_settings?select=value&key=eq.${encodeURIComponent(MAINTENANCE_KEY)}`;
      const response = await fetch(url, { headers: { apikey: supabaseAnonKey, Authorization: `Bearer ${supabaseAnonKey}`, Accept: 'application/json' } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      const rows = (await response.json()) as Array<{ value: unknown }>;
      const value = rows.length ? parseFlag(rows[0]!.value) : SEEDED_MAINTENANCE;
      setMaintenance(value);
      return value;
    } catch {
      return currentMaintenance();
    } finally {
      inflight = null;
    }
  })();
  return inflight;
}

export function currentMaintenance(): boolean {
  return current ?? cachedMaintenance() ?? SEEDED_MAINTENANCE;
}

export function subscribeMaintenance(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
