import { EntitySchema } from 'typeorm';
import type { Attribution, ColumnValuesOf, contactMessageType, LeadSource, LeadStatus } from '@itsite/shared/contract';
import { attributionColumns, datetime, idColumn, refColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `contactMessageType`), plus what the server keeps itself. */
export interface Lead extends ColumnValuesOf<typeof contactMessageType>, Partial<Attribution> {
  id: string;
  /** The form that sent it. */
  source: LeadSource;
  /** Where the lead stands (`spam` when the spam screen caught it). */
  status: LeadStatus;
  /** The staff member (user id) who owns the lead. */
  ownerId: string | null;
  followUpAt: Date | null;
  /** Set by a delete: the lead is hidden, and purged some days later. */
  deletedAt: Date | null;
  createdAt: Date;
}

export const LeadEntity = new EntitySchema<Lead>({
  name: 'Lead',
  tableName: 'contact_messages',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32),
    message: text(),
    source: { type: 'varchar', length: 16, default: 'contact' },
    status: { type: 'varchar', length: 16, default: 'new' },
    ownerId: refColumn(true),
    followUpAt: { type: 'datetime', precision: 3, nullable: true },
    deletedAt: { type: 'datetime', precision: 3, nullable: true },
    createdAt: datetime(),
    // Where the visit that sent it started: kept as long as the lead.
    ...attributionColumns(),
  },
});
