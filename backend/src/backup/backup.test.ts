import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DataSource } from 'typeorm';
import type { ContactMessageDto, ProductDto, TwoFactorSetupDto } from '@itsite/shared/contract';
import { loadConfig, type Config } from '../kernel/config.js';
import { createDataSource, openDatabase } from '../data/data-source.js';
import { lastBackup } from '../data/backups.js';
import { buildCategory, buildProduct } from '../test/factories.js';
import { Client, createMysqlDatabase, createStaffUser, DB_KINDS, fileBlob, startTestServer, webLogin, type DbKind, type TestServer } from '../test/harness.js';
import { pdfBytes } from '../test/cvFiles.js';
import { startTestBucket, type TestBucket } from '../test/s3.js';
import { BackupError, createBackup, restoreBackup } from './backup.js';
import WebSocket from 'ws';
import type { RealtimeFrame } from '@itsite/shared/contract';
import { startServer, type RunningServer } from '../main/server.js';
import { createLogger } from '../kernel/observability/logger.js';
import { startSmtp } from '../test/smtp.js';
import { desktopLogin, pngBytes } from '../test/harness.js';

/**
 * Backups that restore: taken while leads keep arriving, restored into an empty database (of the
 * same kind, or SQLite into MariaDB), checked row by row and file by file.
 */
const codeFor = (secret: string, stepsAhead = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

const sha256 = async (file: string) => createHash('sha256').update(await fs.readFile(file)).digest('hex');

/** An empty place to restore into: a fresh SQLite folder or MySQL database. */
async function emptyTarget(kind: DbKind): Promise<{ config: Config; drop(): Promise<void> }> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-restore-target-'));
  const mysql = kind === 'mysql' ? await createMysqlDatabase() : undefined;
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...(mysql && { DATABASE_URL: mysql.url }) });
  return {
    config,
    drop: async () => {
      await mysql?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Every row of every table, in a form both databases agree on (times as ISO strings, booleans as booleans). */
async function rowsOf(db: DataSource): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const meta of db.entityMetadatas) {
    const rows = await db.getRepository(meta.target).find({ order: Object.fromEntries(meta.primaryColumns.map((c) => [c.propertyName, 'ASC'])) });
    out[meta.tableName] = rows.map((row) => JSON.parse(JSON.stringify(row)) as unknown);
  }
  return out;
}

async function filesWithHashes(dir: string): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const name of (await fs.readdir(dir).catch(() => [])).sort()) if (!name.endsWith('.part')) out[name] = await sha256(path.join(dir, name));
  return out;
}

describe.each(DB_KINDS)('a backup taken while leads arrive [%s]', (kind) => {
  let server: TestServer;
  let work: string;

  beforeAll(async () => {
    server = await startTestServer(kind, { seedDemo: true });
    await server.running.deps.media.settled();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-backups-'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('holds every lead acknowledged before it began, restores into an empty database with the same media, and refuses a target that holds data', { timeout: 180_000 }, async () => {
    const anon = new Client(server.url);
    const acknowledged: Array<{ id: string; at: number }> = [];
    let sending = true;
    const load = (async () => {
      for (let i = 0; sending; i++) {
        const res = await anon.post<{ data: ContactMessageDto }>('/api/v1/contact', { json: { name: `Load ${i}`, email: 'load@example.in', phone: '+91 98100 12345', message: `Lead ${i}` } });
        if (res.status === 201) acknowledged.push({ id: res.body.data._id, at: Date.now() });
      }
    })();
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));
    const began = Date.now();
    const file = path.join(work, `site-${kind}.tar.gz`);
    const manifest = await createBackup(server.config, file);
    sending = false;
    await load;
    // Acknowledged by the time the backup began (the same millisecond included: it was counted before `began` was read).
    const before = acknowledged.filter((a) => a.at <= began).map((a) => a.id);
    expect(before.length).toBeGreaterThanOrEqual(20);
    expect(manifest.tables.contact_messages).toBeGreaterThanOrEqual(before.length);
    expect(manifest.migrations.length).toBeGreaterThan(10);
    // The analytics salts are never kept in a backup (shared/docs/analytics.md); the rollups are.
    expect(manifest.tables).not.toHaveProperty('analytics_salts');
    expect(manifest.tables).toHaveProperty('analytics_daily');

    const target = await emptyTarget(kind);
    try {
      await restoreBackup(target.config, file);
      const restored = await startTestServer(kind, { dataDir: target.config.dataDir, uploadsDir: target.config.uploadsDir, databaseUrl: target.config.databaseUrl });
      try {
        const ids = new Set(
          (await restored.running.db.query<Array<{ id: string }>>(`SELECT id FROM contact_messages`)).map((r) => r.id),
        );
        expect(before.filter((id) => !ids.has(id))).toEqual([]);
        expect(ids.size).toBe(manifest.tables.contact_messages);
        // The media library, byte for byte.
        const source = await filesWithHashes(server.config.uploadsDir);
        expect(Object.keys(source).length).toBeGreaterThan(50);
        expect(await filesWithHashes(target.config.uploadsDir)).toEqual(source);
        const { products } = (await (await fetch(`${restored.url}/api/v1/products?limit=3`)).json()) as { products: ProductDto[] };
        for (const image of products.flatMap((p) => p.image)) expect((await fetch(restored.url + image)).status).toBe(200);
      } finally {
        await restored.close();
      }
      await expect(restoreBackup(target.config, file)).rejects.toThrow(BackupError);
      await expect(restoreBackup(target.config, file)).rejects.toThrow(/not empty.*--force/);
      await restoreBackup(target.config, file, { force: true });
    } finally {
      await target.drop();
    }
  });

  it('refuses a damaged backup before touching the target', { timeout: 120_000 }, async () => {
    const file = path.join(work, `damaged-${kind}.tar.gz`);
    await createBackup(server.config, file);
    // Unpack, change one stored row, pack again with the old manifest.
    const tar = await import('tar');
    const dir = await fs.mkdtemp(path.join(work, 'unpacked-'));
    await tar.x({ file, cwd: dir });
    const leads = path.join(dir, 'db', 'contact_messages.jsonl');
    await fs.writeFile(leads, (await fs.readFile(leads, 'utf8')).replace('Lead 0', 'Lead X'));
    await tar.c({ gzip: true, file, cwd: dir }, ['manifest.json', 'db', 'media']);
    const target = await emptyTarget(kind);
    try {
      await expect(restoreBackup(target.config, file)).rejects.toThrow(/contact_messages\.jsonl does not match its checksum/);
      await expect(fs.access(path.join(target.config.dataDir, 'site.db'))).rejects.toThrow();
    } finally {
      await target.drop();
    }
  });
});

describe.runIf(process.env.TEST_MYSQL_URL)('moving up from the embedded database: a SQLite backup restored into MariaDB', () => {
  let source: TestServer;
  let work: string;
  let secret: string;
  let staff: { email: string; password: string };

  beforeAll(async () => {
    source = await startTestServer('sqlite', { seedDemo: true });
    await source.running.deps.media.settled();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-move-'));
    const admin = await webLogin(source.url);
    // A product of its own (with its first revision) to find after the move.
    await buildProduct(admin, (await buildCategory(admin))._id, { name: 'Quantum backup appliance' });
    // Leads, and a staff account with two-step sign-in.
    for (let i = 0; i < 5; i++) await new Client(source.url).post('/api/v1/contact', { json: { name: `Mover ${i}`, email: 'move@example.in', phone: '+91 98100 12345', message: 'Moving' } });
    // An application with its CV (a private file kept in the database: it moves as a row).
    const form = new FormData();
    for (const [name, value] of Object.entries({ name: 'Asha Mover', email: 'asha@example.in', phone: '+91 98100 12345', message: '' })) form.append(name, value);
    form.append('cv', fileBlob(pdfBytes('moved'), 'application/pdf'), 'cv.pdf');
    expect((await new Client(source.url).post('/api/v1/careers/react-developer/applications', { form })).status).toBe(201);
    // And four CVs of 4.5 MB: 18 MB of rows, more than MariaDB takes in one statement at its default
    // max_allowed_packet (16 MB).
    for (let i = 0; i < 4; i++) {
      const big = new FormData();
      for (const [name, value] of Object.entries({ name: `Large Applicant ${i}`, email: `large${i}@example.in`, phone: '+91 98100 12345', message: '' })) big.append(name, value);
      big.append('cv', fileBlob(pdfBytes(`large ${i} ${'x'.repeat(4.5 * 1024 * 1024)}`), 'application/pdf'), `large-${i}.pdf`);
      expect((await new Client(source.url).post('/api/v1/careers/react-developer/applications', { form: big })).status).toBe(201);
    }
    staff = await createStaffUser(source, 'sales');
    const client = await webLogin(source.url, staff.email, staff.password);
    const setup = await client.post<{ data: TwoFactorSetupDto }>('/api/v1/me/two-factor/setup');
    secret = setup.body.data.secret;
    expect((await client.post('/api/v1/me/two-factor', { json: { code: codeFor(secret), password: staff.password } })).status).toBe(200);
  }, 180_000);
  afterAll(async () => {
    await source?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('moves every row and file: sign-in with two steps and search work on MariaDB', { timeout: 180_000 }, async () => {
    const file = path.join(work, 'sqlite.tar.gz');
    const manifest = await createBackup(source.config, file);
    expect(manifest.database).toBe('sqlite');
    const target = await emptyTarget('mysql');
    try {
      await restoreBackup(target.config, file);
      const moved = await startTestServer('mysql', { dataDir: target.config.dataDir, uploadsDir: target.config.uploadsDir, databaseUrl: target.config.databaseUrl });
      try {
        // Row by row, every table.
        const [from, to] = [await rowsOf(source.running.db), await rowsOf(moved.running.db)];
        // What the backup recorded of itself after its snapshot (the last good backup) is not in it.
        from.settings = from.settings.filter((row) => (row as { id: string }).id !== 'backups');
        expect(Object.keys(to).sort()).toEqual(Object.keys(from).sort());
        for (const table of Object.keys(from)) expect(to[table], table).toEqual(from[table]);
        expect(from.revisions.length).toBeGreaterThan(0);
        expect(to.application_cvs).toHaveLength(5);
        const cookie = (await webLogin(moved.url)).auth.cookie!;
        const cvs = await Promise.all(
          (to.application_cvs as Array<{ applicationId: string }>).map(async ({ applicationId }) => Buffer.from(await (await fetch(`${moved.url}/api/v1/admin/applications/${applicationId}/cv`, { headers: { cookie } })).arrayBuffer())),
        );
        expect(cvs.filter((cv) => cv.equals(pdfBytes('moved')))).toHaveLength(1);
        expect(cvs.filter((cv) => cv.length > 4.5 * 1024 * 1024)).toHaveLength(4);
        expect(await filesWithHashes(target.config.uploadsDir)).toEqual(await filesWithHashes(source.config.uploadsDir));

        // The staff member signs in with the password, then the code.
        const anon = new Client(moved.url);
        const step = await anon.post<{ ticket: string; twoFactorRequired: boolean }>('/api/v1/login', { json: staff });
        expect(step.body.twoFactorRequired).toBe(true);
        expect((await anon.post('/api/v1/login/code', { json: { ticket: step.body.ticket, code: codeFor(secret, 1) } })).status).toBe(200);
        // Full-text search on MariaDB finds the moved product.
        const found = (await (await fetch(`${moved.url}/api/v1/products?keyword=quantum`)).json()) as { products: ProductDto[] };
        expect(found.products.map((p) => p.name)).toContain('Quantum backup appliance');
      } finally {
        await moved.close();
      }
    } finally {
      await target.drop();
    }
  });
});

describe('a backup of a site whose media are in a bucket', () => {
  let bucket: TestBucket;
  let server: TestServer;
  let work: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    server = await startTestServer('sqlite', { mediaStorage: 's3', s3: bucket.config, seedDemo: true });
    // The demo images' variants are made in the background: the bucket holds them all first.
    await server.running.deps.media.settled();
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-backup-s3-'));
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it("lists the bucket's objects with their checksums, and a restore checks they are all there", { timeout: 120_000 }, async () => {
    const file = path.join(work, 's3.tar.gz');
    const manifest = await createBackup(server.config, file);
    const names = await bucket.names();
    expect(manifest.media.storage).toBe('s3');
    expect(manifest.media.objects?.map((o) => o.name).sort()).toEqual(names);
    expect(manifest.media.objects?.every((o) => /^[0-9a-f]{32}/.test(o.etag ?? ''))).toBe(true);
    expect(Object.keys(manifest.files).some((f) => f.startsWith('media/'))).toBe(false);

    const target = await emptyTarget('sqlite');
    try {
      const config = { ...target.config, mediaStorage: 's3' as const, s3: bucket.config };
      await restoreBackup(config, file);
      // An object gone from the bucket since: the restore says so.
      const { S3Client, DeleteObjectCommand } = await import('@aws-sdk/client-s3');
      const client = new S3Client({ region: 'us-east-1', endpoint: bucket.config.endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
      await client.send(new DeleteObjectCommand({ Bucket: bucket.config.bucket, Key: names[0] }));
      client.destroy();
      await expect(restoreBackup(config, file, { force: true })).rejects.toThrow(/1 media objects the backup lists are not in the configured storage/);
    } finally {
      await target.drop();
    }
  });
});

describe('a backup where there is no database [sqlite]', () => {
  it('is refused, naming the file it looked for, and makes neither a database nor an archive', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-backup-nodb-'));
    const out = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-backup-out-'));
    try {
      const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      await expect(createBackup(config, path.join(out, 'site.tar.gz'))).rejects.toThrow(`No database at ${path.join(dataDir, 'site.db')}`);
      expect(await fs.readdir(dataDir)).toEqual([]);
      expect(await fs.readdir(out)).toEqual([]);
    } finally {
      await fs.rm(dataDir, { recursive: true, force: true });
      await fs.rm(out, { recursive: true, force: true });
    }
  });
});

describe('scheduled backups: npm run backup -- --dir <folder> --keep N [sqlite]', () => {
  const built = (name: string) => path.join(import.meta.dirname, '..', '..', 'dist', 'cli', name);
  let dataDir: string;
  let out: string;
  const run = (args: string[]) =>
    new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
      execFile(process.execPath, args, { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' } }, (err, stdout, stderr) => resolve({ code: err ? ((err as { code?: number }).code ?? 1) : 0, stdout, stderr }));
    });

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-scheduled-'));
    out = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-scheduled-out-'));
    expect((await run([built('migrate.js')])).code).toBe(0);
  });
  afterAll(async () => {
    await fs.rm(dataDir, { recursive: true, force: true });
    await fs.rm(out, { recursive: true, force: true });
  });

  it('writes a dated archive only its owner can read, keeps the newest N, and records when it was good', async () => {
    // Two archives of earlier nights, and a file that is not one of them (never removed).
    for (const name of ['site-2026-01-01T023000Z.tar.gz', 'site-2026-01-02T023000Z.tar.gz', 'notes.txt']) await fs.writeFile(path.join(out, name), 'old');
    const before = Date.now();
    const result = await run([built('backup.js'), '--dir', out, '--keep', '2']);
    expect(result.code, result.stderr).toBe(0);
    const names = (await fs.readdir(out)).sort();
    expect(names).toHaveLength(3);
    expect(names).toContain('notes.txt');
    expect(names).toContain('site-2026-01-02T023000Z.tar.gz');
    const written = names.find((n) => /^site-\d{4}-\d{2}-\d{2}T\d{6}Z\.tar\.gz$/.test(n) && !n.startsWith('site-2026-01-0'))!;
    expect(result.stdout).toContain('removed site-2026-01-01T023000Z.tar.gz');
    expect((await fs.stat(path.join(out, written))).mode & 0o777).toBe(0o600);

    const db = createDataSource(loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    await db.initialize();
    try {
      const last = await lastBackup(db);
      expect(last?.file).toBe(written);
      expect(last?.bytes).toBe((await fs.stat(path.join(out, written))).size);
      expect(Date.parse(last!.at)).toBeGreaterThanOrEqual(before - 1000);
    } finally {
      await db.destroy();
    }
  });

  it('exits non-zero when it cannot write its archive, leaving no part of one', async () => {
    const blocked = path.join(out, 'notes.txt', 'nightly');
    const result = await run([built('backup.js'), '--dir', blocked, '--keep', '2']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^backup failed: /);
    expect((await fs.readdir(out)).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('refuses --keep without --dir, or a keep that is not a whole number above 0', async () => {
    for (const args of [['site.tar.gz', '--keep', '2'], ['--dir', out, '--keep', '0'], ['--dir', out, 'extra.tar.gz']]) {
      const result = await run([built('backup.js'), ...args]);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toContain('usage: npm run backup');
    }
  });
});

describe('the last good backup, as /readyz reports it [sqlite]', () => {
  let server: TestServer;
  let out: string;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
    out = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-readyz-backup-'));
  });
  afterAll(async () => {
    await server?.close();
    await fs.rm(out, { recursive: true, force: true });
  });

  it('is null until a backup is written whole, then the time it was', async () => {
    const ready = async () => (await new Client(server.url).get<{ lastBackupAt: string | null }>('/readyz')).body.lastBackupAt;
    expect(await ready()).toBeNull();
    const before = Date.now();
    await createBackup(server.config, path.join(out, 'site.tar.gz'));
    const at = await ready();
    expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(at ?? '')).toBeLessThanOrEqual(Date.now());
  });
});

describe('an archive that is not what the backup wrote [sqlite]', () => {
  let work: string;
  let archive: string;
  let target: string;
  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-tampered-'));
    const source = loadConfig({ DATA_DIR: path.join(work, 'source'), LOG_LEVEL: 'silent' });
    await (await openDatabase(source)).destroy();
    archive = path.join(work, 'site.tar.gz');
    await createBackup(source, archive);
  });
  afterAll(() => fs.rm(work, { recursive: true, force: true }));

  /** A fresh folder to restore into, which must stay empty. */
  const freshTarget = async () => {
    target = await fs.mkdtemp(path.join(work, 'target-'));
    return loadConfig({ DATA_DIR: target, LOG_LEVEL: 'silent' });
  };
  /** The archive unpacked, changed by `change`, packed again. */
  const altered = async (name: string, change: (dir: string) => Promise<void>) => {
    const dir = await fs.mkdtemp(path.join(work, 'unpacked-'));
    await tar.x({ file: archive, cwd: dir });
    await change(dir);
    const file = path.join(work, name);
    await tar.c({ gzip: true, file, cwd: dir, portable: true }, await fs.readdir(dir));
    return file;
  };

  it('refuses a file the manifest does not list (a table added by hand), naming it, and writes nothing', async () => {
    const file = await altered('extra.tar.gz', (dir) => fs.writeFile(path.join(dir, 'db', 'analytics_salts.jsonl'), '{"day":"2026-01-01","salt":"chosen"}\n'));
    await expect(restoreBackup(await freshTarget(), file)).rejects.toThrow(new BackupError('db/analytics_salts.jsonl is in the archive but not in its manifest: the backup has been altered'));
    expect(await fs.readdir(target)).toEqual([]);
  });

  it('refuses a truncated archive, naming it, and writes nothing', async () => {
    const bytes = await fs.readFile(archive);
    const file = path.join(work, 'truncated.tar.gz');
    await fs.writeFile(file, bytes.subarray(0, Math.floor(bytes.length / 2)));
    await expect(restoreBackup(await freshTarget(), file)).rejects.toThrow(`${file} is not a whole backup archive`);
    expect(await fs.readdir(target)).toEqual([]);
  });

  it('refuses an archive of something else (no manifest), naming it, and writes nothing', async () => {
    const file = path.join(work, 'foreign.tar.gz');
    const dir = await fs.mkdtemp(path.join(work, 'foreign-'));
    await fs.writeFile(path.join(dir, 'notes.txt'), 'not a backup');
    await tar.c({ gzip: true, file, cwd: dir }, ['notes.txt']);
    await expect(restoreBackup(await freshTarget(), file)).rejects.toThrow(`${file} is not a backup of this product: it has no manifest.json`);
    expect(await fs.readdir(target)).toEqual([]);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)('a restore drill (DRILL=1) beside the running site, through Redis', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let bucket: TestBucket;
  let site: TestServer;
  let drill: RunningServer | undefined;
  let work: string;

  beforeAll(async () => {
    smtp = await startSmtp();
    bucket = await startTestBucket('media', 'site/');
    site = await startTestServer('sqlite', { redisUrl: process.env.TEST_REDIS_URL, smtpUrl: `smtp://127.0.0.1:${smtp.port}`, outboxPollMs: 50, mediaStorage: 's3', s3: bucket.config });
    const admin = await webLogin(site.url);
    expect((await admin.put('/api/v1/admin/settings/leads', { json: { spamPhrases: [], leadAlertEmails: ['sales@test.example'] } })).status).toBe(200);
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-drill-'));
  }, 120_000);
  afterAll(async () => {
    await drill?.close();
    await site?.close();
    await bucket?.close();
    await smtp?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it("restores and runs with the site's own variables, yet sends its frames and mails nowhere and writes nothing to its bucket", { timeout: 180_000 }, async () => {
    const admin = await webLogin(site.url);
    const upload = async (to: Client, name: string, color: string) => {
      const form = new FormData();
      form.append('images', fileBlob(await pngBytes(color), 'image/png'), name);
      form.append('alts', JSON.stringify(['A square']));
      const res = await to.post<{ data: Array<{ path: string }> }>('/api/v1/admin/media', { form });
      expect(res.status).toBe(201);
      return res.body.data[0].path;
    };
    const sitePhoto = await upload(admin, 'site-photo.png', '#2a7');
    await site.running.deps.media.settled();
    const file = path.join(work, 'site.tar.gz');
    await createBackup(site.config, file);
    const bucketBefore = await bucket.names();

    // Staff on the running site: a console's socket, and the alert mailbox.
    const bearer = (await desktopLogin(site.url)).auth.bearer as string;
    const ws = new WebSocket(`${site.url.replace(/^http/, 'ws')}/api/v1/realtime`, { headers: { authorization: `Bearer ${bearer}` } });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    const frames: RealtimeFrame[] = [];
    ws.on('message', (d) => frames.push(JSON.parse((d as Buffer).toString()) as RealtimeFrame));

    try {
      // The drill as the guide runs it: the site's variables, DRILL=1, a folder of its own.
      const drillDir = path.join(work, 'drill');
      const config: Config = {
        ...loadConfig({
          DRILL: '1',
          DATA_DIR: drillDir,
          PORT: '0',
          HOST: '127.0.0.1',
          LOG_LEVEL: 'silent',
          SEED_DEMO: '0',
          REDIS_URL: process.env.TEST_REDIS_URL,
          REDIS_KEY_PREFIX: site.config.redisKeyPrefix,
          SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
          OUTBOX_POLL_MS: '50',
        }),
        mediaStorage: 's3',
        s3: bucket.config,
      };
      expect(config.redisUrl).toBeUndefined();
      expect(config.smtpUrl).toBeUndefined();
      await restoreBackup(config, file);
      await expect(restoreBackup(config, file, { force: true })).rejects.toThrow(/drill.*--force is refused/);
      drill = await startServer(config, createLogger('silent'));

      // A lead and an upload in the drill: stored there.
      const lead = { name: 'Drill lead', email: 'drill@example.in', phone: '+91 98100 12345', message: 'Restore drill' };
      expect((await new Client(drill.url).post('/api/v1/contact', { json: lead })).status).toBe(201);
      const drillAdmin = await webLogin(drill.url);
      const { data } = (await drillAdmin.get<{ data: Array<{ name: string }> }>('/api/v1/contact?limit=100')).body;
      expect(data.map((m) => m.name)).toContain('Drill lead');
      const drillPhoto = await upload(drillAdmin, 'drill-photo.png', '#d40');
      await drill.deps.media.settled();
      expect((await fetch(drill.url + drillPhoto)).status).toBe(200);
      expect(await fs.readdir(config.uploadsDir)).toContain(path.basename(drillPhoto));
      // What the site had in its bucket, the drill serves (read, never written).
      expect((await fetch(drill.url + sitePhoto)).status).toBe(200);

      // Nothing reached the running site: no frame on its socket, no mail, no new object.
      await new Promise((r) => setTimeout(r, 1500));
      expect(frames.filter((f) => f.event === 'newContactMessage')).toHaveLength(0);
      expect(smtp.mails).toHaveLength(0);
      expect(await bucket.names()).toEqual(bucketBefore);

      // The same lead on the running site reaches both: the drill's silence is not a deaf socket.
      expect((await new Client(site.url).post('/api/v1/contact', { json: { ...lead, name: 'Site lead' } })).status).toBe(201);
      await expect.poll(() => frames.filter((f) => f.event === 'newContactMessage').length, { timeout: 10_000 }).toBe(1);
      await expect.poll(() => smtp.mails.length, { timeout: 10_000 }).toBe(1);
    } finally {
      ws.close();
    }
  });
});
