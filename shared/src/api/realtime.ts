import { REALTIME_CONNECT_TIMEOUT_MS, REALTIME_RECONNECT_MAX_MS, REALTIME_RECONNECT_MIN_MS } from '../contract/constants.js';
import type { RealtimeFrame } from '../contract/realtime.js';

/** The part of the WebSocket interface the client uses (browser WebSocket and `ws` both fit). */
export interface SocketLike {
  readonly readyState: number;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  close(code?: number, reason?: string): void;
}

/** A browser WebSocket seen through the SocketLike interface (its handlers take DOM events). */
export function browserSocket(ws: WebSocket): SocketLike {
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
  ws.onopen = (ev) => socket.onopen?.(ev);
  ws.onclose = (ev) => socket.onclose?.(ev);
  ws.onerror = (ev) => socket.onerror?.(ev);
  ws.onmessage = (ev) => socket.onmessage?.(ev);
  return socket;
}

export type RealtimeStatus = 'connecting' | 'open' | 'offline';

export interface RealtimeOptions {
  /** Opens a socket to /api/v1/realtime (the caller decides the URL and how it authenticates). */
  open: () => SocketLike;
  onFrame: (frame: RealtimeFrame) => void;
  onStatus?: (status: RealtimeStatus) => void;
  /** Called after a reconnection: the screen re-fetches its list so nothing sent meanwhile is missed. */
  onReconnect?: () => void;
  minDelayMs?: number;
  maxDelayMs?: number;
  connectTimeoutMs?: number;
}

export interface RealtimeConnection {
  close(): void;
}

/** Delay before reconnection attempt `n` (0-based): doubling from the minimum, capped at the maximum. */
export function reconnectDelay(attempt: number, min = REALTIME_RECONNECT_MIN_MS, max = REALTIME_RECONNECT_MAX_MS): number {
  return Math.min(max, min * 2 ** attempt);
}

function parseFrame(data: unknown): RealtimeFrame | null {
  if (typeof data !== 'string') return null;
  try {
    const frame = JSON.parse(data) as Partial<RealtimeFrame>;
    return typeof frame.event === 'string' && frame.data ? (frame as RealtimeFrame) : null;
  } catch {
    return null;
  }
}

/**
 * A realtime connection that stays up: reconnects with delays from 1 s to 5 s, gives up a connect
 * attempt after 20 s, and reports reconnections so missed events can be caught up.
 */
export function connectRealtime(opts: RealtimeOptions): RealtimeConnection {
  const min = opts.minDelayMs ?? REALTIME_RECONNECT_MIN_MS;
  const max = opts.maxDelayMs ?? REALTIME_RECONNECT_MAX_MS;
  const connectTimeout = opts.connectTimeoutMs ?? REALTIME_CONNECT_TIMEOUT_MS;
  let socket: SocketLike | null = null;
  let attempt = 0;
  let everOpened = false;
  let closed = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let connectTimer: ReturnType<typeof setTimeout> | undefined;

  const scheduleReconnect = () => {
    if (closed) return;
    opts.onStatus?.('offline');
    retryTimer = setTimeout(open, reconnectDelay(attempt++, min, max));
  };

  function open() {
    if (closed) return;
    opts.onStatus?.('connecting');
    const ws = opts.open();
    socket = ws;
    connectTimer = setTimeout(() => ws.close(), connectTimeout);
    ws.onopen = () => {
      clearTimeout(connectTimer);
      const reconnected = everOpened;
      everOpened = true;
      attempt = 0;
      opts.onStatus?.('open');
      if (reconnected) opts.onReconnect?.();
    };
    ws.onmessage = (ev) => {
      const frame = parseFrame(ev.data);
      if (frame) opts.onFrame(frame);
    };
    ws.onerror = () => undefined; // onclose follows and schedules the retry
    ws.onclose = () => {
      clearTimeout(connectTimer);
      if (socket === ws) socket = null;
      scheduleReconnect();
    };
  }

  open();
  return {
    close() {
      closed = true;
      clearTimeout(retryTimer);
      clearTimeout(connectTimer);
      socket?.close(1000, 'closed by client');
      socket = null;
    },
  };
}
