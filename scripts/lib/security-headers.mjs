// Security headers of the served app, computed at build time from the built index.html:
// - the Content-Security-Policy allows scripts from the app's own origin and, by their sha256 hashes, the inline
//   scripts of index.html (the pre-paint accessibility script), never 'unsafe-inline' script;
// - connect-src names the configured API origin (VITE_SUPABASE_URL) and the lesson room's sync server
//   (VITE_LESSON_URL, by default <API URL>/lesson/v1 over ws:/wss:), the only other origins the app talks to.
// The build writes them as `_headers` (the format static hosts such as Netlify and Cloudflare Pages read), and the
// preview server (`npm start`, `npm test`) sends the same headers on every response.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const headersFileName = '_headers';
const defaultApiUrl = 'http://127.0.0.1:54321';

/** The text of every inline (src-less) <script> of an HTML document, exactly as the browser hashes it. */
export function inlineScripts(html) {
  const scripts = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    scripts.push(match[2]);
  }
  return scripts;
}

export function scriptHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * http(s) origin of the API plus its WebSocket twin (realtime). For a hosted project (*.supabase.co) every project
 * host is allowed: the network guard answers analytics calls itself and sends other projects' calls to the
 * configured one (in the page and in the service worker), which only happens if the browser lets the call start.
 */
function apiOrigins(apiUrl) {
  try {
    const url = new URL(apiUrl || defaultApiUrl);
    const ws = `${url.protocol === 'https:' ? 'wss:' : 'ws:'}//${url.host}`;
    if (url.hostname.endsWith('.supabase.co')) return [url.origin, ws, '*.supabase.co'];
    return [url.origin, ws];
  } catch {
    return [];
  }
}

/** The WebSocket origin of the lesson server (wss://host), when it is not the API's own. */
function lessonOrigins(lessonUrl, apiUrl) {
  if (!lessonUrl) return [];
  try {
    const url = new URL(lessonUrl);
    if (url.protocol !== 'ws:' && url.protocol !== 'wss:') return [];
    const origin = `${url.protocol}//${url.host}`;
    return apiOrigins(apiUrl).includes(origin) ? [] : [origin];
  } catch {
    return [];
  }
}

/**
 * The headers, as name → value.
 * @param {{ html: string, apiUrl?: string, lessonUrl?: string }} input
 * @returns {Record<string, string>}
 */
export function securityHeaders({ html, apiUrl, lessonUrl }) {
  const hashes = inlineScripts(html).map(scriptHash);
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes.join(' ')}`.trim(),
    // Styles: React style attributes and the pre-paint script's CSS variables need inline styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    // data: for the TOTP QR code (an SVG data URI from the auth service) and generated images.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' ${[...apiOrigins(apiUrl), ...lessonOrigins(lessonUrl, apiUrl)].join(' ')}`.trim(),
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), browsing-topics=()',
    'X-Frame-Options': 'DENY',
  };
}

/**
 * Hashed build files (`/assets/*`: a new file name for new content) may be kept by browsers for a year without asking
 * again; the pages, the service worker and the manifest keep their names from one version to the next, so they are
 * asked for each time (the default). A repeat visit then loads no script or style over the network.
 */
export const assetsPath = '/assets/*';
export const assetCaching = { 'Cache-Control': 'public, max-age=31536000, immutable' };

/** `_headers` file text: the security headers for every path, and the long caching of the hashed assets. */
export function headersFile(headers) {
  const block = (path, values) => [path, ...Object.entries(values).map(([name, value]) => `  ${name}: ${value}`)];
  return [...block('/*', headers), ...block(assetsPath, assetCaching), ''].join('\n');
}

/**
 * Parses a `_headers` file written by headersFile: the headers of one path block (`/*` unless named).
 * @param {string} text
 * @param {string} [path]
 * @returns {Record<string, string>}
 */
export function parseHeadersFile(text, path = '/*') {
  /** @type {Record<string, string>} */
  const headers = {};
  let inBlock = false;
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inBlock = line.trim() === path;
      continue;
    }
    if (!inBlock) continue;
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim()] = line.slice(at + 1).trim();
  }
  return headers;
}

/** Vite plugin: writes `_headers` into the build and sends its headers from the preview server. */
export function securityHeadersPlugin() {
  let apiUrl = defaultApiUrl;
  let lessonUrl = '';
  let outDir = 'dist';
  let root = process.cwd();
  return {
    name: 'summit-security-headers',
    enforce: 'post',
    configResolved(config) {
      apiUrl = config.env?.VITE_SUPABASE_URL || process.env.VITE_SUPABASE_URL || defaultApiUrl;
      lessonUrl = config.env?.VITE_LESSON_URL || process.env.VITE_LESSON_URL || '';
      outDir = config.build.outDir;
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = typeof page.source === 'string' ? page.source : new TextDecoder().decode(page.source);
      this.emitFile({ type: 'asset', fileName: headersFileName, source: headersFile(securityHeaders({ html, apiUrl, lessonUrl })) });
    },
    configurePreviewServer(server) {
      const file = join(resolve(root, server.config.build.outDir || outDir), headersFileName);
      if (!existsSync(file)) throw new Error(`${file} is missing: build the app first`);
      const text = readFileSync(file, 'utf8');
      const headers = parseHeadersFile(text);
      const assets = parseHeadersFile(text, assetsPath);
      const assetsPrefix = assetsPath.slice(0, -1);
      server.middlewares.use((req, res, next) => {
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (req.url?.startsWith(assetsPrefix)) keepOnWriteHead(res, assets);
        next();
      });
    },
  };
}

/** Sets headers when the response is written: the preview server's file handler writes its own Cache-Control then. */
function keepOnWriteHead(res, headers) {
  const writeHead = res.writeHead.bind(res);
  res.writeHead = (status, ...rest) => {
    const last = rest[rest.length - 1];
    if (last && typeof last === 'object' && !Array.isArray(last)) Object.assign(last, headers);
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    return writeHead(status, ...rest);
  };
}
