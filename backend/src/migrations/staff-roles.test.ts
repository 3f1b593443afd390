import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataSource } from 'typeorm';
import { migrations } from './index.js';
import { StaffRoles1764400000000 } from './1764400000000-StaffRoles.js';

/** The users from before roles: each becomes an active admin, with no set-password link. */
describe('StaffRoles migration', () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
  });

  it('maps every existing account to an active admin', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migration-'));
    dirs.push(dir);
    const stamp = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);
    const before = migrations.filter((m) => stamp(m.name) < stamp(StaffRoles1764400000000.name));
    expect(before.length).toBeGreaterThan(3);
    const database = path.join(dir, 'db.sqlite');
    const old = new DataSource({ type: 'better-sqlite3', database, migrations: before, logging: false });
    await old.initialize();
    await old.runMigrations();
    const now = new Date().toISOString();
    for (const [id, role] of [
      ['u1', 'admin'],
      ['u2', 'user'],
    ]) {
      await old.query('INSERT INTO users (id, name, email, phone, passwordHash, role, createdAt, updatedAt) VALUES (?, ?, ?, NULL, ?, ?, ?, ?)', [id, id, `${id}@old.example`, 'scrypt$x', role, now, now]);
    }
    await old.destroy();

    const current = new DataSource({ type: 'better-sqlite3', database, migrations, logging: false });
    await current.initialize();
    try {
      await current.runMigrations();
      const rows = await current.query('SELECT id, role, active, passwordTokenHash, passwordTokenExpiresAt FROM users ORDER BY id');
      expect(rows).toEqual([
        { id: 'u1', role: 'admin', active: 1, passwordTokenHash: null, passwordTokenExpiresAt: null },
        { id: 'u2', role: 'admin', active: 1, passwordTokenHash: null, passwordTokenExpiresAt: null },
      ]);
    } finally {
      await current.destroy();
    }
  });
});
