import { EntitySchema } from 'typeorm';
import { datetime, refColumn, varchar } from './columns.js';

export interface Session {
  id: string;
  userId: string;
  client: 'web' | 'desktop';
  xsrfToken: string | null;
  expiresAt: Date;
  createdAt: Date;
}

export const SessionEntity = new EntitySchema<Session>({
  name: 'Session',
  tableName: 'sessions',
  columns: {
    id: { type: 'varchar', length: 64, primary: true },
    userId: refColumn(),
    client: varchar(16),
    xsrfToken: varchar(64, true),
    expiresAt: datetime(),
    createdAt: datetime(),
  },
});
