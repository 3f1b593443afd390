import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed-login throttle: after `maxFailures` failures for one address and account within the window,
 * further attempts are refused (429) until the window passes. A success clears the count.
 */
export class LoginThrottle {
  private readonly failures: RateLimiterMemory;

  constructor(maxFailures: number, windowSeconds: number) {
    this.failures = new RateLimiterMemory({ points: maxFailures, duration: windowSeconds, blockDuration: windowSeconds });
  }

  private key(ip: string, login: string) {
    return `${ip}|${login.trim().toLowerCase()}`;
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
  async retryAfter(ip: string, login: string): Promise<number> {
    const res = await this.failures.get(this.key(ip, login));
    if (!res || res.remainingPoints > 0) return 0;
    return Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  }

  async fail(ip: string, login: string): Promise<void> {
    try {
      await this.failures.consume(this.key(ip, login));
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
    }
  }

  async succeed(ip: string, login: string): Promise<void> {
    await this.failures.delete(this.key(ip, login));
  }
}
