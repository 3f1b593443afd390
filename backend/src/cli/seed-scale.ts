import { parseArgs } from 'node:util';
import { loadConfig } from '../kernel/config.js';
import { openDatabase } from '../data/data-source.js';
import { ANALYTICS_TARGETS, growAnalytics } from '../seed/analytics.js';
import { growTo, SCALE_TARGETS, type ScaleSizes } from '../seed/scale.js';

/**
 * `npm run seed:scale -- [--products N] [--blogs N] [--reviews N] [--leads N] [--analytics-days N]
 * [--views-per-day N] [--raw-days N] [--batch N]`: grows the database named by DATABASE_URL (or the
 * SQLite file in DATA_DIR) towards these row counts, then its page views (seed/analytics.ts).
 */
const { values } = parseArgs({
  options: {
    products: { type: 'string' },
    blogs: { type: 'string' },
    reviews: { type: 'string' },
    leads: { type: 'string' },
    'analytics-days': { type: 'string' },
    'views-per-day': { type: 'string' },
    'raw-days': { type: 'string' },
    batch: { type: 'string' },
  },
});

const count = (name: string, value: string | undefined, fallback: number): number => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0) {
    process.stderr.write(`--${name} must be a whole number of 0 or more (got ${value})\n`);
    process.exit(2);
  }
  return n;
};

const targets: ScaleSizes = {
  products: count('products', values.products, SCALE_TARGETS.products),
  blogs: count('blogs', values.blogs, SCALE_TARGETS.blogs),
  reviews: count('reviews', values.reviews, SCALE_TARGETS.reviews),
  leads: count('leads', values.leads, SCALE_TARGETS.leads),
};
const analytics = {
  days: count('analytics-days', values['analytics-days'], ANALYTICS_TARGETS.days),
  viewsPerDay: count('views-per-day', values['views-per-day'], ANALYTICS_TARGETS.viewsPerDay),
  rawDays: count('raw-days', values['raw-days'], ANALYTICS_TARGETS.rawDays),
};
const batch = Math.max(1, count('batch', values.batch, 500));

const started = Date.now();
const db = await openDatabase(loadConfig());
try {
  const added = await growTo(db, targets, {
    batch,
    progress: (table, done, total) => process.stdout.write(`\r${table}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}   `),
  });
  process.stdout.write(`\nAdded ${(Object.entries(added) as Array<[string, number]>).map(([t, n]) => `${n.toLocaleString('en')} ${t}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
  const viewsStarted = Date.now();
  const views = await growAnalytics(db, analytics, {
    batch,
    progress: (what, done, total) => process.stdout.write(`\r${what}: ${done.toLocaleString('en')} / ${total.toLocaleString('en')}   `),
  });
  process.stdout.write(
    `\nAdded ${views.rollupDays} days of page view rollups (${views.rollupSeconds.toFixed(1)} s) and ${views.rawViews.toLocaleString('en')} raw page views (${views.rawSeconds.toFixed(1)} s), with ${views.leads.toLocaleString('en')} attributed leads, in ${((Date.now() - viewsStarted) / 1000).toFixed(1)} s\n`,
  );
} finally {
  await db.destroy();
}
