import { EntitySchema } from 'typeorm';
import type { LeadNoteKind } from '@itsite/shared/contract';
import { datetime, idColumn, refColumn, text, varchar } from './columns.js';

/** One entry of a lead's timeline: a staff note, or a change of status or owner. */
export interface LeadNote {
  id: string;
  leadId: string;
  /** Who wrote it or made the change. */
  userId: string;
  kind: LeadNoteKind;
  text: string;
  createdAt: Date;
}

export const LeadNoteEntity = new EntitySchema<LeadNote>({
  name: 'LeadNote',
  tableName: 'lead_notes',
  columns: {
    id: idColumn(),
    leadId: refColumn(),
    userId: refColumn(),
    kind: varchar(16),
    text: text(),
    createdAt: datetime(),
  },
});
