import { LessThanOrEqual, type DataSource, type EntitySchema, type ObjectLiteral } from 'typeorm';
import { mayUse, type AuditRecordType, type PublishState } from '@itsite/shared/contract';
import type { AppContext, AppDeps } from '../../kernel/context.js';
import { getAuth } from '../http/auth.js';
import { mustSetUpTwoFactor } from '../auth/twoStepRule.js';
import { BlogEntity, ProductEntity } from '../../data/entities/index.js';
import { documentEntities } from '../../data/entities/documents.js';
import { badRequest } from '../../kernel/errors.js';
import { recordAudit } from '../audit/trail.js';
import { touchedBy } from '../../kernel/cache/tags.js';
import type { Logger } from '../../kernel/observability/logger.js';

/**
 * Drafts and scheduled publishing of products and blogs (shared/docs/admin.md#publishing). One
 * rule for what a save sets, one for what visitors may see, and the job that publishes what is due.
 */

export interface Publishing {
  status: PublishState;
  publishAt: Date | null;
}

/** What a create (`current` undefined) or an update asks about publishing. */
export interface PublishingInput {
  status?: PublishState;
  publishAt?: string;
}

/**
 * The status and time a save leaves. Published keeps its first publishing time (an edit does not
 * make an old post new); scheduling needs a time in the future (400 on `publishAt` otherwise); a
 * draft has no time. An update that says nothing keeps what the record has.
 */
export function publishingAfter(input: PublishingInput, current: Publishing | undefined, now = new Date()): Publishing {
  const status = input.status ?? current?.status ?? 'published';
  if (status === 'draft') return { status, publishAt: null };
  if (status === 'published') return { status, publishAt: current?.status === 'published' && current.publishAt ? current.publishAt : now };
  const asked = input.publishAt ? new Date(input.publishAt) : undefined;
  if (!asked) {
    if (current?.status === 'scheduled' && current.publishAt) return { status, publishAt: current.publishAt };
    throw badRequest('Choose when to publish it', [{ path: 'publishAt', message: 'Choose a date and time' }]);
  }
  if (asked.getTime() <= now.getTime()) {
    throw badRequest('Choose a time in the future to schedule it, or publish it now', [{ path: 'publishAt', message: 'Choose a time in the future' }]);
  }
  return { status, publishAt: asked };
}

export const isPublic = (record: Publishing) => record.status === 'published';

/**
 * Whether this request may read `record`: anyone a published one; a draft or scheduled one only
 * staff who work on content (its editor's preview), never a visitor, who gets the same 404 as for
 * a record that does not exist.
 */
export async function mayRead(ctx: AppContext, record: Publishing): Promise<boolean> {
  return isPublic(record) || mayReadDrafts(ctx);
}

/** Whether the request comes from staff who work on content (admins and editors), who see drafts. */
export async function mayReadDrafts(ctx: AppContext): Promise<boolean> {
  const auth = await getAuth(ctx).catch(() => null);
  // An account the two-step rule has locked out sees what visitors see until it sets up its second step.
  return Boolean(auth && mayUse(auth.user.role, 'content') && !(await mustSetUpTwoFactor(ctx.deps.db, auth.user)));
}

/** The condition a visitor's read adds to its query builder alias (`p`, `b`): published only. */
export const publicOnly = (alias: string) => `${alias}.status = 'published'`;

/** What is published on a schedule, by the record its audit entries name: products, blogs and every document type. */
const PUBLISHABLE: ReadonlyArray<[AuditRecordType, EntitySchema<ObjectLiteral>]> = [
  ['product', ProductEntity],
  ['blog', BlogEntity],
  ...(Object.entries(documentEntities) as Array<[AuditRecordType, EntitySchema<ObjectLiteral>]>),
];

/**
 * Publishes every scheduled product and blog whose time has come, and answers what this call
 * published. Each row is changed by one UPDATE whose condition includes `scheduled`, so with
 * several instances running this at once every row is published exactly once.
 */
export async function publishDue(db: DataSource, now = new Date(), logger?: Logger): Promise<Array<{ record: AuditRecordType; id: string }>> {
  const published: Array<{ record: AuditRecordType; id: string }> = [];
  for (const [record, entity] of PUBLISHABLE) {
    const repo = db.getRepository(entity);
    const due = await repo.find({ select: { id: true }, where: { status: 'scheduled', publishAt: LessThanOrEqual(now) } });
    if (due.length === 0) continue;
    // Ids in one order on every instance, one UPDATE each (conditional on `scheduled`): the instance
    // whose UPDATE changed a row published it, and records it in the audit log, once. InnoDB may
    // still pick one of two such UPDATEs as a deadlock victim, and says to try again: the retry
    // finds the row published by the other and changes nothing.
    for (const id of due.map((r) => r.id as string).sort()) {
      const result = await againOnDeadlock(() => repo.update({ id, status: 'scheduled' }, { status: 'published' }));
      if (!result.affected) continue;
      published.push({ record, id });
      if (logger) await recordAudit({ db, logger }, { action: 'publish', actor: 'system', ip: null, recordType: record, recordId: id }, now);
    }
  }
  return published;
}

/** MySQL/MariaDB's "Deadlock found when trying to get lock; try restarting transaction". */
const isDeadlock = (err: unknown) => (err as { errno?: number } | null)?.errno === 1213 || (err as { driverError?: { errno?: number } } | null)?.driverError?.errno === 1213;

/** Runs a single statement again (up to three times) when the database chose it as a deadlock's victim. */
async function againOnDeadlock<T>(statement: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (err) {
      if (!isDeadlock(err) || attempt >= attempts) throw err;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt));
    }
  }
}

/**
 * Publishes what is due (`publishDue`) and, when anything went public, makes the pages it touched
 * (its own, and the lists that show it) fresh on every instance, as after a write.
 */
export async function publishDueAndAnnounce(deps: Pick<AppDeps, 'db' | 'logger' | 'publicCache' | 'bus'>, now = new Date()) {
  const published = await publishDue(deps.db, now, deps.logger);
  if (published.length === 0) return published;
  deps.logger.info({ count: published.length }, 'scheduled items published');
  const touched = [...new Set(published.flatMap(({ record, id }) => touchedBy(record, id)))];
  deps.publicCache.invalidate(touched);
  await deps.bus.contentChanged(touched).catch((err: unknown) => deps.logger.warn({ err }, 'could not announce a content change'));
  return published;
}

/**
 * Runs `publishDueAndAnnounce` now and every `everyMs` (config.publishCheckMs: a scheduled item is
 * public at most this long after its time). Answers the stop function.
 */
export function startPublishing(deps: Pick<AppDeps, 'db' | 'logger' | 'publicCache' | 'bus'>, everyMs: number): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await publishDueAndAnnounce(deps);
    } catch (err) {
      deps.logger.warn({ err }, 'scheduled publishing failed');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
