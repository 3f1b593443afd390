import type { AuditChanges, AuditEntryDto } from '@itsite/shared/contract';
import type { AuditEntry } from '../../data/entities/index.js';

function changesOf(json: string | null): AuditChanges | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as AuditChanges;
  } catch {
    return null;
  }
}

export const presentAuditEntry = (e: AuditEntry, recordName: string | null = null): AuditEntryDto => ({
  _id: e.id,
  at: e.at.toISOString(),
  actorId: e.actorId,
  actorName: e.actorName,
  action: e.action,
  recordType: e.recordType,
  recordId: e.recordId,
  recordName,
  ip: e.ip,
  changes: changesOf(e.changes),
});
