import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DataSource, type DataSourceOptions } from 'typeorm';
import { migrations } from '../data/migrations/index.js';

/** A migration's time stamp: the 13 digits its class name ends with. */
export const stampOf = (name: string) => Number(/\d{13}$/.exec(name)?.[0]);

/** A database as it was before a migration, with the way to bring it up to the newest. */
export interface OldDatabase {
  /** The temporary folder it is in (removed with it), for files a test needs beside it. */
  dir: string;
  /** Migrated up to just before the migration, open, for the rows of that time to be written. */
  old: DataSource;
  /** Closes `old` and opens the same file with every migration run (and `options`, say its entities). */
  upgrade: (options?: Partial<Pick<DataSourceOptions, 'entities'>>) => Promise<DataSource>;
}

/**
 * For a migration's test: SQLite files in temporary folders, each migrated up to just before the
 * migration; `removeAll` (after the tests) deletes them.
 */
export class MigrationDatabases {
  private readonly dirs: string[] = [];

  async before(migration: { name: string }): Promise<OldDatabase> {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-migration-'));
    this.dirs.push(dir);
    const database = path.join(dir, 'db.sqlite');
    const old = new DataSource({ type: 'better-sqlite3', database, migrations: migrations.filter((m) => stampOf(m.name) < stampOf(migration.name)), logging: false });
    await old.initialize();
    await old.runMigrations();
    return {
      dir,
      old,
      upgrade: async (options = {}) => {
        if (old.isInitialized) await old.destroy();
        const current = new DataSource({ type: 'better-sqlite3', database, migrations, logging: false, ...options });
        await current.initialize();
        try {
          await current.runMigrations();
        } catch (err) {
          await current.destroy();
          throw err;
        }
        return current;
      },
    };
  }

  async removeAll(): Promise<void> {
    for (const dir of this.dirs.splice(0)) await fs.rm(dir, { recursive: true, force: true });
  }
}
