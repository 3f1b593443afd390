import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { REALTIME_PATH, SESSION_COOKIE } from '@itsite/shared/contract';
import { resolveSession } from '../auth/sessions.js';
import type { AppDeps } from '../context.js';
import { bearerToken } from '../middlewares/auth.js';

function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
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

async function isAdmin(deps: AppDeps, req: IncomingMessage): Promise<boolean> {
  const bearer = bearerToken(req.headers.authorization);
  if (bearer === null) return false;
  const token = bearer ?? cookieValue(req.headers.cookie, SESSION_COOKIE);
  if (!token) return false;
  if (!bearer && !sameOrigin(req)) return false;
  const found = await resolveSession(deps.db, deps.config, token);
  return found?.user.role === 'admin';
}

export interface RealtimeServer {
  clientCount(): number;
  close(): Promise<void>;
}

/**
 * WebSocket endpoint at /api/v1/realtime for admins only (session cookie or bearer token). Every
 * event on the bus is sent to every connected admin as `{ event, data }`.
 */
export function attachRealtime(server: Server, deps: AppDeps): RealtimeServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (req.url ?? '').split('?')[0];
    if (path !== REALTIME_PATH) return refuse(socket, 404, 'Not Found');
    socket.on('error', () => socket.destroy());
    isAdmin(deps, req).then(
      (ok) => {
        if (!ok) return refuse(socket, 401, 'Unauthorized');
        wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
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

  const unsubscribe = deps.bus.subscribe((frame) => {
    const text = JSON.stringify(frame);
    for (const ws of wss.clients) if (ws.readyState === ws.OPEN) ws.send(text);
  });

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
      unsubscribe();
      for (const ws of wss.clients) ws.close(1001, 'Server shutting down');
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
