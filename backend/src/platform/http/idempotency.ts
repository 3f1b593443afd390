import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { IsNull, LessThan, type DataSource, type EntityManager } from 'typeorm';
import { ATTRIBUTION_FIELDS } from '@itsite/shared/contract';
import type { AppRouteMiddleware } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { IdempotencyKeyEntity, type IdempotencyKey } from '../../data/entities/index.js';
import { badRequest, conflict, HttpError } from '../../kernel/errors.js';

/**
 * `Idempotency-Key` on visitors' writes (contact form, reviews): a retry with the same key within
 * KEY_TTL_MS gets the first answer again (header `Idempotent-Replayed: true`) and stores nothing
 * more, even when the retries arrive at the same moment:
 *
 * 1. the key is reserved by inserting its row (the primary key lets exactly one request win);
 * 2. the others find it in progress and wait for its answer (up to WAIT_MS, then 409);
 * 3. the winner's answer is written to the row (for a lead, in the transaction that stores the
 *    lead, so the lead and its key commit together); a refused request (4xx) frees the key.
 *
 * The same key with another body is refused (422). A reservation whose request died (no answer
 * after LEASE_MS) is taken over by the next retry. Without the header nothing changes.
 */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
export const KEY_TTL_MS = 24 * 60 * 60 * 1000;
const LEASE_MS = 30_000;
const WAIT_MS = 10_000;

export interface IdempotencyHandle {
  /** Writes the answer as part of the caller's transaction. */
  complete(m: EntityManager, status: number, body: unknown): Promise<void>;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

function isDuplicateKey(err: unknown): boolean {
  const codes = [err, (err as { driverError?: unknown } | null)?.driverError].map((e) => (e as { code?: unknown } | null)?.code);
  return codes.some((c) => c === 'ER_DUP_ENTRY' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY' || c === 'SQLITE_CONSTRAINT_UNIQUE');
}

async function reserve(db: DataSource, row: IdempotencyKey): Promise<boolean> {
  try {
    await inTransaction(db, (m) => m.getRepository(IdempotencyKeyEntity).insert(row));
    return true;
  } catch (err) {
    if (isDuplicateKey(err)) return false;
    throw err;
  }
}

const release = (db: DataSource, keyHash: string) => inTransaction(db, (m) => m.getRepository(IdempotencyKeyEntity).delete({ keyHash, status: IsNull() }));

/** Where the visit started is not part of what the visitor sent: the script sends it, a native post has its Referer instead. */
const ATTRIBUTION = new Set<string>(ATTRIBUTION_FIELDS);

/**
 * A body's fingerprint, the same whatever order its fields came in: a native form post and the
 * script's JSON post of the same words (both turned into the endpoint's body) match, whatever
 * attribution fields (shared/contract/attribution.ts) the script's post carries.
 */
function fingerprintOf(body: unknown): string {
  const canonical =
    body && typeof body === 'object' && !Array.isArray(body)
      ? Object.fromEntries(
          Object.entries(body)
            .filter(([name]) => !ATTRIBUTION.has(name))
            .sort(([a], [b]) => (a < b ? -1 : 1)),
        )
      : body;
  try {
    return sha256(JSON.stringify(canonical ?? null));
  } catch (err) {
    // Deeper than JSON.stringify can walk: no visitor's form looks like that.
    if (err instanceof RangeError) throw badRequest('The request is nested too deeply');
    throw err;
  }
}

/**
 * The middleware of one endpoint (`scope`, its path: keys are that endpoint's, whichever address
 * the request came to). The key comes from the header, or from a native form's hidden field
 * (`ctx.state.idempotencyKey`, put there by web/forms.ts).
 */
export const idempotent = (scope: string): AppRouteMiddleware => async (ctx, next) => {
  const header = ctx.state.idempotencyKey ?? ctx.get(IDEMPOTENCY_HEADER);
  if (!header) {
    await next();
    return;
  }
  if (header.length > 255 || !/^[\x21-\x7e]+$/.test(header)) {
    throw badRequest('Idempotency-Key must be 1 to 255 visible ASCII characters', [{ path: IDEMPOTENCY_HEADER, message: 'Not a valid key' }]);
  }
  const { db } = ctx.deps;
  const repo = db.getRepository(IdempotencyKeyEntity);
  const keyHash = sha256(`${ctx.method} ${scope} ${header}`);
  const fingerprint = fingerprintOf(ctx.request.body);
  const deadline = Date.now() + WAIT_MS;

  for (;;) {
    const now = new Date();
    if (await reserve(db, { keyHash, fingerprint, status: null, body: null, createdAt: now })) break;
    const row = await repo.findOneBy({ keyHash });
    if (!row) continue;
    const age = now.getTime() - row.createdAt.getTime();
    if (age > KEY_TTL_MS || (row.status === null && age > LEASE_MS)) {
      // Expired, or its request died: whoever deletes it first reserves it again.
      await inTransaction(db, (m) => m.getRepository(IdempotencyKeyEntity).delete({ keyHash, createdAt: row.createdAt }));
      continue;
    }
    if (row.fingerprint !== fingerprint) throw new HttpError(422, 'This Idempotency-Key was already used for another request');
    if (row.status !== null && row.body !== null) {
      ctx.status = row.status;
      ctx.body = JSON.parse(row.body) as unknown;
      ctx.set('Idempotent-Replayed', 'true');
      return;
    }
    if (Date.now() > deadline) throw conflict('A request with this Idempotency-Key is still in progress; try again shortly');
    await sleep(25);
  }

  let completed = false;
  const handle: IdempotencyHandle = {
    complete: async (m, status, body) => {
      await m.getRepository(IdempotencyKeyEntity).update({ keyHash }, { status, body: JSON.stringify(body) });
      completed = true;
    },
  };
  ctx.state.idempotency = handle;
  try {
    await next();
  } catch (err) {
    if (!completed) await release(db, keyHash).catch(() => undefined);
    throw err;
  }
  if (completed) return;
  if (ctx.status >= 200 && ctx.status < 300) {
    await inTransaction(db, (m) => handle.complete(m, ctx.status, ctx.body));
  } else {
    await release(db, keyHash);
  }
};

/** Keys older than a day are forgotten (run with the hourly sweep). */
export async function deleteExpiredIdempotencyKeys(db: DataSource, now = new Date()): Promise<void> {
  await db.getRepository(IdempotencyKeyEntity).delete({ createdAt: LessThan(new Date(now.getTime() - KEY_TTL_MS)) });
}
