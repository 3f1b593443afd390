import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../config.js';
import { migrations } from '../../data/migrations/index.js';
import { createMysqlDatabase, DB_KINDS, startTestServer, type DbKind, type TestServer } from '../../test/harness.js';
import { createDataSource, MigrationsPendingError, openDatabase } from '../../data/data-source.js';
import { migrationStatus, undoLastMigration } from './migrate.js';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');

/** A database two instances share: a fresh MySQL database, or a SQLite file in a fresh folder. */
async function sharedDatabase(kind: DbKind): Promise<{ config: Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir'>; drop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migrate-'));
  const mysql = kind === 'mysql' ? await createMysqlDatabase() : undefined;
  return {
    config: { databaseUrl: mysql?.url, dataDir, uploadsDir: path.join(dataDir, 'uploads') },
    drop: async () => {
      await mysql?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many times each migration is recorded as applied. */
async function appliedCounts(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Map<string, number>> {
  const db = createDataSource(config);
  await db.initialize();
  try {
    const rows = await db.query<Array<{ name: string }>>(`SELECT name FROM ${db.driver.escape('migrations')}`);
    const counts = new Map<string, number>();
    for (const { name } of rows) counts.set(name, (counts.get(name) ?? 0) + 1);
    return counts;
  } finally {
    await db.destroy();
  }
}

const allNames = migrations.map((M) => new M().name ?? M.name);

describe.each(DB_KINDS)('migrations run once [%s]', (kind) => {
  const startTwo = async (config: Pick<Config, 'databaseUrl' | 'dataDir' | 'uploadsDir'>) => {
    const servers = await Promise.all([startTestServer(kind, config), startTestServer(kind, config)]);
    return servers;
  };
  const closeAll = (servers: TestServer[]) => Promise.all(servers.map((s) => s.close()));

  it('two instances started together on an empty database both come up, each migration applied once', async () => {
    const shared = await sharedDatabase(kind);
    try {
      const servers = await startTwo(shared.config);
      for (const s of servers) expect((await fetch(`${s.url}/readyz`)).status).toBe(200);
      await closeAll(servers);
      const counts = await appliedCounts(shared.config);
      expect([...counts.keys()].sort()).toEqual([...allNames].sort());
      expect([...counts.values()].every((n) => n === 1)).toBe(true);
    } finally {
      await shared.drop();
    }
  });

  it('two instances started together on an older database apply the missing migrations once', async () => {
    const shared = await sharedDatabase(kind);
    try {
      // A database of an older release: everything but the last three migrations.
      const old = await openDatabase(shared.config);
      for (let i = 0; i < 3; i++) await undoLastMigration(old);
      const missing = (await migrationStatus(old)).filter((m) => !m.applied).map((m) => m.name);
      await old.destroy();
      expect(missing).toEqual(allNames.slice(-3));

      const servers = await startTwo(shared.config);
      await closeAll(servers);
      const counts = await appliedCounts(shared.config);
      expect(allNames.map((n) => counts.get(n))).toEqual(allNames.map(() => 1));
    } finally {
      await shared.drop();
    }
  });

  it('with MIGRATIONS=off, refuses to start on a database that lacks migrations, naming npm run migrate', async () => {
    const shared = await sharedDatabase(kind);
    try {
      const old = await openDatabase(shared.config);
      await undoLastMigration(old);
      await old.destroy();
      const refused = openDatabase({ ...shared.config, migrations: 'off' });
      await expect(refused).rejects.toBeInstanceOf(MigrationsPendingError);
      await expect(refused).rejects.toThrow(/npm run migrate/);
      // Migrated, it starts with migrations off.
      const migrated = await openDatabase(shared.config);
      await migrated.destroy();
      const db = await openDatabase({ ...shared.config, migrations: 'off' });
      expect((await migrationStatus(db)).every((m) => m.applied)).toBe(true);
      await db.destroy();
    } finally {
      await shared.drop();
    }
  });
});

describe('npm run migrate [sqlite]', () => {
  let dataDir: string;
  const cli = (...args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'backend', 'dist', 'cli', 'migrate.js'), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migrate-cli-'));
  });
  afterAll(() => fs.rm(dataDir, { recursive: true, force: true }));

  it('refuses to list or revert where there is no database, and makes none (run without the server\'s DATA_DIR)', async () => {
    for (const args of [['--status'], ['--undo']]) {
      const refused = await cli(...args).then(
        () => undefined,
        (err: { code: number; stderr: string }) => err,
      );
      expect(refused?.code).toBe(1);
      expect(refused?.stderr).toContain(`No database at ${path.join(dataDir, 'site.db')}`);
    }
    expect(await fs.readdir(dataDir)).toEqual([]);
  });

  it('applies (printing each name), lists, reverts the last one and applies it again', { timeout: 120_000 }, async () => {
    const applied = await cli();
    expect(applied.stdout.split('\n').filter((l) => l.startsWith('applied  '))).toEqual(allNames.map((n) => `applied  ${n}`));
    expect((await cli()).stdout).toContain('up to date: nothing to apply');

    const last = allNames.at(-1)!;
    expect((await cli('--undo')).stdout).toBe(`reverted  ${last}\n`);
    const status = await cli('--status');
    expect(status.stdout).toContain(`pending  ${last}`);
    expect(status.stdout).toContain('1 pending');
    expect((await cli()).stdout).toBe(`applied  ${last}\n1 migration(s) applied\n`);
  });
});
