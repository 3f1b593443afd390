import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { endpoints, type Endpoint } from '@itsite/shared/contract';
import { APP_HOST, APP_SCHEME } from './appOrigin.js';
import { RENDERER_CSP } from './security.js';

/**
 * `app://console/...`: the page's files, plus a proxy to the configured server for `/api/` and
 * `/uploads/` that adds `Authorization: Bearer <token>`. The page keeps using relative URLs
 * (ApiClient with baseUrl ''), so the shared admin works unchanged and never holds the token.
 */

export type AppRoute =
  | { kind: 'proxy'; path: string }
  | { kind: 'static'; file: string }
  | { kind: 'refuse'; status: number; message: string };

/** Only these server paths are reachable from the page; everything else is a file of the page. */
const PROXIED_PREFIXES = ['/api/', '/uploads/'] as const;

/**
 * The API calls the admin makes, and nothing else: an allow-list rather than a deny-list, so a
 * spelling of a forbidden path that nobody thought of is refused too. It is the declared endpoint
 * table (a new admin endpoint is reachable without a second list) minus what the page must never
 * call itself: the login and its code step (they answer with the bearer token, which the page must never hold: the
 * main process signs in over IPC) and the logout (the main process ends the session and forgets
 * the token). The realtime socket is not an endpoint (the main process holds it); media under
 * /uploads/ are files and are all allowed.
 */
const MAIN_PROCESS_ONLY = new Set<string>([endpoints.login.path, endpoints.loginCode.path, endpoints.logout.path]);
const PAGE_API_PATHS: readonly string[] = [
  ...new Set(Object.values<Endpoint>(endpoints).map((e) => e.path).filter((p) => p.startsWith('/api/') && !MAIN_PROCESS_ONLY.has(p))),
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A `:name` parameter stands for one path segment. */
const PAGE_API_PATTERNS = PAGE_API_PATHS.map(
  (p) => new RegExp(`^${p.toLowerCase().split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : escapeRegExp(segment))).join('/')}$`),
);

/** Whether the page may call this API path (already normalised by {@link normalisePath}). */
export function isPageApiPath(normalised: string): boolean {
  const lower = normalised.toLowerCase();
  return PAGE_API_PATTERNS.some((pattern) => pattern.test(lower));
}

/**
 * The path as a server would understand it, whatever its spelling: percent-encoding decoded,
 * duplicate slashes collapsed, `.` and `..` segments resolved, a trailing slash dropped. The result
 * is re-encoded segment by segment, so what is checked is exactly what is forwarded. Null when the
 * path cannot be decoded, climbs above the root, or holds a backslash or NUL (which some servers
 * read as a separator or an end).
 */
export function normalisePath(rawPath: string): string | null {
  const decoded = safeDecode(rawPath);
  if (decoded === null || decoded.includes('\\') || decoded.includes('\0')) return null;
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (segments.length === 0) return null;
      segments.pop();
      continue;
    }
    segments.push(segment);
  }
  return `/${segments.map(encodeURIComponent).join('/')}`;
}

export function routeAppRequest(rawUrl: string): AppRoute {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'refuse', status: 400, message: 'Bad address' };
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return { kind: 'refuse', status: 404, message: 'Not found' };
  // URL parsing already resolved literal `.` and `..` segments; encoded ones are checked below.
  const pathname = url.pathname;
  if (PROXIED_PREFIXES.some((prefix) => pathname.startsWith(prefix))) {
    const decoded = safeDecode(pathname);
    if (decoded === null || hasTraversal(decoded)) return { kind: 'refuse', status: 400, message: 'Bad path' };
    const normalised = normalisePath(pathname);
    // Decoding must not move the request out of the proxied prefix it came in by.
    if (normalised === null || !PROXIED_PREFIXES.some((prefix) => `${normalised}/`.toLowerCase().startsWith(prefix))) {
      return { kind: 'refuse', status: 400, message: 'Bad path' };
    }
    if (pathname.startsWith('/api/') && !isPageApiPath(normalised)) {
      return isLogin(normalised)
        ? { kind: 'refuse', status: 403, message: 'Sign in through the console' }
        : { kind: 'refuse', status: 403, message: 'Not available to the console page' };
    }
    return { kind: 'proxy', path: normalised + url.search };
  }
  const decoded = safeDecode(pathname);
  if (decoded === null || hasTraversal(decoded) || decoded.includes('\\') || decoded.includes('\0')) {
    return { kind: 'refuse', status: 400, message: 'Bad path' };
  }
  const file = decoded === '/' ? 'index.html' : decoded.replace(/^\/+/, '');
  return { kind: 'static', file };
}

const isLogin = (normalised: string) => normalised.toLowerCase() === endpoints.login.path;

function safeDecode(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

const hasTraversal = (p: string) => p.split('/').some((segment) => segment === '..' || segment === '.');

/** Request headers the page may not choose: credentials and addressing are the main process's. */
const DROPPED_REQUEST_HEADERS = new Set([
  'authorization',
  'cookie',
  'host',
  'origin',
  'referer',
  'x-xsrf-token',
  'connection',
  'keep-alive',
  'proxy-authorization',
  'transfer-encoding',
  'upgrade',
]);

/** Headers for the server: the page's own (content type, accept, range...) plus the bearer token. */
export function proxyRequestHeaders(incoming: Iterable<[string, string]>, token: string | null): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (!DROPPED_REQUEST_HEADERS.has(name.toLowerCase())) headers.append(name, value);
  }
  if (token) headers.set('authorization', `Bearer ${token}`);
  return headers;
}

/** Cookies stay out of the page's origin: the console authenticates with its token only. */
const DROPPED_RESPONSE_HEADERS = new Set(['set-cookie', 'connection', 'keep-alive', 'transfer-encoding']);

export function proxyResponseHeaders(incoming: Iterable<[string, string]>): Headers {
  const headers = new Headers();
  for (const [name, value] of incoming) {
    if (!DROPPED_RESPONSE_HEADERS.has(name.toLowerCase())) headers.append(name, value);
  }
  return headers;
}

/** The server URL for a proxied path; the origin has no path (it was stripped when it was set). */
export function proxyTarget(serverOrigin: string, proxiedPath: string): string {
  return `${serverOrigin.replace(/\/+$/, '')}${proxiedPath}`;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface AppRequestDeps {
  /** Directory of the built page (out/renderer). */
  rendererDir: string;
  /** Development: the page's files come from the electron-vite dev server instead. */
  devServerUrl?: string;
  serverOrigin(): string | null;
  token(): string | null;
  /** Electron's net.fetch in the app (system proxy and certificates); any fetch in tests. */
  fetch: FetchLike;
}

const jsonError = (status: number, message: string) =>
  new Response(JSON.stringify({ success: false, message }), { status, headers: { 'content-type': 'application/json' } });

/** The `protocol.handle('app', ...)` handler. */
export function createAppRequestHandler(deps: AppRequestDeps): (request: Request) => Promise<Response> {
  return async (request) => {
    const route = routeAppRequest(request.url);
    if (route.kind === 'refuse') return jsonError(route.status, route.message);
    if (route.kind === 'proxy') return proxy(request, route.path, deps);
    return serveFile(route.file, deps);
  };
}

async function proxy(request: Request, proxiedPath: string, deps: AppRequestDeps): Promise<Response> {
  const origin = deps.serverOrigin();
  if (!origin) return jsonError(503, 'No server is configured');
  const method = request.method.toUpperCase();
  const hasBody = method !== 'GET' && method !== 'HEAD' && request.body !== null;
  const init: RequestInit & { duplex?: 'half' } = {
    method,
    headers: proxyRequestHeaders(request.headers, deps.token()),
    // Streamed, not buffered: large uploads keep constant memory and the page's XHR sees progress.
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    credentials: 'omit',
    signal: request.signal,
  };
  if (hasBody) init.duplex = 'half';
  let upstream: Response;
  try {
    upstream = await deps.fetch(proxyTarget(origin, proxiedPath), init);
  } catch (err) {
    if (request.signal.aborted) throw err;
    // Status 0 would look like a CORS failure to the page; 502 lets ApiClient show a clear message.
    return jsonError(502, 'The server could not be reached');
  }
  return new Response(upstream.body, {
    status: upstream.status,
    statusText: upstream.statusText,
    headers: proxyResponseHeaders(upstream.headers),
  });
}

async function serveFile(file: string, deps: AppRequestDeps): Promise<Response> {
  if (deps.devServerUrl) {
    const res = await deps.fetch(new URL(file, deps.devServerUrl.endsWith('/') ? deps.devServerUrl : `${deps.devServerUrl}/`).toString());
    return new Response(res.body, { status: res.status, headers: proxyResponseHeaders(res.headers) });
  }
  const root = path.resolve(deps.rendererDir);
  const full = path.resolve(root, file);
  // Belt and braces after routeAppRequest: never serve outside the page's directory.
  if (full !== root && !full.startsWith(root + path.sep)) return jsonError(404, 'Not found');
  let data: Buffer;
  try {
    data = await readFile(full);
  } catch {
    return jsonError(404, 'Not found');
  }
  const ext = path.extname(full).toLowerCase();
  const headers = new Headers({ 'content-type': MIME[ext] ?? 'application/octet-stream', 'x-content-type-options': 'nosniff' });
  // The meta tag cannot carry frame-ancestors; the header can, and it wins for the whole policy.
  if (ext === '.html') headers.set('content-security-policy', RENDERER_CSP);
  return new Response(new Uint8Array(data), { status: 200, headers });
}
