import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocketServer, type WebSocket } from 'ws';
import type { DesktopLinkStatus, RealtimeFrame } from '@itsite/shared/contract';
import { nextLinkStatus, realtimeUrl, startRealtimeLink, type RealtimeLink } from './realtimeLink.js';

describe('nextLinkStatus', () => {
  it('shows connecting only until the link is first lost, then offline until it is back', () => {
    expect(nextLinkStatus('idle', 'connecting')).toBe('connecting');
    expect(nextLinkStatus('connecting', 'open')).toBe('online');
    expect(nextLinkStatus('online', 'offline')).toBe('offline');
    expect(nextLinkStatus('offline', 'connecting')).toBe('offline');
    expect(nextLinkStatus('offline', 'open')).toBe('online');
  });

  it('derives the socket address from the server origin', () => {
    expect(realtimeUrl('https://www.example.com')).toBe('wss://www.example.com/api/v1/realtime');
    expect(realtimeUrl('http://127.0.0.1:8080')).toBe('ws://127.0.0.1:8080/api/v1/realtime');
  });
});

describe('startRealtimeLink against a real WebSocket server', () => {
  const TOKEN = 'realtime-token';
  let http: Server;
  let wss: WebSocketServer;
  let origin: string;
  let accepting = true;
  const clients = new Set<WebSocket>();

  beforeAll(async () => {
    http = createServer();
    wss = new WebSocketServer({ noServer: true });
    http.on('upgrade', (req, socket, head) => {
      if (!accepting) return socket.destroy();
      if (req.url !== '/api/v1/realtime' || req.headers.authorization !== `Bearer ${TOKEN}`) {
        socket.end('HTTP/1.1 401 Unauthorized\r\nConnection: close\r\n\r\n');
        return;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        clients.add(ws);
        ws.on('close', () => clients.delete(ws));
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    for (const c of clients) c.terminate();
    wss.close();
    await new Promise<void>((resolve) => http.close(() => resolve()));
  });

  function start(token = TOKEN) {
    const statuses: DesktopLinkStatus[] = [];
    const frames: RealtimeFrame[] = [];
    const onOnline = vi.fn();
    const onUnauthorized = vi.fn();
    const link: RealtimeLink = startRealtimeLink({
      serverOrigin: origin,
      token,
      onFrame: (f) => frames.push(f),
      onStatus: (s) => statuses.push(s),
      onOnline,
      onUnauthorized,
      minDelayMs: 30,
      maxDelayMs: 60,
    });
    return { link, statuses, frames, onOnline, onUnauthorized };
  }

  it('connects with the bearer token, passes frames on, and catches up after each reconnection', async () => {
    const { link, statuses, frames, onOnline } = start();
    await vi.waitFor(() => expect(link.status()).toBe('online'));
    expect(onOnline).toHaveBeenCalledTimes(1);

    const frame: RealtimeFrame = {
      event: 'newContactMessage',
      data: { _id: 'm1', name: 'Asha', email: 'a@x.in', phone: '1', message: 'Hello', createdAt: '2025-06-01T10:00:00.000Z' },
    };
    for (const c of clients) c.send(JSON.stringify(frame));
    await vi.waitFor(() => expect(frames).toEqual([frame]));

    // The server goes away for a while: offline (no flicker back to "connecting"), then back.
    accepting = false;
    for (const c of clients) c.terminate();
    await vi.waitFor(() => expect(link.status()).toBe('offline'));
    await new Promise((r) => setTimeout(r, 200));
    expect(link.status()).toBe('offline');
    accepting = true;
    await vi.waitFor(() => expect(link.status()).toBe('online'));
    expect(onOnline).toHaveBeenCalledTimes(2);
    expect(statuses).toEqual(['connecting', 'online', 'offline', 'online']);

    link.close();
    await vi.waitFor(() => expect(clients.size).toBe(0));
  });

  it('reports a refused token instead of retrying in silence', async () => {
    const { link, onUnauthorized } = start('expired-token');
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
    expect(link.status()).not.toBe('online');
    link.close();
  });

  it('stops for good when closed', async () => {
    const { link, statuses } = start();
    await vi.waitFor(() => expect(link.status()).toBe('online'));
    link.close();
    await new Promise((r) => setTimeout(r, 150));
    expect(clients.size).toBe(0);
    expect(statuses.at(-1)).toBe('online');
  });
});
