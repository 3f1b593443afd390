import { randomUUID } from 'node:crypto';
import { bodyParser } from '@koa/bodyparser';
import compose from 'koa-compose';
import {
  endpoints,
  FORM_KEY_FIELD,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  MAX_QUANTITY,
  NATIVE_FORMS,
  nativeFormAt,
  quoteMessage,
  type Endpoint,
  type NativeFormName,
  type NativeFormState,
} from '@itsite/shared/contract';
import type { AppContext, AppMiddleware, AppRouteMiddleware } from '../kernel/context.js';
import { badRequest } from '../kernel/errors.js';
import { toErrorResponse } from '../platform/http/errors.js';
import { endpointChain } from '../platform/http/route.js';
import { sendContactMessage } from '../features/leads/index.js';
import { parseApplication, sendApplication } from '../features/applications/index.js';
import { submitReview } from '../features/reviews/index.js';
import { resolveAddress } from '../platform/content/slugs.js';
import type { PageResponder } from './static.js';

/**
 * The public forms without JavaScript (shared/docs/website.md#forms-without-javascript). Each page
 * with a form is rendered for one view with a fresh "form shown at" token and an Idempotency-Key in
 * hidden fields; the form posts `application/x-www-form-urlencoded` to the page's own address, and
 * that post is turned into the body the script would send and run through the chain of the same
 * JSON endpoint (per-address limit, Idempotency-Key, spam screen, schema, command). Then:
 *
 * - stored (201, or the first answer replayed for a resent post): 303 See Other to the form's
 *   thank-you page, so a reload or Back never sends it again;
 * - refused: the same page again, with the refusal's status (400, 409, 422, 429, ...), every value
 *   typed and each field's message beside it; the token of the first view is kept, so fixing a
 *   field never makes a person look like a bot.
 */

type Fields = Record<string, string>;

interface FormSpec {
  endpoint: Endpoint;
  handler: AppRouteMiddleware;
  /** The endpoint's body, from the form's fields (the spam screen's fields are added to it). */
  body(ctx: AppContext, fields: Fields): Promise<Record<string, unknown>> | Record<string, unknown>;
  /** A refusal's field of the endpoint's body that the form shows under another of its fields. */
  fieldOf?: Record<string, string>;
  /** The post is multipart/form-data with a file (an application's CV), parsed by this instead of as a plain form. */
  multipart?: (ctx: AppContext, next: () => Promise<void>) => Promise<void>;
}

const pick = (fields: Fields, names: readonly string[]) => Object.fromEntries(names.map((n) => [n, fields[n] ?? '']));

/** A quote for one product from its page: the message the cart would write, for that product at its current price. */
async function quoteBody(ctx: AppContext, f: Fields): Promise<Record<string, unknown>> {
  const found = f.product ? await resolveAddress(ctx.deps.db, 'product', f.product, false) : undefined;
  if (!found) throw badRequest('This product is not in our catalogue any more.', [{ path: 'product', message: 'This product is not in our catalogue any more' }]);
  const quantity = /^\d{1,4}$/.test(f.quantity ?? '') ? Number(f.quantity) : NaN;
  if (!(quantity >= 1 && quantity <= MAX_QUANTITY)) throw badRequest('Enter a quantity of 1 or more.', [{ path: 'quantity', message: `Enter a whole number from 1 to ${MAX_QUANTITY}` }]);
  const { name, price } = found.record;
  return { ...pick(f, ['name', 'email', 'phone']), message: quoteMessage([{ name, price, quantity }], f.note ?? ''), source: 'buyNow' };
}

const FORMS: Record<NativeFormName, FormSpec> = {
  contact: { endpoint: endpoints.sendContactMessage, handler: sendContactMessage, body: (_ctx, f) => pick(f, NATIVE_FORMS.contact.fields) },
  quote: { endpoint: endpoints.sendContactMessage, handler: sendContactMessage, body: quoteBody, fieldOf: { message: 'note' } },
  review: { endpoint: endpoints.submitReview, handler: submitReview, body: (_ctx, f) => pick(f, NATIVE_FORMS.review.fields) },
  // Posted to the role's own page (/careers/<slug>): the role is the address's last part.
  application: {
    endpoint: endpoints.sendApplication,
    handler: sendApplication,
    multipart: parseApplication,
    body: (ctx, f) => {
      Object.assign(ctx, { params: { slug: decodeURIComponent(ctx.path.slice(ctx.path.lastIndexOf('/') + 1)) } });
      return pick(f, NATIVE_FORMS.application.fields);
    },
  },
};

/** An Idempotency-Key as the API takes it (idempotency.ts). */
const KEY = /^[\x21-\x7e]{1,255}$/;

/** A form's state for a fresh view of its page: a new token and a new key. */
export function freshFormState(ctx: AppContext, form: NativeFormName): NativeFormState {
  return { form, token: ctx.deps.formTokens.issue(), key: randomUUID() };
}

/**
 * The top-level text fields of a parsed form body (a repeated or nested field is not a form's
 * field), with line breaks as the script sends them: a browser posts a textarea's as CR LF.
 */
function textFields(body: unknown): Fields {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return {};
  return Object.fromEntries(
    Object.entries(body)
      .filter((e): e is [string, string] => typeof e[1] === 'string')
      .map(([name, value]) => [name, value.replace(/\r\n?/g, '\n')]),
  );
}

/** The sentence a refused post shows above the form, with the visitor's text kept. */
function refusalText(status: number, message: string, hasFieldErrors: boolean): string {
  if (status === 400 && hasFieldErrors) return 'Please correct the marked fields. Nothing was sent yet; everything you typed is still here.';
  if (status === 422) return 'This form was already sent once with other words. Press the button again to send this version as a new message.';
  if (status === 409) return 'Your message is still being delivered. Wait a moment and press the button again; it will not be sent twice.';
  if (status >= 500) return 'Our server is briefly unavailable. Nothing was sent. Everything you typed is still here, so you can try again in a moment.';
  return `${message} Nothing was sent; everything you typed is still here.`;
}

const parseForm = bodyParser({ enableTypes: ['form'], formLimit: '100kb', encoding: 'utf-8' });

/** Answers the native posts of the website's forms (in front of the JSON body parser: these bodies are forms). */
export function nativeForms(pages: PageResponder): AppMiddleware {
  return async (ctx, next) => {
    const name = ctx.method === 'POST' ? nativeFormAt(ctx.path) : undefined;
    if (!name) {
      await next();
      return;
    }
    const spec = FORMS[name];
    // A multipart post that cannot be read (too large for the CV's bound, malformed) is the page
    // again with its refusal, as any other refused post (its fields never arrived).
    const unread: unknown = spec.multipart ? await spec.multipart(ctx, () => Promise.resolve()).then(() => undefined, (err: unknown) => err) : await parseForm(ctx, () => Promise.resolve());
    const fields = textFields(ctx.request.body);
    const given = fields[FORM_KEY_FIELD] ?? '';
    const key = KEY.test(given) ? given : randomUUID();
    const typed = pick(fields, NATIVE_FORMS[name].fields);

    let failure: { status: number; message: string; errors: Fields } | undefined;
    try {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- the multipart parse's failure, passed on as it came (typed unknown, {} once known truthy)
      if (unread) throw unread;
      ctx.state.nativeForm = name;
      ctx.state.idempotencyKey = key;
      const body = await spec.body(ctx, fields);
      ctx.request.body = { ...body, [FORM_TOKEN_FIELD]: fields[FORM_TOKEN_FIELD] ?? '', [HONEYPOT_FIELD]: fields[HONEYPOT_FIELD] ?? '' };
      await compose(endpointChain(spec.endpoint, [spec.handler]))(ctx as Parameters<AppRouteMiddleware>[0]);
    } catch (err) {
      const { status, body } = toErrorResponse(err, ctx.deps.logger);
      const errors: Fields = {};
      for (const e of body.errors ?? []) {
        const field = spec.fieldOf?.[e.path] ?? e.path;
        if ((NATIVE_FORMS[name].fields as readonly string[]).includes(field)) errors[field] ??= e.message;
      }
      failure = { status, message: refusalText(status, body.message, Object.keys(errors).length > 0), errors };
    }

    if (!failure && ctx.status >= 200 && ctx.status < 300) {
      ctx.body = null;
      ctx.redirect(NATIVE_FORMS[name].thanks);
      ctx.status = 303;
      return;
    }
    failure ??= { status: ctx.status, message: refusalText(ctx.status, 'Your message could not be sent.', false), errors: {} };
    // Keep the token of the view the visitor filled in (its time is when they started); a forged
    // or expired one is replaced. A key the server refused (422) is replaced, so pressing again sends anew.
    const check = ctx.deps.formTokens.check(fields[FORM_TOKEN_FIELD]);
    const token = check === 'ok' || check === 'tooFast' ? (fields[FORM_TOKEN_FIELD]) : ctx.deps.formTokens.issue();
    const form: NativeFormState = { form: name, token, key: failure.status === 422 ? randomUUID() : key, values: typed, errors: failure.errors, message: failure.message };
    ctx.body = null;
    if (!(await pages(ctx, { form, status: failure.status }))) {
      ctx.status = failure.status;
      ctx.body = { success: false, message: failure.message };
    }
  };
}
