import { In, IsNull, LessThan, type DataSource, type EntityManager, type FindOptionsWhere } from 'typeorm';
import { attributionOf, LEAD_PURGE_DAYS, mayUse, type LeadNoteKind, type StaffArea, type LeadStatus, type leadBulkSchema, type leadUpdateSchema } from '@itsite/shared/contract';
import type { z } from 'zod';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { LeadEntity, LeadNoteEntity, LeadReadEntity, UserEntity, type Lead } from '../../data/entities/index.js';
import { badRequest, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { presentContactMessage } from './lead.presenter.js';
import { enqueueLeadAlert } from '../../platform/outbox/outbox.js';

const DAY_MS = 24 * 60 * 60 * 1000;

async function lockedLead(m: EntityManager, id: string): Promise<Lead> {
  const lead = await m.getRepository(LeadEntity).findOneBy({ id, deletedAt: IsNull() });
  if (!lead) throw notFound('Lead');
  return lead;
}

/**
 * One entry of a record's timeline (lead_notes, by the record's id): a lead's, or an application's
 * (features/applications/store.ts), whose ids never meet.
 */
export async function note(m: EntityManager, leadId: string, userId: string, kind: LeadNoteKind, text: string, now: Date) {
  await m.getRepository(LeadNoteEntity).insert({ id: newId(now.getTime()), leadId, userId, kind, text, createdAt: now });
}

const WORKS: Partial<Record<StaffArea, string>> = { leads: 'works leads (admin or sales)', applications: 'works applications (admin or recruiter)' };

/** The owner's name for the timeline; an id that is not an active account that may use `area` (leads, applications) is refused. */
export async function ownerName(m: EntityManager, ownerId: string | null, area: StaffArea = 'leads'): Promise<string> {
  if (ownerId === null) return 'nobody';
  const user = await m.getRepository(UserEntity).findOneBy({ id: ownerId });
  if (!user || !user.active || !mayUse(user.role, area)) {
    throw badRequest(`The owner must be an active staff account that ${WORKS[area]}`, [{ path: 'ownerId', message: `No such account ${WORKS[area]?.split(' (')[0]}` }]);
  }
  return user.name;
}

/**
 * A lead that was spam is one again no more: staff are told now, as they would have been when it
 * arrived (the event goes out after the change committed; a bus failure is logged).
 */
async function announce(deps: Pick<AppDeps, 'bus' | 'logger' | 'outbox'>, lead: Lead): Promise<void> {
  deps.outbox.kick();
  await deps.bus.publish({ event: 'newContactMessage', data: presentContactMessage(lead) }).catch((err: unknown) => deps.logger.error({ err }, 'realtime publish failed'));
}

/** The alert e-mail a lead taken out of spam would have had, queued with the change. */
async function alertOf(deps: Pick<AppDeps, 'outbox'>, m: EntityManager, lead: Lead, now: Date): Promise<void> {
  if (deps.outbox.enabled) await enqueueLeadAlert(m, { lead: { ...presentContactMessage(lead), source: lead.source, attribution: attributionOf(lead) } }, now);
}

/** The same follow-up moment (to the millisecond the database keeps), or both none. */
const sameMoment = (a: Date | null, b: Date | null) => (a?.getTime() ?? null) === (b?.getTime() ?? null);

/**
 * Applies status, owner and follow-up changes to a locked lead, writing each change to its timeline.
 * `announce`: the lead left spam and staff were never told of it, so they are now.
 */
async function applyChanges(
  m: EntityManager,
  lead: Lead,
  userId: string,
  input: { status?: LeadStatus; ownerId?: string | null; followUpAt?: Date | null },
  now: Date,
): Promise<{ announce: boolean }> {
  // A lead with a status change in its timeline has been out of spam before (one side of every
  // change is not spam), and staff were told of it then or when it arrived: one marked spam by
  // mistake and put back (the inbox's Undo) is not announced, nor e-mailed, a second time.
  const leavesSpam = lead.status === 'spam' && input.status !== undefined && input.status !== 'spam';
  const announce = leavesSpam && !(await m.getRepository(LeadNoteEntity).existsBy({ leadId: lead.id, kind: 'status' }));
  const changes: Partial<Lead> = {};
  // Each entry a millisecond after the one before, so the timeline keeps the order they were made in.
  let written = 0;
  const changed = (kind: LeadNoteKind, text: string) => note(m, lead.id, userId, kind, text, new Date(now.getTime() + written++));
  if (input.status !== undefined && input.status !== lead.status) {
    await changed('status', `Status: ${lead.status} → ${input.status}`);
    changes.status = input.status;
  }
  if (input.ownerId !== undefined && input.ownerId !== lead.ownerId) {
    const [from, to] = [await ownerName(m, lead.ownerId).catch(() => 'a former account'), await ownerName(m, input.ownerId)];
    await changed('owner', `Owner: ${from} → ${to}`);
    changes.ownerId = input.ownerId;
  }
  if (input.followUpAt !== undefined && !sameMoment(input.followUpAt, lead.followUpAt)) {
    // The moment itself, not words: each screen shows it on the site's clock (LeadNoteDto).
    await changed('followUp', input.followUpAt?.toISOString() ?? '');
    changes.followUpAt = input.followUpAt;
  }
  if (Object.keys(changes).length > 0) await m.getRepository(LeadEntity).update({ id: lead.id }, changes);
  Object.assign(lead, changes);
  return { announce };
}

/** PATCH a lead. A lead taken out of spam is announced like a new one, unless staff were told of it already. */
export async function updateLead(
  deps: Pick<AppDeps, 'db' | 'bus' | 'logger' | 'outbox'>,
  id: string,
  userId: string,
  input: z.output<typeof leadUpdateSchema>,
): Promise<Lead> {
  const now = new Date();
  const { lead, told } = await inTransaction(deps.db, async (m) => {
    const lead = await lockedLead(m, id);
    const { announce: told } = await applyChanges(m, lead, userId, input, now);
    if (told) await alertOf(deps, m, lead, now);
    return { lead, told };
  });
  if (told) await announce(deps, lead);
  return lead;
}

/** "Not spam": the lead becomes new and only then are staff told (if they never were: applyChanges). */
export async function markNotSpam(deps: Pick<AppDeps, 'db' | 'bus' | 'logger' | 'outbox'>, id: string, userId: string): Promise<Lead> {
  const now = new Date();
  const { lead, told } = await inTransaction(deps.db, async (m) => {
    const lead = await lockedLead(m, id);
    if (lead.status !== 'spam') return { lead, told: false };
    const { announce: told } = await applyChanges(m, lead, userId, { status: 'new' }, now);
    if (told) await alertOf(deps, m, lead, now);
    return { lead, told };
  });
  if (told) await announce(deps, lead);
  return lead;
}

export async function addLeadNote(db: DataSource, leadId: string, userId: string, text: string): Promise<string> {
  const now = new Date();
  const id = newId(now.getTime());
  await inTransaction(db, async (m) => {
    await lockedLead(m, leadId);
    await m.getRepository(LeadNoteEntity).insert({ id, leadId, userId, kind: 'note', text, createdAt: now });
  });
  return id;
}

/** Marks leads read or unread for one staff member; unknown ids are ignored. Returns the ids that exist. */
export async function setLeadsRead(db: DataSource | EntityManager, userId: string, ids: string[], read: boolean): Promise<string[]> {
  const existing = await db.getRepository(LeadEntity).find({ select: { id: true }, where: { id: In(ids), deletedAt: IsNull() } });
  const found = existing.map((l) => l.id);
  if (found.length === 0) return found;
  if (read) {
    const readAt = new Date();
    await db
      .getRepository(LeadReadEntity)
      .createQueryBuilder()
      .insert()
      .values(found.map((leadId) => ({ userId, leadId, readAt })))
      .orIgnore()
      .execute();
  } else {
    await db.getRepository(LeadReadEntity).delete({ userId, leadId: In(found) });
  }
  return found;
}

/** Hides leads at once (they are purged after LEAD_PURGE_DAYS). Returns how many were deleted. */
export async function softDeleteLeads(db: DataSource | EntityManager, ids: string[]): Promise<number> {
  const result = await db.getRepository(LeadEntity).update({ id: In(ids), deletedAt: IsNull() }, { deletedAt: new Date() });
  return result.affected ?? 0;
}

/** One action on several leads; returns how many leads it touched (missing or deleted ids are skipped). */
export async function bulkLeads(deps: Pick<AppDeps, 'db' | 'bus' | 'logger' | 'outbox'>, userId: string, input: z.output<typeof leadBulkSchema>): Promise<number> {
  const ids = [...new Set(input.ids)];
  switch (input.action) {
    case 'read':
    case 'unread':
      return (await setLeadsRead(deps.db, userId, ids, input.action === 'read')).length;
    case 'delete':
      return softDeleteLeads(deps.db, ids);
    case 'status':
    case 'assign': {
      const now = new Date();
      const change = input.action === 'status' ? { status: input.status } : { ownerId: input.ownerId };
      const { touched, announced } = await inTransaction(deps.db, async (m) => {
        if ('ownerId' in change) await ownerName(m, change.ownerId ?? null);
        const leads = await m.getRepository(LeadEntity).findBy({ id: In(ids), deletedAt: IsNull() });
        const announced: Lead[] = [];
        for (const lead of leads) {
          if (!(await applyChanges(m, lead, userId, change, now)).announce) continue;
          await alertOf(deps, m, lead, now);
          announced.push(lead);
        }
        return { touched: leads.length, announced };
      });
      for (const lead of announced) await announce(deps, lead);
      return touched;
    }
  }
}

async function hardDelete(m: EntityManager, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await m.getRepository(LeadNoteEntity).delete({ leadId: In(ids) });
  await m.getRepository(LeadReadEntity).delete({ leadId: In(ids) });
  await m.getRepository(LeadEntity).delete({ id: In(ids) });
}

/** Deletes for good, in batches, the leads `where` selects (with their notes and read marks). */
async function purgeWhere(db: DataSource, where: FindOptionsWhere<Lead>): Promise<number> {
  let purged = 0;
  for (;;) {
    const batch = await db.getRepository(LeadEntity).find({ select: { id: true }, where, take: 500 });
    if (batch.length === 0) return purged;
    await inTransaction(db, (m) => hardDelete(m, batch.map((l) => l.id)));
    purged += batch.length;
    if (batch.length < 500) return purged;
  }
}

/** Leads deleted more than LEAD_PURGE_DAYS ago are purged (run at start and every hour). */
export function purgeDeletedLeads(db: DataSource, now = new Date()): Promise<number> {
  return purgeWhere(db, { deletedAt: LessThan(new Date(now.getTime() - LEAD_PURGE_DAYS * DAY_MS)) });
}

/** "Empty spam": spam older than LEAD_PURGE_DAYS is deleted for good. */
export function emptySpam(db: DataSource, now = new Date()): Promise<number> {
  return purgeWhere(db, { status: 'spam', createdAt: LessThan(new Date(now.getTime() - LEAD_PURGE_DAYS * DAY_MS)) });
}
