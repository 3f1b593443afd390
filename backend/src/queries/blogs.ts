import { In, type DataSource, type EntityManager } from 'typeorm';
import type { BlogCategory, BlogDto } from '@itsite/shared/contract';
import { BlogEntity, BlogSectionEntity, type BlogSection } from '../entities/index.js';
import { presentBlog } from '../presenters/blog.js';

type Db = DataSource | EntityManager;

/** The sections of each blog, in order. One query for any number of blogs. */
export async function sectionsByBlog(db: Db, blogIds: string[]): Promise<Map<string, BlogSection[]>> {
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

export async function sectionsOf(db: Db, blogId: string): Promise<BlogSection[]> {
  return (await sectionsByBlog(db, [blogId])).get(blogId) ?? [];
}

/** Blogs newest first, optionally of one category, with their sections. */
export async function listBlogs(db: DataSource, category?: BlogCategory): Promise<BlogDto[]> {
  const blogs = await db.getRepository(BlogEntity).find({
    where: category ? { category } : {},
    order: { createdAt: 'DESC', id: 'DESC' },
  });
  const sections = await sectionsByBlog(db, blogs.map((b) => b.id));
  return blogs.map((b) => presentBlog(b, sections.get(b.id) ?? []));
}
