import path from 'node:path';
import { AUDIT_RETENTION_DAYS } from '@itsite/shared/contract';
import { DEFAULT_TRUSTED_PROXIES, trustedProxies } from './net.js';

export interface S3Config {
  bucket: string;
  region: string;
  endpoint: string | undefined;
  forcePathStyle: boolean;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** Keys of the media in the bucket start with this (`S3_PREFIX`, default none). */
  prefix: string;
  /** Where pages fetch the files from (a CDN or the bucket's public address, `S3_PUBLIC_URL`): `<url>/<name>`. */
  publicUrl: string | undefined;
}

export interface Config {
  /**
   * DRILL=1: a restore drill beside the production site, with its variables. It reaches nothing
   * production has: no Redis (events, cache changes and limits stay in the process), no SMTP (no
   * alert or sign-in mail), and media written only under its own DATA_DIR (a bucket is read, never
   * written). Anything added later that reaches outside (webhooks) must stay off in a drill too.
   */
  drill: boolean;
  port: number;
  host: string;
  /** `mysql://user:pass@host:port/db`; undefined: embedded SQLite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** Where the media library's files live: `local` (uploadsDir) or `s3` (any S3-compatible bucket, `s3`). */
  mediaStorage: 'local' | 's3';
  /** The bucket of MEDIA_STORAGE=s3. */
  s3: S3Config | undefined;
  /** Public address of the site (`https://www.example.com`) for canonical links, sitemap and robots.txt. */
  publicUrl: string | undefined;
  /**
   * Without `publicUrl`, the request's host is written into those only when it is one of these, the
   * listen address or localhost (a forged `Host` must never reach a cached page).
   */
  allowedHosts: string[];
  /** Built public website (vite output); served when present. */
  websiteDir: string;
  /** The website's server bundle, which renders public pages (absent: pages are rendered in the browser). */
  websiteServerEntry: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  seedDemo: boolean;
  redisUrl: string | undefined;
  /** Milliseconds between reconnections to Redis; unset: growing from 0.2 s to 5 s. */
  redisRetryMs: number | undefined;
  /** Prefix of the keys this site keeps in Redis (limits), so several sites can share one Redis. */
  redisKeyPrefix: string;
  /** Behind a reverse proxy: trust X-Forwarded-* (client IP for throttling, https for cookies). */
  trustProxy: boolean;
  /** `GET /metrics` answers only a request with `Authorization: Bearer <this>`; unset, it is a 404. */
  metricsToken: string | undefined;
  /** Whether requests for build files and uploads get a request log line too. */
  requestLogAssets: boolean;
  /** Test servers: every API answer is checked against the OpenAPI document (a mismatch becomes a 500). */
  checkAnswers: boolean;
  /** `auto`: pending migrations run at start (under a lock); `off`: a start refuses a database that lacks one. */
  migrations: 'auto' | 'off';
  /** Proxies whose X-Forwarded-For entries are believed (addresses or CIDR ranges). */
  trustedProxies: string[];
  sessionTtlMs: { web: number; desktop: number };
  /** Failed logins allowed per address and account within `loginWindowSeconds` before 429. */
  loginMaxFailures: number;
  loginWindowSeconds: number;
  /**
   * Wrong passwords allowed per account within `loginWindowSeconds` from all devices that have not
   * signed in to it before, whatever their addresses (a botnet's); devices that have keep their own allowance.
   */
  loginAccountMaxFailures: number;
  /** Visitor writes (contact form, review) allowed per address within `publicWriteWindowSeconds`; beyond that 429. */
  publicWriteLimit: number;
  /** Bytes of public answers kept in memory at most (0 turns the cache off, as the benchmark's uncached runs do). */
  publicCacheBytes: number;
  publicWriteWindowSeconds: number;
  /** Visitor writes without a form token allowed within `publicWriteWindowSeconds`, from all addresses and from one; beyond that stored as spam. */
  tokenlessWriteLimit: number;
  tokenlessWriteAddressLimit: number;
  logLevel: string;
  /** Milliseconds a graceful shutdown waits for in-flight requests before cutting connections. */
  shutdownGraceMs: number;
  /**
   * Milliseconds a shutdown keeps idle keep-alive connections open, answering (with
   * `Connection: close`) requests already on their way on them, before closing them.
   */
  shutdownLingerMs: number;
  /** Signs the "form shown at" tokens of the spam screen; unset: a secret generated once and kept in the database. */
  formTokenSecret: string | undefined;
  /** A form sent sooner than this after it was shown is stored as spam. */
  formMinMs: number;
  /** New-lead alerts go out through this SMTP server (`smtp://user:pass@host:587`); unset: no alerts are queued. */
  smtpUrl: string | undefined;
  /** The alerts' From address. */
  smtpFrom: string;
  /** How often the outbox worker looks for due mail (a new lead wakes it at once). */
  outboxPollMs: number;
  /** How often scheduled products and blogs are looked at; one is public at most this long after its time. */
  publishCheckMs: number;
  /** The first retry's delay of a failed alert; each further one doubles (up to an hour). */
  outboxRetryBaseMs: number;
  /** Attempts before an alert is marked failed. */
  outboxMaxAttempts: number;
  /** Audit log entries older than this many days are pruned (at start and every hour). */
  auditRetentionDays: number;
  /** Raw page views are kept this many days (their daily rollups for good): shared/docs/analytics.md. */
  analyticsRawDays: number;
  /** Page views counted per address per minute; beyond that 429 (0: no limit). */
  analyticsEventLimit: number;
  /** How often buffered page views are written (one multi-row insert), in milliseconds. */
  analyticsFlushMs: number;
  /** How often today's page views not counted yet are rolled up in a slice, in milliseconds. */
  analyticsSliceMs: number;
}

const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..');

function intFrom(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return n;
}

const DAY = 24 * 60 * 60 * 1000;

function retentionDays(value: string | undefined): number {
  const { default: fallback, min, max } = AUDIT_RETENTION_DAYS;
  const days = intFrom(value, fallback, 'AUDIT_RETENTION_DAYS');
  if (days < min || days > max) throw new Error(`AUDIT_RETENTION_DAYS must be ${min} to ${max} days, got "${value}"`);
  return days;
}

/** MEDIA_STORAGE and, for `s3`, the bucket's settings (S3_BUCKET is required then). */
function mediaStorageOf(env: NodeJS.ProcessEnv): Pick<Config, 'mediaStorage' | 's3'> {
  const kind = env.MEDIA_STORAGE || 'local';
  if (kind === 'local') return { mediaStorage: 'local', s3: undefined };
  if (kind !== 's3') throw new Error(`MEDIA_STORAGE must be local or s3 (got ${kind})`);
  if (!env.S3_BUCKET) throw new Error('MEDIA_STORAGE=s3 needs S3_BUCKET (and S3_ENDPOINT for a store other than AWS)');
  return {
    mediaStorage: 's3',
    s3: {
      bucket: env.S3_BUCKET,
      region: env.S3_REGION || 'us-east-1',
      endpoint: env.S3_ENDPOINT || undefined,
      forcePathStyle: env.S3_FORCE_PATH_STYLE === '1' || env.S3_FORCE_PATH_STYLE === 'true',
      accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
      prefix: env.S3_PREFIX ?? '',
      publicUrl: publicMediaUrl(env.S3_PUBLIC_URL),
    },
  };
}

/** S3_PUBLIC_URL: an http(s) address, without a trailing slash. */
function publicMediaUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`S3_PUBLIC_URL must be an http(s) address (got ${value})`);
  return value.replace(/\/+$/, '');
}

function migrationsMode(value: string | undefined): 'auto' | 'off' {
  if (!value || value === 'auto') return 'auto';
  if (value === 'off') return 'off';
  throw new Error(`MIGRATIONS must be auto or off (got ${value})`);
}

/** TRUSTED_PROXIES, checked at start (a typo must not silently trust nobody, or everybody). */
function listOfProxies(value: string | undefined): string[] {
  if (!value) return DEFAULT_TRUSTED_PROXIES;
  const entries = value
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  trustedProxies(entries);
  return entries;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || path.join(process.cwd(), 'data'));
  const trustProxy = env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true';
  const drill = env.DRILL === '1';
  return {
    drill,
    port: intFrom(env.PORT, 8080, 'PORT'),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    ...mediaStorageOf(env),
    publicUrl: env.PUBLIC_URL ? env.PUBLIC_URL.replace(/\/+$/, '') : undefined,
    allowedHosts: (env.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    websiteDir: path.resolve(env.WEBSITE_DIR || path.join(repoRoot, 'website', 'dist')),
    websiteServerEntry: path.resolve(env.WEBSITE_SERVER_ENTRY || path.join(repoRoot, 'website', 'dist-ssr', 'entry-server.js')),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    seedDemo: env.SEED_DEMO !== '0' && env.SEED_DEMO !== 'false',
    redisUrl: drill ? undefined : env.REDIS_URL || undefined,
    redisRetryMs: env.REDIS_RETRY_MS ? intFrom(env.REDIS_RETRY_MS, 0, 'REDIS_RETRY_MS') : undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'itsite:',
    trustProxy,
    metricsToken: env.METRICS_TOKEN || undefined,
    requestLogAssets: env.REQUEST_LOG_ASSETS !== '0',
    checkAnswers: env.CHECK_ANSWERS === '1',
    migrations: migrationsMode(env.MIGRATIONS),
    trustedProxies: listOfProxies(env.TRUSTED_PROXIES),
    sessionTtlMs: { web: 7 * DAY, desktop: 30 * DAY },
    loginMaxFailures: intFrom(env.LOGIN_MAX_FAILURES, 5, 'LOGIN_MAX_FAILURES'),
    loginWindowSeconds: intFrom(env.LOGIN_WINDOW_SECONDS, 15 * 60, 'LOGIN_WINDOW_SECONDS'),
    loginAccountMaxFailures: intFrom(env.LOGIN_ACCOUNT_MAX_FAILURES, 20, 'LOGIN_ACCOUNT_MAX_FAILURES'),
    publicWriteLimit: intFrom(env.PUBLIC_WRITE_LIMIT, 20, 'PUBLIC_WRITE_LIMIT'),
    publicCacheBytes: intFrom(env.PUBLIC_CACHE_MB, 64, 'PUBLIC_CACHE_MB') * 1024 * 1024,
    publicWriteWindowSeconds: intFrom(env.PUBLIC_WRITE_WINDOW_SECONDS, 10 * 60, 'PUBLIC_WRITE_WINDOW_SECONDS'),
    tokenlessWriteLimit: intFrom(env.TOKENLESS_WRITE_LIMIT, 30, 'TOKENLESS_WRITE_LIMIT'),
    tokenlessWriteAddressLimit: intFrom(env.TOKENLESS_WRITE_ADDRESS_LIMIT, 3, 'TOKENLESS_WRITE_ADDRESS_LIMIT'),
    logLevel: env.LOG_LEVEL || 'info',
    shutdownGraceMs: intFrom(env.SHUTDOWN_GRACE_MS, 10_000, 'SHUTDOWN_GRACE_MS'),
    shutdownLingerMs: intFrom(env.SHUTDOWN_LINGER_MS, 1000, 'SHUTDOWN_LINGER_MS'),
    formTokenSecret: env.FORM_TOKEN_SECRET || undefined,
    formMinMs: intFrom(env.FORM_MIN_SECONDS, 3, 'FORM_MIN_SECONDS') * 1000,
    smtpUrl: drill ? undefined : env.SMTP_URL || undefined,
    smtpFrom: env.SMTP_FROM || 'Website <no-reply@localhost>',
    outboxPollMs: intFrom(env.OUTBOX_POLL_MS, 5000, 'OUTBOX_POLL_MS'),
    publishCheckMs: Math.max(1000, intFrom(env.PUBLISH_CHECK_MS, 15_000, 'PUBLISH_CHECK_MS')),
    outboxRetryBaseMs: intFrom(env.OUTBOX_RETRY_BASE_MS, 10_000, 'OUTBOX_RETRY_BASE_MS'),
    outboxMaxAttempts: Math.max(1, intFrom(env.OUTBOX_MAX_ATTEMPTS, 10, 'OUTBOX_MAX_ATTEMPTS')),
    auditRetentionDays: retentionDays(env.AUDIT_RETENTION_DAYS),
    analyticsRawDays: Math.max(1, intFrom(env.ANALYTICS_RAW_DAYS, 30, 'ANALYTICS_RAW_DAYS')),
    analyticsEventLimit: intFrom(env.ANALYTICS_EVENT_LIMIT, 120, 'ANALYTICS_EVENT_LIMIT'),
    analyticsFlushMs: Math.max(100, intFrom(env.ANALYTICS_FLUSH_MS, 2000, 'ANALYTICS_FLUSH_MS')),
    analyticsSliceMs: Math.max(1000, intFrom(env.ANALYTICS_SLICE_MS, 60_000, 'ANALYTICS_SLICE_MS')),
  };
}
