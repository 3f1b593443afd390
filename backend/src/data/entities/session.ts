import { EntitySchema } from 'typeorm';
import { datetime, refColumn, varchar } from './columns.js';

export interface Session {
  id: string;
  userId: string;
  client: 'web' | 'desktop';
  xsrfToken: string | null;
  expiresAt: Date;
  createdAt: Date;
  /** The browser or program that signed in (its User-Agent, cut to 255 characters); null for sessions from before it was kept. */
  userAgent: string | null;
  /** The address it signed in from. */
  ip: string | null;
  /** When it last made a request (kept to the minute); null until then. */
  lastSeenAt: Date | null;
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
    userAgent: varchar(255, true),
    ip: varchar(64, true),
    lastSeenAt: { ...datetime(), nullable: true },
  },
});
