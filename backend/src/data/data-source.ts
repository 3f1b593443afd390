import fs from 'node:fs';
import path from 'node:path';
import { DataSource } from 'typeorm';
import type { Config } from '../kernel/config.js';
import { entities } from './entities/index.js';
import { migrations } from './migrations/index.js';
import { repairSearchIndex } from '../kernel/db/search.js';
import { isolateSqliteTransactions } from '../kernel/db/sqliteIsolation.js';
import type { Logger } from '../kernel/observability/logger.js';
import { QueryErrorCount } from '../kernel/db/queryErrors.js';
import { migrate, migrationStatus } from '../kernel/db/migrate.js';

export type DatabaseKind = 'mysql' | 'sqlite';

export function databaseKind(config: Pick<Config, 'databaseUrl'>): DatabaseKind {
  return config.databaseUrl ? 'mysql' : 'sqlite';
}

/**
 * A tool that reads a database (a backup, `migrate --status`) was pointed at an embedded database
 * that does not exist: usually one run without the server's environment (its DATA_DIR).
 */
export class NoDatabaseError extends Error {
  constructor(readonly file: string) {
    super(`No database at ${file}: run this with the server's DATABASE_URL or DATA_DIR (a service's environment file, for one)`);
    this.name = 'NoDatabaseError';
  }
}

/**
 * Builds the TypeORM data source for `DATABASE_URL` (MySQL/MariaDB) or the embedded SQLite file.
 * With `mustExist`, a missing SQLite file is refused (NoDatabaseError) instead of made empty.
 */
export function createDataSource(config: Pick<Config, 'databaseUrl' | 'dataDir'>, { mustExist = false }: { mustExist?: boolean } = {}): DataSource {
  const common = { entities, migrations, synchronize: false, migrationsRun: false, logging: false, logger: new QueryErrorCount() } as const;
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    if (url.protocol !== 'mysql:' && url.protocol !== 'mariadb:') {
      throw new Error(`DATABASE_URL must start with mysql:// (got ${url.protocol}//)`);
    }
    const database = decodeURIComponent(url.pathname.replace(/^\//, ''));
    if (!database) throw new Error('DATABASE_URL must name a database: mysql://user:pass@host:3306/dbname');
    return new DataSource({
      ...common,
      type: 'mysql',
      connectorPackage: 'mysql2',
      host: url.hostname,
      port: url.port ? Number(url.port) : 3306,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
      database,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      poolSize: 10,
      extra: { connectTimeout: 5000 },
    });
  }
  const file = path.join(config.dataDir, 'site.db');
  if (mustExist && !fs.existsSync(file)) throw new NoDatabaseError(file);
  fs.mkdirSync(config.dataDir, { recursive: true });
  return new DataSource({
    ...common,
    type: 'better-sqlite3',
    database: file,
    prepareDatabase: (db: { pragma(sql: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('busy_timeout = 5000');
    },
  });
}

/** A start with MIGRATIONS=off on a database that lacks migrations. */
export class MigrationsPendingError extends Error {
  constructor(readonly pending: string[]) {
    super(`The database lacks ${pending.length} migration(s) (${pending.join(', ')}). Run \`npm run migrate\` with the same DATABASE_URL / DATA_DIR, then start again (MIGRATIONS=off leaves migrating to it).`);
    this.name = 'MigrationsPendingError';
  }
}

/**
 * Connects and brings the schema up to date: with `migrations: 'auto'` (MIGRATIONS, the default) the
 * pending migrations run under the migration lock, so instances starting together migrate once
 * (kernel/db/migrate.ts); with `off` a database that lacks one is refused (`npm run migrate` applies them).
 */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'> & { migrations?: 'auto' | 'off' }, logger?: Logger): Promise<DataSource> {
  const dataSource = createDataSource(config);
  await dataSource.initialize();
  try {
    if (config.migrations === 'off') {
      const pending = (await migrationStatus(dataSource)).filter((m) => !m.applied).map((m) => m.name);
      if (pending.length) throw new MigrationsPendingError(pending);
    } else {
      await migrate(dataSource, logger);
    }
    await repairSearchIndex(dataSource);
  } catch (err) {
    await dataSource.destroy().catch(() => undefined);
    throw err;
  }
  isolateSqliteTransactions(dataSource);
  return dataSource;
}
