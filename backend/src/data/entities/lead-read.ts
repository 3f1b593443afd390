import { EntitySchema } from 'typeorm';
import { datetime } from './columns.js';

/** A staff member has read a lead (no row: unread for them). */
export interface LeadRead {
  userId: string;
  leadId: string;
  readAt: Date;
}

export const LeadReadEntity = new EntitySchema<LeadRead>({
  name: 'LeadRead',
  tableName: 'lead_reads',
  columns: {
    userId: { type: 'varchar', length: 24, primary: true },
    leadId: { type: 'varchar', length: 24, primary: true },
    readAt: datetime(),
  },
});
