import { In, type DataSource, type EntityManager } from 'typeorm';
import type { BlogCategory, BlogDto, BlogUpdateInput } from '@itsite/shared/contract';
import { BlogEntity, BlogSectionEntity, type Blog, type BlogSection } from '../../entities/index.js';
import { badRequest } from '../../errors.js';
import { presentBlog } from '../../presenters/index.js';

export async function sectionsOf(db: DataSource | EntityManager, blogIds: string[]): Promise<Map<string, BlogSection[]>> {
  const map = new Map<string, BlogSection[]>();
  if (blogIds.length === 0) return map;
  const rows = await db.getRepository(BlogSectionEntity).find({ where: { blogId: In(blogIds) }, order: { position: 'ASC' } });
  for (const row of rows) {
    const list = map.get(row.blogId) ?? [];
    list.push(row);
    map.set(row.blogId, list);
  }
  return map;
}

export async function listBlogs(db: DataSource, category?: BlogCategory): Promise<BlogDto[]> {
  const blogs = await db.getRepository(BlogEntity).find({
    where: category ? { category } : {},
    order: { createdAt: 'DESC', id: 'DESC' },
  });
  const sections = await sectionsOf(db, blogs.map((b) => b.id));
  return blogs.map((b) => presentBlog(b, sections.get(b.id) ?? []));
}

export async function replaceSections(
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
 * The image of each section after an update (DESIGN.md): a section with `hasNewImage` takes the
 * next uploaded file, one naming a current `image` keeps it, any other keeps the image of the
 * section that was at its position.
 */
export function resolveSectionImages(
  content: BlogUpdateInput['content'],
  current: BlogSection[],
  uploaded: string[],
): string[] {
  const currentImages = new Set(current.map((s) => s.image));
  let next = 0;
  return content.map((item, i) => {
    if (item.hasNewImage) {
      const path = uploaded[next++];
      if (!path) throw badRequest(`Content block ${i + 1} says it has a new image but none was sent`, [{ path: `content.${i}.hasNewImage`, message: 'Image missing' }]);
      return path;
    }
    if (item.image !== undefined) {
      if (!currentImages.has(item.image)) {
        throw badRequest(`Content block ${i + 1} names an image this blog does not have`, [{ path: `content.${i}.image`, message: 'Unknown image' }]);
      }
      return item.image;
    }
    const same = current[i];
    if (!same) throw badRequest(`Content block ${i + 1} needs an image`, [{ path: `content.${i}.image`, message: 'Image is required' }]);
    return same.image;
  });
}

export type { Blog };
