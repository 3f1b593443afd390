import WebSocket from 'ws';
import { REALTIME_PATH } from '@itsite/shared/contract';
import type { DesktopLinkStatus, RealtimeFrame } from '@itsite/shared/contract';
import { connectRealtime, type RealtimeStatus, type SocketLike } from '@itsite/shared/api';

/**
 * The first attempt shows "connecting"; once the link has been lost it stays "offline" through the
 * retries until it is back, so the page's banner does not flicker every 1–5 s.
 */
export function nextLinkStatus(previous: DesktopLinkStatus, reported: RealtimeStatus): DesktopLinkStatus {
  if (reported === 'open') return 'online';
  if (reported === 'offline') return 'offline';
  return previous === 'offline' ? 'offline' : 'connecting';
}

/** `ws://host/api/v1/realtime` for an `http://host` origin, `wss://` for https. */
export function realtimeUrl(serverOrigin: string): string {
  return `${serverOrigin.replace(/^http/, 'ws')}${REALTIME_PATH}`;
}

/**
 * A `ws` client seen through the small socket interface of the shared realtime client. The bearer
 * token goes in the upgrade request's header, which a browser WebSocket could not do.
 */
export function bearerSocket(url: string, token: string, onUnauthorized: () => void): SocketLike {
  const ws = new WebSocket(url, { headers: { authorization: `Bearer ${token}` }, handshakeTimeout: 20_000 });
  const socket: SocketLike = {
    get readyState() {
      return ws.readyState;
    },
    onopen: null,
    onclose: null,
    onerror: null,
    onmessage: null,
    close: (code, reason) => ws.close(code, reason),
  };
  ws.on('open', () => socket.onopen?.({}));
  ws.on('message', (data, isBinary) => {
    // A message arrives as one Buffer (ws's default binaryType, nodebuffer).
    if (!isBinary) socket.onmessage?.({ data: (data as Buffer).toString() });
  });
  ws.on('error', (err) => socket.onerror?.(err));
  ws.on('close', () => socket.onclose?.({}));
  ws.on('unexpected-response', (_req, res) => {
    // The server refused the token (expired or revoked): retrying with it cannot succeed.
    if (res.statusCode === 401 || res.statusCode === 403) onUnauthorized();
    ws.terminate();
  });
  return socket;
}

export interface RealtimeLinkOptions {
  serverOrigin: string;
  token: string;
  onFrame(frame: RealtimeFrame): void;
  onStatus(status: DesktopLinkStatus): void;
  /** Each time the link is up (first time and after reconnecting): catch up on missed leads. */
  onOnline(): void;
  onUnauthorized(): void;
  /** Tests shorten the 1–5 s delays. */
  minDelayMs?: number;
  maxDelayMs?: number;
}

export interface RealtimeLink {
  status(): DesktopLinkStatus;
  close(): void;
}

/** The console's realtime link, kept in the main process so leads arrive even with no page open. */
export function startRealtimeLink(opts: RealtimeLinkOptions): RealtimeLink {
  let status: DesktopLinkStatus = 'connecting';
  let closed = false;
  const url = realtimeUrl(opts.serverOrigin);
  const connection = connectRealtime({
    open: () => bearerSocket(url, opts.token, () => !closed && opts.onUnauthorized()),
    onFrame: (frame) => !closed && opts.onFrame(frame),
    onStatus: (reported) => {
      if (closed) return;
      const next = nextLinkStatus(status, reported);
      if (next !== status) {
        status = next;
        opts.onStatus(status);
      }
      if (reported === 'open') opts.onOnline();
    },
    minDelayMs: opts.minDelayMs,
    maxDelayMs: opts.maxDelayMs,
  });
  opts.onStatus(status);
  return {
    status: () => status,
    close() {
      closed = true;
      connection.close();
    },
  };
}
