import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_CATEGORIES, caseStudySchemas, IMAGE_VARIANT_FORMATS, mediaKinds, settingsSchema, sizedImage, variantOf, variantPath, variantWidths } from '@itsite/shared/contract';
import { openDatabase } from '../data/data-source.js';
import {
  BlogEntity,
  BlogSectionEntity,
  CategoryEntity,
  MediaEntity,
  ProductEntity,
  ProductImageEntity,
  ReviewEntity,
  SecondSectionEntity,
} from '../data/entities/index.js';
import { createLogger } from '../kernel/observability/logger.js';
import { MediaStore } from '../platform/media/store.js';
import { loadSettings } from '../data/settings.js';
import { seedDemoContent } from './demo.js';
import { documentEntities } from '../data/entities/documents.js';
import { altsOf } from '../platform/media/library.js';

/** Making every seeded image's AVIF and WebP copies takes a while on a busy 2-core machine. */
const VARIANTS_TIMEOUT_MS = 180_000;

describe('seedDemoContent', () => {
  let dataDir: string;
  let db: DataSource;
  let media: MediaStore;
  let first: { seeded: boolean };
  let firstMs: number;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-seed-'));
    db = await openDatabase({ databaseUrl: undefined, dataDir });
    media = new MediaStore(path.join(dataDir, 'uploads'), db, createLogger('silent'));
    await media.init();
    const started = performance.now();
    first = await seedDemoContent(db, media, createLogger('silent'));
    firstMs = performance.now() - started;
  });

  afterAll(async () => {
    await media?.close();
    await db?.destroy();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const counts = async () => ({
    categories: await db.getRepository(CategoryEntity).count(),
    products: await db.getRepository(ProductEntity).count(),
    productImages: await db.getRepository(ProductImageEntity).count(),
    blogs: await db.getRepository(BlogEntity).count(),
    sections: await db.getRepository(BlogSectionEntity).count(),
    secondSections: await db.getRepository(SecondSectionEntity).count(),
    reviews: await db.getRepository(ReviewEntity).count(),
  });

  const expectKind = async (publicPath: string, allowed: readonly string[]) => {
    const file = media.resolve(publicPath);
    expect(file, publicPath).not.toBeNull();
    const type = await fileTypeFromFile(file as string);
    expect(allowed, publicPath).toContain(type?.mime);
  };

  it('seeds an empty database quickly', () => {
    expect(first).toEqual({ seeded: true });
    // Generous for a slow CI machine; a typical run is well under two seconds.
    expect(firstMs).toBeLessThan(8000);
  });

  it('fills the catalogue: categories and priced, rated products with images', async () => {
    const categories = await db.getRepository(CategoryEntity).find();
    expect(categories.length).toBeGreaterThanOrEqual(4);
    for (const c of categories) expect(c.description.length).toBeGreaterThan(40);

    const products = await db.getRepository(ProductEntity).find();
    expect(products.length).toBeGreaterThanOrEqual(8);
    const categoryIds = new Set(categories.map((c) => c.id));
    const images = await db.getRepository(ProductImageEntity).find({ order: { position: 'ASC' } });
    for (const p of products) {
      expect(p.price).toBeGreaterThanOrEqual(999);
      expect(p.price).toBeLessThanOrEqual(24999);
      expect(p.ratings).toBeGreaterThanOrEqual(3.5);
      expect(p.ratings).toBeLessThanOrEqual(5);
      expect(p.stock).toBeGreaterThan(0);
      expect(categoryIds.has(p.categoryId ?? '')).toBe(true);
      const own = images.filter((i) => i.productId === p.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.map((i) => i.position)).toEqual(own.map((_, n) => n));
    }
    // Every category has something in it, so no catalogue filter comes up empty.
    expect(new Set(products.map((p) => p.categoryId)).size).toBe(categories.length);
    // Only the hardware is shipped: licences and templates are digital, the care plan a service.
    const categoryName = new Map(categories.map((c) => [c.id, c.name]));
    const kinds = new Map<string, Set<string>>();
    for (const p of products) {
      const name = categoryName.get(p.categoryId ?? '') ?? '';
      kinds.set(name, (kinds.get(name) ?? new Set()).add(p.kind));
    }
    expect(Object.fromEntries([...kinds].map(([name, set]) => [name, [...set]]))).toEqual({
      'Software Licences': ['digital'],
      'Hardware & Devices': ['physical'],
      'Web Templates': ['digital'],
      'Support Plans': ['service'],
    });
    for (const image of images) await expectKind(image.path, mediaKinds.image.mimeTypes);
  });

  it('publishes blogs in every category, each with a video icon and illustrated sections', async () => {
    const blogs = await db.getRepository(BlogEntity).find();
    expect(blogs.length).toBeGreaterThanOrEqual(6);
    expect(new Set(blogs.map((b) => b.category))).toEqual(new Set(BLOG_CATEGORIES));
    const sections = await db.getRepository(BlogSectionEntity).find();
    for (const blog of blogs) {
      expect(blog.description.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(blog.author).not.toBe('');
      await expectKind(blog.iconImage, mediaKinds.video.mimeTypes);
      await expectKind(blog.iconPoster, mediaKinds.image.mimeTypes);
      const own = sections.filter((s) => s.blogId === blog.id);
      expect(own.length).toBeGreaterThanOrEqual(2);
      for (const s of own) {
        expect(s.heading).not.toBe('');
        expect(s.description).not.toBe('');
        await expectKind(s.image, mediaKinds.image.mimeTypes);
      }
    }
    // Each blog owns its icon file, so deleting one blog never takes another's icon with it.
    expect(new Set(blogs.map((b) => b.iconImage)).size).toBe(blogs.length);
    expect(new Set(blogs.map((b) => b.iconPoster)).size).toBe(blogs.length);
  });

  it('sets up the home banner, reviews and site settings', async () => {
    const [banner] = await db.getRepository(SecondSectionEntity).find();
    expect(banner.title).toMatch(/\w/);
    await expectKind(banner.imgSrc, mediaKinds.image.mimeTypes);

    const reviews = await db.getRepository(ReviewEntity).find();
    const approved = reviews.filter((r) => r.status === 'approved');
    expect(approved.length).toBeGreaterThanOrEqual(12);
    expect(reviews.some((r) => r.status === 'pending')).toBe(true);
    for (const r of reviews) {
      expect(r.rating * 2).toBe(Math.round(r.rating * 2));
      expect(r.rating).toBeGreaterThanOrEqual(0.5);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.createdAt.getTime()).toBeLessThanOrEqual(Date.now());
    }
    // Some feedback is long enough to exercise the card's 120-character cut.
    expect(approved.some((r) => r.feedback.length > 120)).toBe(true);
    // A few products have approved reviews of their own, each its own words; the rest have none.
    const ofProducts = approved.filter((r) => r.productId !== null);
    const reviewed = new Set(ofProducts.map((r) => r.productId));
    expect(reviewed.size).toBeGreaterThanOrEqual(2);
    expect(reviewed.size).toBeLessThan(await db.getRepository(ProductEntity).count());
    expect(new Set(ofProducts.map((r) => r.feedback)).size).toBe(ofProducts.length);

    const settings = await loadSettings(db);
    expect(settingsSchema.safeParse(settings).success).toBe(true);
    expect(settings.companyName).not.toBe('Your Company');
    expect(settings.mapEmbedUrl).toBe('');
    expect(settings.chatWidgetScriptUrl).toBe('');
  });

  it('seeds case studies that today\'s rules accept, each with a cover the library describes', async () => {
    const studies = await db.getRepository(documentEntities.caseStudy).find();
    expect(studies.length).toBeGreaterThanOrEqual(3);
    const rules = caseStudySchemas.create;
    const alts = await altsOf(db, studies.map((s) => String(s.cover)));
    for (const study of studies) {
      expect(rules.safeParse({ ...study, publishAt: undefined }).error?.issues ?? [], String(study.title)).toEqual([]);
      expect(study.status).toBe('published');
      await expectKind(String(study.cover), mediaKinds.image.mimeTypes);
      expect(alts.get(String(study.cover))).toMatch(/case study/);
    }
    expect(new Set(studies.map((s) => s.slug)).size).toBe(studies.length);
  });

  it('gives the founder and the co-founder a portrait: two different images', async () => {
    const { founderPortrait, coFounderPortrait } = await loadSettings(db);
    expect(founderPortrait).not.toBe(coFounderPortrait);
    for (const p of [founderPortrait, coFounderPortrait]) {
      await expectKind(p, mediaKinds.image.mimeTypes);
      const meta = await sharp(await fs.readFile(path.join(media.dir, p.replace('/uploads/', '')))).metadata();
      expect(meta.width).toBe(meta.height);
    }
  });

  it('marks every library item it writes as demo content, so the library can say so', async () => {
    const items = await db.getRepository(MediaEntity).find();
    expect(items.length).toBeGreaterThan(20);
    expect(items.filter((i) => !i.demo).map((i) => i.path)).toEqual([]);
  });

  it('writes only files that some record uses', async () => {
    const referenced = new Set<string>([
      ...(await db.getRepository(ProductImageEntity).find()).map((i) => i.path),
      // Every demo blog's icon comes with its poster.
      ...(await db.getRepository(BlogEntity).find()).flatMap((b) => [b.iconImage, b.iconPoster]),
      ...(await db.getRepository(BlogSectionEntity).find()).map((s) => s.image),
      ...(await db.getRepository(SecondSectionEntity).find()).map((s) => s.imgSrc),
      ...(await db.getRepository(documentEntities.caseStudy).find()).map((s) => String(s.cover)),
      (await loadSettings(db)).founderPortrait,
      (await loadSettings(db)).coFounderPortrait,
    ]);
    await media.settled();
    const onDisk = (await fs.readdir(media.dir)).map((name) => `/uploads/${name}`);
    // Responsive variants (made in the background, as for any upload) belong to a used image.
    const originals = onDisk.filter((file) => !variantOf(file));
    expect(new Set(originals)).toEqual(referenced);
    for (const file of onDisk.filter((f) => variantOf(f))) expect(referenced).toContain(variantOf(file)!.original);
  }, VARIANTS_TIMEOUT_MS);

  it('makes the responsive variants of every seeded image without waiting for a visitor to ask', async () => {
    await media.settled();
    const onDisk = new Set(await fs.readdir(media.dir));
    const images = [...onDisk].filter((name) => !variantOf(`/uploads/${name}`) && sizedImage(`/uploads/${name}`));
    expect(images.length).toBeGreaterThan(10);
    for (const name of images) {
      const original = `/uploads/${name}`;
      for (const width of variantWidths(sizedImage(original)!.width))
        for (const { ext } of IMAGE_VARIANT_FORMATS) expect(onDisk, original).toContain(variantPath(original, width, ext).replace('/uploads/', ''));
    }
  }, VARIANTS_TIMEOUT_MS);

  it('does nothing the second time', async () => {
    const before = await counts();
    const filesBefore = (await fs.readdir(media.dir)).length;
    expect(await seedDemoContent(db, media, createLogger('silent'))).toEqual({ seeded: false });
    expect(await counts()).toEqual(before);
    expect((await fs.readdir(media.dir)).length).toBe(filesBefore);
  });
});

describe('seedDemoContent on a site already in use', () => {
  it('leaves a database with its own products alone, even without saved settings', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-seed-'));
    const db = await openDatabase({ databaseUrl: undefined, dataDir });
    try {
      const media = new MediaStore(path.join(dataDir, 'uploads'), db, createLogger('silent'));
      await media.init();
      const now = new Date();
      await db.getRepository(ProductEntity).insert({
        id: 'aaaaaaaaaaaaaaaaaaaaaaaa',
        name: 'Our own product',
        slug: 'our-own-product',
        description: 'Added by the owner',
        price: 100,
        ratings: 0,
        categoryId: null,
        stock: 1,
        kind: 'physical',
        createdAt: now,
        updatedAt: now,
      });
      expect(await seedDemoContent(db, media, createLogger('silent'))).toEqual({ seeded: false });
      expect(await db.getRepository(ProductEntity).count()).toBe(1);
      expect(await db.getRepository(ReviewEntity).count()).toBe(0);
      expect(await fs.readdir(media.dir)).toEqual([]);
    } finally {
      await db.destroy();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
