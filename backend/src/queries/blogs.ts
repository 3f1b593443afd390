import { In, type DataSource, type EntityManager } from 'typeorm';
import { BLOG_CATEGORIES, BLOG_MENU_SIZE, SEARCH_COUNT_CAP, type AdminBlogSort, type BlogCategory, type BlogMenuItem } from '@itsite/shared/contract';
import { BlogEntity, BlogSectionEntity, type BlogSection } from '../entities/index.js';
import { presentBlog } from '../presenters/blog.js';
import { withSectionAlts } from '../media/library.js';
import { pageOf, paged, type Memo } from './paging.js';
import { publicOnly } from '../publishing/publishing.js';

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

export interface BlogListQuery {
  category?: BlogCategory;
  /** Words in the title, heading or author (full-text, best match first below SEARCH_COUNT_CAP matches). */
  keyword?: string;
  /** The back office's order; without it newest first (best match first for a keyword). */
  sort?: AdminBlogSort;
  page: number;
  limit: number;
  /** A visitor's list: published blogs only (the back office lists drafts and scheduled ones too). */
  publicOnly?: boolean;
}

const BLOG_ORDER: Record<AdminBlogSort, [string, 'ASC' | 'DESC']> = {
  newest: ['b.createdAt', 'DESC'],
  oldest: ['b.createdAt', 'ASC'],
  title: ['b.title', 'ASC'],
};

/** One page of blogs, newest first (best match first for a keyword) unless sorted, with their sections, and the totals. */
export async function listBlogs(db: DataSource, q: BlogListQuery, memo?: Memo) {
  const qb = db.getRepository(BlogEntity).createQueryBuilder('b');
  if (q.category) qb.andWhere('b.category = :category', { category: q.category });
  if (q.publicOnly) qb.andWhere(publicOnly('b'));
  // A visitor's list is newest first by when each blog went public; the back office sorts by writing.
  const [column, direction] = q.publicOnly && !q.sort ? (['b.publishAt', 'DESC'] as const) : BLOG_ORDER[q.sort ?? 'newest'];
  // The id settles ties, so a page never repeats or skips a row of the one before.
  qb.addOrderBy(column, direction).addOrderBy('b.id', q.sort === 'oldest' ? 'ASC' : 'DESC');
  // A visitor's list keeps its total and its pages' starts until the content changes (`memo`); the back office reads afresh.
  const { page: _page, ...filter } = q;
  const { rows, total } = await pageOf(db, BlogEntity, qb, q.page, q.limit, {
    keep: memo && { memo, key: `blogs:${JSON.stringify(filter)}` },
    search: q.keyword ? { table: 'blogs', keyword: q.keyword, ranked: !q.sort, cap: SEARCH_COUNT_CAP } : undefined,
  });
  const sections = await sectionsByBlog(db, rows.map((b) => b.id));
  return paged(
    await withSectionAlts(db, rows.map((b) => presentBlog(b, sections.get(b.id) ?? []))),
    total,
    q.page,
    q.limit,
  );
}

/**
 * The header's menu: the latest published BLOG_MENU_SIZE blogs of each category, ids and titles
 * only. One small read per category on the (category, status, publishAt, id) index, whatever the
 * number of blogs.
 */
export async function blogMenu(db: DataSource): Promise<Record<BlogCategory, BlogMenuItem[]>> {
  const repo = db.getRepository(BlogEntity);
  const lists = await Promise.all(
    BLOG_CATEGORIES.map((category) =>
      repo.find({
        select: { id: true, slug: true, title: true, category: true },
        where: { category, status: 'published' },
        order: { publishAt: 'DESC', id: 'DESC' },
        take: BLOG_MENU_SIZE,
      }),
    ),
  );
  const menu = {} as Record<BlogCategory, BlogMenuItem[]>;
  BLOG_CATEGORIES.forEach((category, i) => {
    menu[category] = lists[i]!.map((b) => ({ _id: b.id, slug: b.slug, title: b.title, category: b.category as BlogCategory }));
  });
  return menu;
}
