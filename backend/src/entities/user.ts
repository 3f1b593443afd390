import { EntitySchema } from 'typeorm';
import type { Role } from '@itsite/shared/contract';
import { datetime, idColumn, varchar } from './columns.js';

export interface User {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  /** Empty until the account sets a password through its link (no password then matches). */
  passwordHash: string;
  role: Role;
  /** A deactivated account cannot sign in (its sessions ended when it was deactivated). */
  active: boolean;
  /** SHA-256 of its one-time set-password link's token, while one is pending. */
  passwordTokenHash: string | null;
  passwordTokenExpiresAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

export const UserEntity = new EntitySchema<User>({
  name: 'User',
  tableName: 'users',
  columns: {
    id: idColumn(),
    name: varchar(100),
    email: varchar(254),
    phone: varchar(32, true),
    passwordHash: varchar(255),
    role: varchar(16),
    active: { type: 'boolean', default: true },
    passwordTokenHash: varchar(64, true),
    passwordTokenExpiresAt: { ...datetime(), nullable: true },
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
