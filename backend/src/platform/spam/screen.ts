import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@itsite/shared/contract';
import { SettingsEntity } from '../../data/entities/index.js';
import { badRequest } from '../../kernel/errors.js';
import { loadLeadSettings } from '../../data/lead-settings.js';
import type { TokenlessAllowance } from './tokenless.js';

/**
 * The spam screen of visitors' writes (contact form, reviews). Spam is not refused: it is stored
 * as spam (a lead with status `spam`, a review as rejected) and answered exactly like a real
 * submission, so a bot learns nothing; it just never reaches staff or the public site.
 *
 * Signals:
 * - the honeypot field `website` (hidden from people, filled by bots) is not empty;
 * - the signed "form shown at" token (`formToken`, from GET /api/v1/form-token or the form's page)
 *   says the form was sent faster than a person could (FORM_MIN_SECONDS), or was forged; or it has
 *   already carried a message or review (each token carries one: formTokenUses.ts). A submission
 *   WITHOUT a token (API clients, bots; an expired token, older than a day, counts as none) cannot
 *   be judged by timing, so it gets no easier path: a small allowance per address and across all
 *   addresses (tokenless.ts), past which it is spam;
 * - content: more than MAX_LINKS links, script-like text (`<script`, `javascript:`), or one of the
 *   spam phrases kept in the lead settings.
 */
export interface SpamVerdict {
  spam: boolean;
  /** Why, for the logs (never sent to the visitor). */
  reasons: string[];
  /** The valid token the submission carried: the command records its one use (formTokenUses.ts). */
  token?: string;
}

export { FORM_TOKEN_FIELD, HONEYPOT_FIELD };
export const MAX_LINKS = 3;
const TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const FORM_SECRET_ROW_ID = 'form-secret';

export type TokenCheck = 'missing' | 'ok' | 'tooFast' | 'invalid' | 'expired';

/** Issues and checks "form shown at" tokens: `<issued ms, base 36>.<HMAC-SHA256 of it>`. */
export class FormTokens {
  constructor(
    private readonly secret: string,
    private readonly minMs: number,
  ) {}

  private sign(issued: string): string {
    return createHmac('sha256', this.secret).update(`form:${issued}`).digest('base64url');
  }

  /** A new token: its issue time, a random part (no two views share one), and their signature. */
  issue(now = Date.now()): string {
    const signed = `${now.toString(36)}.${randomBytes(9).toString('base64url')}`;
    return `${signed}.${this.sign(signed)}`;
  }

  check(token: unknown, now = Date.now()): TokenCheck {
    if (token === undefined || token === null || token === '') return 'missing';
    if (typeof token !== 'string' || token.length > 200) return 'invalid';
    const parts = token.split('.');
    // `<issued>.<random>.<mac>`; `<issued>.<mac>` from before tokens had a random part (valid for their day).
    if (parts.length !== 3 && parts.length !== 2) return 'invalid';
    const mac = parts.pop()!;
    const signed = parts.join('.');
    const issued = parts[0];
    if (!mac || !/^[0-9a-z]{1,12}$/.test(issued) || (parts[1] !== undefined && !/^[\w-]{12}$/.test(parts[1]))) return 'invalid';
    const expected = Buffer.from(this.sign(signed));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    const age = now - parseInt(issued, 36);
    if (age < 0) return 'invalid';
    if (age > TOKEN_MAX_AGE_MS) return 'expired';
    return age < this.minMs ? 'tooFast' : 'ok';
  }
}

/**
 * The secret that signs form tokens: FORM_TOKEN_SECRET, or else one generated once and kept in the
 * database, so every instance over that database accepts the tokens the others issue.
 */
export async function formTokenSecret(db: DataSource, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const repo = db.getRepository(SettingsEntity);
  const read = async () => (await repo.findOneBy({ id: FORM_SECRET_ROW_ID }))?.data;
  const existing = await read();
  if (existing) return existing;
  await repo
    .createQueryBuilder()
    .insert()
    .values({ id: FORM_SECRET_ROW_ID, data: randomBytes(32).toString('base64url'), updatedAt: new Date() })
    .orIgnore()
    .execute();
  // Another instance starting at the same moment may have won: everyone uses the stored one.
  const stored = await read();
  if (!stored) throw new Error('could not store the form token secret');
  return stored;
}

const LINK = /\bhttps?:\/\/|\bwww\./gi;
const SCRIPT_LIKE = /<\s*script|javascript\s*:/i;

/** Content signals over a submission's texts. */
export function contentSignals(texts: string[], phrases: string[]): string[] {
  const reasons: string[] = [];
  const all = texts.join('\n');
  if ((all.match(LINK) ?? []).length > MAX_LINKS) reasons.push('links');
  if (SCRIPT_LIKE.test(all)) reasons.push('script');
  const lower = all.toLowerCase();
  const phrase = phrases.find((p) => p.trim() !== '' && lower.includes(p.trim().toLowerCase()));
  if (phrase !== undefined) reasons.push('phrase');
  return reasons;
}

/** Deeper than this, a visitor's form body is no form: refused (400) before anything reads it. */
export const MAX_BODY_DEPTH = 16;

/**
 * Every string in a body, walked without recursion (so no depth can overflow the stack); a body
 * nested deeper than MAX_BODY_DEPTH is refused with a 400.
 */
function stringsOf(root: unknown): string[] {
  const out: string[] = [];
  const stack: Array<[unknown, number]> = [[root, 0]];
  while (stack.length) {
    const [value, depth] = stack.pop()!;
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object') {
      if (depth >= MAX_BODY_DEPTH) throw badRequest(`The request is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`);
      for (const child of Array.isArray(value) ? value : Object.values(value)) stack.push([child, depth + 1]);
    }
  }
  return out;
}

/** Judges a visitor's submission (the raw JSON body, before validation). */
export async function screenSubmission(
  deps: { db: DataSource; formTokens: FormTokens; tokenless: TokenlessAllowance },
  body: unknown,
  address: string,
  now = Date.now(),
): Promise<SpamVerdict> {
  const fields: Record<string, unknown> = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const reasons: string[] = [];
  const honeypot = fields[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== '') reasons.push('honeypot');
  const token = deps.formTokens.check(fields[FORM_TOKEN_FIELD], now);
  if (token === 'tooFast' || token === 'invalid') reasons.push(`token:${token}`);
  if ((token === 'missing' || token === 'expired') && !(await deps.tokenless.take(address))) reasons.push('token:none-left');
  const texts = Object.entries(fields)
    .filter(([name]) => name !== HONEYPOT_FIELD && name !== FORM_TOKEN_FIELD)
    .flatMap(([, value]) => stringsOf(value));
  const { spamPhrases } = await loadLeadSettings(deps.db);
  reasons.push(...contentSignals(texts, spamPhrases));
  return { spam: reasons.length > 0, reasons, ...(token === 'ok' && { token: fields[FORM_TOKEN_FIELD] as string }) };
}
