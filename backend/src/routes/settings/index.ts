import { endpoints, settingsSchema } from '@itsite/shared/contract';
import { saveSettings } from '../../commands/settings.js';
import type { AppRouter } from '../../context.js';
import { parseBody } from '../../middlewares/validate.js';
import { loadSettings } from '../../queries/settings.js';
import { route } from '../helpers.js';

export function registerSettingsRoutes(router: AppRouter) {
  route(router, endpoints.getSettings, async (ctx) => {
    ctx.body = { success: true, settings: await loadSettings(ctx.deps.db) };
  });

  route(router, endpoints.updateSettings, async (ctx) => {
    const input = parseBody(ctx, settingsSchema);
    ctx.body = { success: true, message: 'Settings saved', settings: await saveSettings(ctx.deps.db, input) };
  });
}
