import { randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { hashToken } from './sessions.js';

/**
 * Two-step sign-in with time-based codes (RFC 6238: six digits, 30-second steps, SHA-1, what every
 * authenticator app reads from a QR code). A code is accepted one step early or late (a phone's
 * clock drifts) and only once: the step of the last code used is kept, and no code of that step or
 * an earlier one works again.
 */
const PERIOD = 30;
const DIGITS = 6;

/** A new secret: 160 random bits, as the base32 text an app can also take typed in. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = '', issuer = '') => new TOTP({ issuer, label, algorithm: 'SHA1', digits: DIGITS, period: PERIOD, secret: Secret.fromBase32(secret) });

/** The `otpauth://` address an authenticator app reads from the QR code: the company, and the account's e-mail. */
export const totpUri = (secret: string, account: string, issuer: string): string => totpOf(secret, account, issuer).toString();

/** The QR code of an `otpauth://` address as an SVG document, drawn here: the secret never leaves the server for an outside service. */
export const qrSvg = (uri: string): Promise<string> => QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });

/**
 * The time step of `code` when it is right for `secret` now (within one step) and newer than
 * `lastStep`; null otherwise (wrong, stale, or used already).
 */
export function acceptedStep(secret: string, code: string, lastStep: number | null | undefined, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpOf(secret).validate({ token, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
  return lastStep != null && step <= lastStep ? null : step;
}

/** How many recovery codes an account gets; each works once, in place of a code. */
export const RECOVERY_CODE_COUNT = 10;

// Letters and digits that cannot be mistaken for one another when read off paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten new recovery codes, as shown once ("k7vq2-9xmwd"), and the hashes kept of them. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  return { codes, hashes: codes.map(recoveryCodeHash) };
}

/** A recovery code's hash, whatever its case, spaces or dash as typed. */
export const recoveryCodeHash = (code: string): string => hashToken(`recovery:${code.toLowerCase().replace(/[^a-z0-9]/g, '')}`);

/** The stored hashes of an account's unused recovery codes. */
export function recoveryHashesOf(stored: string | null | undefined): string[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}
