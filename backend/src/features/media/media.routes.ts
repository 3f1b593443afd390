import { endpoints, mediaQuerySchema, mediaUpdateSchema, mediaUploadSchema, uploads, type MediaInUseReply } from '@itsite/shared/contract';
import type { AppRouter } from '../../kernel/context.js';
import { MediaEntity } from '../../data/entities/index.js';
import { badRequest } from '../../kernel/errors.js';
import { cleanUpMedia, listMedia, uploadMedia } from './library-commands.js';
import { presentMedia, presentMediaItems, usageOf, usedByText } from '../../platform/media/library.js';
import { filesOf, multipart } from '../../platform/http/upload.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { created, findOr404, route } from '../../platform/http/route.js';

/** The media library (shared/docs/admin.md#media-library). */
export function registerMediaRoutes(router: AppRouter) {
  route(router, endpoints.listMedia, async (ctx) => {
    ctx.body = await listMedia(ctx.deps.db, parseQuery(ctx, mediaQuerySchema));
  });

  route(router, endpoints.uploadMedia, multipart([uploads.libraryImages, uploads.libraryVideos]), async (ctx) => {
    const { alts = [] } = parseBody(ctx, mediaUploadSchema, { multipart: true });
    const images = filesOf(ctx, uploads.libraryImages);
    const videos = filesOf(ctx, uploads.libraryVideos);
    if (images.length + videos.length === 0) throw badRequest('Choose at least one image or video', [{ path: 'images', message: 'Choose a file' }]);
    if (alts.length > images.length + videos.length) throw badRequest('alts has more texts than files were sent', [{ path: 'alts', message: 'One alt text per file' }]);
    const items = await uploadMedia(ctx.deps, images, videos, alts);
    created(ctx, { success: true, message: items.length === 1 ? 'Added to the library' : `${items.length} items added to the library`, data: items });
  });

  route(router, endpoints.cleanUpMedia, async (ctx) => {
    const removed = await cleanUpMedia(ctx.deps);
    ctx.body = { success: true, message: removed === 1 ? '1 unused item deleted' : `${removed} unused items deleted`, data: { removed } };
  });

  route(router, endpoints.updateMedia, async (ctx) => {
    const { alt } = parseBody(ctx, mediaUpdateSchema);
    const item = await findOr404(ctx, MediaEntity, ctx.params.id, 'Media item');
    if (!alt && item.kind === 'image') {
      // An image a page shows must say what it shows (issue 14): its alt text cannot be emptied.
      const used = (await usageOf(ctx.deps.db, [item.path])).get(item.path);
      if (used?.usedByCount) {
        const message = `Alt text is required: this image is shown on ${usedByText(used)}`;
        throw badRequest(message, [{ path: 'alt', message: 'Alt text is required for an image in use' }]);
      }
    }
    await ctx.deps.db.getRepository(MediaEntity).update({ id: item.id }, { alt });
    const [dto] = await presentMediaItems(ctx.deps.db, [{ ...item, alt }]);
    ctx.body = { success: true, message: 'Alt text saved', data: dto };
  });

  route(router, endpoints.deleteMedia, async (ctx) => {
    const item = await findOr404(ctx, MediaEntity, ctx.params.id, 'Media item');
    const usage = (await usageOf(ctx.deps.db, [item.path])).get(item.path);
    if (usage && (usage.usedByCount > 0 || usage.keptByRevisions > 0)) {
      const reply: MediaInUseReply = {
        success: false,
        message: usage.usedByCount
          ? `This file is in use: ${usedByText(usage)}. Replace it there first.`
          : `This file is kept by ${usage.keptByRevisions} saved revision${usage.keptByRevisions === 1 ? '' : 's'}, which could restore it; it can be deleted once they are gone.`,
        usedBy: usage.usedBy,
        usedByCount: usage.usedByCount,
        keptByRevisions: usage.keptByRevisions,
      };
      ctx.status = 409;
      ctx.body = reply;
      return;
    }
    await ctx.deps.media.discard([item.path]);
    ctx.body = { success: true, message: 'Deleted', data: presentMedia(item, usage) };
  });
}
