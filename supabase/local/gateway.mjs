// One origin for supabase-js, as Kong is in hosted Supabase: /rest/v1 → PostgREST, /auth/v1 → the auth service,
// API-key check and CORS for the app's origins; WebSocket upgrades on /lesson/v1 → the lesson room's sync server
// (no API key: the user's token travels inside the connection, in Hocuspocus's authentication message);
// /functions/v1/<name> → the server functions (supabase/functions/<name>), as the Supabase CLI serves them: each
// checks its own caller (the webhook its signature, the others the user's token), so no API key is asked.
import http from 'node:http';
import net from 'node:net';

const appPorts = [4173, 4174, 5173];
const allowedHeaders =
  'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, range, range-unit, accept, x-supabase-api-version, x-upsert, x-retry-count';
const exposedHeaders = 'content-range, content-location, content-profile, preference-applied, x-supabase-api-version, location';
// Opened by a browser from an email or a redirect, so no apikey header can be attached (Kong's open auth routes).
const openAuthPaths = ['/verify', '/callback', '/authorize'];

export function allowedOrigins(extraPorts = []) {
  const ports = [...new Set([...appPorts, ...extraPorts])];
  return new Set(ports.flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]));
}

function setCors(req, res, origins) {
  const origin = req.headers.origin;
  if (!origin || !origins.has(origin)) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
  res.setHeader('Vary', 'Origin');
}

// Sent on every answer of the gateway (API, redirects, errors): nothing it serves is to be framed, sniffed as another
// type, run as a page or leak its URL (tokens ride in /verify redirects) as a referrer. An HTML page of a service sets
// its own Content-Security-Policy, which replaces this one.
export const gatewaySecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

export function clientAddress(req) {
  return String(req.socket.remoteAddress ?? '').replace(/^::ffff:/, '') || '127.0.0.1';
}

function apiKeyOf(req, url) {
  return req.headers.apikey || url.searchParams.get('apikey') || '';
}

// Request bodies above this size are refused with 413 before they reach a service (as Kong's request size limit).
export const maxBodyBytes = 1024 * 1024;
function tooLarge(res) {
  res.setHeader('connection', 'close'); // the rest of the body is not read
  sendJson(res, 413, { message: 'Request size limit exceeded' });
}

/** Counts a streamed body (no or a false content-length) and ends the request with 413 past the limit. */
function limitBody(req, res, upstream) {
  let size = 0;
  req.on('data', (chunk) => {
    size += chunk.length;
    if (size <= maxBodyBytes) return;
    req.removeAllListeners('data');
    req.unpipe(upstream);
    upstream.destroy();
    if (!res.headersSent) tooLarge(res);
  });
}

function proxy(req, res, port, path) {
  const headers = { ...req.headers, host: `127.0.0.1:${port}` };
  delete headers.connection;
  const upstream = http.request({ host: '127.0.0.1', port, method: req.method, path, headers }, (up) => {
    const out = { ...up.headers };
    delete out.connection;
    for (const name of Object.keys(out)) if (name.startsWith('access-control-')) delete out[name];
    res.writeHead(up.statusCode ?? 502, out);
    up.pipe(res);
  });
  upstream.on('error', (error) => {
    if (res.writableEnded) return;
    if (res.headersSent) return res.destroy();
    sendJson(res, 502, { message: 'An invalid response was received from the upstream server', error: error.message });
  });
  limitBody(req, res, upstream);
  req.pipe(upstream);
}

export const lessonPath = '/lesson/v1';
export const functionsPath = '/functions/v1';

/** A server function (a fetch handler, `(Request) => Promise<Response>`) answers a Node request. */
async function callFunction(req, res, handler, url) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBodyBytes) return tooLarge(res);
    chunks.push(chunk);
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const body = req.method === 'GET' || req.method === 'HEAD' ? undefined : Buffer.concat(chunks);
  const answer = await handler(new Request(url, { method: req.method, headers, body }));
  const out = {};
  answer.headers.forEach((value, name) => (out[name] = value));
  res.writeHead(answer.status, out);
  res.end(Buffer.from(await answer.arrayBuffer()));
}

/** `LESSON_UPSTREAMS` ("host:port,host:port" or ports alone): the lesson server instances, tried in turn. */
export function parseUpstreams(text) {
  return String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const m = /^(?:([^:]+):)?(\d{1,5})$/.exec(part);
      if (!m) throw new Error(`LESSON_UPSTREAMS: "${part}" is not host:port`);
      return { host: m[1] ?? '127.0.0.1', port: Number(m[2]) };
    });
}

/**
 * Hands a WebSocket upgrade on /lesson/v1 to a lesson server instance: the request head is written again (path
 * without the prefix and without any query string, so nothing in a URL reaches the server), then bytes flow both
 * ways. Each new socket goes to the next instance in turn; one that refuses the connection (stopped, killed) or
 * answers 503 (closing) is skipped, so a room's clients reconnect to an instance that is alive.
 */
function proxyUpgrade(req, socket, head, upstreams, upgraded) {
  const url = new URL(req.url ?? '/', 'http://gateway');
  const path = url.pathname.slice(lessonPath.length) || '/';
  const first = upstreams.next++ % upstreams.list.length;
  upgraded.add(socket);
  const giveUp = () => {
    upgraded.delete(socket);
    socket.end('HTTP/1.1 502 Bad Gateway\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  };
  let closed = false;
  socket.on('error', () => (closed = true));
  socket.on('close', () => (closed = true));
  const attempt = (tried) => {
    if (closed) return upgraded.delete(socket);
    if (tried === upstreams.list.length) return giveUp();
    const target = upstreams.list[(first + tried) % upstreams.list.length];
    const upstream = net.connect(target);
    let answered = false;
    let moved = false;
    upgraded.add(upstream);
    const done = () => {
      upgraded.delete(socket);
      upgraded.delete(upstream);
      socket.destroy();
      upstream.destroy();
    };
    const next = () => {
      if (moved) return;
      moved = true;
      upgraded.delete(upstream);
      upstream.destroy();
      attempt(tried + 1);
    };
    upstream.on('error', () => (answered ? done() : next()));
    upstream.on('close', () => (answered ? done() : next()));
    upstream.on('connect', () => {
      const lines = [`${req.method} ${path} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i].toLowerCase();
        if (name === 'host' || name === 'x-forwarded-for' || name === 'forwarded' || name === 'x-real-ip') continue;
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      }
      lines.push(`Host: ${target.host}:${target.port}`, `X-Forwarded-For: ${clientAddress(req)}`);
      upstream.write(lines.join('\r\n') + '\r\n\r\n');
      if (head?.length) upstream.write(head);
      // The instance's first bytes say whether it took the socket (101) or is closing (503: try the next one).
      upstream.once('data', (chunk) => {
        if (/^HTTP\/1\.1 503/.test(chunk.toString('latin1', 0, 16)) && !answered) return next();
        answered = true;
        socket.write(chunk);
        socket.on('error', done);
        socket.on('close', done);
        socket.pipe(upstream);
        upstream.pipe(socket);
      });
    });
  };
  attempt(0);
}

/**
 * @param {{ port: number, restPort: number, keys: string[], appPort?: number, auth: () => any, lessonPort?: number,
 *   lessonUpstreams?: Array<{ host: string, port: number }>, functions?: () => Promise<Record<string, (req: Request) => Promise<Response>>> }} options
 *   auth() returns the mounted auth service ({ handler }) or null while it is unavailable.
 */
export function startGateway({ port, restPort, keys, appPort, auth, lessonPort, lessonUpstreams, functions = async () => ({}) }) {
  const list = lessonUpstreams?.length ? lessonUpstreams : lessonPort ? [{ host: '127.0.0.1', port: lessonPort }] : [];
  const upstreams = { list, next: 0 };
  const origins = allowedOrigins(appPort ? [appPort] : []);
  const validKeys = new Set(keys);
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://gateway');
    // The client's address is the one this connection came from: whatever a client wrote in X-Forwarded-For (or
    // Forwarded) is replaced, so nobody can pick the address the auth service keys its rate limits on.
    delete req.headers.forwarded;
    delete req.headers['x-real-ip'];
    req.headers['x-forwarded-for'] = clientAddress(req);
    for (const [name, value] of Object.entries(gatewaySecurityHeaders)) res.setHeader(name, value);
    setCors(req, res, origins);
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] || allowedHeaders);
      res.setHeader('Access-Control-Max-Age', '3600');
      res.writeHead(200, { 'content-length': '0' });
      return res.end();
    }
    const under = (prefix) => url.pathname === prefix || url.pathname.startsWith(prefix + '/');
    if (under(lessonPath)) return sendJson(res, 426, { message: 'The lesson room is a WebSocket: open it with @hocuspocus/provider.' });
    if (under(functionsPath)) {
      const name = url.pathname.slice(functionsPath.length + 1).split('/')[0];
      return functions()
        .then((all) => {
          const handler = Object.hasOwn(all, name) ? all[name] : null;
          if (!handler) return sendJson(res, 404, { message: `Function not found: ${name}` });
          return callFunction(req, res, handler, `http://127.0.0.1:${port}${url.pathname}${url.search}`);
        })
        .catch((error) => {
          if (!res.headersSent) sendJson(res, 500, { message: String(error?.message ?? error) });
          else res.destroy();
        });
    }
    const service = under('/rest/v1') ? 'rest' : under('/auth/v1') ? 'auth' : null;
    if (!service) return sendJson(res, 404, { message: 'no Route matched with those values' });
    const rest = url.pathname.slice(8) || '/';
    const open = service === 'auth' && openAuthPaths.some((p) => rest === p || rest.startsWith(p + '/'));
    if (!open) {
      const key = apiKeyOf(req, url);
      if (!key) return sendJson(res, 401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
      if (!validKeys.has(key)) return sendJson(res, 401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
      // As Kong does for the data API: a request with only the apikey runs with that key's role. The auth API gets
      // no such header (GoTrue answers 401 'This endpoint requires a valid Bearer token' without a session).
      if (service === 'rest' && !req.headers.authorization) req.headers.authorization = `Bearer ${key}`;
    }
    if (Number(req.headers['content-length'] ?? 0) > maxBodyBytes) return tooLarge(res);
    // The key may come as ?apikey= (hosted Supabase accepts it); it is not a filter, so the services never see it.
    if (url.searchParams.has('apikey')) url.searchParams.delete('apikey');
    const path = rest + url.search;
    if (service === 'rest') return proxy(req, res, restPort, path);
    const mounted = auth();
    if (!mounted) return sendJson(res, 503, { message: 'The auth service is not available' });
    req.url = path;
    Promise.resolve(mounted.handler(req, res)).catch((error) => {
      if (!res.headersSent) sendJson(res, 500, { code: 500, error_code: 'unexpected_failure', msg: String(error?.message ?? error) });
      else res.destroy();
    });
  });
  server.keepAliveTimeout = 5000;
  // Upgraded sockets leave the HTTP server's bookkeeping (closeAllConnections does not see them): kept here, so the
  // gateway's shutdown closes them too.
  const upgraded = new Set();
  server.on('upgrade', (req, socket, head) => {
    const path = new URL(req.url ?? '/', 'http://gateway').pathname;
    if (list.length && (path === lessonPath || path.startsWith(lessonPath + '/'))) return proxyUpgrade(req, socket, head, upstreams, upgraded);
    socket.end('HTTP/1.1 404 Not Found\r\nconnection: close\r\ncontent-length: 0\r\n\r\n');
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Loopback only: the local stack (and its development stand-ins) is never reachable from another machine.
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve({
        server,
        close: () =>
          new Promise((r) => {
            server.close(() => r());
            server.closeAllConnections?.();
            for (const socket of upgraded) socket.destroy();
            upgraded.clear();
          }),
      });
    });
  });
}
