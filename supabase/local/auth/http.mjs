import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
// Request parsing and the two response shapes of GoTrue: JSON bodies, and errors in the format the client's
// x-supabase-api-version asks for.

export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION = '2024-01-01';

export class ApiError extends Error {
  /**
   * @param {number} status
   * @param {string} code GoTrue's error code (e.g. 'invalid_credentials')
   * @param {string} message the exact text GoTrue sends
   * @param {Record<string, unknown>} [extra] more fields of the body (e.g. weak_password)
   */
  constructor(status, code, message, extra = {}) {
    super(message);
    this.status = status;
    this.code = code;
    this.extra = extra;
  }
}

export const badRequest = (code, message, extra) => new ApiError(400, code, message, extra);
export const unauthorized = (code, message) => new ApiError(401, code, message);
export const forbidden = (code, message) => new ApiError(403, code, message);
export const notFound = (code, message) => new ApiError(404, code, message);
export const unprocessable = (code, message, extra) => new ApiError(422, code, message, extra);
export const tooManyRequests = (code, message) => new ApiError(429, code, message);

/** Request body as JSON or form data; an empty body is an empty object. */
export async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > 1_000_000) throw badRequest('request_too_large', 'Request body too large');
    chunks.push(chunk);
  }
  const raw = Buffer.concat(chunks).toString('utf8');
  if (!raw.trim()) return {};
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === 'object' ? parsed : {};
  } catch {
    throw badRequest('bad_json', 'Could not parse request body as JSON: invalid character');
  }
}

export function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    [API_VERSION_HEADER]: API_VERSION,
  });
  res.end(text);
}

export function sendNoContent(res) {
  res.writeHead(204, { [API_VERSION_HEADER]: API_VERSION });
  res.end();
}

/** The sha256 sources of every inline <script> or <style> of a page, as a CSP lists them. */
function inlineHashes(html, tag) {
  return [...html.matchAll(new RegExp(`<${tag}\\b(?![^>]*\\bsrc\\s*=)[^>]*>([\\s\\S]*?)</${tag}>`, 'gi'))].map(
    (match) => `'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`,
  );
}

/**
 * The security headers of the service's own HTML pages: a CSP that allows nothing but the page's own inline script
 * and style (by hash) and data: images, no framing, no MIME sniffing, no referrer.
 */
export function htmlSecurityHeaders(html) {
  const scripts = inlineHashes(html, 'script');
  const styles = inlineHashes(html, 'style');
  return {
    'content-security-policy': [
      "default-src 'none'",
      `script-src ${scripts.join(' ') || "'none'"}`,
      `style-src ${styles.join(' ') || "'none'"}`,
      "img-src 'self' data:",
      "base-uri 'none'",
      "frame-ancestors 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
  };
}

export function sendHtml(res, status, html) {
  res.writeHead(status, {
    ...htmlSecurityHeaders(html),
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
  });
  res.end(html);
}

export function redirect(res, location, status = 303) {
  res.writeHead(status, { location, 'cache-control': 'no-store' });
  res.end();
}

/**
 * Errors as GoTrue formats them: clients announcing API version 2024-01-01 or later get { code: 'string', msg },
 * older ones { code: status, error_code, msg }. error_code is sent in both, so a browser that cannot read the
 * version header (a gateway that does not expose it) still sees the code.
 */
export function sendError(req, res, error) {
  const requested = String(req.headers[API_VERSION_HEADER] ?? '');
  const modern = /^\d{4}-\d{2}-\d{2}$/.test(requested) && requested >= API_VERSION;
  const body = modern
    ? { code: error.code, error_code: error.code, msg: error.message, ...error.extra }
    : { code: error.status, error_code: error.code, msg: error.message, ...error.extra };
  const text = JSON.stringify(body);
  const headers = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) };
  if (modern) headers[API_VERSION_HEADER] = API_VERSION;
  res.writeHead(error.status, headers);
  res.end(text);
}

export function bearerToken(req) {
  const header = String(req.headers.authorization ?? '');
  const match = /^bearer\s+(.+)$/i.exec(header);
  return match ? match[1].trim() : '';
}

/** The request being served ({ ip }): who asks, for limits counted per client address deep inside a route. */
export const requestScope = new AsyncLocalStorage();

/** The client address of the request being served, or 'unknown'. */
export const currentClient = () => requestScope.getStore()?.ip ?? 'unknown';

export function clientIp(req) {
  const forwarded = String(req.headers['x-forwarded-for'] ?? '').split(',')[0].trim();
  return forwarded || req.socket?.remoteAddress || null;
}
