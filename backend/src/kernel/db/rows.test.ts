import { beforeAll, describe, expect, it, vi } from 'vitest';
import { In, IsNull, type EntitySchema, type ObjectLiteral } from 'typeorm';
import { BlogSectionEntity, entities, ProductImageEntity, ReviewEntity } from '../../data/entities/index.js';
import { buildBlog, buildCategory, buildProduct } from '../../test/factories.js';
import { createStaffUser, DB_KINDS, webLogin, withServer } from '../../test/harness.js';
import { requestScope } from '../observability/context.js';
import { allRows, rowsPage, rowsWhereIn, withPageReads } from './rows.js';

/** Rows in an order of their own (composite keys included), to compare two reads of the same rows. */
const inOneOrder = (rows: ObjectLiteral[]) => [...rows].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe.each(DB_KINDS)('the lean reader: rowsWhereIn and allRows [%s]', (kind) => {
  const t = withServer(kind);
  beforeAll(async () => {
    
    const admin = await webLogin(t.server.url);
    const category = await buildCategory(admin);
    // Published and draft products (a null publishAt), their images, blogs with sections, media
    // items (a boolean), a second user, sessions, revisions and audit entries come with these.
    await buildProduct(admin, category._id, {}, 2);
    await buildProduct(admin, category._id, { status: 'draft' }, 3);
    await buildBlog(admin, 'backOffice', 3);
    await buildBlog(admin, 'others', 2);
    await createStaffUser(t.server, 'editor');
  }, 60_000);

  it('reads every entity as TypeORM does: the same objects, the same values and types', async () => {
    const { db } = t.server.running;
    let compared = 0;
    for (const entity of entities as Array<EntitySchema<ObjectLiteral>>) {
      const metadata = db.getMetadata(entity);
      const key = metadata.primaryColumns[0].propertyName;
      const all = await db.getRepository(entity).find();
      if (all.length === 0) continue;
      const values = [...new Set(all.map((row) => row[key] as unknown))];
      const read = await rowsWhereIn(db, entity, key, values);
      // Dates stay Dates, booleans booleans, nulls nulls: compared by value and by type.
      expect(inOneOrder(read), metadata.name).toStrictEqual(inOneOrder(all));
      // Whole tables in a given order: as find({ order }) answers, row for row.
      const keys = metadata.primaryColumns.map((c) => c.propertyName);
      const ordered = await db.getRepository(entity).find({ order: Object.fromEntries(keys.map((k) => [k, 'ASC'])) });
      expect(await allRows(db, entity, keys), metadata.name).toStrictEqual(ordered);
      compared++;
    }
    // Users, sessions, categories, products and images, blogs and sections, media, revisions, audit, settings, ...
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  it('answers in the order asked, only the rows asked for, and nothing for no values', async () => {
    const { db } = t.server.running;
    const sections = await db.getRepository(BlogSectionEntity).find();
    const blogId = sections[0].blogId;
    const expected = await db.getRepository(BlogSectionEntity).find({ where: { blogId }, order: { position: 'ASC' } });
    expect(expected.length).toBeGreaterThan(1);
    expect(await rowsWhereIn(db, BlogSectionEntity, 'blogId', [blogId], 'position')).toEqual(expected);

    const images = await db.getRepository(ProductImageEntity).find();
    const productIds = [...new Set(images.map((i) => i.productId))];
    expect(productIds.length).toBe(2);
    const some = await rowsWhereIn(db, ProductImageEntity, 'productId', [productIds[0], 'no-such-id'], 'position');
    expect(some).toEqual(await db.getRepository(ProductImageEntity).find({ where: { productId: In([productIds[0]]) }, order: { position: 'ASC' } }));
    expect(some.map((i) => i.position)).toEqual([...some.map((i) => i.position)].sort((a, b) => a - b));

    expect(await rowsWhereIn(db, ProductImageEntity, 'productId', [])).toEqual([]);
  });

  it('reads a page of rows by equal columns (null: none) in the order asked, as find({ where, order, skip, take })', async () => {
    const { db } = t.server.running;
    const repo = db.getRepository(ReviewEntity);
    const now = Date.now();
    const made = Array.from({ length: 7 }, (_, i) => ({
      id: `${'f'.repeat(20)}${kind === 'mysql' ? 'a' : 'b'}${String(i).padStart(3, '0')}`,
      name: `Reviewer ${i}`,
      rating: 1 + (i % 5),
      feedback: `Review ${i}`,
      status: i % 3 ? 'approved' : 'pending',
      productId: null,
      // Two at the same moment: the id decides.
      createdAt: new Date(now - Math.floor(i / 2) * 60_000),
      updatedAt: new Date(now),
    }));
    await repo.insert(made as never);
    for (const [skip, take] of [[0, 3], [2, 3], [0, 100], [10, 5]]) {
      const found = await repo.find({ where: { status: 'approved', productId: IsNull() }, order: { createdAt: 'DESC', id: 'DESC' }, skip, take });
      expect(await rowsPage(db, ReviewEntity, { status: 'approved', productId: null }, [['createdAt', 'DESC'], ['id', 'DESC']], skip, take)).toStrictEqual(found);
    }
    expect(await rowsPage(db, ReviewEntity, { status: 'no-such-status' }, [['id', 'ASC']], 0, 10)).toEqual([]);
  });

  it("reads a page's rows once while it renders (its head and its API reads ask alike), each caller its own objects; never outside a page or in a transaction", async () => {
    const { db } = t.server.running;
    const blogId = (await db.getRepository(BlogSectionEntity).find())[0].blogId;
    const read = () => rowsWhereIn(db, BlogSectionEntity, 'blogId', [blogId], 'position');
    const queries = vi.spyOn(db, 'query');
    try {
      const inPage = await requestScope.run({ reqId: 'page' }, () =>
        withPageReads(async () => {
          const [head, api] = await Promise.all([read(), read()]);
          // A nested page (made again after a write, in the same request) shares them.
          const nested = await withPageReads(read);
          return { head, api, nested, queries: queries.mock.calls.length };
        }),
      );
      expect(inPage.queries).toBe(1);
      expect(inPage.api).toEqual(inPage.head);
      expect(inPage.nested).toEqual(inPage.head);
      // Objects of their own: one caller changing its rows changes nothing for the other.
      expect(inPage.api[0]).not.toBe(inPage.head[0]);
      (inPage.head[0] as { heading: string }).heading = 'changed by one caller';
      expect(inPage.api[0].heading).not.toBe('changed by one caller');

      // After the page, in the same request: read again (a write may have come between).
      queries.mockClear();
      await requestScope.run({ reqId: 'after' }, async () => {
        await withPageReads(read);
        await read();
      });
      expect(queries.mock.calls.length).toBe(2);

      // Inside a transaction (its own connection and view): never from the page's reads.
      queries.mockClear();
      const inTransaction = vi.fn();
      await requestScope.run({ reqId: 'transaction' }, () =>
        withPageReads(async () => {
          await read();
          await db.transaction(async (m) => {
            const spy = vi.spyOn(m, 'query');
            await rowsWhereIn(m, BlogSectionEntity, 'blogId', [blogId], 'position');
            inTransaction(spy.mock.calls.length);
          });
        }),
      );
      expect(inTransaction).toHaveBeenCalledWith(1);
    } finally {
      queries.mockRestore();
    }
  });
});
