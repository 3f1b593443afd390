import { LessThan, type DataSource } from 'typeorm';
import type { AuditAction, AuditChanges, AuditSpec, Endpoint, Method } from '@itsite/shared/contract';
import type { AppContext, AppDeps, AppRouteMiddleware, Auth } from '../../kernel/context.js';
import { AuditEntryEntity, type User } from '../../data/entities/index.js';
import { newId } from '../../kernel/ids.js';

/**
 * The audit log (shared/docs/admin.md#audit-log). Entries are written here and nowhere else; the
 * application never updates or deletes one, except the prune of entries past the retention.
 */

/** What one entry records; `at` and the id are given when it is written. */
export interface AuditInput {
  action: AuditAction;
  /** Who did it; `system` for what the server did by itself (a scheduled item going public). */
  actor: Pick<User, 'id' | 'name'> | 'system' | null;
  ip: string | null;
  recordType?: string | null;
  recordId?: string | null;
  changes?: AuditChanges | null;
}

/** The actor's name of what the server did by itself. */
export const SYSTEM_ACTOR = 'System';

/** A field named like a credential is never recorded: neither its name nor its value. */
export const SECRET_FIELD = /password|token|secret|code/i;

/** Stored JSON stays within a TEXT column (64 KB) whatever the characters. */
const MAX_CHANGES_CHARS = 16_000;

const DEFAULT_ACTIONS: Record<Exclude<Method, 'GET'>, AuditAction> = { POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

/**
 * Writes one entry. Never fails the request it records: a database error is logged as a warning
 * and the caller goes on.
 */
export async function recordAudit(deps: Pick<AppDeps, 'db' | 'logger'>, entry: AuditInput, now = new Date()): Promise<void> {
  try {
    await deps.db.getRepository(AuditEntryEntity).insert({
      id: newId(now.getTime()),
      at: now,
      actorId: entry.actor === 'system' ? null : (entry.actor?.id ?? null),
      actorName: entry.actor === 'system' ? SYSTEM_ACTOR : (entry.actor?.name.slice(0, 100) ?? null),
      action: entry.action,
      recordType: entry.recordType ?? null,
      recordId: entry.recordId?.slice(0, 64) ?? null,
      ip: entry.ip?.slice(0, 64) ?? null,
      changes: serializeChanges(entry.changes),
    });
  } catch (err) {
    deps.logger.warn({ err, action: entry.action, recordType: entry.recordType }, 'audit entry not recorded');
  }
}

function serializeChanges(changes: AuditChanges | null | undefined): string | null {
  if (!changes || Object.keys(changes).length === 0) return null;
  const json = JSON.stringify(changes);
  if (json.length <= MAX_CHANGES_CHARS) return json;
  // Too long to keep whole (a long settings text): the names of the fields still say what changed.
  const { values: _values, before: _before, ...rest } = changes;
  const shorter = JSON.stringify(rest);
  return shorter.length <= MAX_CHANGES_CHARS ? shorter : JSON.stringify({ fields: changes.fields?.slice(0, 100) });
}

/** `value` without any property named like a credential, at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_FIELD.test(k))
        .map(([k, v]) => [k, withoutSecrets(v)]),
    );
  }
  return value;
}

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** The id of the record an answer carries: `data._id`, or the `_id` of its one record (`product`, `user`, ...). */
/** The id of the record an answer names (`{ product: { _id } }`, `{ data: { _id } }`), if any. */
export function answeredId(body: unknown): string | null {
  if (!isObject(body)) return null;
  const candidates = [body.data, ...Object.values(body)];
  const found = candidates.find((v) => isObject(v) && typeof v._id === 'string') as { _id: string } | undefined;
  return found?._id ?? null;
}

/** What a request did, as far as its audit entry is concerned. */
export interface AuditedRequest {
  method: Method;
  params: Record<string, string>;
  /** The parsed JSON or multipart fields. */
  body: unknown;
  /** Names of the file fields of a multipart body that carried files. */
  fileFields: string[];
  /** The answer sent. */
  answer: unknown;
  actor: Pick<User, 'id' | 'name'> | null;
  ip: string | null;
  /** Values before the change, when the handler noted them (`noteBefore`). */
  before?: Record<string, unknown>;
}

/**
 * The entry an endpoint's successful call records, or null (no declaration, or a bulk action it
 * does not record). Pure: everything it needs is in `spec` and `req`.
 */
export function auditEntryFor(spec: AuditSpec, req: AuditedRequest): AuditInput | null {
  if (req.method === 'GET') return null;
  const body = isObject(req.body) ? req.body : {};
  const sent = Object.keys(body).filter((k) => !SECRET_FIELD.test(k));
  let action: AuditAction = spec.action ?? DEFAULT_ACTIONS[req.method];
  const changes: AuditChanges = {};
  if (spec.bulk) {
    const named = spec.bulk.find((a) => a === body.action);
    if (!named) return null;
    action = named;
    if (Array.isArray(body.ids)) changes.ids = [...new Set(body.ids.filter((id): id is string => typeof id === 'string'))];
    const rest = sent.filter((k) => k !== 'action' && k !== 'ids');
    if (rest.length) {
      changes.fields = rest;
      changes.values = withoutSecrets(Object.fromEntries(rest.map((k) => [k, body[k]]))) as Record<string, unknown>;
    }
  } else {
    const fields = [...sent, ...req.fileFields.filter((f) => !sent.includes(f))];
    if (fields.length) changes.fields = fields;
    if (spec.values && sent.length) changes.values = withoutSecrets(Object.fromEntries(sent.map((k) => [k, body[k]]))) as Record<string, unknown>;
  }
  if (req.before) {
    const before = withoutSecrets(Object.fromEntries(Object.entries(req.before).filter(([k]) => sent.includes(k)))) as Record<string, unknown>;
    if (Object.keys(before).length) changes.before = before;
  }
  const param = req.params.id ?? Object.values(req.params)[0];
  const recordId = spec.self ? (req.actor?.id ?? null) : (param ?? answeredId(req.answer));
  return { action, actor: req.actor, ip: req.ip, recordType: spec.record, recordId, changes };
}

/**
 * Lets a handler give the values a change replaces (a role, an account's state), for the entry
 * its endpoint records.
 */
export function noteBefore(ctx: AppContext, before: Record<string, unknown>): void {
  ctx.state.auditBefore = before;
}

const actorOf = (auth: Auth | null | undefined) => (auth ? { id: auth.user.id, name: auth.user.name } : null);

/**
 * The middleware `route()` puts in front of the handlers of an endpoint that declares `audit`:
 * once the handler answered 2xx, the call is recorded (before the answer leaves, so whoever reads
 * the log next sees it). A refused or failed call records nothing.
 */
export function auditTrail(endpoint: Endpoint): AppRouteMiddleware | null {
  const spec = endpoint.audit;
  if (!spec) return null;
  return async (ctx, next) => {
    await next();
    if (ctx.status < 200 || ctx.status >= 300) return;
    const files = ctx.request.files;
    const entry = auditEntryFor(spec, {
      method: endpoint.method,
      params: ctx.params,
      body: ctx.request.body,
      fileFields: files && !Array.isArray(files) ? Object.keys(files).filter((k) => files[k]?.length) : [],
      answer: ctx.body,
      actor: actorOf(ctx.state.auth),
      ip: ctx.ip || null,
      before: ctx.state.auditBefore,
    });
    if (entry) await recordAudit(ctx.deps, entry);
  };
}

/**
 * A sign-in: `user` signed in (`ok`), or an attempt failed; `user` is the account the login
 * names, null when none does (then the login tried is kept; never the password).
 */
export function auditSignIn(ctx: AppContext, user: Pick<User, 'id' | 'name'> | null, ok: boolean, login?: string, reason?: 'wrongPassword' | 'wrongCode'): Promise<void> {
  const failure = ok ? null : user ? { ...(reason && { reason }) } : { reason: 'unknownAccount' as const, ...(login && { login: login.slice(0, 254) }) };
  return recordAudit(ctx.deps, {
    action: ok ? 'signIn' : 'signInFailed',
    actor: user ? { id: user.id, name: user.name } : null,
    ip: ctx.ip || null,
    recordType: 'account',
    recordId: user?.id ?? null,
    changes: failure && Object.keys(failure).length ? failure : null,
  });
}

/** A sign-out of a signed-in session. */
export function auditSignOut(ctx: AppContext, auth: Auth): Promise<void> {
  return recordAudit(ctx.deps, { action: 'signOut', actor: actorOf(auth), ip: ctx.ip || null, recordType: 'account', recordId: auth.user.id });
}

/**
 * Deletes the entries older than `days` (the retention). Idempotent, so every instance may run it
 * on its own schedule.
 */
export async function pruneAudit(db: DataSource, days: number, now = new Date()): Promise<number> {
  const result = await db.getRepository(AuditEntryEntity).delete({ at: LessThan(new Date(now.getTime() - days * 24 * 60 * 60 * 1000)) });
  return result.affected ?? 0;
}
