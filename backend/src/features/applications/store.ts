import { Readable } from 'node:stream';
import { Brackets, type DataSource, type SelectQueryBuilder } from 'typeorm';
import {
  ATTRIBUTION_FIELDS,
  CV_MEDIA_TYPES,
  attributionOf,
  columnsFrom,
  applicationType,
  fieldText,
  present,
  type ApplicationDto,
  type Attribution,
  type ApplicationFilter,
  type applicationListQuerySchema,
  type ApplicationStatus,
  type applicationSchema,
  type applicationUpdateSchema,
} from '@itsite/shared/contract';
import type { z } from 'zod';
import { NO_ATTRIBUTION } from '../analytics/index.js';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import type { DocumentRow } from '../../data/entities/documents.js';
import { ApplicationCvEntity, JobApplicationEntity, LeadNoteEntity, type JobApplication } from '../../data/entities/index.js';
import { conflict, notFound } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import { note, ownerName, userNames } from '../leads/index.js';
import { enqueueApplicationAlert } from '../../platform/outbox/outbox.js';
import { csvLine } from '../../kernel/csv.js';
import { likePattern } from '../../kernel/db/rows.js';
import { consumeFormToken } from '../../platform/spam/formTokenUses.js';
import { checkCv } from './cv.js';
import type { ReceivedCv } from '../../platform/http/upload.js';

/**
 * Applications to open roles (shared/docs/admin.md#applications), with the lead inbox's
 * machinery: the spam screen's verdict and the form token used once (spam is kept, nobody is
 * told), the alert e-mail through the outbox in the same transaction, status and owner changes
 * and notes on the same timeline table (lead_notes, by the application's id), CSV cells as the
 * leads' export writes them. The CV is a row of application_cvs, in the same transaction.
 */

export const presentApplication = (a: JobApplication): ApplicationDto =>
  Object.assign(present(applicationType, a, 'admin'), {
    roleId: a.roleId,
    roleTitle: a.roleTitle,
    cv: { name: a.cvName, type: a.cvType as ApplicationDto['cv']['type'], bytes: a.cvBytes },
    status: a.status,
    ownerId: a.ownerId,
    attribution: attributionOf(a),
  });

export interface ReceiveApplication {
  /** Where the visit that sent it started (features/analytics/attribution.ts); none when not given. */
  attribution?: Attribution;
  spam?: boolean;
  token?: string;
}

/**
 * Stores an application to `role` with its CV (checked by content first: nothing is stored for a
 * file that is not a PDF or DOCX), then wakes the outbox. A closed role takes none (409).
 */
export async function receiveApplication(
  deps: Pick<AppDeps, 'db' | 'logger' | 'outbox'>,
  role: DocumentRow,
  input: z.output<typeof applicationSchema>,
  received: ReceivedCv | undefined,
  opts: ReceiveApplication,
): Promise<JobApplication> {
  if (role.hiring !== 'open') throw conflict('This role takes no more applications.');
  const cv = await checkCv(received);
  const now = new Date();
  const application: JobApplication = {
    id: newId(now.getTime()),
    roleId: role.id,
    roleTitle: fieldText(role.title),
    ...columnsFrom(applicationType, input),
    cvName: (received?.name ?? 'cv').slice(0, 200),
    cvType: CV_MEDIA_TYPES[cv.format],
    cvBytes: cv.content.length,
    status: 'new',
    ownerId: null,
    createdAt: now,
    ...(opts.attribution ?? NO_ATTRIBUTION),
  };
  let spam = Boolean(opts.spam);
  await inTransaction(deps.db, async (m) => {
    if (!spam && opts.token && !(await consumeFormToken(m, opts.token, now))) {
      spam = true;
      deps.logger.info({ reasons: ['token:reused'] }, 'application stored as spam');
    }
    application.status = spam ? 'spam' : 'new';
    await m.getRepository(JobApplicationEntity).insert(application);
    await m.getRepository(ApplicationCvEntity).insert({ applicationId: application.id, content: cv.content });
    if (!spam && deps.outbox.enabled) {
      const { id, name, email, phone, roleTitle, message } = application;
      await enqueueApplicationAlert(m, { application: { _id: id, name, email, phone, roleTitle, message, createdAt: now.toISOString() } }, now);
    }
  });
  if (!spam) deps.outbox.kick();
  return application;
}

/** The applications a filter selects: spam only when asked for by status; words in the applicant's fields and the role. */
function matching(db: DataSource, filter: ApplicationFilter): SelectQueryBuilder<JobApplication> {
  const qb = db.getRepository(JobApplicationEntity).createQueryBuilder('a');
  if (filter.status) qb.where('a.status = :status', { status: filter.status });
  else qb.where('a.status <> :spam', { spam: 'spam' });
  if (filter.role) qb.andWhere('a.roleId = :role', { role: filter.role });
  const words = (filter.q ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8);
  words.forEach((word, i) => {
    qb.andWhere(
      new Brackets((or) => {
        for (const column of ['name', 'email', 'phone', 'message', 'roleTitle']) or.orWhere(`a.${column} LIKE :w${i} ESCAPE '!'`, { [`w${i}`]: likePattern(word) });
      }),
    );
  });
  return qb;
}

/** One page of the inbox, newest first. */
export async function listApplications(db: DataSource, query: z.output<typeof applicationListQuerySchema>) {
  const [rows, total] = await matching(db, query)
    .orderBy('a.createdAt', 'DESC')
    .addOrderBy('a.id', 'DESC')
    .skip((query.page - 1) * query.limit)
    .take(query.limit)
    .getManyAndCount();
  return { data: rows.map(presentApplication), total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) };
}

export async function findApplication(db: DataSource, id: string): Promise<JobApplication> {
  const found = await db.getRepository(JobApplicationEntity).findOneBy({ id });
  if (!found) throw notFound('Application');
  return found;
}

/** Status and owner changes, each written to the timeline. */
export async function updateApplication(db: DataSource, id: string, userId: string, input: z.output<typeof applicationUpdateSchema>): Promise<void> {
  await inTransaction(db, async (m) => {
    const application = await m.getRepository(JobApplicationEntity).findOneBy({ id });
    if (!application) throw notFound('Application');
    const now = new Date();
    let written = 0;
    const changes: { status?: ApplicationStatus; ownerId?: string | null } = {};
    const changed = (kind: 'status' | 'owner', text: string) => note(m, id, userId, kind, text, new Date(now.getTime() + written++));
    if (input.status !== undefined && input.status !== application.status) {
      await changed('status', `Status: ${application.status} → ${input.status}`);
      changes.status = input.status;
    }
    if (input.ownerId !== undefined && input.ownerId !== application.ownerId) {
      const [from, to] = [await ownerName(m, application.ownerId, 'applications').catch(() => 'a former account'), await ownerName(m, input.ownerId, 'applications')];
      await changed('owner', `Owner: ${from} → ${to}`);
      changes.ownerId = input.ownerId;
    }
    if (Object.keys(changes).length > 0) await m.getRepository(JobApplicationEntity).update({ id }, changes);
  });
}

export async function addApplicationNote(db: DataSource, id: string, userId: string, text: string): Promise<void> {
  await inTransaction(db, async (m) => {
    if (!(await m.getRepository(JobApplicationEntity).existsBy({ id }))) throw notFound('Application');
    await note(m, id, userId, 'note', text, new Date());
  });
}

/** Deletes an application for good, with its CV and its timeline. */
export async function deleteApplication(db: DataSource, id: string): Promise<void> {
  await inTransaction(db, async (m) => {
    const { affected } = await m.getRepository(JobApplicationEntity).delete({ id });
    if (!affected) throw notFound('Application');
    await m.getRepository(ApplicationCvEntity).delete({ applicationId: id });
    await m.getRepository(LeadNoteEntity).delete({ leadId: id });
  });
}

/** An application's CV file. */
export async function cvOf(db: DataSource, id: string): Promise<{ application: JobApplication; content: Buffer }> {
  const application = await findApplication(db, id);
  const cv = await db.getRepository(ApplicationCvEntity).findOneBy({ applicationId: id });
  if (!cv) throw notFound('CV');
  return { application, content: Buffer.from(cv.content) };
}

const COLUMNS = ['id', 'createdAt', 'status', 'role', 'name', 'email', 'phone', 'message', 'cv', 'owner', ...ATTRIBUTION_FIELDS] as const;

/** The filter's applications as CSV (UTF-8 with a byte-order mark, CRLF lines), a batch at a time; cells as the leads' export writes them. */
export function applicationsCsv(db: DataSource, filter: ApplicationFilter): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine([...COLUMNS])}`;
    for (let page = 0; ; page++) {
      const batch = await matching(db, filter).orderBy('a.createdAt', 'DESC').addOrderBy('a.id', 'DESC').skip(page * 500).take(500).getMany();
      const owners = await userNames(
        db,
        batch.flatMap((a) => (a.ownerId ? [a.ownerId] : [])),
      );
      yield batch
        .map((a) =>
          csvLine([
            a.id,
            a.createdAt.toISOString(),
            a.status,
            a.roleTitle,
            a.name,
            a.email,
            a.phone,
            a.message,
            a.cvName,
            a.ownerId ? (owners.get(a.ownerId) ?? a.ownerId) : '',
            ...ATTRIBUTION_FIELDS.map((f) => a[f] ?? ''),
          ]),
        )
        .join('');
      if (batch.length < 500) return;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
