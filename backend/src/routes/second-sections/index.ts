import { secondSectionSchema } from '@itsite/shared/contract';
import type { AppRouter } from '../../context.js';
import { SecondSectionEntity } from '../../entities/index.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { filesOf, multipart } from '../../middlewares/upload.js';
import { parseBody } from '../../middlewares/validate.js';
import { presentSecondSection } from '../../presenters/index.js';
import { findOr404 } from '../helpers.js';

/** The home page's expertise banner (DESIGN.md): title, paragraph and image, edited in admin. */
export function registerSecondSectionRoutes(router: AppRouter) {
  router.get('/api/v1/second-sections', async (ctx) => {
    const rows = await ctx.deps.db.getRepository(SecondSectionEntity).find({ order: { createdAt: 'ASC', id: 'ASC' } });
    ctx.body = { success: true, data: rows.map(presentSecondSection) };
  });

  router.get('/api/v1/second-sections/:id', async (ctx) => {
    const row = await findOr404(ctx, SecondSectionEntity, ctx.params.id, 'Section');
    ctx.body = { success: true, data: presentSecondSection(row) };
  });

  router.put('/api/v1/second-sections/:id', requireAdmin, multipart([{ name: 'imgSrc', maxCount: 1 }]), async (ctx) => {
    const input = parseBody(ctx, secondSectionSchema, { multipart: true });
    const { db, media } = ctx.deps;
    const row = await findOr404(ctx, SecondSectionEntity, ctx.params.id, 'Section');
    const [file] = filesOf(ctx, 'imgSrc');
    const accepted = file ? [await media.accept(file, 'image')] : [];
    const oldImage = row.imgSrc;
    await media.withFiles(accepted, async ([path]) => {
      Object.assign(row, { title: input.title, para: input.para, imgSrc: path ?? row.imgSrc, updatedAt: new Date() });
      await db.getRepository(SecondSectionEntity).save(row);
    });
    if (row.imgSrc !== oldImage) await media.removeUnused([oldImage]);
    ctx.body = { success: true, message: 'Updated successfully!', data: presentSecondSection(row) };
  });
}
