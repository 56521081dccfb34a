// The anon and service-role API keys: HS256 JWTs signed with the local secret. Same claims as the Supabase CLI's
// local keys (iss supabase-demo, far-off expiry), so the anon key is the public value the CLI also prints.
import { SignJWT } from 'jose';

const expiresAt = 1983812996; // 2032-11-12, as the Supabase CLI's demo keys

export function signApiKey(role, jwtSecret) {
  return new SignJWT({ iss: 'supabase-demo', role })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(jwtSecret));
}

export async function apiKeys(jwtSecret) {
  const [anonKey, serviceRoleKey] = await Promise.all([signApiKey('anon', jwtSecret), signApiKey('service_role', jwtSecret)]);
  return { anonKey, serviceRoleKey };
}
