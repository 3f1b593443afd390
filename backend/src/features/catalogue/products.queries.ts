import type { DataSource, EntityManager } from 'typeorm';
import { PRODUCTS_PER_PAGE, SEARCH_COUNT_CAP, type AdminProductQuery, type AdminProductSort, type ProductDto, type ProductQuery } from '@itsite/shared/contract';
import { CategoryEntity, ProductEntity, ProductImageEntity, type Product } from '../../data/entities/index.js';
import { presentProduct } from './product.presenter.js';
import { altsOf } from '../../platform/media/library.js';
import { pageOf, paged, type Memo } from '../../kernel/db/paging.js';
import { rowsWhereIn } from '../../kernel/db/rows.js';
import { publicOnly } from '../../platform/content/publishing.js';
import { reviewSummaries } from '../reviews/index.js';

type Db = DataSource | EntityManager;

/** Image paths of each product, in order. One query for any number of products. */
export async function imagesByProduct(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await rowsWhereIn(db, ProductImageEntity, 'productId', ids, 'position');
  for (const row of rows) {
    const list = map.get(row.productId) ?? [];
    list.push(row.path);
    map.set(row.productId, list);
  }
  return map;
}

export async function imagesOf(db: Db, productId: string): Promise<string[]> {
  return (await imagesByProduct(db, [productId])).get(productId) ?? [];
}

/** Products as a list answers them: images with their alt texts, and each one's reviews' summary (one query each for the page). */
export async function presentProducts(db: Db, products: Product[]): Promise<ProductDto[]> {
  const ids = products.map((p) => p.id);
  const [images, summaries] = await Promise.all([imagesByProduct(db, ids), reviewSummaries(db, ids)]);
  const alts = await altsOf(db, [...images.values()].flat());
  return products.map((p) => ({ ...presentProduct(p, images.get(p.id) ?? [], alts), reviewSummary: summaries.get(p.id) ?? null }));
}

const noMemo: Memo = (_key, read) => read();

/**
 * The catalogue query of GET /api/v1/products: filters, latest published first (best match first
 * for a keyword with fewer than SEARCH_COUNT_CAP matches), one page, and the counts. With `memo`
 * (PublicCache.memo) the counts and where pages start are kept until the catalogue changes.
 */
export async function listProducts(db: DataSource, q: ProductQuery, memo?: Memo) {
  const repo = db.getRepository(ProductEntity);
  const filtered = repo.createQueryBuilder('p').where(publicOnly('p'));
  // Prices and ratings are never negative: a 0 bound filters nothing, and leaving it out lets the
  // plain catalogue walk the (status, publishAt, id) index without reading each row it skips.
  if (q.priceGte > 0) filtered.andWhere('p.price >= :gte', { gte: q.priceGte });
  if (q.priceLte !== undefined) filtered.andWhere('p.price <= :lte', { lte: q.priceLte });
  if (q.ratingsGte > 0) filtered.andWhere('p.ratings >= :ratings', { ratings: q.ratingsGte });
  if (q.category) filtered.andWhere('p.categoryId = :category', { category: q.category });
  // Newest public first: by when it went public (a scheduled product comes first when it does).
  filtered.addOrderBy('p.publishAt', 'DESC').addOrderBy('p.id', 'DESC');
  // The counts cost a scan of an index at 200,000 products, and a deep page's start an offset: kept.
  const { page: _page, ...filter } = q;
  const [productsCount, { rows, total }] = await Promise.all([
    (memo ?? noMemo)('products:count', () => repo.count({ where: { status: 'published' } })),
    pageOf(db, ProductEntity, filtered, q.page, PRODUCTS_PER_PAGE, {
      keep: memo && { memo, key: `products:${JSON.stringify(filter)}` },
      search: { table: 'products', keyword: q.keyword, ranked: true, cap: SEARCH_COUNT_CAP, newestFirst: true },
    }),
  ]);
  return {
    success: true as const,
    products: await presentProducts(db, rows),
    productsCount,
    resultPerPage: PRODUCTS_PER_PAGE,
    filteredProductsCount: total,
  };
}

const ADMIN_ORDER: Record<AdminProductSort, Array<[string, 'ASC' | 'DESC']>> = {
  newest: [['p.createdAt', 'DESC']],
  oldest: [['p.createdAt', 'ASC']],
  name: [['p.name', 'ASC']],
  priceAsc: [['p.price', 'ASC']],
  priceDesc: [['p.price', 'DESC']],
  stock: [['p.stock', 'ASC']],
};

/**
 * The back office's product table (GET /api/v1/admin/products): every product whatever its price,
 * one page, searched and sorted on the server. A keyword without a sort orders best match first
 * (below SEARCH_COUNT_CAP matches).
 */
export async function listAdminProducts(db: DataSource, q: AdminProductQuery) {
  const qb = db.getRepository(ProductEntity).createQueryBuilder('p');
  for (const [column, direction] of ADMIN_ORDER[q.sort ?? 'newest']) qb.addOrderBy(column, direction);
  // The id settles ties, so a page never repeats or skips a row of the one before.
  qb.addOrderBy('p.id', q.sort === 'oldest' ? 'ASC' : 'DESC');
  const { rows, total } = await pageOf(db, ProductEntity, qb, q.page, q.limit, {
    search: { table: 'products', keyword: q.keyword, ranked: !q.sort, cap: SEARCH_COUNT_CAP, newestFirst: (q.sort ?? 'newest') === 'newest' },
  });
  return paged(await presentProducts(db, rows), total, q.page, q.limit);
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  return db.getRepository(CategoryEntity).existsBy({ id });
}
