import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@itsite/shared/contract';
import type { AppRouter } from '../../kernel/context.js';
import { HttpError, unauthorized } from '../../kernel/errors.js';
import { route } from '../../platform/http/route.js';
import { lastBackup } from '../../data/backups.js';

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

export function registerHealthRoutes(router: AppRouter) {
  route(router, endpoints.healthz, (ctx) => {
    ctx.body = { status: 'ok' };
  });

  // Ready means the database answers; Redis, the outbox, the media storage, the disk and the last backup are reported, not required.
  route(router, endpoints.readyz, async (ctx) => {
    const { db, bus, outbox, config } = ctx.deps;
    const disk = await ctx.deps.media.disk.report().catch(() => null);
    const media = { storage: config.mediaStorage, ...(disk && { disk: disk.state, diskFreeBytes: disk.freeBytes }) };
    try {
      await db.query('SELECT 1');
      const backup = await lastBackup(db);
      ctx.body = { status: 'ok', database: 'ok', ...bus.health(), outbox: outbox.enabled ? 'on' : 'off', media, lastBackupAt: backup?.at ?? null };
    } catch {
      ctx.status = 503;
      ctx.body = { success: false, message: 'Database unavailable', database: 'unavailable', ...bus.health(), media };
    }
  });

  route(router, endpoints.metrics, async (ctx) => {
    const { metricsToken } = ctx.deps.config;
    // Not configured: as if there were no such address.
    if (!metricsToken) throw new HttpError(404, 'Not found');
    const given = /^Bearer (.+)$/.exec(ctx.get('Authorization'))?.[1] ?? '';
    if (!sameToken(given, metricsToken)) {
      ctx.set('WWW-Authenticate', 'Bearer');
      throw unauthorized('A valid metrics token is needed');
    }
    const { metrics } = ctx.deps;
    ctx.set('Cache-Control', 'no-store');
    ctx.type = metrics.contentType;
    ctx.body = await metrics.scrape();
  });
}
