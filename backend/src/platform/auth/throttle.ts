import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { memoryLimiters, type LimiterStore } from './limiters.js';

/** Which limit refused a guess: the address and account pair, the address, the account as a whole, or a known device. */
export type LimitName = 'pair' | 'address' | 'account' | 'device';

export interface Refusal {
  /** Seconds until a guess may be tried again. */
  seconds: number;
  limit: LimitName;
}

/**
 * Where a sign-in comes from, for the account-wide ceiling: a device that has signed in to the
 * account before (its signed device cookie's id) or an unknown one (null).
 */
export interface SignInDevice {
  device: string | null;
}

export interface ThrottleLimits {
  /** Wrong guesses per address and account in a window (ten times that per address). */
  maxFailures: number;
  windowSeconds: number;
  /** Wrong passwords per account in a window from all unknown devices together. */
  accountMaxFailures: number;
}

/**
 * Failed-login throttle. Each guess reserves its slot before the password is checked, so however
 * many arrive at once, at most `maxFailures` guesses per address and account are ever evaluated in
 * a window (and ten times that per address across any accounts); beyond that the pair is refused
 * (429) until the window passes. A success gives its slot back and clears the pair's count.
 *
 * A sign-in also counts against its account as a whole, so guesses spread over many addresses (a
 * botnet's) stop at `accountMaxFailures` per window. That ceiling cannot lock the owner out: a
 * device that has signed in to the account before (OWASP's "device cookies") is not counted in it
 * but has an allowance of its own, `maxFailures` per window.
 *
 * `account` is what the login resolves to: the account's id when one matches, else the login
 * normalised the way the lookup normalises it, so "+91 98765 43210" and "+91-98765-43210" count
 * as one.
 *
 * The counts live where `limiters` keeps them: in Redis with several instances, so guesses spread
 * over the instances behind a proxy are counted together (platform/auth/limiters.ts).
 */
export class LoginThrottle {
  private readonly perPair: RateLimiterAbstract;
  private readonly perAddress: RateLimiterAbstract;
  private readonly perAccount: RateLimiterAbstract;
  private readonly perDevice: RateLimiterAbstract;
  private readonly ceilingNotices: RateLimiterAbstract;

  constructor(
    readonly limits: ThrottleLimits,
    limiters: LimiterStore = memoryLimiters(),
  ) {
    const { maxFailures, windowSeconds: duration, accountMaxFailures } = limits;
    this.perPair = limiters.make('login:pair', { points: maxFailures, duration, blockDuration: duration });
    this.perAddress = limiters.make('login:address', { points: maxFailures * 10, duration, blockDuration: duration });
    this.perAccount = limiters.make('login:account', { points: accountMaxFailures, duration, blockDuration: duration });
    this.perDevice = limiters.make('login:device', { points: maxFailures, duration, blockDuration: duration });
    this.ceilingNotices = limiters.make('login:ceiling-notice', { points: 1, duration });
  }

  private slots(ip: string, account: string, from?: SignInDevice) {
    const slots: Array<readonly [RateLimiterAbstract, string, LimitName]> = [
      [this.perPair, `${ip}|${account}`, 'pair'],
      [this.perAddress, ip, 'address'],
    ];
    if (from?.device) slots.push([this.perDevice, `${account}|${from.device}`, 'device']);
    else if (from) slots.push([this.perAccount, account, 'account']);
    return slots;
  }

  /**
   * Takes one guess's slots: the pair's, the address's, and for a sign-in (`from`) the account's or
   * the known device's. Returns null when the guess may be checked, else which limit refused it and
   * for how long (and takes nothing).
   */
  async reserve(ip: string, account: string, from?: SignInDevice): Promise<Refusal | null> {
    const taken: Array<readonly [RateLimiterAbstract, string, LimitName]> = [];
    for (const slot of this.slots(ip, account, from)) {
      try {
        await slot[0].consume(slot[1]);
        taken.push(slot);
      } catch (err) {
        if (!(err instanceof RateLimiterRes)) throw err;
        for (const [limiter, key] of taken) await limiter.reward(key, 1);
        return { seconds: Math.max(1, Math.ceil(err.msBeforeNext / 1000)), limit: slot[2] };
      }
    }
    return null;
  }

  /**
   * A guess that was no guess (refused for another reason, such as an expired ticket): its slots go
   * back, and the count of the guesses before it stays as it was.
   */
  async release(ip: string, account: string, from?: SignInDevice): Promise<void> {
    for (const [limiter, key] of this.slots(ip, account, from)) await limiter.reward(key, 1);
  }

  /**
   * A right password: the pair and the device start over, and the address and the account get their
   * slots back (the account's count of others' wrong guesses stays).
   */
  async succeed(ip: string, account: string, from?: SignInDevice): Promise<void> {
    for (const [limiter, key, name] of this.slots(ip, account, from)) {
      if (name === 'pair' || name === 'device') await limiter.delete(key);
      else await limiter.reward(key, 1);
    }
  }

  /** True the first time in a window the account's ceiling refuses a guess (its owner is told once). */
  async firstCeilingRefusal(account: string): Promise<boolean> {
    try {
      await this.ceilingNotices.consume(account);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }
}
