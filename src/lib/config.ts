// Build-time configuration. Only public values live here: the anon key is meant for browsers.
const env = import.meta.env;

export const supabaseUrl: string = env.VITE_SUPABASE_URL || 'http://127.0.0.1:54321';
export const supabaseAnonKey: string = env.VITE_SUPABASE_ANON_KEY || '';

/** The lesson room's sync server (Hocuspocus, WebSocket): `<API URL>/lesson/v1` with ws:/wss: unless configured. */
export function defaultLessonUrl(apiUrl: string): string {
  const url = new URL(apiUrl);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}/lesson/v1`;
}
export const lessonUrl: string = env.VITE_LESSON_URL || defaultLessonUrl(supabaseUrl);

/** Where auth emails and Google return to; the page's own origin, else the local development address. */
export function appOrigin(): string {
  return typeof window !== 'undefined' && window.location?.origin ? window.location.origin : 'http://localhost:5173';
}
