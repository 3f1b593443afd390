import { Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { ATTRIBUTION_FIELDS, type LeadFilter } from '@itsite/shared/contract';
import type { Lead } from '../../data/entities/index.js';
import { leadBatches, userNames } from './leads.queries.js';
import { csvLine } from '../../kernel/csv.js';

const COLUMNS = ['id', 'createdAt', 'status', 'source', 'name', 'email', 'phone', 'message', 'owner', 'followUpAt', ...ATTRIBUTION_FIELDS] as const;

function row(lead: Lead, owners: Map<string, string>): string {
  return csvLine([
    lead.id,
    lead.createdAt.toISOString(),
    lead.status,
    lead.source,
    lead.name,
    lead.email,
    lead.phone,
    lead.message,
    lead.ownerId ? (owners.get(lead.ownerId) ?? lead.ownerId) : '',
    lead.followUpAt ? lead.followUpAt.toISOString() : '',
    ...ATTRIBUTION_FIELDS.map((f) => lead[f] ?? ''),
  ]);
}

/**
 * The filter's leads as a CSV stream (UTF-8 with a byte-order mark, so spreadsheets read the
 * accents right; CRLF lines): read from the database a batch at a time as the client takes them.
 */
export function leadsCsv(db: DataSource, filter: LeadFilter): Readable {
  async function* lines(): AsyncGenerator<string> {
    yield `\uFEFF${csvLine([...COLUMNS])}`;
    for await (const batch of leadBatches(db, filter)) {
      const owners = await userNames(
        db,
        batch.flatMap((l) => (l.ownerId ? [l.ownerId] : [])),
      );
      yield batch.map((l) => row(l, owners)).join('');
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
