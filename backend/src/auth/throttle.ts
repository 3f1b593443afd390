import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterStore } from './limiters.js';

/**
 * Failed-login throttle. Each guess reserves its slot before the password is checked, so however
 * many arrive at once, at most `maxFailures` guesses per address and account are ever evaluated in
 * a window (and ten times that per address across any accounts); beyond that the pair is refused
 * (429) until the window passes. A success gives its slot back and clears the pair's count.
 *
 * `account` is what the login resolves to: the account's id when one matches, else the login
 * normalised the way the lookup normalises it, so "+91 98765 43210" and "+91-98765-43210" count
 * as one.
 *
 * The counts live where `limiters` keeps them: in Redis with several instances, so guesses spread
 * over the instances behind a proxy are counted together (auth/limiters.ts).
 */
export class LoginThrottle {
  private readonly perAccount: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;

  constructor(maxFailures: number, windowSeconds: number, limiters: LimiterStore = memoryLimiters()) {
    this.perAccount = limiters.make('login:pair', { points: maxFailures, duration: windowSeconds, blockDuration: windowSeconds });
    this.perAddress = limiters.make('login:address', { points: maxFailures * 10, duration: windowSeconds, blockDuration: windowSeconds });
  }

  private slots(ip: string, account: string) {
    return [
      [this.perAccount, `${ip}|${account}`],
      [this.perAddress, ip],
    ] as const;
  }

  /**
   * Takes one guess's slot for the pair and the address. Returns 0 when the guess may be checked,
   * else the seconds to wait (and takes nothing).
   */
  async reserve(ip: string, account: string): Promise<number> {
    const taken: Array<readonly [RateLimiterAbstract, string]> = [];
    for (const slot of this.slots(ip, account)) {
      try {
        await slot[0].consume(slot[1]);
        taken.push(slot);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        for (const [limiter, key] of taken) await limiter.reward(key, 1);
        return Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      }
    }
    return 0;
  }

  /**
   * A guess that was no guess (refused for another reason, such as an expired ticket): its slots go
   * back, and the count of the guesses before it stays as it was.
   */
  async release(ip: string, account: string): Promise<void> {
    for (const [limiter, key] of this.slots(ip, account)) await limiter.reward(key, 1);
  }

  /** A right password: the pair starts over and the address gets its slot back. */
  async succeed(ip: string, account: string): Promise<void> {
    const [[pair, pairKey], [address, addressKey]] = this.slots(ip, account);
    await pair.delete(pairKey);
    await address.reward(addressKey, 1);
  }
}
