import { BLOG_CATEGORIES, UPLOAD_LIMITS, blogCreateSchema, blogUpdateSchema } from '@itsite/shared/contract';
import { z } from 'zod';
import type { AppRouter } from '../../context.js';
import { BlogEntity, type Blog } from '../../entities/index.js';
import { badRequest } from '../../errors.js';
import { newId } from '../../ids.js';
import { requireAdmin } from '../../middlewares/auth.js';
import { filesOf, multipart } from '../../middlewares/upload.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentBlog } from '../../presenters/index.js';
import { created, findOr404 } from '../helpers.js';
import { listBlogs, replaceSections, resolveSectionImages, sectionsOf } from './blogs.js';

const blogUpload = multipart([
  { name: 'iconImage', maxCount: 1 },
  { name: 'contentImages', maxCount: UPLOAD_LIMITS.blogSections },
]);
const listQuery = z.object({ category: z.enum(BLOG_CATEGORIES, { error: 'Unknown blog category' }).optional() });

export function registerBlogRoutes(router: AppRouter) {
  router.get('/api/v1/blogs', async (ctx) => {
    const { category } = parseQuery(ctx, listQuery);
    ctx.body = { success: true, data: await listBlogs(ctx.deps.db, category) };
  });

  router.get('/api/v1/blogs/:id', async (ctx) => {
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    const sections = await sectionsOf(ctx.deps.db, [blog.id]);
    ctx.body = { success: true, data: presentBlog(blog, sections.get(blog.id) ?? []) };
  });

  router.post('/api/v1/blogs', requireAdmin, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogCreateSchema, { multipart: true });
    const { db, media } = ctx.deps;
    const [icon] = filesOf(ctx, 'iconImage');
    if (!icon) throw badRequest('A video icon is required', [{ path: 'iconImage', message: 'Choose a video file' }]);
    const images = filesOf(ctx, 'contentImages');
    if (images.length !== input.content.length) {
      throw badRequest('Each content block needs an image', [{ path: 'contentImages', message: `Send ${input.content.length} images, one per content block` }]);
    }
    const accepted = [await media.accept(icon, 'video'), ...(await media.acceptAll(images, 'image'))];
    const now = new Date();
    const dto = await media.withFiles(accepted, async ([iconPath, ...imagePaths]) => {
      const blog: Blog = {
        id: newId(),
        title: input.title,
        heading: input.heading,
        description: input.description,
        author: input.author,
        category: input.category,
        iconImage: iconPath,
        createdAt: now,
        updatedAt: now,
      };
      const sections = await db.transaction(async (m) => {
        await m.getRepository(BlogEntity).insert(blog);
        return replaceSections(m, blog.id, input.content.map((c, i) => ({ ...c, image: imagePaths[i] })));
      });
      return presentBlog(blog, sections);
    });
    created(ctx, { success: true, message: 'Blog created successfully!', data: dto });
  });

  router.put('/api/v1/blogs/:id', requireAdmin, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogUpdateSchema, { multipart: true });
    const { db, media } = ctx.deps;
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    const current = (await sectionsOf(db, [blog.id])).get(blog.id) ?? [];
    const [icon] = filesOf(ctx, 'iconImage');
    const images = filesOf(ctx, 'contentImages');
    const wanted = input.content.filter((c) => c.hasNewImage).length;
    if (images.length !== wanted) {
      throw badRequest('The number of new images does not match the content blocks marked hasNewImage', [
        { path: 'contentImages', message: `Expected ${wanted} image(s), got ${images.length}` },
      ]);
    }
    // Resolve kept images before touching the disk, so a bad reference stores nothing.
    resolveSectionImages(input.content, current, images.map((_, i) => `pending:${i}`));
    const accepted = [...(icon ? [await media.accept(icon, 'video')] : []), ...(await media.acceptAll(images, 'image'))];
    const oldIcon = blog.iconImage;
    const dto = await media.withFiles(accepted, async (paths) => {
      const iconPath = icon ? paths[0] : blog.iconImage;
      const imagePaths = icon ? paths.slice(1) : paths;
      const sectionImages = resolveSectionImages(input.content, current, imagePaths);
      Object.assign(blog, {
        title: input.title,
        heading: input.heading,
        description: input.description,
        author: input.author,
        category: input.category,
        iconImage: iconPath,
        updatedAt: new Date(),
      });
      const sections = await db.transaction(async (m) => {
        await m.getRepository(BlogEntity).save(blog);
        return replaceSections(m, blog.id, input.content.map((c, i) => ({ heading: c.heading, description: c.description, image: sectionImages[i] })));
      });
      return presentBlog(blog, sections);
    });
    await media.removeUnused([oldIcon, ...current.map((s) => s.image)]);
    ctx.body = { success: true, message: 'Blog updated successfully!', data: dto };
  });

  router.delete('/api/v1/blogs/:id', requireAdmin, async (ctx) => {
    const { db, media } = ctx.deps;
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    const current = (await sectionsOf(db, [blog.id])).get(blog.id) ?? [];
    await db.transaction(async (m) => {
      await replaceSections(m, blog.id, []);
      await m.getRepository(BlogEntity).delete({ id: blog.id });
    });
    await media.removeUnused([blog.iconImage, ...current.map((s) => s.image)]);
    ctx.body = { success: true, message: 'Blog deleted' };
  });
}
