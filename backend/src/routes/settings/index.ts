import { settingsSchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { parseBody } from '../../middlewares/validate.js';
import { loadSettings, saveSettings } from './settings.js';

export function registerSettingsRoutes(router: AppRouter) {
  router.get('/api/v1/settings', async (ctx) => {
    ctx.body = { success: true, settings: await loadSettings(ctx.deps.db) };
  });

  router.put('/api/v1/admin/settings', requireAdmin, async (ctx) => {
    const input = parseBody(ctx, settingsSchema);
    ctx.body = { success: true, message: 'Settings saved', settings: await saveSettings(ctx.deps.db, input) };
  });
}
