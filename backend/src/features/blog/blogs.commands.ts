import { In, type EntityManager } from 'typeorm';
import { assignFields, blogSectionType, blogType, columnsFrom, sectionUploads, uploads, type BlogCreateInput, type BlogDto, type BlogRevisionRecord, type BlogUpdateInput, blogUpdateSchema } from '@itsite/shared/contract';
import type { AppDeps } from '../../kernel/context.js';
import { inTransaction } from '../../kernel/db/transaction.js';
import { BlogEntity, BlogSectionEntity, type Blog, type BlogSection, type Revision } from '../../data/entities/index.js';
import { badRequest } from '../../kernel/errors.js';
import { newId } from '../../kernel/ids.js';
import type { IncomingFile } from '../../platform/media/store.js';
import { takePicks, type LibraryPick } from '../../platform/media/picks.js';
import { presentBlog } from './blog.presenter.js';
import { sectionsOf } from './blogs.queries.js';
import { foundIds, outcomeOf, type BulkOutcome } from '../../platform/content/bulk.js';
import { publishingAfter } from '../../platform/content/publishing.js';
import { cleanRichFields } from '../../platform/content/richText.js';
import { dropRevisions, keepRevision, type RevisionAuthor, type SaveBy } from '../../platform/content/revisions.js';
import { asUpdate, contentOf, revisionRecord } from '../../platform/content/restore.js';
import { forgetSlugs, settleSlug, shareImageAfter, slugSafe } from '../../platform/content/slugs.js';

/** Rich text of the blog and its sections cut to the allow-list, its inline images checked, in place (before anything is stored). */
async function cleanBlogInput(db: Deps['db'], input: BlogCreateInput | BlogUpdateInput): Promise<void> {
  await cleanRichFields(db, blogType, input);
  for (const [i, section] of input.content.entries()) await cleanRichFields(db, blogSectionType, section, `content.${i}.`);
}

type Deps = Pick<AppDeps, 'db' | 'media'>;

async function replaceSections(
  m: EntityManager,
  blogId: string,
  content: Array<{ heading: string; description: string; image: string }>,
): Promise<BlogSection[]> {
  const repo = m.getRepository(BlogSectionEntity);
  await repo.delete({ blogId });
  const rows = content.map((c, position) => ({ blogId, position, heading: c.heading, description: c.description, image: c.image }));
  if (rows.length) await repo.insert(rows);
  return rows;
}

/**
 * The image of each section: a section that takes an upload (`fresh`, see sectionUploads) takes the
 * next uploaded file, one naming an `image` has it (a current one, a restored revision's, or one
 * chosen from the library: see sectionPicks; '' for none: a section's image is optional), any other
 * keeps the image of the section that was at its position.
 */
export function resolveSectionImages(content: ReadonlyArray<{ image?: string }>, fresh: readonly boolean[], current: BlogSection[], uploaded: string[]): string[] {
  let next = 0;
  return content.map((item, i) => {
    if (fresh[i]) {
      const path = uploaded[next++];
      if (!path) throw badRequest(`Content block ${i + 1} says it has a new image but none was sent`, [{ path: `content.${i}.hasNewImage`, message: 'Image missing' }]);
      return path;
    }
    if (item.image !== undefined) return item.image;
    const same = current[i];
    if (!same) throw badRequest(`Content block ${i + 1} names no image: send one, or '' for none`, [{ path: `content.${i}.image`, message: 'Name an image, or none' }]);
    return same.image;
  });
}

/** The section images a request chose from the library: named, not uploaded, and none of `known` (the blog's own). */
function sectionPicks(content: ReadonlyArray<{ image?: string }>, fresh: readonly boolean[], known: readonly string[]): LibraryPick[] {
  return content.flatMap((item, i) => (!fresh[i] && item.image && !known.includes(item.image) ? [{ path: item.image, field: `content.${i}.image` }] : []));
}

/** The files of a blog request: the icon video, its poster (a still the admin took from it) and the section images. */
export interface BlogFiles {
  icon?: IncomingFile;
  poster?: IncomingFile;
  images: IncomingFile[];
}

/** A new blog with its video icon and one image per section, all checked before anything is stored. */
export async function createBlog(deps: Deps, input: BlogCreateInput, { icon, poster, images }: BlogFiles, by: SaveBy): Promise<BlogDto> {
  const { db, media } = deps;
  const now = new Date();
  const publishing = publishingAfter(input, undefined, now);
  await cleanBlogInput(deps.db, input);
  if (!icon) throw badRequest('A video icon is required', [{ path: 'iconImage', message: 'Choose a video file' }]);
  const fresh = sectionUploads(input.content, 'create');
  const wanted = fresh.filter(Boolean).length;
  if (images.length !== wanted) {
    throw badRequest("Each content block that names no image ('' for none) takes an upload", [{ path: 'contentImages', message: `Send ${wanted} images, one per content block that names no image` }]);
  }
  // A new blog may be shared with an image it was given from the library, not one it uploads.
  shareImageAfter(input.shareImage, '', input.content.flatMap((c) => c.image ?? []));
  await takePicks(db, uploads.blogSectionImages.kind, sectionPicks(input.content, fresh, []));
  const accepted = [
    await media.accept(icon, uploads.blogIcon.kind),
    ...(poster ? [await media.accept(poster, uploads.blogIconPoster.kind)] : []),
    ...(await media.acceptAll(images, uploads.blogSectionImages.kind)),
  ];
  return media.withFiles(accepted, async (paths) => {
    const [iconPath, ...rest] = paths;
    const posterPath = poster ? (rest.shift() ?? '') : '';
    const imagePaths = resolveSectionImages(input.content, fresh, [], rest);
    const blog: Blog = { id: newId(), ...columnsFrom(blogType, input), ...publishing, iconImage: iconPath ?? '', iconPoster: posterPath, createdAt: now, updatedAt: now };
    return slugSafe('blog', () =>
      db.transaction(async (m) => {
        await settleSlug(m, 'blog', blog, undefined, input.slug, blog.title);
        await m.getRepository(BlogEntity).insert(blog);
        const dto = presentBlog(blog, await replaceSections(m, blog.id, input.content.map((c, i) => ({ ...c, image: imagePaths[i] }))));
        await keepRevision(m, 'blog', dto, by, 'create');
        return dto;
      }),
    );
  });
}

/**
 * Updates a blog, its sections and their images; replaced media are removed afterwards. A new icon
 * video drops the old poster (it shows the old video) unless a new poster comes with it; a poster
 * alone replaces the current one. A restore puts its revision's icon, poster and images back.
 */
export async function updateBlog(deps: Deps, blog: Blog, input: BlogUpdateInput, { icon, poster, images }: BlogFiles, by: SaveBy<BlogRevisionRecord>): Promise<BlogDto> {
  const { db, media } = deps;
  const publishing = publishingAfter(input, blog, new Date());
  await cleanBlogInput(deps.db, input);
  const current = await sectionsOf(db, blog.id);
  const fresh = sectionUploads(input.content, 'update');
  const wanted = fresh.filter(Boolean).length;
  if (images.length !== wanted) {
    throw badRequest('The number of new images does not match the content blocks marked hasNewImage', [
      { path: 'contentImages', message: `Expected ${wanted} image(s), got ${images.length}` },
    ]);
  }
  // Resolve stored images before touching the disk, so a bad reference stores nothing.
  const known = [...current.map((s) => s.image), ...(by.restoring?.record.content.map((c) => c.image) ?? [])];
  const kept = resolveSectionImages(input.content, fresh, current, images.map((_, i) => `pending:${i}`)).filter((p) => !p.startsWith('pending:'));
  const shareImage = shareImageAfter(input.shareImage, blog.shareImage, kept);
  await takePicks(db, uploads.blogSectionImages.kind, sectionPicks(input.content, fresh, known));
  const previousSlug = blog.slug;
  const accepted = [
    ...(icon ? [await media.accept(icon, uploads.blogIcon.kind)] : []),
    ...(poster ? [await media.accept(poster, uploads.blogIconPoster.kind)] : []),
    ...(await media.acceptAll(images, uploads.blogSectionImages.kind)),
  ];
  const { iconImage: oldIcon, iconPoster: oldPoster } = blog;
  const keptIcon = by.restoring?.record ?? blog;
  const { dto, pruned } = await media.withFiles(accepted, async (paths) => {
    const rest = [...paths];
    const iconPath = icon ? (rest.shift() ?? '') : keptIcon.iconImage;
    const posterPath = poster ? (rest.shift() ?? '') : icon ? '' : keptIcon.iconPoster;
    const sectionImages = resolveSectionImages(input.content, fresh, current, rest);
    assignFields(blogType, input, blog);
    Object.assign(blog, publishing, { iconImage: iconPath, iconPoster: posterPath, shareImage, updatedAt: new Date() });
    return slugSafe('blog', () =>
      db.transaction(async (m) => {
        await settleSlug(m, 'blog', blog, previousSlug, input.slug, blog.title);
        await m.getRepository(BlogEntity).save(blog);
        const dto = presentBlog(blog, await replaceSections(m, blog.id, input.content.map((c, i) => ({ heading: c.heading, description: c.description, image: sectionImages[i] }))));
        return { dto, pruned: await keepRevision(m, 'blog', dto, by, 'update') };
      }),
    );
  });
  await media.removeUnused([oldIcon, oldPoster, ...current.map((s) => s.image), ...pruned].filter(Boolean));
  return dto;
}

/**
 * The blog as an update with `input` would leave it, changing nothing: what an autosave keeps.
 * No files come with an autosave: a section waiting for a new image keeps the one at its position
 * for now (a section added with its picture has none yet: ''), the icon stays, and so does the
 * blog's publishing.
 */
/** Stands for a picture chosen in the form and not sent yet (never a stored path: those start with /uploads/). */
const NOT_YET = 'not-sent-yet';

export async function blogAsUpdated(deps: Deps, blog: Blog, input: BlogUpdateInput): Promise<BlogDto> {
  await cleanBlogInput(deps.db, input);
  const current = await sectionsOf(deps.db, blog.id);
  const fresh = sectionUploads(input.content, 'update');
  const waiting = input.content.flatMap((_, i) => (fresh[i] ? [current[i]?.image || NOT_YET] : []));
  const images = resolveSectionImages(input.content, fresh, current, waiting).map((path) => (path === NOT_YET ? '' : path));
  const draft = { ...blog };
  assignFields(blogType, input, draft);
  if (input.slug) draft.slug = input.slug;
  const sections: BlogSection[] = input.content.map((c, i) => ({ blogId: blog.id, position: i, heading: c.heading, description: c.description, image: images[i] ?? '' }));
  return presentBlog(draft, sections);
}

export async function deleteBlog(deps: Deps, blog: Blog): Promise<void> {
  await deleteBlogs(deps, [blog.id]);
}

/**
 * Deletes blogs with their sections and revisions in one transaction (ids of no blog are answered as missing),
 * then the media files (icons, posters, section images) no record uses any more.
 */
export async function deleteBlogs(deps: Deps, ids: readonly string[]): Promise<BulkOutcome> {
  const { found, media } = await inTransaction(deps.db, async (m) => {
    const found = await foundIds(m, BlogEntity, ids);
    if (found.length === 0) return { found, media: [] };
    const blogs = await m.getRepository(BlogEntity).find({ select: { id: true, iconImage: true, iconPoster: true }, where: { id: In(found) } });
    const sectionRepo = m.getRepository(BlogSectionEntity);
    const sections = await sectionRepo.find({ select: { image: true }, where: { blogId: In(found) } });
    await sectionRepo.delete({ blogId: In(found) });
    await forgetSlugs(m, 'blog', found);
    await m.getRepository(BlogEntity).delete({ id: In(found) });
    const kept = await dropRevisions(m, 'blog', found);
    return { found, media: [...blogs.flatMap((b) => [b.iconImage, b.iconPoster]), ...sections.map((s) => s.image), ...kept] };
  });
  await deps.media.removeUnused(media.filter(Boolean));
  return outcomeOf(ids, found);
}

/** Restores a blog's revision (platform/content/restore.ts): an update with the revision's content. */
export async function restoreBlog(deps: Deps, blog: Blog, revision: Revision, author: RevisionAuthor | null): Promise<BlogDto> {
  const record = revisionRecord<BlogRevisionRecord>(revision);
  const input = asUpdate(blogUpdateSchema, { ...contentOf(blogType, record, blog), content: record.content });
  return updateBlog(deps, blog, input, { images: [] }, { author, restoring: { number: revision.number, record } });
}
