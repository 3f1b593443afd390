import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * Two-step sign-in (shared/docs/admin.md#two-step-sign-in): each account's TOTP secret (and the one
 * being set up), the last code's time step, its recovery codes' hashes, and the ticket that carries
 * a sign-in from the password to the code. Every account starts without it.
 */
export class TwoFactor1764900000000 implements MigrationInterface {
  name = 'TwoFactor1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'users', [
      new TableColumn({ name: 'totpSecret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'totpPendingSecret', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'totpLastStep', type: 'int', isNullable: true }),
      new TableColumn({ name: 'recoveryCodeHashes', type: 'text', isNullable: true }),
      new TableColumn({ name: 'signInTicketHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'signInTicketExpiresAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('users', ['totpSecret', 'totpPendingSecret', 'totpLastStep', 'recoveryCodeHashes', 'signInTicketHash', 'signInTicketExpiresAt']);
  }
}
