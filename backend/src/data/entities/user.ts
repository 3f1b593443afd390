import { EntitySchema } from 'typeorm';
import type { Role } from '@itsite/shared/contract';
import { datetime, idColumn, int, text, varchar } from './columns.js';

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
  /**
   * Two-step sign-in (shared/docs/admin.md#two-step-sign-in): the TOTP secret once confirmed, the
   * one being set up until then, the time step of the last code used (a code works once), and the
   * SHA-256 of each unused recovery code (a JSON array). Unset on accounts that never set it up.
   */
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpLastStep?: number | null;
  recoveryCodeHashes?: string | null;
  /** Between the password and the code: the SHA-256 of the sign-in's ticket, and until when it holds. */
  signInTicketHash?: string | null;
  signInTicketExpiresAt?: Date | null;
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
    totpSecret: varchar(64, true),
    totpPendingSecret: varchar(64, true),
    totpLastStep: { ...int(), nullable: true },
    recoveryCodeHashes: { ...text(), nullable: true },
    signInTicketHash: varchar(64, true),
    signInTicketExpiresAt: { ...datetime(), nullable: true },
    createdAt: datetime(),
    updatedAt: datetime(),
  },
});
