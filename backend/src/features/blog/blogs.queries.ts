import type { DataSource, EntityManager } from 'typeorm';
import { BLOG_CATEGORIES, BLOG_MENU_SIZE, SEARCH_COUNT_CAP, type AdminBlogSort, type BlogCategory, type BlogMenuItem } from '@itsite/shared/contract';
import { BlogEntity, BlogSectionEntity, type BlogSection } from '../../data/entities/index.js';
import { presentBlog } from './blog.presenter.js';
import { altsOf } from '../../platform/media/library.js';
import { pageOf, paged, type Memo } from '../../kernel/db/paging.js';
import { rowsWhereIn } from '../../kernel/db/rows.js';
import { publicOnly } from '../../platform/content/publishing.js';

type Db = DataSource | EntityManager;

/** The sections of each blog, in order. One query for any number of blogs. */
export async function sectionsByBlog(db: Db, blogIds: string[]): Promise<Map<string, BlogSection[]>> {
  const map = new Map<string, BlogSection[]>();
  if (blogIds.length === 0) return map;
  const rows = await rowsWhereIn(db, BlogSectionEntity, 'blogId', blogIds, 'position');
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
  const alts = await altsOf(db, [...sections.values()].flatMap((list) => list.map((s) => s.image)));
  return paged(
    rows.map((b) => presentBlog(b, sections.get(b.id) ?? [], alts)),
    total,
    q.page,
    q.limit,
  );
}

/**
 * The header's menu: the latest published BLOG_MENU_SIZE blogs of each category, ids and titles
 * only. One query, each category's part a small read on the (category, status, publishAt, id)
 * index, whatever the number of blogs: every public page asks for it.
 */
export async function blogMenu(db: DataSource): Promise<Record<BlogCategory, BlogMenuItem[]>> {
  const q = (name: string) => db.driver.escape(name);
  const newestFirst = `${q('publishAt')} DESC, ${q('id')} DESC`;
  const latest = `SELECT ${['id', 'slug', 'title', 'category', 'publishAt'].map(q).join(', ')} FROM ${q('blogs')}
    WHERE ${q('category')} = ? AND ${q('status')} = 'published' ORDER BY ${newestFirst} LIMIT ${BLOG_MENU_SIZE}`;
  // The parts' own order does not outlive the union: the few rows are put in order again.
  const rows = await db.query<Array<{ id: string; slug: string; title: string; category: string }>>(
    `${BLOG_CATEGORIES.map((_, i) => `SELECT * FROM (${latest}) ${q(`c${i}`)}`).join(' UNION ALL ')} ORDER BY ${newestFirst}`,
    [...BLOG_CATEGORIES],
  );
  const menu = Object.fromEntries(BLOG_CATEGORIES.map((category) => [category, [] as BlogMenuItem[]])) as Record<BlogCategory, BlogMenuItem[]>;
  for (const b of rows) menu[b.category as BlogCategory]?.push({ _id: b.id, slug: b.slug, title: b.title, category: b.category as BlogCategory });
  return menu;
}
