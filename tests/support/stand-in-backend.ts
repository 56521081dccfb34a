// A stand-in for the hosted backend on loopback: a plain HTTP server that records every request it receives
// (preflights included) and answers everything with 200 JSON, CORS open. Tests use it to prove what does, and
// what does not, leave the browser.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  /** Path and query as received. */
  url: string;
  /** Host header: tells which hostname the browser meant to reach. */
  host: string;
  body: string;
}

export interface StandInBackend {
  readonly url: string;
  readonly port: number;
  readonly requests: RecordedRequest[];
  clear(): void;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startStandInBackend(): Promise<StandInBackend> {
  const requests: RecordedRequest[] = [];
  const server = createServer(async (req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', host: req.headers.host ?? '', body: await readBody(req) });
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('access-control-allow-methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
    res.setHeader('access-control-allow-private-network', 'true');
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ standIn: true, url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    clear: () => void requests.splice(0),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
