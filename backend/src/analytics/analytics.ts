import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { AnalyticsRollupEntity, AnalyticsSaltEntity, AnalyticsViewEntity, type AnalyticsView } from '../entities/index.js';
import type { Logger } from '../logger.js';
import { loadSettings } from '../queries/settings.js';
import { addDays, dayOn, daysFrom, visitorHash } from './views.js';

/**
 * Counting page views (shared/docs/analytics.md): views wait in memory and are written together,
 * a multi-row insert every `flushMs` (and at shutdown); the daily rollups, the raw views' retention
 * and the salts' deletion run at start and every `rollupMs` on every instance, each step safe to
 * run twice or at once on several.
 */

/** A view as the beacon's checks leave it, before it is given its day and visitor. */
export type ViewInput = Omit<AnalyticsView, 'id' | 'day' | 'at' | 'visitor'>;

/** Who viewed, only long enough to hash: never kept. */
export interface Viewer {
  site: string;
  address: string;
  userAgent: string;
}

export interface AnalyticsOptions {
  flushMs: number;
  rawDays: number;
  /** How often rollups, retention and salt deletion run. */
  rollupMs: number;
}

/** Rows per INSERT (10 values each: well within both databases' limits). */
const INSERT_CHUNK = 500;
/** A flush starts at once when this many views wait. */
const FLUSH_AT = 5000;
/** While the database refuses them, at most this many views wait; the oldest go first. */
const MAX_WAITING = 100_000;
/** A day is rolled up this long after it ends, so views still in a buffer at midnight are in it. */
const SETTLE_MS = 10 * 60 * 1000;

/** The day's salt: read, or made by the first instance that needs it (the others read that one). */
async function saltOf(db: DataSource, day: string, now: Date): Promise<string> {
  const repo = db.getRepository(AnalyticsSaltEntity);
  const found = await repo.findOneBy({ day });
  if (found) return found.salt;
  try {
    await repo.insert({ day, salt: randomBytes(32).toString('hex'), createdAt: now });
  } catch {
    // Another instance made it first: theirs is the day's.
  }
  const made = await repo.findOneBy({ day });
  if (!made) throw new Error(`no analytics salt for ${day}`);
  return made.salt;
}

export class Analytics {
  private waiting: AnalyticsView[] = [];
  private flushing: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private rollupTimer: NodeJS.Timeout | undefined;
  private rolling: Promise<void> | undefined;
  private zone: Promise<string> | undefined;
  private readonly salts = new Map<string, Promise<string>>();

  constructor(
    private readonly db: DataSource,
    private readonly logger: Logger,
    private readonly opts: AnalyticsOptions,
  ) {}

  start(): void {
    if (this.flushTimer) return;
    this.flushTimer = setInterval(() => void this.flush(), this.opts.flushMs);
    this.flushTimer.unref();
    this.rollupTimer = setInterval(() => void this.maintain(), this.opts.rollupMs);
    this.rollupTimer.unref();
    void this.maintain();
  }

  /** Stops the timers and writes what waits. */
  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.rollupTimer);
    this.flushTimer = undefined;
    await this.rolling;
    // A flush under way may have finished its last insert before the last views came: once more.
    await this.flush();
    if (this.waiting.length) await this.flush();
  }

  /** The site's time zone (Settings), read again at each flush. */
  timeZone(): Promise<string> {
    this.zone ??= loadSettings(this.db).then(
      (s) => s.timeZone,
      (err: unknown) => {
        this.zone = undefined;
        throw err;
      },
    );
    return this.zone;
  }

  private salt(day: string, now: Date): Promise<string> {
    let salt = this.salts.get(day);
    if (!salt) {
      salt = saltOf(this.db, day, now);
      // Only today's (and, around midnight, yesterday's) are needed.
      if (this.salts.size >= 2) this.salts.delete(this.salts.keys().next().value!);
      this.salts.set(day, salt);
      salt.catch(() => this.salts.delete(day));
    }
    return salt;
  }

  /** Counts one view: its day on the site's clock and the day's visitor hash; the address and user agent go no further. */
  async record(view: ViewInput, viewer: Viewer, at = new Date()): Promise<void> {
    const day = dayOn(at, await this.timeZone());
    const visitor = visitorHash(await this.salt(day, at), viewer.site, viewer.address, viewer.userAgent);
    this.waiting.push({ ...view, day, at, visitor });
    if (this.waiting.length >= FLUSH_AT) void this.flush();
  }

  /** Views waiting to be written. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Writes what waits, a multi-row insert per 500; on failure they wait for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  private insert(rows: AnalyticsView[]) {
    return this.db.createQueryBuilder().insert().into(AnalyticsViewEntity).values(rows).updateEntity(false).execute();
  }

  private async write(): Promise<void> {
    this.zone = undefined;
    while (this.waiting.length) {
      const rows = this.waiting.splice(0, INSERT_CHUNK);
      try {
        await this.insert(rows);
      } catch (err) {
        // One row the database refuses must not hold back the others: row by row, those refused are
        // dropped; when every one fails (the database is away), they all wait for the next flush.
        const refused: AnalyticsView[] = [];
        let written = 0;
        for (const row of rows) {
          if (!written && refused.length >= 3) break;
          await this.insert([row]).then(
            () => written++,
            () => refused.push(row),
          );
        }
        if (written) {
          if (refused.length) this.logger.warn({ err, views: refused.length }, 'page views refused by the database: dropped');
          continue;
        }
        this.logger.warn({ err, views: rows.length }, 'page views not written yet: trying again at the next flush');
        this.waiting = [...rows, ...this.waiting].slice(-MAX_WAITING);
        return;
      }
    }
  }

  /** Rollups, retention and salts, logged when they fail; one run at a time in this instance. */
  maintain(now = new Date()): Promise<void> {
    this.rolling ??= (async () => {
      try {
        const zone = await this.timeZone();
        await rollUp(this.db, now, zone);
        await pruneAnalytics(this.db, now, zone, this.opts.rawDays);
      } catch (err) {
        this.logger.warn({ err }, 'analytics rollup failed');
      }
    })().finally(() => (this.rolling = undefined));
    return this.rolling;
  }
}

/** What a rollup of `kind` groups a day's views by (`total`: all of them). */
const ROLLUPS: Array<{ kind: string; value: string; where?: string }> = [
  { kind: 'total', value: "''" },
  { kind: 'path', value: 'path' },
  { kind: 'source', value: "COALESCE(utmSource, referrerHost, '')" },
  { kind: 'campaign', value: 'utmCampaign', where: 'utmCampaign IS NOT NULL' },
  { kind: 'device', value: 'device' },
];

/** How a view's source is read from its row, for the rollups and today's report alike. */
export const rollupValue = (kind: string) => ROLLUPS.find((r) => r.kind === kind)!;

/**
 * Rolls up every day that has ended (on the site's clock, 10 minutes ago) and is not rolled up
 * yet. A day's claim row, its rollup rows and nothing else are written in one transaction: when
 * two instances try the same day, the second's claim fails on the first's and it leaves the day.
 * Answers the days it rolled up.
 */
export async function rollUp(db: DataSource, now: Date, zone: string): Promise<string[]> {
  const lastEnded = addDays(dayOn(new Date(now.getTime() - SETTLE_MS), zone), -1);
  // Index seeks only (a DISTINCT over millions of raw views would read them all): the first raw
  // day, the days rolled up since, then each day left whether it has views.
  const [first] = await db.query<Array<{ day: string | null }>>('SELECT MIN(day) AS day FROM analytics_views');
  if (!first?.day || first.day > lastEnded) return [];
  const rolled = new Set((await db.query<Array<{ day: string }>>('SELECT day FROM analytics_rollups WHERE day >= ?', [first.day])).map((r) => r.day));
  const done: string[] = [];
  for (const day of daysFrom(first.day, lastEnded)) {
    if (rolled.has(day) || !(await db.query('SELECT 1 AS one FROM analytics_views WHERE day = ? LIMIT 1', [day])).length) continue;
    try {
      await db.transaction(async (m) => {
        await m.getRepository(AnalyticsRollupEntity).insert({ day, rolledAt: now });
        await m.query('DELETE FROM analytics_daily WHERE day = ?', [day]);
        for (const { kind, value, where } of ROLLUPS) {
          await m.query(
            `INSERT INTO analytics_daily (kind, day, value, views, visitors) SELECT ?, day, ${value}, COUNT(*), COUNT(DISTINCT visitor) FROM analytics_views WHERE day = ?${where ? ` AND ${where}` : ''} GROUP BY day, ${value}`,
            [kind, day],
          );
        }
      });
      done.push(day);
    } catch (err) {
      // Rolled up by another instance meanwhile (its claim holds), or the database failed: the next run sees which.
      if (!(await db.query('SELECT day FROM analytics_rollups WHERE day = ?', [day])).length) throw err;
    }
  }
  return done;
}

/**
 * Deletes the raw views of rolled-up days older than `rawDays`, and the salts of days before
 * yesterday (so an old visitor hash can never be recomputed from an address).
 */
export async function pruneAnalytics(db: DataSource, now: Date, zone: string, rawDays: number): Promise<void> {
  const today = dayOn(now, zone);
  await db.query('DELETE FROM analytics_views WHERE day < ? AND day IN (SELECT day FROM analytics_rollups)', [addDays(today, -rawDays)]);
  await db.query('DELETE FROM analytics_salts WHERE day < ?', [addDays(today, -1)]);
}
