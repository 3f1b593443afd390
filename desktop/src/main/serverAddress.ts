import { api } from '@itsite/shared/contract';
import type { ServerCheckResult } from '@itsite/shared/contract';
import type { FetchLike } from './appProtocol.js';

export const HEALTH_TIMEOUT_MS = 5000;

export const HTTP_REFUSED =
  'Use an https:// address: over http:// the sign-in token would travel unencrypted (http:// is accepted only for localhost)';

/** This computer: the only hosts a token may be sent to without encryption. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return host === 'localhost' || host === '127.0.0.1' || host === '[::1]' || host === '::1';
}

/**
 * The server address as typed by office staff: `console.example.com`, `http://localhost:8080/`,
 * `https://example.com/wp-admin` all become an origin. Only the origin is kept, because the console
 * builds every path itself; credentials, a query or a fragment are refused rather than dropped, so
 * nobody believes they are being used.
 */
export function parseServerAddress(input: string): ServerCheckResult {
  const text = input.trim();
  if (!text) return { ok: false, message: 'Enter the server address' };
  if (/\s/.test(text)) return { ok: false, message: 'The address cannot contain spaces' };
  // Without a scheme, https is the safe guess (the token travels with every request).
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch {
    return { ok: false, message: 'This is not a valid address' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, message: 'Use an http:// or https:// address' };
  if (!url.hostname) return { ok: false, message: 'The address needs a host name' };
  // The sign-in token travels with every request: in clear text only to this computer itself.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    return { ok: false, message: HTTP_REFUSED };
  }
  if (url.username || url.password) return { ok: false, message: 'Leave the user name and password out of the address' };
  if (url.search || url.hash || withScheme.includes('?') || withScheme.includes('#')) {
    return { ok: false, message: 'Remove the ?query or #fragment from the address' };
  }
  return { ok: true, origin: url.origin };
}

/**
 * Asks the server's `/healthz` whether it is this product's server and up. Redirects are not
 * followed: an http address that redirects to https should be remembered as the https one, since
 * a redirected POST would lose its body.
 */
export async function checkServer(origin: string, fetchImpl: FetchLike, timeoutMs = HEALTH_TIMEOUT_MS): Promise<ServerCheckResult> {
  let res: Response;
  try {
    res = await fetchImpl(`${origin}${api.healthz}`, {
      method: 'GET',
      headers: { accept: 'application/json' },
      redirect: 'manual',
      credentials: 'omit',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (err) {
    if (err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError')) {
      const seconds = Math.max(1, Math.round(timeoutMs / 1000));
      return { ok: false, message: `The server did not answer within ${seconds} second${seconds === 1 ? '' : 's'}` };
    }
    // Electron's net.fetch rejects a redirect it was told not to follow, without its target.
    if (err instanceof Error && /redirect/i.test(err.message)) {
      return { ok: false, message: 'The server redirects to another address: enter that one (often its https:// address)' };
    }
    return { ok: false, message: `The server could not be reached at ${origin}` };
  }
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get('location');
    const moved = location ? parseServerAddress(new URL(location, origin).origin) : null;
    void res.body?.cancel();
    return {
      ok: false,
      message: moved?.ok && moved.origin !== origin ? `The server redirects to ${moved.origin}: use that address` : 'The server answered with a redirect',
    };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  if (!res.ok || !isHealthy(body)) {
    return { ok: false, message: `This address does not look like the console's server (HTTP ${res.status})` };
  }
  return { ok: true, origin };
}

const isHealthy = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { status?: unknown }).status === 'ok';

/** Validation and the health check together: what the first-run screen's "Connect" does. */
export async function validateServer(input: string, fetchImpl: FetchLike, timeoutMs = HEALTH_TIMEOUT_MS): Promise<ServerCheckResult> {
  const parsed = parseServerAddress(input);
  return parsed.ok ? checkServer(parsed.origin, fetchImpl, timeoutMs) : parsed;
}
