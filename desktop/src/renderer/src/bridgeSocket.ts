import type { SocketLike } from '@itsite/shared/api';
import type { DesktopApi, DesktopLinkStatus, Unsubscribe } from '@itsite/shared/contract/desktop';

const CONNECTING = 0;
const OPEN = 1;
const CLOSED = 3;

/**
 * A WebSocket look-alike fed by the main process's realtime link, so the shared contact screen's
 * realtime client (reconnect, re-fetch after reconnect) works unchanged in the console:
 * - it opens when the main process's link is online (at once if it already is);
 * - it closes when an open link goes down or the user signs out; the shared client then
 *   reconnects, and the new socket opens when the link is back, which triggers the re-fetch;
 * - frames arrive as JSON text, like a WebSocket message.
 */
export class BridgeSocket implements SocketLike {
  readyState = CONNECTING;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  private readonly unsubscribe: Unsubscribe[];

  constructor(realtime: DesktopApi['realtime']) {
    this.unsubscribe = [
      realtime.onStatus((status) => this.follow(status)),
      realtime.onFrame((frame) => {
        if (this.readyState === OPEN) this.onmessage?.({ data: JSON.stringify(frame) });
      }),
    ];
    realtime.status().then(
      (status) => this.follow(status),
      () => this.finish(),
    );
  }

  close(): void {
    this.finish();
  }

  private follow(status: DesktopLinkStatus): void {
    if (this.readyState === CLOSED) return;
    if (status === 'online') {
      if (this.readyState !== CONNECTING) return;
      this.readyState = OPEN;
      this.onopen?.({});
      return;
    }
    // Still waiting for a link that is down: stay connecting (the shared client's 20 s timeout
    // closes us if it lasts). A link that was up and went down, or signing out, closes the socket.
    if (status === 'idle' || this.readyState === OPEN) this.finish();
  }

  private finish(): void {
    if (this.readyState === CLOSED) return;
    this.readyState = CLOSED;
    for (const off of this.unsubscribe) off();
    this.onclose?.({});
  }
}
