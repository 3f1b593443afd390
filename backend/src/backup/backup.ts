import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import * as tar from 'tar';
import type { DataSource, EntityMetadata, QueryRunner } from 'typeorm';
import { fieldText } from '@itsite/shared/contract';
import type { Config } from '../kernel/config.js';
import { createDataSource, databaseKind } from '../data/data-source.js';
import { recordBackup } from '../data/backups.js';
import { migrate, migrationStatus } from '../kernel/db/migrate.js';
import { blobStoreOf, LocalBlobs } from '../kernel/storage/blobs.js';

/**
 * Backups (shared/docs/operations.md#backups): one archive (`.tar.gz`) holding
 *
 * - `db/<table>.jsonl`: every row of every table, read in ONE consistent snapshot while the server
 *   runs and writes (SQLite: one read transaction, which WAL keeps steady; MySQL/MariaDB: one
 *   REPEATABLE READ transaction), each value in a form either database takes back (times as ISO
 *   strings, booleans as booleans): a restore may go to the other kind of database;
 * - `media/<name>`: the media library's files (local storage), or, with the media in a bucket, the
 *   list of its objects in the manifest;
 * - `manifest.json`: the product's version, the migrations applied, each table's row count and each
 *   file's SHA-256, checked before a restore touches anything.
 */
export const BACKUP_FORMAT = 'itsite-backup/1';

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  product: { name: string; version: string };
  database: 'sqlite' | 'mysql';
  migrations: string[];
  tables: Record<string, number>;
  files: Record<string, { sha256: string; bytes: number }>;
  media: { storage: 'local' | 's3'; objects?: Array<{ name: string; bytes: number; etag?: string }> };
}

type Row = Record<string, unknown>;
const PAGE = 1000;
const INSERT_BATCH = 300;
/**
 * A batch is sent once its rows' stored text reaches this: an insert of many large rows (CVs are
 * rows) would pass MySQL's and MariaDB's max_allowed_packet at their defaults (16 MB, 64 MB); a
 * row above it goes in alone.
 */
const INSERT_BATCH_BYTES = 2 * 1024 * 1024;

async function productVersion(): Promise<{ name: string; version: string }> {
  const file = path.resolve(import.meta.dirname, '..', '..', '..', 'package.json');
  const pkg = JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as { name?: string; version?: string };
  return { name: pkg.name ?? 'itsite', version: pkg.version ?? '0.0.0' };
}

async function sha256Of(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file)) {
    hash.update(chunk as Buffer);
    bytes += (chunk as Buffer).length;
  }
  return { sha256: hash.digest('hex'), bytes };
}

/** A time as SQLite or MySQL hands it back, as an ISO string (TypeORM keeps times in UTC). */
function isoOf(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const text = String(value);
  return new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(text) ? text : `${text.replace(' ', 'T')}Z`).toISOString();
}

/** A stored value in a form both databases take back (the column's type decides). */
function portable(value: unknown, type: string): unknown {
  if (value === null || value === undefined) return null;
  if (type === 'datetime') return isoOf(value);
  if (type === 'boolean') return value === true || Number(value) === 1;
  if (Buffer.isBuffer(value)) return { $base64: value.toString('base64') };
  return value;
}

/** The value to insert for a portable one. */
function revived(value: unknown, type: string): unknown {
  if (value === null) return null;
  if (type === 'datetime') return new Date(fieldText(value));
  if (type === 'boolean') return value === true;
  // Kept as the JSON text the column holds; the insert writes a value as JSON again.
  if (type === 'simple-json') return typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  if (value && typeof value === 'object' && '$base64' in value) return Buffer.from(String((value as { $base64: string }).$base64), 'base64');
  return value;
}

const typeOf = (meta: EntityMetadata, databaseName: string) => String(meta.columns.find((c) => c.databaseName === databaseName)?.type ?? 'text');

/** The rows of one table, page by page in primary-key order (keyset paging: the last page costs what the first does). */
async function* rowsOf(runner: QueryRunner, meta: EntityMetadata): AsyncGenerator<Row[]> {
  const q = (name: string) => runner.connection.driver.escape(name);
  const keys = meta.primaryColumns.map((c) => c.databaseName);
  const order = keys.map(q).join(', ');
  let last: unknown[] | undefined;
  for (;;) {
    const where = last ? `WHERE (${order}) > (${keys.map(() => '?').join(', ')})` : '';
    const rows = (await runner.query(`SELECT * FROM ${q(meta.tableName)} ${where} ORDER BY ${order} LIMIT ${PAGE}`, last ?? [])) as Row[];
    if (rows.length === 0) return;
    yield rows;
    const end = rows.at(-1)!;
    last = keys.map((k) => end[k]);
    if (rows.length < PAGE) return;
  }
}

/**
 * Tables a backup leaves out: the analytics salts, so that a kept backup can never bring back a
 * salt past its day (shared/docs/analytics.md#what-is-not-collected); a restore makes a new one.
 */
const NOT_BACKED_UP = new Set(['analytics_salts']);

/** The entity tables, in a stable order. */
const tablesOf = (db: DataSource) => [...db.entityMetadatas].filter((m) => m.tableType === 'regular').sort((a, b) => a.tableName.localeCompare(b.tableName));

/** Writes a backup of the database and media that `config` names to `file` (a .tar.gz), while the server may run. */
export async function createBackup(config: Config, file: string): Promise<BackupManifest> {
  const db = createDataSource(config, { mustExist: true });
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-backup-'));
  await db.initialize();
  try {
    await fs.mkdir(path.join(work, 'db'));
    await fs.mkdir(path.join(work, 'media'));
    const runner = db.createQueryRunner();
    await runner.connect();
    const tables: Record<string, number> = {};
    let migrations: string[];
    try {
      // One snapshot for every table: what was committed when the first read ran, nothing after.
      await runner.startTransaction(databaseKind(config) === 'mysql' ? 'REPEATABLE READ' : undefined);
      migrations = ((await runner.query(`SELECT name FROM ${db.driver.escape('migrations')} ORDER BY id`)) as Array<{ name: string }>).map((r) => r.name);
      for (const meta of tablesOf(db).filter((m) => !NOT_BACKED_UP.has(m.tableName))) {
        const out = createWriteStream(path.join(work, 'db', `${meta.tableName}.jsonl`));
        let count = 0;
        for await (const rows of rowsOf(runner, meta)) {
          for (const row of rows) {
            const line = Object.fromEntries(Object.entries(row).map(([column, value]) => [column, portable(value, typeOf(meta, column))]));
            if (!out.write(`${JSON.stringify(line)}\n`)) await once(out, 'drain');
          }
          count += rows.length;
        }
        out.end();
        await once(out, 'finish');
        tables[meta.tableName] = count;
      }
      await runner.commitTransaction();
    } catch (err) {
      if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
      throw err;
    } finally {
      await runner.release();
    }

    // The media library: its files (after the snapshot, so every file a row names is there).
    const blobs = blobStoreOf(config);
    const media: BackupManifest['media'] = { storage: config.mediaStorage };
    if (blobs instanceof LocalBlobs) {
      for await (const { name } of blobs.list()) {
        const source = path.join(config.uploadsDir, name);
        const target = path.join(work, 'media', name);
        await fs.link(source, target).catch(() => fs.copyFile(source, target));
      }
    } else {
      media.objects = [];
      for await (const object of blobs.list()) media.objects.push({ name: object.name, bytes: object.bytes, ...(object.etag && { etag: object.etag }) });
      blobs.close();
    }

    const files: BackupManifest['files'] = {};
    for (const dir of ['db', 'media']) {
      for (const name of (await fs.readdir(path.join(work, dir))).sort()) files[`${dir}/${name}`] = await sha256Of(path.join(work, dir, name));
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      product: await productVersion(),
      database: databaseKind(config),
      migrations,
      tables,
      files,
      media,
    };
    await fs.writeFile(path.join(work, 'manifest.json'), JSON.stringify(manifest, null, 2));
    await fs.mkdir(path.dirname(path.resolve(file)), { recursive: true });
    // Written beside its name and renamed when whole: a failed backup (a full disk) leaves no
    // archive that looks complete, and no part of one. Readable by its owner alone: it holds
    // password hashes, two-step secrets and applicants' CVs.
    const partial = `${file}.${process.pid}.part`;
    try {
      await (await fs.open(partial, 'wx', 0o600)).close();
      await tar.c({ gzip: true, file: partial, cwd: work, portable: true }, ['manifest.json', 'db', 'media']);
      await fs.chmod(partial, 0o600);
      await fs.rename(partial, file);
    } catch (err) {
      await fs.rm(partial, { force: true });
      throw err;
    }
    const { size } = await fs.stat(file);
    await recordBackup(db, { at: new Date().toISOString(), file: path.basename(file), bytes: size });
    return manifest;
  } finally {
    await db.destroy().catch(() => undefined);
    await fs.rm(work, { recursive: true, force: true });
  }
}

export class BackupError extends Error {}

/** Files of an extracted archive that its manifest does not list (the manifest itself aside). */
async function unlisted(work: string, manifest: BackupManifest): Promise<string[]> {
  const found = await fs.readdir(work, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => !entry.isDirectory())
    .map((entry) => path.relative(work, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== 'manifest.json' && !(name in manifest.files))
    .sort();
}

/**
 * Restores a backup into the database and media storage that `config` names (the server's own
 * variables), after checking every file's SHA-256: a target that already holds data is refused
 * unless `force` (then emptied first). The database may be of the other kind than the backup's (a
 * SQLite backup into MySQL/MariaDB moves a site up from the embedded database): the schema is made
 * by this code's migrations, the rows go in through the entities' columns.
 */
export async function restoreBackup(config: Config, file: string, { force = false, log = (_line: string): void => undefined }: { force?: boolean; log?: (line: string) => void } = {}): Promise<BackupManifest> {
  // A drill may have been pointed at production's database by mistake: it never replaces data.
  if (config.drill && force) throw new BackupError('a drill (DRILL=1) restores into an empty database only: --force is refused');
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-restore-'));
  try {
    // Nothing is written anywhere but this scratch folder until the whole archive has been checked.
    await tar.x({ file, cwd: work, strict: true }).catch((err: unknown) => {
      throw new BackupError(`${file} is not a whole backup archive (${err instanceof Error ? err.message : String(err)})`);
    });
    const manifestText = await fs.readFile(path.join(work, 'manifest.json'), 'utf8').catch(() => null);
    if (manifestText === null) throw new BackupError(`${file} is not a backup of this product: it has no manifest.json`);
    const manifest = (() => {
      try {
        return JSON.parse(manifestText) as BackupManifest;
      } catch {
        throw new BackupError(`${file}: its manifest.json is not JSON`);
      }
    })();
    if (manifest.format !== BACKUP_FORMAT || typeof manifest.files !== 'object' || manifest.files === null) throw new BackupError(`${file} is not a backup of this product (format ${String(manifest.format)})`);
    for (const [name, expected] of Object.entries(manifest.files)) {
      if (name.includes('..') || !/^(db|media)\/[^/]+$/.test(name)) throw new BackupError(`the backup names an unexpected file: ${name}`);
      const got = await sha256Of(path.join(work, name)).catch(() => null);
      if (!got || got.sha256 !== expected.sha256) throw new BackupError(`${name} does not match its checksum: the backup is damaged`);
    }
    // Only what the manifest lists and checksums is restored: any other file in the archive (a table
    // added by hand, say) refuses the whole archive.
    const [extra] = await unlisted(work, manifest);
    if (extra) throw new BackupError(`${extra} is in the archive but not in its manifest: the backup has been altered`);
    log(`checked ${Object.keys(manifest.files).length} files against their checksums`);

    const db = createDataSource(config);
    await db.initialize();
    try {
      const known = new Set((await migrationStatus(db)).map((m) => m.name));
      const newer = manifest.migrations.filter((m) => !known.has(m));
      if (newer.length) throw new BackupError(`the backup comes from a newer release (migrations ${newer.join(', ')}): restore it with that release`);
      await migrate(db);
      const tables = tablesOf(db);
      const counts = await Promise.all(tables.map(async (m) => Number((await db.query<Array<{ n: number | string }>>(`SELECT COUNT(*) AS n FROM ${db.driver.escape(m.tableName)}`))[0]?.n ?? 0)));
      const holding = tables.filter((_, i) => (counts[i] ?? 0) > 0).map((m) => m.tableName);
      if (holding.length && !force) throw new BackupError(`the target database is not empty (${holding.join(', ')}): restore into an empty one, or pass --force to replace what it holds`);

      const runner = db.createQueryRunner();
      await runner.connect();
      const mysql = databaseKind(config) === 'mysql';
      try {
        // Rows go in table by table; references are whole again once all are in.
        await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 0' : 'PRAGMA foreign_keys = OFF');
        await runner.startTransaction();
        for (const meta of tables) if (holding.includes(meta.tableName)) await runner.query(`DELETE FROM ${db.driver.escape(meta.tableName)}`);
        for (const meta of tables) {
          const source = path.join(work, 'db', `${meta.tableName}.jsonl`);
          if (!(await fs.stat(source).catch(() => null))) continue;
          const byColumn = new Map(meta.columns.map((c) => [c.databaseName, c]));
          let batch: Row[] = [];
          let batchBytes = 0;
          const flush = async () => {
            if (batch.length) await runner.manager.createQueryBuilder().insert().into(meta.target).values(batch).execute();
            batch = [];
            batchBytes = 0;
          };
          for await (const line of readline.createInterface({ input: createReadStream(source), crlfDelay: Infinity })) {
            if (!line) continue;
            const stored = JSON.parse(line) as Row;
            const row: Row = {};
            // Columns this release no longer has are left out; columns it added take their defaults.
            for (const [column, value] of Object.entries(stored)) {
              const col = byColumn.get(column);
              if (col) row[col.propertyName] = revived(value, String(col.type));
            }
            // A large row goes in alone: the batch before it first.
            if (batch.length && batchBytes + line.length > INSERT_BATCH_BYTES) await flush();
            batch.push(row);
            batchBytes += line.length;
            if (batch.length >= INSERT_BATCH || batchBytes >= INSERT_BATCH_BYTES) await flush();
          }
          await flush();
        }
        await runner.commitTransaction();
      } catch (err) {
        if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
        throw err;
      } finally {
        await runner.query(mysql ? 'SET FOREIGN_KEY_CHECKS = 1' : 'PRAGMA foreign_keys = ON').catch(() => undefined);
        await runner.release();
      }
      log(`restored ${Object.values(manifest.tables).reduce((a, b) => a + b, 0)} rows in ${tables.length} tables`);
    } finally {
      await db.destroy().catch(() => undefined);
    }

    const blobs = blobStoreOf(config);
    try {
      await blobs.init();
      const files = Object.keys(manifest.files).filter((n) => n.startsWith('media/'));
      for (const name of files) {
        const base = name.slice('media/'.length);
        if (force) await blobs.remove(base).catch(() => undefined);
        await blobs.put(base, { path: path.join(work, name) });
      }
      if (files.length) log(`restored ${files.length} media files`);
      if (manifest.media.objects?.length) {
        const missing: string[] = [];
        for (const object of manifest.media.objects) if (!(await blobs.exists(object.name))) missing.push(object.name);
        if (missing.length) throw new BackupError(`${missing.length} media objects the backup lists are not in the configured storage (first: ${missing[0]}): the backup keeps the bucket's list, not its files`);
        log(`all ${manifest.media.objects.length} media objects the backup lists are in the bucket`);
      }
    } finally {
      blobs.close();
    }
    return manifest;
  } finally {
    await fs.rm(work, { recursive: true, force: true });
  }
}
