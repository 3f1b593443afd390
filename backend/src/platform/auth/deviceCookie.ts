import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie a browser keeps once it has signed in to an account (sent only to the sign-in call). */
export const DEVICE_COOKIE = 'itsite_device';
export const DEVICE_COOKIE_PATH = '/api/v1/login';
export const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Signed device cookies (OWASP's "device cookies" against account lockout): after a right password
 * the browser gets `<account>.<device id>.<mac>`; a later sign-in to that account that presents it is
 * a known device, which keeps its own allowance of wrong guesses when the account's ceiling for
 * unknown devices is reached. Signed with the server's secret, so it cannot be made up, and bound to
 * the account, so one account's cookie says nothing about another's.
 */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    // A key of its own, derived from the server's secret (the form tokens' one), never the same bytes.
    this.key = createHmac('sha256', serverSecret).update('device-cookie').digest();
  }

  private mac(userId: string, device: string): string {
    return createHmac('sha256', this.key).update(`${userId}.${device}`).digest('base64url');
  }

  /** A new cookie value for `userId`. */
  issue(userId: string): string {
    const device = randomBytes(12).toString('base64url');
    return `${userId}.${device}.${this.mac(userId, device)}`;
  }

  /** The device id when `value` is a cookie this server issued for `userId`, else null. */
  deviceOf(value: string | undefined, userId: string): string | null {
    if (!value || value.length > 200) return null;
    const parts = value.split('.');
    if (parts.length !== 3) return null;
    const [owner, device, mac] = parts as [string, string, string];
    if (owner !== userId || !/^[\w-]{16}$/.test(device)) return null;
    const expected = Buffer.from(this.mac(userId, device));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected) ? device : null;
  }
}
