import { EntitySchema } from 'typeorm';
import type { AuditEntryDto } from '@itsite/shared/contract';
import { datetime, idColumn, refColumn, varchar } from './columns.js';

/**
 * One entry of the audit log (backend/src/platform/audit): who did what to which record, when and from
 * where. Written once, never updated; pruned after the retention.
 */
export interface AuditEntry extends Omit<AuditEntryDto, '_id' | 'at' | 'changes'> {
  id: string;
  at: Date;
  /** JSON (AuditChanges): the fields sent, and values where kept. Never a password or secret. */
  changes: string | null;
}

export const AuditEntryEntity = new EntitySchema<AuditEntry>({
  name: 'AuditEntry',
  tableName: 'audit_log',
  columns: {
    id: idColumn(),
    at: datetime(),
    actorId: refColumn(true),
    actorName: varchar(100, true),
    action: varchar(40),
    recordType: varchar(40, true),
    recordId: varchar(64, true),
    ip: varchar(64, true),
    changes: { type: 'text', nullable: true },
  },
  // The same indexes as the migration (1764800000000-AuditLog.ts): the list newest first, by
  // account, by record; the prune deletes by date.
  indices: [
    { name: 'IDX_audit_log_at', columns: ['at'] },
    { name: 'IDX_audit_log_actorId_at', columns: ['actorId', 'at'] },
    { name: 'IDX_audit_log_recordType_recordId', columns: ['recordType', 'recordId'] },
  ],
});
