import { endpoints, securitySettingsSchema, staffCreateSchema, staffUpdateSchema } from '@itsite/shared/contract';
import { setSecurity } from './twoFactor.commands.js';
import { announceEnded, sessionsWithoutTwoFactor } from '../../platform/auth/sessions.js';
import { loadSecurity } from '../../data/security.js';
import { createStaff, ownersFor, listStaff, resetStaffPassword, updateStaff } from './staff.commands.js';
import type { AppContext, AppRouter } from '../../kernel/context.js';
import { unauthorized } from '../../kernel/errors.js';
import { parseBody } from '../../platform/http/validate.js';
import { presentStaff, presentStaffOption } from './user.presenter.js';
import { created, route } from '../../platform/http/route.js';
import { noteBefore } from '../../platform/audit/trail.js';
import { UserEntity } from '../../data/entities/index.js';

function actor(ctx: AppContext) {
  const auth = ctx.state.auth;
  if (!auth) throw unauthorized();
  return auth.user;
}

/** The staff screen (admins) and the lead inbox's owner choice (whoever works leads). */
export function registerStaffRoutes(router: AppRouter) {
  route(router, endpoints.listStaff, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    const now = new Date();
    ctx.body = { success: true, data: (await listStaff(ctx.deps.db)).map((u) => presentStaff(u, now)) };
  });

  route(router, endpoints.createStaff, async (ctx) => {
    const input = parseBody(ctx, staffCreateSchema);
    const { user, link } = await createStaff(ctx.deps.db, input);
    ctx.set('Cache-Control', 'no-store');
    created(ctx, { success: true, data: presentStaff(user), link });
  });

  route(router, endpoints.updateStaff, async (ctx) => {
    const input = parseBody(ctx, staffUpdateSchema);
    // The audit entry keeps the role and state the change replaces.
    const current = await ctx.deps.db.getRepository(UserEntity).findOneBy({ id: ctx.params.id });
    if (current) noteBefore(ctx, { role: current.role, active: current.active });
    const user = await updateStaff(ctx.deps, actor(ctx).id, ctx.params.id, input);
    ctx.body = { success: true, data: presentStaff(user) };
  });

  route(router, endpoints.resetStaffPassword, async (ctx) => {
    const { user, link } = await resetStaffPassword(ctx.deps, actor(ctx).id, ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: presentStaff(user), link };
  });

  route(router, endpoints.getSecurity, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: await loadSecurity(ctx.deps.db) };
  });

  route(router, endpoints.updateSecurity, async (ctx) => {
    const input = parseBody(ctx, securitySettingsSchema);
    const data = await setSecurity(ctx.deps.db, actor(ctx).id, input);
    // The accounts it now locks out lose their live sockets at once, on every instance.
    if (data.requireTwoFactor) await announceEnded(ctx.deps, await sessionsWithoutTwoFactor(ctx.deps.db));
    ctx.body = { success: true, data };
  });

  route(router, endpoints.leadOwners, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: (await ownersFor(ctx.deps.db, 'leads')).map(presentStaffOption) };
  });
}
