import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * Staff roles (shared/docs/admin.md#staff-and-roles): every account from before roles becomes an
 * admin (the only role there was to sign in with); an account can be deactivated; a one-time
 * set-password link is kept as the SHA-256 of its token with its expiry, never the token itself.
 */
export class StaffRoles1764400000000 implements MigrationInterface {
  name = 'StaffRoles1764400000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'users', [
      new TableColumn({ name: 'active', type: 'boolean', default: '1' }),
      new TableColumn({ name: 'passwordTokenHash', type: 'varchar', length: '64', isNullable: true }),
      new TableColumn({ name: 'passwordTokenExpiresAt', type: 'datetime', precision: 3, isNullable: true }),
    ]);
    await q.query(`UPDATE users SET role = 'admin' WHERE role NOT IN ('admin', 'editor', 'sales')`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumns('users', ['active', 'passwordTokenHash', 'passwordTokenExpiresAt']);
  }
}
