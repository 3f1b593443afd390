import { z } from 'zod';
import { REVIEW_RATING_MAX, REVIEW_RATING_MIN } from '../constants.js';
import { textOfHtml } from '../richText.js';

/**
 * Field rules that content types are built from. Multipart bodies arrive as strings, so number and
 * JSON rules accept both; every message names the field as the admin shows it.
 */

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Control characters (line breaks, tabs, NUL...): never in a field of one line. */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const CONTROL = /[\u0000-\u001f\u007f]/;

/**
 * A required field of one line (a name): like `requiredText`, and refusing control characters, so
 * a name can never add a line (a fake `Bcc:`) to an e-mail or a CSV that shows it.
 */
export const singleLine = (label: string, max: number) => requiredText(label, max).refine((v) => !CONTROL.test(v), `${label} must be one line, without control characters`);

/**
 * A rich-text field's rule: HTML up to four times `maxText` characters (markup is not the author's
 * to count), whose words are at least one and at most `maxText` characters.
 */
export const richText = (label: string, maxText: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .max(maxText * 4, `${label} is too long`)
    .superRefine((html, ctx) => {
      const length = textOfHtml(html).length;
      if (length === 0) ctx.addIssue({ code: 'custom', message: `${label} is required` });
      else if (length > maxText) ctx.addIssue({ code: 'custom', message: `${label} must be at most ${maxText} characters` });
    });

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`);

/** A number that may arrive as a string (multipart, query string, free-text inputs). */
export const numberInput = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? undefined : Number(v)) : v),
    z.number({ error: `${label} must be a number` }),
  );

/** A JSON value that may arrive as a JSON string (multipart). Invalid JSON fails the inner schema. */
export const jsonInput = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v;
    }
  }, schema);

export const booleanInput = z.preprocess(
  (v) => (v === 'true' ? true : v === 'false' ? false : v),
  z.boolean({ error: 'Expected true or false' }),
);

export const ratingSchema = numberInput('Rating').pipe(
  z
    .number()
    .min(REVIEW_RATING_MIN, `Rating must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`)
    .max(REVIEW_RATING_MAX, `Rating must be between ${REVIEW_RATING_MIN} and ${REVIEW_RATING_MAX}`)
    .refine((v) => Number.isInteger(v * 2), 'Rating must be in steps of 0.5'),
);

const phonePattern = /^[+()\d][\d\s()+-]{5,30}$/;

export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));

export const phoneSchema = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .max(32, 'Phone must be at most 32 characters')
  .regex(phonePattern, 'Enter a valid phone number');

export const httpsUrlOrEmpty = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(2000)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/i.test(v), `${label} must be an https:// address or empty`)
    .refine((v) => v === '' || plainHostOf(v), `${label} must name its host by a domain name (no wildcard, no IP address)`);

/**
 * The host of an https address when it is a plain domain name (`widget.example.com`): never a
 * wildcard, which would reach the pages' Content-Security-Policy as `https://*`, and never an IP
 * address (no certificate a browser trusts names one, and the CSP would pin an address).
 */
export function plainHostOf(url: string): string | undefined {
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    return undefined;
  }
  if (!/^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/i.test(host)) return undefined;
  return host;
}

/** A date, `YYYY-MM-DD` or ISO 8601 (a query's lower bound). */
export const dateInput = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .refine((v) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v)), `${label} must be a date (YYYY-MM-DD or ISO 8601)`)
    .transform((v) => new Date(v));

/** An optional upper date bound: a bare day (`YYYY-MM-DD`) means up to the end of that day; empty is none. */
export const dateUntilInput = (label: string) =>
  z
    .string()
    .optional()
    .transform((v, c) => {
      if (v === undefined || v.trim() === '') return undefined;
      const parsed = dateInput(label).safeParse(v);
      if (!parsed.success) {
        c.addIssue({ code: 'custom', message: `${label} must be a date (YYYY-MM-DD or ISO 8601)` });
        return z.NEVER;
      }
      return /^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? new Date(parsed.data.getTime() + 24 * 60 * 60 * 1000 - 1) : parsed.data;
    });
