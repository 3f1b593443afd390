import { adminBlogQuerySchema, blogBulkSchema, blogCreateSchema, uploads as uploadFields, blogListQuerySchema, blogUpdateSchema, endpoints, sectionAltsProblems, sectionUploads, type BlogDto } from '@itsite/shared/contract';
import { blogAsUpdated, createBlog, deleteBlog, deleteBlogs, restoreBlog, updateBlog, type BlogFiles } from './blogs.commands.js';
import type { AppContext, AppRouter } from '../../kernel/context.js';
import { BlogEntity, type Blog } from '../../data/entities/index.js';
import { filesOf, multipart } from '../../platform/http/upload.js';
import { parseBody, parseQuery } from '../../platform/http/validate.js';
import { presentBlog } from './blog.presenter.js';
import { blogMenu, listBlogs, sectionsOf } from './blogs.queries.js';
import { created, findOr404, route } from '../../platform/http/route.js';
import { badRequest, notFound } from '../../kernel/errors.js';
import { mayRead, mayReadDrafts } from '../../platform/content/publishing.js';
import { setAlts, withSectionAlt } from '../../platform/media/library.js';
import { savedBy } from '../../platform/content/revisions.js';
import { registerRevisionRoutes } from '../../platform/content/revisions.routes.js';
import { resolveAddress } from '../../platform/content/slugs.js';

const blogUpload = multipart([uploadFields.blogIcon, uploadFields.blogIconPoster, uploadFields.blogSectionImages]);

const uploads = (ctx: AppContext): BlogFiles => ({
  icon: filesOf(ctx, uploadFields.blogIcon)[0],
  poster: filesOf(ctx, uploadFields.blogIconPoster)[0],
  images: filesOf(ctx, uploadFields.blogSectionImages),
});

export function registerBlogRoutes(router: AppRouter) {
  route(router, endpoints.listBlogs, async (ctx) => {
    ctx.body = await listBlogs(ctx.deps.db, { ...parseQuery(ctx, blogListQuerySchema), publicOnly: true }, ctx.deps.publicCache.keep);
  });

  // Registered before getBlog, which would otherwise take "menu" for an id.
  route(router, endpoints.blogMenu, async (ctx) => {
    ctx.body = { success: true, data: await blogMenu(ctx.deps.db) };
  });

  route(router, endpoints.listAdminBlogs, async (ctx) => {
    ctx.body = await listBlogs(ctx.deps.db, parseQuery(ctx, adminBlogQuerySchema));
  });

  // Registered before getBlog too.
  route(router, endpoints.getBlogBySlug, async (ctx) => {
    const found = await resolveAddress(ctx.deps.db, 'blog', ctx.params.slug ?? '', await mayReadDrafts(ctx));
    if (!found) throw notFound('Blog');
    ctx.body = { success: true, data: await withSectionAlt(ctx.deps.db, presentBlog(found.record, await sectionsOf(ctx.deps.db, found.record.id))) };
  });

  route(router, endpoints.getBlog, async (ctx) => {
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    if (!(await mayRead(ctx, blog))) throw notFound('Blog');
    ctx.body = { success: true, data: await withSectionAlt(ctx.deps.db, presentBlog(blog, await sectionsOf(ctx.deps.db, blog.id))) };
  });

  route(router, endpoints.createBlog, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogCreateSchema, { multipart: true });
    assertSectionAlts(input.content, 'create');
    const saved = await createBlog(ctx.deps, input, uploads(ctx), savedBy(ctx));
    created(ctx, { success: true, message: 'Blog created successfully!', data: await withNewSectionAlts(ctx, saved, sectionUploads(input.content, 'create'), input.content) });
  });

  route(router, endpoints.updateBlog, blogUpload, async (ctx) => {
    const input = parseBody(ctx, blogUpdateSchema, { multipart: true });
    assertSectionAlts(input.content, 'update');
    const blog = await findOr404(ctx, BlogEntity, ctx.params.id, 'Blog');
    const saved = await updateBlog(ctx.deps, blog, input, uploads(ctx), savedBy(ctx));
    ctx.body = { success: true, message: 'Blog updated successfully!', data: await withNewSectionAlts(ctx, saved, sectionUploads(input.content, 'update'), input.content) };
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

/** 400 naming each section whose new image comes without its alt text, before anything is stored. */
function assertSectionAlts(content: Parameters<typeof sectionAltsProblems>[0], mode: 'create' | 'update'): void {
  const problems = sectionAltsProblems(content, mode);
  if (problems.length) throw badRequest(`Alt text is required for each new section image (content.N.imageAlt): missing for section ${problems.map((p) => Number(p.path.split('.')[1]) + 1).join(', ')}`, problems);
}

/** The saved blog with its section images' alt texts, once the new images (sections marked in `fresh`) have theirs. */
async function withNewSectionAlts(ctx: AppContext, blog: BlogDto, fresh: boolean[], content: ReadonlyArray<{ imageAlt?: string }>): Promise<BlogDto> {
  const picked = blog.content.flatMap((s, i) => (fresh[i] ? [{ path: s.image, alt: content[i]?.imageAlt ?? '' }] : []));
  await setAlts(ctx.deps.db, picked.map((p) => p.path), picked.map((p) => p.alt));
  return withSectionAlt(ctx.deps.db, blog);
}

/** A blog's revisions: list, read one, restore one, autosave (platform/content/revisions.routes.ts). */
export function registerBlogRevisionRoutes(router: AppRouter) {
  registerRevisionRoutes<Blog>(router, {
    type: 'blog',
    entity: BlogEntity,
    label: 'Blog',
    list: endpoints.listBlogRevisions,
    get: endpoints.getBlogRevision,
    restore: endpoints.restoreBlogRevision,
    restoreWith: async (deps, item, revision, author) => ({ success: true, message: 'Revision restored', data: await withSectionAlt(deps.db, await restoreBlog(deps, item, revision, author)) }),
    autosave: endpoints.autosaveBlog,
    asUpdated: (ctx, item) => blogAsUpdated(ctx.deps, item, parseBody(ctx, blogUpdateSchema)),
  });
}
