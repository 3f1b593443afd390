import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_EVENT_AREAS, REALTIME_PATH, SESSION_COOKIE, mayUse, type Role } from '@itsite/shared/contract';
import { liveSessions, resolveSession, type ResolvedSession } from '../auth/sessions.js';
import { mustSetUpTwoFactor } from '../auth/twoStepRule.js';
import type { AppDeps } from '../../kernel/context.js';
import { bearerToken } from '../http/auth.js';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        // A malformed %-escape is no session: the upgrade is refused as unauthenticated.
        return undefined;
      }
    }
  }
  return undefined;
}

function refuse(socket: Duplex, status: number, text: string) {
  socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
}

/** A cookie-authenticated socket must come from a page of this site (no cross-site hijacking). */
function sameOrigin(req: IncomingMessage): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

/** The staff session the upgrade carries (bearer token, or a same-site session cookie), or null. */
async function staffSession(deps: AppDeps, req: IncomingMessage): Promise<ResolvedSession | null> {
  const bearer = bearerToken(req.headers.authorization);
  if (bearer === null) return null;
  const token = bearer ?? cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!token) return null;
  if (!bearer && !sameOrigin(req)) return null;
  return resolveSession(deps.db, deps.config, token);
}

/** Close code of a socket whose session ended (logout, expiry, revocation, a deactivated account). */
export const SESSION_ENDED_CODE = 4401;
/** How often every socket's session is checked again, besides before each event. */
const SWEEP_MS = 15_000;
/** setTimeout's longest delay. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface RealtimeServer {
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * WebSocket endpoint at /api/v1/realtime for signed-in staff (session cookie or bearer token).
 * Every event on the bus is sent as `{ event, data }` to each socket whose session is still live,
 * whose account is still active, and whose role (read again before each event) may use the event's
 * area (REALTIME_EVENT_AREAS: new leads reach admin and sales only). A socket whose session ended
 * is closed (code 4401) at once when the bus says so (logout or deactivation on any instance), at
 * its expiry, and by a sweep every 15 s (sessions deleted elsewhere).
 */
export function attachRealtime(server: Server, deps: AppDeps): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
    socket.on('error', () => socket.destroy());
    // An account that must first set up a required second step gets no events (403), as its API calls.
    const admitted = async () => {
      const found = await staffSession(deps, req);
      return found && (await mustSetUpTwoFactor(deps.db, found.user)) ? 'set up two-step sign-in first' : found;
    };
    admitted().then(
      (found) => {
        if (!found) return refuse(socket, 401, 'Unauthorized');
        if (typeof found === 'string') return refuse(socket, 403, 'Forbidden');
        wss.handleUpgrade(req, socket, head, (ws) => {
          track(ws, found.session.id, found.session.expiresAt);
          wss.emit('connection', ws, req);
        });
      },
      (err: unknown) => {
        deps.logger.error({ err }, 'realtime authentication failed');
        refuse(socket, 503, 'Service Unavailable');
      },
    );
  });

  const alive = new WeakSet<WebSocket>();
  wss.on('connection', (ws: WebSocket) => {
    alive.add(ws);
    ws.on('pong', () => alive.add(ws));
    ws.on('error', () => ws.terminate());
  });

  // Each socket's session, and a timer that checks it again when it is due to expire.
  const sessionOf = new Map<WebSocket, { id: string; expiry?: ReturnType<typeof setTimeout> }>();

  function end(ws: WebSocket) {
    const entry = sessionOf.get(ws);
    if (entry?.expiry) clearTimeout(entry.expiry);
    sessionOf.delete(ws);
    if (ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING) ws.close(SESSION_ENDED_CODE, 'Session ended');
  }

  function track(ws: WebSocket, id: string, expiresAt: Date) {
    const entry: { id: string; expiry?: ReturnType<typeof setTimeout> } = { id };
    sessionOf.set(ws, entry);
    schedule(ws, entry, expiresAt);
    ws.on('close', () => {
      if (entry.expiry) clearTimeout(entry.expiry);
      sessionOf.delete(ws);
    });
  }

  function schedule(ws: WebSocket, entry: { expiry?: ReturnType<typeof setTimeout> }, expiresAt: Date) {
    if (entry.expiry) clearTimeout(entry.expiry);
    entry.expiry = setTimeout(() => void sweep([ws]), Math.min(MAX_TIMER_MS, Math.max(0, expiresAt.getTime() - Date.now()) + 50));
    entry.expiry.unref();
  }

  /** Closes those of `sockets` whose session is no longer live; returns the rest, with their account's role now. */
  async function sweep(sockets: Iterable<WebSocket> = sessionOf.keys()): Promise<Array<{ ws: WebSocket; role: Role }>> {
    const list = [...sockets].filter((ws) => sessionOf.has(ws));
    const live = await liveSessions(deps.db, [...new Set(list.map((ws) => sessionOf.get(ws)?.id ?? ''))]);
    const kept: Array<{ ws: WebSocket; role: Role }> = [];
    for (const ws of list) {
      const entry = sessionOf.get(ws);
      const session = entry && live.get(entry.id);
      if (!entry || !session) {
        end(ws);
        continue;
      }
      // A session extended by its owner's HTTP calls is checked again at its new expiry.
      schedule(ws, entry, session.expiresAt);
      kept.push({ ws, role: session.role });
    }
    return kept;
  }

  const sweepSafely = (sockets?: Iterable<WebSocket>) =>
    sweep(sockets).catch((err: unknown) => {
      // Without an answer from the database, nothing is sent: a lost event is re-fetched on reconnect.
      deps.logger.error({ err }, 'realtime session check failed');
      return [] as Array<{ ws: WebSocket; role: Role }>;
    });

  // Events keep their order: each waits for the one before it.
  let delivering = Promise.resolve();
  const unsubscribe = deps.bus.subscribe((frame) => {
    const text = JSON.stringify(frame);
    const area = REALTIME_EVENT_AREAS[frame.event];
    delivering = delivering.then(async () => {
      for (const { ws, role } of await sweepSafely()) if (ws.readyState === ws.OPEN && area && mayUse(role, area)) ws.send(text);
    });
  });

  // Events published elsewhere during a Redis outage never reached this instance: the sockets
  // reconnect, and their clients re-fetch what they show (as after any reconnection).
  const stopResumed = deps.bus.onResumed(() => {
    for (const ws of wss.clients) ws.close(1012, 'Reconnect to catch up');
  });

  const stopEnded = deps.bus.onSessionsEnded((ids) => {
    const ended = new Set(ids);
    for (const [ws, entry] of sessionOf) if (ended.has(entry.id)) end(ws);
  });

  const sweeper = setInterval(() => void sweepSafely(), SWEEP_MS);
  sweeper.unref();

  // Drop sockets that stopped answering pings (a laptop that went to sleep, a dead NAT mapping).
  const heartbeat = setInterval(() => {
    for (const ws of wss.clients) {
      if (!alive.has(ws)) {
        ws.terminate();
        continue;
      }
      alive.delete(ws);
      ws.ping();
    }
  }, 30_000);
  heartbeat.unref();

  return {
    clientCount: () => wss.clients.size,
    close: async () => {
      clearInterval(heartbeat);
      clearInterval(sweeper);
      unsubscribe();
      stopEnded();
      stopResumed();
      for (const entry of sessionOf.values()) if (entry.expiry) clearTimeout(entry.expiry);
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
