import { In, type DataSource, type EntityManager } from 'typeorm';
import { PRODUCTS_PER_PAGE, type ProductDto, type ProductQuery } from '@itsite/shared/contract';
import { CategoryEntity, ProductEntity, ProductImageEntity, type Product } from '../entities/index.js';
import { presentProduct } from '../presenters/product.js';

type Db = DataSource | EntityManager;

/** Image paths of each product, in order. One query for any number of products. */
export async function imagesByProduct(db: Db, ids: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>();
  if (ids.length === 0) return map;
  const rows = await db.getRepository(ProductImageEntity).find({ where: { productId: In(ids) }, order: { position: 'ASC' } });
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

export async function presentProducts(db: Db, products: Product[]): Promise<ProductDto[]> {
  const images = await imagesByProduct(db, products.map((p) => p.id));
  return products.map((p) => presentProduct(p, images.get(p.id) ?? []));
}

const escapeLike = (s: string) => s.replace(/[!%_]/g, (c) => `!${c}`);

/** The catalogue query of GET /api/v1/products: filters, newest first, one page, and the counts. */
export async function listProducts(db: DataSource, q: ProductQuery) {
  const repo = db.getRepository(ProductEntity);
  const filtered = repo
    .createQueryBuilder('p')
    .where('p.price >= :gte', { gte: q.priceGte })
    .andWhere('p.ratings >= :ratings', { ratings: q.ratingsGte });
  if (q.priceLte !== undefined) filtered.andWhere('p.price <= :lte', { lte: q.priceLte });
  if (q.keyword) filtered.andWhere("p.name LIKE :kw ESCAPE '!'", { kw: `%${escapeLike(q.keyword)}%` });
  if (q.category) filtered.andWhere('p.categoryId = :category', { category: q.category });
  const [productsCount, [rows, filteredProductsCount]] = await Promise.all([
    repo.count(),
    filtered
      .orderBy('p.createdAt', 'DESC')
      .addOrderBy('p.id', 'DESC')
      .skip((q.page - 1) * PRODUCTS_PER_PAGE)
      .take(PRODUCTS_PER_PAGE)
      .getManyAndCount(),
  ]);
  return {
    success: true as const,
    products: await presentProducts(db, rows),
    productsCount,
    resultPerPage: PRODUCTS_PER_PAGE,
    filteredProductsCount,
  };
}

export async function categoryExists(db: Db, id: string): Promise<boolean> {
  return db.getRepository(CategoryEntity).existsBy({ id });
}
