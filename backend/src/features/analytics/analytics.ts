import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { AnalyticsRollupEntity, AnalyticsSaltEntity, AnalyticsSliceEntity, type AnalyticsView } from '../../data/entities/index.js';
import type { Logger } from '../../kernel/observability/logger.js';
import { loadSettings } from '../../data/settings.js';
import { addToDaily, countSlice } from './counting.js';
import { addDays, dayOn, daysFrom, visitorHash } from './views.js';

/**
 * Counting page views (shared/docs/analytics.md): views wait in memory and are written together,
 * a multi-row insert every `flushMs` (and at shutdown); the daily rollups, the raw views' retention
 * and the salts' deletion run at start and every `rollupMs` on every instance, each step safe to
 * run twice or at once on several.
 */

/** A view as the beacon's checks leave it, before it is given its day and visitor. */
export type ViewInput = Omit<AnalyticsView, 'id' | 'day' | 'at' | 'visitor'>;

/** A view waiting to be written: its columns in the order of the insert (a list costs less than an object for each view). */
type Waiting = [day: string, at: Date, path: string, referrerHost: string | null, utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, device: string, visitor: string];

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
  /** How often a slice of today's views is rolled up: a report reads only the views since. */
  sliceMs: number;
}

/** Rows per INSERT (9 values each: well within both databases' limits). */
const INSERT_CHUNK = 500;
/** A flush starts at once when this many views wait. */
const FLUSH_AT = 5000;
/** While the database refuses them, at most this many views wait; the oldest go first. */
const MAX_WAITING = 100_000;
/** A day is rolled up this long after it ends, so views still in a buffer at midnight are in it. */
const SETTLE_MS = 10 * 60 * 1000;

const DONE = Promise.resolve();

/** A time as both databases' DATETIME(3) columns keep it here: UTC, `YYYY-MM-DD HH:MM:SS.mmm` (as TypeORM writes a Date). */
const utcDatetime = (at: Date) => at.toISOString().replace('T', ' ').replace('Z', '');

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
  private waiting: Waiting[] = [];
  private flushing: Promise<void> | undefined;
  private flushTimer: NodeJS.Timeout | undefined;
  private rollupTimer: NodeJS.Timeout | undefined;
  private sliceTimer: NodeJS.Timeout | undefined;
  private rolling: Promise<void> | undefined;
  private zone: Promise<string> | undefined;
  private readonly salts = new Map<string, Promise<string>>();
  /** The time zone and the salts of the last days, once read: what `record` needs without waiting. */
  private knownZone: string | undefined;
  private readonly knownSalts = new Map<string, string>();

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
    this.sliceTimer = setInterval(() => void this.slice(), this.opts.sliceMs);
    this.sliceTimer.unref();
    void this.maintain();
  }

  /** Stops the timers and writes what waits. */
  async stop(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.rollupTimer);
    clearInterval(this.sliceTimer);
    this.flushTimer = undefined;
    await this.rolling;
    // A flush under way may have finished its last insert before the last views came: once more.
    await this.flush();
    if (this.waiting.length) await this.flush();
  }

  /**
   * The site's time zone (Settings), read again after each flush. Views go on being counted on the
   * one known meanwhile: clearing it made every beacon arriving until the read came back take the
   * slow path (awaits, a promise each).
   */
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

  private lastDay = { zone: '', minute: NaN, day: '' };

  /** The day of `at` on `zone`'s clock: a day changes only at a whole minute, so the last minute's is kept (the clock is costly to read). */
  private dayOf(at: Date, zone: string): string {
    const minute = Math.floor(at.getTime() / 60_000);
    const last = this.lastDay;
    if (last.minute !== minute || last.zone !== zone) this.lastDay = { zone, minute, day: dayOn(at, zone) };
    return this.lastDay.day;
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
  record(view: ViewInput, viewer: Viewer, at = new Date()): Promise<void> {
    // Once the time zone and the day's salt are known, at once: no await for each view.
    const zone = this.knownZone;
    const salt = zone === undefined ? undefined : this.knownSalts.get(this.dayOf(at, zone));
    if (zone === undefined || salt === undefined) return this.recordLater(view, viewer, at);
    this.keep(view, this.dayOf(at, zone), at, visitorHash(salt, viewer.site, viewer.address, viewer.userAgent));
    return DONE;
  }

  private async recordLater(view: ViewInput, viewer: Viewer, at: Date): Promise<void> {
    const zone = await this.timeZone();
    const day = this.dayOf(at, zone);
    const salt = await this.salt(day, at);
    this.knownZone = zone;
    this.knownSalts.set(day, salt);
    if (this.knownSalts.size > 2) this.knownSalts.delete(this.knownSalts.keys().next().value!);
    this.keep(view, day, at, visitorHash(salt, viewer.site, viewer.address, viewer.userAgent));
  }

  private keep(view: ViewInput, day: string, at: Date, visitor: string): void {
    this.waiting.push([day, at, view.path, view.referrerHost, view.utmSource, view.utmMedium, view.utmCampaign, view.device, visitor]);
    if (this.waiting.length >= FLUSH_AT) void this.flush();
  }

  /** Views waiting to be written. */
  get pending(): number {
    return this.waiting.length;
  }

  /** Writes what waits: up to 5,000 views a transaction, a multi-row insert per 500; on failure they wait for the next flush. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = undefined));
    return this.flushing;
  }

  /** One multi-row INSERT, its SQL written here: TypeORM's query builder took longer to write it than the database to run it. */
  private insert(rows: Waiting[], db: Pick<DataSource | EntityManager, 'query'> = this.db) {
    const params: unknown[] = [];
    for (const [day, at, ...rest] of rows) params.push(day, utcDatetime(at), ...rest);
    return db.query(`INSERT INTO analytics_views (day, at, path, referrerHost, utmSource, utmMedium, utmCampaign, device, visitor) VALUES ${rows.map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)').join(', ')}`, params);
  }

  private async write(): Promise<void> {
    this.zone = undefined;
    void this.timeZone().then(
      (zone) => (this.knownZone = zone),
      () => undefined,
    );
    while (this.waiting.length) {
      // Up to FLUSH_AT views at a time, taken off the list (views go on arriving meanwhile).
      const batch = this.waiting.length <= FLUSH_AT ? this.waiting : this.waiting.slice(0, FLUSH_AT);
      this.waiting = batch === this.waiting ? [] : this.waiting.slice(FLUSH_AT);
      try {
        // In one transaction: a view's entry in the index by visitor dirties a page of its own, and
        // pages are written once a commit however many views they took meanwhile.
        await this.db.transaction(async (m) => {
          for (let i = 0; i < batch.length; i += INSERT_CHUNK) await this.insert(batch.slice(i, i + INSERT_CHUNK), m);
        });
      } catch {
        if (!(await this.writeApart(batch))) return;
      }
    }
  }

  /** A batch the database refused as a whole, chunk by chunk; false when it is away (the views then wait for the next flush). */
  private async writeApart(batch: Waiting[]): Promise<boolean> {
    for (let i = 0; i < batch.length; i += INSERT_CHUNK) {
      const rows = batch.slice(i, i + INSERT_CHUNK);
      try {
        await this.insert(rows);
      } catch (err) {
        // One row the database refuses must not hold back the others: row by row, those refused are
        // dropped; when every one fails (the database is away), they all wait for the next flush.
        const refused: Waiting[] = [];
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
        this.logger.warn({ err, views: batch.length - i }, 'page views not written yet: trying again at the next flush');
        this.waiting = [...batch.slice(i), ...this.waiting].slice(-MAX_WAITING);
        return false;
      }
    }
    return true;
  }

  /** Slices, rollups, retention and salts, logged when they fail; after the run under way in this instance, if any. */
  maintain(now = new Date()): Promise<void> {
    return this.run(async (zone) => {
      await rollSlices(this.db, now, zone);
      await rollUp(this.db, now, zone);
      await pruneAnalytics(this.db, now, zone, this.opts.rawDays);
    });
  }

  /** A slice of today's (and yesterday's, until rolled up) views not counted yet; none while a run is under way. */
  slice(now = new Date()): Promise<void> {
    return this.rolling ?? this.run((zone) => rollSlices(this.db, now, zone).then(() => undefined));
  }

  /** One run at a time in this instance (other instances are kept apart by the claims). */
  private run(work: (zone: string) => Promise<void>): Promise<void> {
    const mine: Promise<void> = (this.rolling ?? Promise.resolve())
      .then(async () => {
        try {
          await work(await this.timeZone());
        } catch (err) {
          this.logger.warn({ err }, 'analytics rollup failed');
        }
      })
      .finally(() => {
        if (this.rolling === mine) this.rolling = undefined;
      });
    this.rolling = mine;
    return mine;
  }
}

/** Thrown inside a slice's transaction to roll it back: nothing to count, or the day is rolled up. */
class NothingToCount extends Error {}

/**
 * A transaction that claims views. On MariaDB in READ COMMITTED: its UPDATE then passes over views
 * whose insert has not committed yet (they stay for a later slice) and locks no gap a flush's insert
 * would wait for. On SQLite a transaction runs alone (kernel/db/sqliteIsolation.ts).
 */
function claiming<T>(db: DataSource, work: (m: EntityManager) => Promise<T>): Promise<T> {
  return db.options.type === 'better-sqlite3' ? db.transaction(work) : db.transaction('READ COMMITTED', work);
}

/** The same key written at the same moment by another instance (its claim holds). */
function isDuplicate(err: unknown): boolean {
  const codes = [err, (err as { driverError?: unknown } | null)?.driverError].map((e) => (e as { code?: unknown } | null)?.code);
  return codes.some((c) => c === 'ER_DUP_ENTRY' || c === 'SQLITE_CONSTRAINT_PRIMARYKEY' || c === 'SQLITE_CONSTRAINT_UNIQUE');
}

/**
 * In `m`'s transaction: the day's next slice, which claims the views no slice has counted (every one
 * that has committed) and adds their figures to the day's rollup rows. Answers the views it counted.
 *
 * Its row, numbered and written in one statement, is the claim: another instance's slice of the same
 * number makes it fail. Being a write, it is also this transaction's first hold on SQLite's write
 * lock (another connection's transaction waits for it, then reads what this one wrote).
 */
async function sliceIn(m: EntityManager, day: string, now: Date): Promise<number> {
  const at: unknown = m.connection.driver.preparePersistentValue(now, m.connection.getMetadata(AnalyticsSliceEntity).findColumnWithPropertyName('rolledAt')!);
  await m.query('INSERT INTO analytics_slices (day, slice, views, rolledAt) SELECT ?, COALESCE(MAX(slice), 0) + 1, 0, ? FROM analytics_slices WHERE day = ?', [day, at, day]);
  const [made] = await m.query<Array<{ slice: unknown }>>('SELECT MAX(slice) AS slice FROM analytics_slices WHERE day = ?', [day]);
  const slice = Number(made.slice);
  await m.query('UPDATE analytics_views SET slice = ? WHERE day = ? AND slice = 0', [slice, day]);
  // A visitor is new to a value when no earlier slice of the day had it for that value.
  const figures = await countSlice(m, day, slice);
  const views = figures.get('total')![0]?.views ?? 0;
  if (!views) return 0;
  for (const [kind, counted] of figures) await addToDaily(m, kind, counted);
  await m.query('UPDATE analytics_slices SET views = ? WHERE day = ? AND slice = ?', [views, day, slice]);
  return views;
}

const isRolled = async (db: Pick<DataSource, 'query'>, day: string) => (await db.query<unknown[]>('SELECT day FROM analytics_rollups WHERE day = ?', [day])).length > 0;

/**
 * A partial rollup (a slice) of `day`, not rolled up yet: the views no slice has counted are added
 * to the day's rollup rows, so a report reads those and only the views since. Answers the views it
 * counted: 0 when none waited, or another instance made a slice or the day's rollup meanwhile.
 */
export async function rollSlice(db: DataSource, day: string, now: Date): Promise<number> {
  // Index seeks first: on most runs of most instances, nothing to do.
  if (await isRolled(db, day)) return 0;
  if (!(await db.query<unknown[]>('SELECT 1 AS one FROM analytics_views WHERE day = ? AND slice = 0 LIMIT 1', [day])).length) return 0;
  try {
    return await claiming(db, async (m) => {
      const views = await sliceIn(m, day, now);
      // Read after the claim, which waited for any rollup of the day that held the same number: one
      // made meanwhile on another instance has committed, and this slice would count late views in it.
      if (!views || (await isRolled(m, day))) throw new NothingToCount();
      return views;
    });
  } catch (err) {
    if (err instanceof NothingToCount || isDuplicate(err)) return 0;
    throw err;
  }
}

/** A slice of yesterday (until it is rolled up) and of today, on the site's clock; answers the views counted. */
export async function rollSlices(db: DataSource, now: Date, zone: string): Promise<number> {
  const today = dayOn(now, zone);
  let views = 0;
  for (const day of [addDays(today, -1), today]) views += await rollSlice(db, day, now);
  return views;
}

/**
 * Rolls up every day that has ended (on the site's clock, 10 minutes ago) and is not rolled up
 * yet. A day's claim row and its last slice (the views no slice counted, added to the figures of
 * the slices before: the same figures as counting the whole day at once) are written in one
 * transaction: when two instances try the same day, the second's claim fails on the first's and it
 * leaves the day. Answers the days it rolled up.
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
    if (rolled.has(day) || !(await db.query<unknown[]>('SELECT 1 AS one FROM analytics_views WHERE day = ? LIMIT 1', [day])).length) continue;
    // A slice made by another instance at the same moment takes the number this rollup's last
    // slice wanted: then once more.
    for (let attempt = 1; ; attempt++) {
      try {
        await claiming(db, async (m) => {
          await m.getRepository(AnalyticsRollupEntity).insert({ day, rolledAt: now });
          await sliceIn(m, day, now);
        });
        done.push(day);
        break;
      } catch (err) {
        // Rolled up by another instance meanwhile (its claim holds), or the database failed: the next run sees which.
        if (await isRolled(db, day)) break;
        if (attempt >= 3) throw err;
      }
    }
  }
  return done;
}

/**
 * Deletes the raw views of rolled-up days older than `rawDays` (with their slices), and the salts
 * of days before yesterday (so an old visitor hash can never be recomputed from an address).
 */
export async function pruneAnalytics(db: DataSource, now: Date, zone: string, rawDays: number): Promise<void> {
  const today = dayOn(now, zone);
  const before = addDays(today, -rawDays);
  await db.query('DELETE FROM analytics_views WHERE day < ? AND day IN (SELECT day FROM analytics_rollups)', [before]);
  await db.query('DELETE FROM analytics_slices WHERE day < ? AND day IN (SELECT day FROM analytics_rollups)', [before]);
  await db.query('DELETE FROM analytics_salts WHERE day < ?', [addDays(today, -1)]);
}
