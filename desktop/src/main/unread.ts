/**
 * Leads not yet looked at. Goes up with each new lead (live or caught up), back to zero when the
 * contact messages screen is shown; listeners update the tray, the badge and the page.
 */
export class UnreadCounter {
  private value: number;
  private readonly listeners = new Set<(count: number) => void>();

  constructor(initial = 0) {
    this.value = Number.isSafeInteger(initial) && initial > 0 ? initial : 0;
  }

  get count(): number {
    return this.value;
  }

  add(n = 1): void {
    if (!Number.isSafeInteger(n) || n <= 0) return;
    this.set(this.value + n);
  }

  markAllRead(): void {
    this.set(0);
  }

  /** The server's count of the caller's unread leads (read marks are kept per person there). */
  sync(count: number): void {
    if (!Number.isSafeInteger(count) || count < 0) return;
    this.set(count);
  }

  subscribe(listener: (count: number) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(next: number): void {
    if (next === this.value) return;
    this.value = next;
    for (const listener of this.listeners) listener(next);
  }
}
