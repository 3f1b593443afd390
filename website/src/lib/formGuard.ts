import { ApiError, messageFor } from '@itsite/shared/api';

/**
 * What keeps a visitor's form from losing their words or sending them twice (shared/docs/api.md,
 * "Spam screen" and "Idempotency-Key"): one Idempotency-Key per filled form, the same on every retry
 * of the same content, a new one once it was sent or the text changed.
 */
export class IdempotencyKeys {
  private key: string | null;
  private content: string | null = null;

  /**
   * `seed`: the key the server gave this view of the page (its native form carries it), used for
   * the first content sent, so a post the browser already sent natively and the script's send of
   * the same words are one submission.
   */
  constructor(
    private readonly newKey: () => string = randomKey,
    seed?: string,
  ) {
    this.key = seed ?? null;
  }

  /** The key for this content: the previous one when the content is unchanged (a retry). */
  keyFor(content: string): string {
    if (this.key !== null && this.content === null) this.content = content;
    if (this.key === null || this.content !== content) {
      this.key = this.newKey();
      this.content = content;
    }
    return this.key;
  }

  /** After a successful send: the next submission is a new one. */
  done(): void {
    this.key = null;
    this.content = null;
  }
}

/** crypto.randomUUID where the browser offers it (secure pages), else 128 random bits in hex. */
export function randomKey(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function wait(seconds: number | undefined, fallback: string): string {
  if (!seconds) return fallback;
  if (seconds < 90) return `in ${Math.ceil(seconds)} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'in a minute' : `in ${minutes} minutes`;
}

/**
 * Why a send failed, and that the visitor's text is still there to send again: the network (offline),
 * too many sends (429, with Retry-After), the server away (502/503/504); else the server's own
 * sentence (a field it refused) or `fallback`. `network` keeps a form's established wording.
 */
export function sendFailureText(err: unknown, fallback: string, network: string): string {
  const kept = 'Your text is still here, so you can try again';
  if (err instanceof ApiError) {
    if (err.isNetworkError) return `${network} Nothing was sent (are you offline?). ${kept}.`;
    if (err.status === 429) return `Too many messages were sent from your connection. Nothing was sent. ${kept} ${wait(err.retryAfterSeconds, 'in a few minutes')}.`;
    if (err.status === 502 || err.status === 503 || err.status === 504) return `Our server is briefly unavailable. Nothing was sent. ${kept} ${wait(err.retryAfterSeconds, 'in a moment')}.`;
    if (err.status === 409) return `Your message is still being delivered. ${kept} in a moment; it will not be sent twice.`;
  }
  return messageFor(err, fallback, { network });
}
