import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

/**
 * Failed-login throttle. After `maxFailures` failures for one address and account within the
 * window, that pair is refused (429) until the window passes; an address that fails ten times as
 * often across any accounts is refused too. A success clears the pair's count.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterMemory;
  private readonly perAddress: RateLimiterMemory;

  constructor(maxFailures: number, windowSeconds: number) {
    this.perAccount = new RateLimiterMemory({ points: maxFailures, duration: windowSeconds, blockDuration: windowSeconds });
    this.perAddress = new RateLimiterMemory({ points: maxFailures * 10, duration: windowSeconds, blockDuration: windowSeconds });
  }

  private key(ip: string, login: string) {
    return `${ip}|${login.trim().toLowerCase()}`;
  }

  /** Seconds to wait before trying again, or 0 when an attempt is allowed now. */
  async retryAfter(ip: string, login: string): Promise<number> {
    const results = await Promise.all([this.perAccount.get(this.key(ip, login)), this.perAddress.get(ip)]);
    const waits = results.filter((r) => r && r.remainingPoints <= 0).map((r) => Math.max(1, Math.ceil((r as RateLimiterRes).msBeforeNext / 1000)));
    return waits.length ? Math.max(...waits) : 0;
  }

  async fail(ip: string, login: string): Promise<void> {
    for (const [limiter, key] of [
      [this.perAccount, this.key(ip, login)],
      [this.perAddress, ip],
    ] as const) {
      try {
        await limiter.consume(key);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
      }
    }
  }

  async succeed(ip: string, login: string): Promise<void> {
    await this.perAccount.delete(this.key(ip, login));
  }
}
