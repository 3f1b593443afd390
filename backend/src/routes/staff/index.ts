import { endpoints, staffCreateSchema, staffUpdateSchema } from '@itsite/shared/contract';
import { createStaff, leadOwners, listStaff, resetStaffPassword, updateStaff } from '../../commands/staff.js';
import type { AppContext, AppRouter } from '../../context.js';
import { unauthorized } from '../../errors.js';
import { parseBody } from '../../middlewares/validate.js';
import { presentStaff, presentStaffOption } from '../../presenters/index.js';
import { created, route } from '../helpers.js';

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
    const user = await updateStaff(ctx.deps, actor(ctx).id, ctx.params.id, input);
    ctx.body = { success: true, data: presentStaff(user) };
  });

  route(router, endpoints.resetStaffPassword, async (ctx) => {
    const { user, link } = await resetStaffPassword(ctx.deps, actor(ctx).id, ctx.params.id);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { success: true, data: presentStaff(user), link };
  });

  route(router, endpoints.leadOwners, async (ctx) => {
    ctx.set('Cache-Control', 'private, no-store');
    ctx.body = { success: true, data: (await leadOwners(ctx.deps.db)).map(presentStaffOption) };
  });
}
