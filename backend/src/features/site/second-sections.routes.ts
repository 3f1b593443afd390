import { bannerImageSchema, endpoints, secondSectionSchema, uploads } from '@itsite/shared/contract';
import { updateSecondSection } from './second-sections.commands.js';
import type { AppRouter } from '../../kernel/context.js';
import { SecondSectionEntity } from '../../data/entities/index.js';
import { filesOf, multipart } from '../../platform/http/upload.js';
import { parseBody } from '../../platform/http/validate.js';
import { presentSecondSection } from './second-section.presenter.js';
import { findOr404, route } from '../../platform/http/route.js';
import { setAlts, withBannerAlts } from '../../platform/media/library.js';
import { badRequest } from '../../kernel/errors.js';
import { allRows } from '../../kernel/db/rows.js';

/** The home page's expertise banner: title, paragraph and image, edited in the admin. */
export function registerSecondSectionRoutes(router: AppRouter) {
  route(router, endpoints.listSecondSections, async (ctx) => {
    const rows = await allRows(ctx.deps.db, SecondSectionEntity, ['createdAt', 'id']);
    ctx.body = { success: true, data: await withBannerAlts(ctx.deps.db, rows.map(presentSecondSection)) };
  });

  route(router, endpoints.getSecondSection, async (ctx) => {
    const row = await findOr404(ctx, SecondSectionEntity, ctx.params.id, 'Section');
    ctx.body = { success: true, data: (await withBannerAlts(ctx.deps.db, [presentSecondSection(row)]))[0] };
  });

  route(router, endpoints.updateSecondSection, multipart([uploads.secondSectionImage]), async (ctx) => {
    const input = parseBody(ctx, secondSectionSchema.extend(bannerImageSchema.shape), { multipart: true });
    const [file] = filesOf(ctx, uploads.secondSectionImage);
    // The home page shows the image: a new one must say what it shows.
    if (file && !input.imgAlt) throw badRequest('Alt text is required for the new image (imgAlt)', [{ path: 'imgAlt', message: 'Write what the image shows' }]);
    const row = await findOr404(ctx, SecondSectionEntity, ctx.params.id, 'Section');
    const updated = await updateSecondSection(ctx.deps, row, input, file);
    if (file) await setAlts(ctx.deps.db, [updated.imgSrc], [input.imgAlt ?? '']);
    ctx.body = { success: true, message: 'Updated successfully!', data: (await withBannerAlts(ctx.deps.db, [presentSecondSection(updated)]))[0] };
  });
}
