import { describe, expect, it, vi } from 'vitest';
import { connectRealtime } from '@itsite/shared/api';
import type { DesktopApi, DesktopLinkStatus, RealtimeFrame } from '@itsite/shared/contract';
import { BridgeSocket } from './bridgeSocket.js';

/** A fake of the bridge's realtime group, like the one a browser test injects as window.desktop. */
function fakeRealtime(initial: DesktopLinkStatus) {
  let status = initial;
  const statusListeners = new Set<(s: DesktopLinkStatus) => void>();
  const frameListeners = new Set<(f: RealtimeFrame) => void>();
  const realtime: DesktopApi['realtime'] = {
    status: async () => status,
    onStatus: (l) => {
      statusListeners.add(l);
      return () => statusListeners.delete(l);
    },
    onFrame: (l) => {
      frameListeners.add(l);
      return () => frameListeners.delete(l);
    },
  };
  return {
    realtime,
    setStatus(next: DesktopLinkStatus) {
      status = next;
      statusListeners.forEach((l) => l(next));
    },
    frame: (f: RealtimeFrame) => frameListeners.forEach((l) => l(f)),
    listeners: () => statusListeners.size + frameListeners.size,
  };
}

const frame: RealtimeFrame = {
  event: 'newContactMessage',
  data: { _id: 'm1', name: 'Asha', email: 'a@x.in', phone: '1', message: 'Hi', createdAt: '2025-06-01T10:00:00.000Z' },
};

describe('BridgeSocket', () => {
  it('opens at once when the main link is already online and delivers frames as JSON text', async () => {
    const fake = fakeRealtime('online');
    const socket = new BridgeSocket(fake.realtime);
    const onopen = vi.fn();
    const onmessage = vi.fn();
    socket.onopen = onopen;
    socket.onmessage = onmessage;
    await vi.waitFor(() => expect(onopen).toHaveBeenCalled());
    expect(socket.readyState).toBe(1);
    fake.frame(frame);
    expect(onmessage).toHaveBeenCalledWith({ data: JSON.stringify(frame) });
  });

  it('waits while the link is down, opens when it is back, closes when it drops again', async () => {
    const fake = fakeRealtime('offline');
    const socket = new BridgeSocket(fake.realtime);
    const events: string[] = [];
    socket.onopen = () => events.push('open');
    socket.onclose = () => events.push('close');
    await Promise.resolve();
    expect(socket.readyState).toBe(0);
    fake.setStatus('online');
    fake.setStatus('offline');
    expect(events).toEqual(['open', 'close']);
    expect(socket.readyState).toBe(3);
    expect(fake.listeners()).toBe(0);
  });

  it('closes when the user signs out, and on close() without leaking listeners', () => {
    const fake = fakeRealtime('connecting');
    const a = new BridgeSocket(fake.realtime);
    const onclose = vi.fn();
    a.onclose = onclose;
    fake.setStatus('idle');
    expect(onclose).toHaveBeenCalledTimes(1);
    const b = new BridgeSocket(fake.realtime);
    b.close();
    b.close();
    expect(fake.listeners()).toBe(0);
  });

  it("drives the shared realtime client: frames reach the screen, and it re-fetches after the main link's reconnection", async () => {
    const fake = fakeRealtime('online');
    const frames: RealtimeFrame[] = [];
    const onReconnect = vi.fn();
    const conn = connectRealtime({
      open: () => new BridgeSocket(fake.realtime),
      onFrame: (f) => frames.push(f),
      onReconnect,
      minDelayMs: 5,
      maxDelayMs: 10,
    });
    await vi.waitFor(() => expect(fake.listeners()).toBe(2));
    await new Promise((r) => setTimeout(r, 0));
    fake.frame(frame);
    expect(frames).toEqual([frame]);
    fake.setStatus('offline');
    fake.setStatus('online');
    await vi.waitFor(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    conn.close();
    expect(fake.listeners()).toBe(0);
  });
});
