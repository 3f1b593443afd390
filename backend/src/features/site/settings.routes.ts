import { PORTRAITS, endpoints, libraryImageSchema, settingsSchema, uploads, type PortraitPerson } from '@itsite/shared/contract';
import { setPortrait, updateSettings } from './settings.commands.js';
import type { AppRouter } from '../../kernel/context.js';
import { badRequest, notFound } from '../../kernel/errors.js';
import { filesOf, multipart } from '../../platform/http/upload.js';
import { parseBody } from '../../platform/http/validate.js';
import { loadSettings } from '../../data/settings.js';
import { route } from '../../platform/http/route.js';

export function registerSettingsRoutes(router: AppRouter) {
  route(router, endpoints.getSettings, async (ctx) => {
    const mediaBaseUrl = ctx.deps.config.s3?.publicUrl;
    ctx.body = { success: true, settings: await loadSettings(ctx.deps.db), ...(mediaBaseUrl && { mediaBaseUrl }) };
  });

  route(router, endpoints.updateSettings, async (ctx) => {
    const input = parseBody(ctx, settingsSchema);
    ctx.body = { success: true, message: 'Settings saved', settings: await updateSettings(ctx.deps.db, input) };
  });

  route(router, endpoints.updatePortrait, multipart([uploads.portrait]), async (ctx) => {
    const person = portraitPerson(ctx.params.person);
    const { libraryImage } = parseBody(ctx, libraryImageSchema, { multipart: true });
    const [file] = filesOf(ctx, uploads.portrait);
    if (file && libraryImage) throw badRequest('Send an upload or a library image, not both', [{ path: 'libraryImage', message: 'Choose one image' }]);
    const image = file ?? (libraryImage ? { library: libraryImage } : undefined);
    if (!image) throw badRequest('Choose an image', [{ path: uploads.portrait.field, message: 'Choose an image' }]);
    ctx.body = { success: true, message: 'Portrait saved', settings: await setPortrait(ctx.deps, person, image) };
  });

  route(router, endpoints.removePortrait, async (ctx) => {
    ctx.body = { success: true, message: 'Portrait removed', settings: await setPortrait(ctx.deps, portraitPerson(ctx.params.person), null) };
  });
}

function portraitPerson(person: string): PortraitPerson {
  if (!Object.hasOwn(PORTRAITS, person)) throw notFound('Portrait');
  return person as PortraitPerson;
}
