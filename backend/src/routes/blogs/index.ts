import { adminBlogQuerySchema, blogBulkSchema, blogCreateSchema, uploads as uploadFields, blogListQuerySchema, blogUpdateSchema, endpoints } from '@itsite/shared/contract';
import { createBlog, deleteBlog, deleteBlogs, updateBlog, type BlogFiles } from '../../commands/blogs.js';
import type { AppContext, AppRouter } from '../../context.js';
import { BlogEntity } from '../../entities/index.js';
import { filesOf, multipart } from '../../middlewares/upload.js';
import { parseBody, parseQuery } from '../../middlewares/validate.js';
import { presentBlog } from '../../presenters/blog.js';
import { blogMenu, listBlogs, sectionsOf } from '../../queries/blogs.js';
import { created, findOr404, route } from '../helpers.js';
import { notFound } from '../../errors.js';
import { mayRead } from '../../publishing/publishing.js';
import { withSectionAlt } from '../../media/library.js';
import { savedBy } from '../../revisions/revisions.js';

const blogUpload = multipart([uploadFields.blogIcon, uploadFields.blogIconPoster, uploadFields.blogSectionImages]);

const uploads = (ctx: AppContext): BlogFiles => ({
  icon: filesOf(ctx, uploadFields.blogIcon)[0],
  poster: filesOf(ctx, uploadFields.blogIconPoster)[0],
  images: filesOf(ctx, uploadFields.blogSectionImages),
});

export function registerBlogRoutes(router: AppRouter) {
  route(router, endpoints.listBlogs, async (ctx) => {
    ctx.body = await listBlogs(ctx.deps.db, { ...parseQuery(ctx, blogListQuerySchema), publicOnly: true });
  });

  // Registered before getBlog, which would otherwise take "menu" for an id.
  route(router, endpoints.blogMenu, async (ctx) => {
    ctx.body = { success: true, data: await blogMenu(ctx.deps.db) };
  });

  route(router, endpoints.listAdminBlogs, async (ctx) => {
    ctx.body = await listBlogs(ctx.deps.db, parseQuery(ctx, adminBlogQuerySchema));
  });

  route(router, endpoints.getBlog, async (ctx) => {
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    if (!(await mayRead(ctx, blog))) throw notFound('Blog');
    ctx.body = { success: true, data: await withSectionAlt(ctx.deps.db, presentBlog(blog, await sectionsOf(ctx.deps.db, blog.id))) };
  });

  route(router, endpoints.createBlog, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogCreateSchema, { multipart: true });
    created(ctx, { success: true, message: 'Blog created successfully!', data: await withSectionAlt(ctx.deps.db, await createBlog(ctx.deps, input, uploads(ctx), savedBy(ctx))) });
  });

  route(router, endpoints.updateBlog, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogUpdateSchema, { multipart: true });
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    ctx.body = { success: true, message: 'Blog updated successfully!', data: await withSectionAlt(ctx.deps.db, await updateBlog(ctx.deps, blog, input, uploads(ctx), savedBy(ctx))) };
  });

  route(router, endpoints.deleteBlog, async (ctx) => {
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    await deleteBlog(ctx.deps, blog);
    ctx.body = { success: true, message: 'Blog deleted' };
  });

  route(router, endpoints.bulkBlogs, async (ctx) => {
    const { ids } = parseBody(ctx, blogBulkSchema);
    ctx.body = { success: true, ...(await deleteBlogs(ctx.deps, ids)) };
  });
}
