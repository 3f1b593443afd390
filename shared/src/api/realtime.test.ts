import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectRealtime, reconnectDelay, type SocketLike } from './realtime.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  closedByClient = false;
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  drop() {
    this.readyState = 3;
    this.onclose?.({});
  }
  close() {
    this.closedByClient = true;
    this.drop();
  }
}

describe('reconnectDelay', () => {
  it('grows from 1 s and never exceeds 5 s', () => {
    expect([0, 1, 2, 3, 4, 10].map((n) => reconnectDelay(n))).toEqual([1000, 2000, 4000, 5000, 5000, 5000]);
  });
});

describe('connectRealtime', () => {
  let sockets: FakeSocket[];
  beforeEach(() => {
    vi.useFakeTimers();
    sockets = [];
  });
  afterEach(() => vi.useRealTimers());

  const start = (extra: Partial<Parameters<typeof connectRealtime>[0]> = {}) => {
    const frames: unknown[] = [];
    const statuses: string[] = [];
    const onReconnect = vi.fn();
    const conn = connectRealtime({
      open: () => {
        const s = new FakeSocket();
        sockets.push(s);
        return s;
      },
      onFrame: (f) => frames.push(f),
      onStatus: (s) => statuses.push(s),
      onReconnect,
      ...extra,
    });
    return { conn, frames, statuses, onReconnect };
  };

  it('passes valid frames on and ignores garbage', () => {
    const { frames } = start();
    sockets[0].open();
    sockets[0].onmessage?.({ data: JSON.stringify({ event: 'newContactMessage', data: { _id: '1' } }) });
    sockets[0].onmessage?.({ data: 'not json' });
    sockets[0].onmessage?.({ data: JSON.stringify({ nope: true }) });
    expect(frames).toEqual([{ event: 'newContactMessage', data: { _id: '1' } }]);
  });

  it('reconnects after 1 s, then 2 s, ..., and asks for a catch-up after reconnecting', () => {
    const { statuses, onReconnect } = start();
    sockets[0].open();
    sockets[0].drop();
    expect(statuses.at(-1)).toBe('offline');
    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    sockets[1].drop();
    vi.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);
    expect(onReconnect).not.toHaveBeenCalled();
    sockets[2].open();
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(statuses.at(-1)).toBe('open');
  });

  it('gives up a connection attempt that hangs for 20 s and tries again', () => {
    start();
    vi.advanceTimersByTime(20_000);
    expect(sockets[0].closedByClient).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good when closed', () => {
    const { conn } = start();
    sockets[0].open();
    conn.close();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });
});
