// A PostgREST call with the service key, for the server functions (fetch only: runs in Node and in Deno).
export interface RestEnv {
  restUrl: string; // e.g. http://127.0.0.1:54321/rest/v1
  serviceKey: string;
}

export async function rpc<T>(env: RestEnv, name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${env.restUrl}/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: env.serviceKey, Authorization: `Bearer ${env.serviceKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${name}: HTTP ${res.status} ${await res.text()}`);
  const text = await res.text(); // a function returning void answers 204 without a body
  return (text ? JSON.parse(text) : null) as T;
}

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}
