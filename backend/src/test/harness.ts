import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';
import mysql from 'mysql2/promise';
import sharp from 'sharp';
import { afterAll, beforeAll, expect } from 'vitest';
import { XSRF_COOKIE, XSRF_HEADER, type Role } from '@itsite/shared/contract';
import { hashPassword } from '../platform/auth/password.js';
import { loadConfig, type Config } from '../kernel/config.js';
import { UserEntity } from '../data/entities/index.js';
import { newId } from '../kernel/ids.js';
import { createLogger, type Logger } from '../kernel/observability/logger.js';
import { startServer, type RunningServer } from '../main/server.js';

/**
 * Test harness: a real server on a random loopback port over a real, fresh database. SQLite
 * always; MariaDB/MySQL when TEST_MYSQL_URL is set (CI sets it and checks that suite ran).
 */
export type DbKind = 'sqlite' | 'mysql';
export const DB_KINDS: DbKind[] = process.env.TEST_MYSQL_URL ? ['sqlite', 'mysql'] : ['sqlite'];

export const ADMIN = { email: 'admin@test.example', password: 'correct horse battery staple' };

export interface TestServer {
  kind: DbKind;
  url: string;
  running: RunningServer;
  config: Config;
  close(): Promise<void>;
}

export async function createMysqlDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.TEST_MYSQL_URL as string);
  const name = `itsite_t_${randomBytes(5).toString('hex')}`;
  const admin = await mysql.createConnection({
    host: base.hostname,
    port: Number(base.port || 3306),
    user: decodeURIComponent(base.username),
    password: decodeURIComponent(base.password),
  });
  await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    },
  };
}

export async function startTestServer(kind: DbKind, overrides: Partial<Config> = {}, logger?: Logger): Promise<TestServer> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-test-'));
  // A second instance is given the first one's database; every other server gets its own.
  const mysqlDb = kind === 'mysql' && !overrides.databaseUrl ? await createMysqlDatabase() : undefined;
  const config: Config = {
    ...loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'silent',
      // Every answer a test provokes is checked against the published OpenAPI document.
      CHECK_ANSWERS: '1',
      // Suites post many messages from one address; the limit's own test sets a low one.
      PUBLIC_WRITE_LIMIT: '10000',
      // Suites post without form tokens; the tokenless allowance's own test sets low ones.
      TOKENLESS_WRITE_LIMIT: '100000',
      TOKENLESS_WRITE_ADDRESS_LIMIT: '100000',
      // Test servers close without waiting for stray keep-alive requests (the drain has its own test).
      SHUTDOWN_LINGER_MS: '0',
      // Its own keys in a shared Redis: suites run side by side, and one's events or counts must never
      // reach another's servers (a second instance shares its first's: startSecondInstance).
      REDIS_KEY_PREFIX: `itsite-test-${randomBytes(6).toString('hex')}:`,
      WEBSITE_DIR: path.join(dataDir, 'no-website'),
      // No server rendering unless a suite gives a bundle (the website may not be built yet).
      WEBSITE_SERVER_ENTRY: path.join(dataDir, 'no-website', 'entry-server.js'),
      ...(mysqlDb && { DATABASE_URL: mysqlDb.url }),
    }),
    ...overrides,
  };
  const running = await startServer(config, logger ?? createLogger(config.logLevel));
  return {
    kind,
    url: running.url,
    running,
    config,
    close: async () => {
      await running.close();
      await mysqlDb?.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A second instance over the same database and uploads as `first`, as two servers behind one load
 * balancer are (their buses meet only through Redis, when `overrides.redisUrl` is given).
 */
export function startSecondInstance(first: TestServer, overrides: Partial<Config> = {}): Promise<TestServer> {
  return startTestServer(first.kind, {
    ...(first.config.databaseUrl && { databaseUrl: first.config.databaseUrl }),
    redisKeyPrefix: first.config.redisKeyPrefix,
    ...overrides,
    dataDir: first.config.dataDir,
    uploadsDir: first.config.uploadsDir,
  });
}

/** What `withServer` gives a describe block: its server, an anonymous client and (when asked) a signed-in admin. */
export interface ServerFixture {
  readonly server: TestServer;
  readonly anon: Client;
  /** The admin, signed in as the web admin (`login: 'web'`: cookie and XSRF token) or the desktop console (`'desktop'`: bearer token). */
  readonly admin: Client;
}

/**
 * The start of most API suites, once: a test server of `kind` (with `config` over the test
 * defaults, a function for values only known once earlier hooks have run) started before the
 * block's tests, the admin signed in if `login` says how, and the server closed after them. Its
 * parts are read inside tests and hooks (`t.server.url`, `t.admin.get(...)`).
 */
export function withServer(kind: DbKind, options: { config?: Partial<Config> | (() => Partial<Config>); login?: 'web' | 'desktop' } = {}): ServerFixture {
  let server: TestServer | undefined;
  let anon: Client | undefined;
  let admin: Client | undefined;
  beforeAll(async () => {
    server = await startTestServer(kind, typeof options.config === 'function' ? options.config() : options.config);
    anon = new Client(server.url);
    if (options.login) admin = await (options.login === 'web' ? webLogin : desktopLogin)(server.url);
  });
  afterAll(() => server?.close());
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not there: the test server starts in beforeAll${what === 'admin' ? ', and signs in only with `login`' : ''}`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get anon() {
      return started(anon, 'anon');
    },
    get admin() {
      return started(admin, 'admin');
    },
  };
}

export interface Reply<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

export interface RequestOptions {
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** Send raw text (for malformed-input tests). */
  raw?: string;
}

/** A tiny HTTP client with an optional cookie session (web) or bearer token (desktop). */
export class Client {
  constructor(
    readonly baseUrl: string,
    readonly auth: { cookie?: string; xsrf?: string; bearer?: string } = {},
  ) {}

  async request<T = Record<string, unknown>>(method: string, p: string, opts: RequestOptions = {}): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...opts.headers };
    let body: RequestInit['body'];
    if (opts.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.json);
    } else if (opts.form) {
      body = opts.form;
    } else if (opts.raw !== undefined) {
      body = opts.raw;
    }
    if (this.auth.cookie) headers.cookie = this.auth.cookie;
    if (this.auth.xsrf && !(XSRF_HEADER in headers)) headers[XSRF_HEADER] = this.auth.xsrf;
    if (this.auth.bearer) headers.authorization = `Bearer ${this.auth.bearer}`;
    const res = await fetch(this.baseUrl + p, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return { status: res.status, headers: res.headers, body: (type.includes('json') && text ? JSON.parse(text) : text) as T };
  }

  get<T = Record<string, unknown>>(p: string, opts?: RequestOptions) {
    return this.request<T>('GET', p, opts);
  }
  post<T = Record<string, unknown>>(p: string, opts?: RequestOptions) {
    return this.request<T>('POST', p, opts);
  }
  put<T = Record<string, unknown>>(p: string, opts?: RequestOptions) {
    return this.request<T>('PUT', p, opts);
  }
  patch<T = Record<string, unknown>>(p: string, opts?: RequestOptions) {
    return this.request<T>('PATCH', p, opts);
  }
  delete<T = Record<string, unknown>>(p: string, opts?: RequestOptions) {
    return this.request<T>('DELETE', p, opts);
  }
}

export function cookiesFrom(headers: Headers): Record<string, string> {
  const jar: Record<string, string> = {};
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const eq = pair.indexOf('=');
    jar[pair.slice(0, eq).trim()] = decodeURIComponent(pair.slice(eq + 1).trim());
  }
  return jar;
}

/** Signs in through the API like the web admin does: session cookie plus XSRF token. */
export async function webLogin(url: string, email = ADMIN.email, password = ADMIN.password): Promise<Client> {
  const res = await new Client(url).post('/api/v1/login', { json: { email, password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  const jar = cookiesFrom(res.headers);
  return new Client(url, { cookie: `sid=${jar.sid}; ${XSRF_COOKIE}=${jar[XSRF_COOKIE]}`, xsrf: jar[XSRF_COOKIE] });
}

/** Signs in like the desktop console: bearer token, no cookie. */
export async function desktopLogin(url: string, email = ADMIN.email, password = ADMIN.password): Promise<Client> {
  const res = await new Client(url).post<{ token: string }>('/api/v1/login', { json: { email, password, client: 'desktop' } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return new Client(url, { bearer: res.body.token });
}

/** Creates an active staff account with `role` and a known password (signs in with `webLogin`). */
export async function createStaffUser(server: TestServer, role: Role, name = `${role} user`): Promise<{ id: string; email: string; password: string }> {
  const email = `${role}-${randomBytes(4).toString('hex')}@test.example`;
  const password = `just a ${role} user`;
  const now = new Date();
  const id = newId();
  await server.running.db.getRepository(UserEntity).insert({
    id,
    name,
    email,
    phone: null,
    passwordHash: await hashPassword(password),
    role,
    active: true,
    passwordTokenHash: null,
    passwordTokenExpiresAt: null,
    createdAt: now,
    updatedAt: now,
  });
  return { id, email, password };
}

/** A signed-in staff account with `role` (web session: cookie and XSRF token). */
export async function staffClient(server: TestServer, role: Role): Promise<Client> {
  const { email, password } = await createStaffUser(server, role);
  return webLogin(server.url, email, password);
}

/**
 * A signed-in account that may not use the content screens or settings (a `sales` account): the
 * content and settings guards must refuse it. Tests of the lead inbox use `staffClient(server, 'editor')`.
 */
export function nonAdminClient(server: TestServer): Promise<Client> {
  return staffClient(server, 'sales');
}

// ---- media factories ----------------------------------------------------------------------------

export async function pngBytes(color = '#2478E7'): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: color } }).png().toBuffer();
}

export async function jpegBytes(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 16, channels: 3, background: '#ff8800' } }).jpeg().toBuffer();
}

/**
 * Whether two images show the same pixels. Stored images are re-encoded by the server, so their
 * bytes differ from what was sent; what they show must not.
 */
export async function samePicture(a: Buffer, b: Buffer): Promise<boolean> {
  const [x, y] = await Promise.all([a, b].map((buf) => sharp(buf).removeAlpha().raw().toBuffer({ resolveWithObject: true })));
  return x.info.width === y.info.width && x.info.height === y.info.height && x.data.equals(y.data);
}

/** The smallest byte string that is a well-formed WebM container (header and one segment). */
export function webmBytes(): Buffer {
  const body = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm')]);
  // The EBML header, then a Segment whose size covers the rest of the file exactly (the server
  // checks the container's structure to the last byte).
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x40, 0xf0]), Buffer.alloc(0xf0)]);
  return Buffer.concat([header, segment]);
}

export function fileBlob(bytes: Buffer, type: string): Blob {
  return new Blob([new Uint8Array(bytes)], { type });
}

/** Files in the server's uploads folder (to prove nothing is left behind, or that files are gone). */
/** The files in the uploads folder, once the image variants being made in the background are done. */
export async function uploadedFiles(server: TestServer): Promise<string[]> {
  await server.running.deps.media.settled();
  return (await fs.readdir(server.config.uploadsDir)).sort();
}

/**
 * Replaced media stay on disk while a revision of their item names them (backend/src/platform/content),
 * and go once nothing does: checks that `paths` are on disk, deletes the item at `itemPath`, and
 * checks that they are gone.
 */
export async function expectKeptUntilItemDeleted(server: TestServer, admin: Client, itemPath: string, paths: string[]): Promise<void> {
  const name = (p: string) => p.slice(p.lastIndexOf('/') + 1);
  const before = await uploadedFiles(server);
  for (const p of paths) expect(before, p).toContain(name(p));
  expect((await admin.delete(itemPath)).status).toBe(200);
  const after = await uploadedFiles(server);
  for (const p of paths) expect(after, p).not.toContain(name(p));
}

/** A loopback port nothing listens on now (for a server a test starts itself). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}
