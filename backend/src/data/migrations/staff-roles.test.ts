import { afterAll, describe, expect, it } from 'vitest';
import { MigrationDatabases } from '../../test/migrations.js';
import { StaffRoles1764400000000 } from './1764400000000-StaffRoles.js';

/** The users from before roles: each becomes an active admin, with no set-password link. */
describe('StaffRoles migration', () => {
  const databases = new MigrationDatabases();
  afterAll(() => databases.removeAll());

  it('maps every existing account to an active admin', async () => {
    const { old, upgrade } = await databases.before(StaffRoles1764400000000);
    const now = new Date().toISOString();
    for (const [id, role] of [
      ['u1', 'admin'],
      ['u2', 'user'],
    ]) {
      await old.query('INSERT INTO users (id, name, email, phone, passwordHash, role, createdAt, updatedAt) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)', [id, id, `${id}@old.example`, 'scrypt$x', role, now, now]);
    }

    const current = await upgrade();
    try {
      const rows = await current.query<unknown[]>('SELECT id, role, active, passwordTokenHash, passwordTokenExpiresAt FROM users ORDER BY id');
      expect(rows).toEqual([
        { id: 'u1', role: 'admin', active: 1, passwordTokenHash: null, passwordTokenExpiresAt: null },
        { id: 'u2', role: 'admin', active: 1, passwordTokenHash: null, passwordTokenExpiresAt: null },
      ]);
    } finally {
      await current.destroy();
    }
  });
});
