import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterStore } from '../auth/limiters.js';

export interface TokenlessLimits {
  /** Submissions without a form token per window from all addresses together. */
  total: number;
  /** Submissions without a form token per window from one address. */
  perAddress: number;
  windowSeconds: number;
}

/**
 * The allowance of submissions that skip the form token (API clients, and bots). A person on the
 * site's forms always has a token, and a token costs a visitor the form's minimum time and carries
 * one message; a submission without one must not be the easier path, so such submissions get a
 * small allowance, per address and across all addresses together, and past it are stored as spam
 * (answered like any other, as the spam screen does). Counted where `limiters` keeps counts.
 */
export class TokenlessAllowance {
  private readonly total: RateLimiterAbstract | null;
  private readonly perAddress: RateLimiterAbstract | null;

  /** A limit of 0 is no limit (the benchmark's load generator posts thousands from one address). */
  constructor(limits: TokenlessLimits, limiters: LimiterStore = memoryLimiters()) {
    const make = (name: string, points: number) => (points > 0 ? limiters.make(name, { points, duration: limits.windowSeconds }) : null);
    this.total = make('tokenless:total', limits.total);
    this.perAddress = make('tokenless:address', limits.perAddress);
  }

  /** Takes one tokenless submission's place; false when the address's or everyone's allowance is used up. */
  async take(address: string): Promise<boolean> {
    try {
      await this.perAddress?.consume(address);
      await this.total?.consume('all');
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }
}
