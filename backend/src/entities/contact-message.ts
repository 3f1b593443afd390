import { EntitySchema } from 'typeorm';
import type { ColumnValuesOf, contactMessageType } from '@itsite/shared/contract';
import { datetime, idColumn, text, varchar } from './columns.js';

/** The declared fields' columns (see `contactMessageType`), plus what the server keeps itself. */
export interface ContactMessage extends ColumnValuesOf<typeof contactMessageType> {
  id: string;
  createdAt: Date;
}

export const ContactMessageEntity = new EntitySchema<ContactMessage>({
  name: 'ContactMessage',
  tableName: 'contact_messages',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32),
    message: text(),
    createdAt: datetime(),
  },
});
