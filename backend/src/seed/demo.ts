import { readFile } from 'node:fs/promises';
import type { DataSource, EntityManager } from 'typeorm';
import { caseStudyType, columnsFrom, openRoleType, openRoleSchemas, firstFreeSlug, htmlFromPlainText, productType, settingsRecordSchema, slugify } from '@itsite/shared/contract';
import { documentEntities, type DocumentRow } from '../data/entities/documents.js';
import {
  BlogEntity,
  BlogSectionEntity,
  CategoryEntity,
  ProductEntity,
  ProductImageEntity,
  ReviewEntity,
  SecondSectionEntity,
  SettingsEntity,
  type Blog,
  type BlogSection,
  type Category,
  type Product,
  type ProductImage,
  type Review,
  type SecondSection,
} from '../data/entities/index.js';
import { newId } from '../kernel/ids.js';
import type { Logger } from '../kernel/observability/logger.js';
import type { AcceptedFile, MediaStore } from '../platform/media/store.js';
import { saveSettings } from '../features/site/index.js';
import { hasSettings } from '../data/settings.js';
import {
  DEMO_BLOGS,
  DEMO_CATEGORIES,
  DEMO_PRODUCTS,
  DEMO_CASE_STUDIES,
  DEMO_PRODUCT_REVIEWS,
  DEMO_OPEN_ROLES,
  DEMO_REVIEWS,
  DEMO_SECOND_SECTION,
  DEMO_SETTINGS,
  type CategoryKey,
} from './demo-content.js';
import { renderIllustrations, renderPortraits, type IllustrationSpec, type PortraitSpec } from './illustrations.js';

export interface SeedResult {
  seeded: boolean;
}

/** Two levels up from both backend/src/seed and backend/dist/seed. */
const ASSETS = new URL('../../assets/demo/', import.meta.url);
const ICON_FILES = ['icon-1.webm', 'icon-2.webm', 'icon-3.webm'] as const;
/** Each icon's poster: its frame at 1 s (made by make-posters.ts beside them). */
const POSTER_FILES = ['icon-1.poster.png', 'icon-2.poster.png', 'icon-3.poster.png'] as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

const WIDE = { width: 1200, height: 800 };
const SQUARE = { width: 800, height: 800 };

/** Anything already there means a real site (or an earlier seed): never mix demo rows into it. */
async function isEmpty(db: DataSource | EntityManager): Promise<boolean> {
  return !(await db.getRepository(ProductEntity).exists()) && !(await db.getRepository(BlogEntity).exists());
}

/** Hands out written paths in the order their files were queued. */
class PathCursor {
  private next = 0;
  constructor(private readonly paths: string[]) {}
  take(): string {
    const p = this.paths[this.next++];
    if (p === undefined) throw new Error('demo seed: fewer media paths than planned');
    return p;
  }
}

interface DemoRows {
  categories: Category[];
  products: Product[];
  productImages: ProductImage[];
  blogs: Blog[];
  sections: BlogSection[];
  secondSection: SecondSection;
  reviews: Review[];
  caseStudies: DocumentRow[];
  openRoles: DocumentRow[];
}

/** The rows to insert; `paths` come in the order the seed queued its files. */
function buildRows(paths: string[], now: number): DemoRows {
  const cursor = new PathCursor(paths);
  // Spread the times of day a little so the demo does not look machine-made; the jitter stays under
  // a few hours, well below the one-day gaps, so order follows `daysAgo`.
  const at = (daysAgo: number, i: number) => now - daysAgo * DAY_MS - ((i * 7919) % 5) * HOUR_MS - i * 60_000;

  const categoryIds = new Map<CategoryKey, string>();
  const categories: Category[] = DEMO_CATEGORIES.map((c, i) => {
    const t = at(c.daysAgo, i);
    const id = newId(t);
    categoryIds.set(c.key, id);
    return { id, name: c.name, description: c.description, createdAt: new Date(t), updatedAt: new Date(t) };
  });

  // Slugs as a create would make them: from the name or title, the first free one.
  const slugs = { product: new Set<string>(), blog: new Set<string>(), caseStudy: new Set<string>(), openRole: new Set<string>() };
  const seo = (kind: keyof typeof slugs, title: string) => {
    const slug = firstFreeSlug(slugify(title), slugs[kind]);
    slugs[kind].add(slug);
    return { slug, metaTitle: '', metaDescription: '', shareImage: '' };
  };

  const products: Product[] = [];
  const productImages: ProductImage[] = [];
  DEMO_PRODUCTS.forEach((p, i) => {
    const t = at(p.daysAgo, i);
    const id = newId(t);
    // Every declared field, as a create request would store it (the category by its new id).
    const { category, motifs: _motifs, daysAgo: _daysAgo, ...fields } = p;
    products.push({
      id,
      ...columnsFrom(productType, { ...fields, description: htmlFromPlainText(fields.description), category: categoryIds.get(category) ?? '' }),
      ...seo('product', fields.name),
      status: 'published',
      publishAt: new Date(t),
      createdAt: new Date(t),
      updatedAt: new Date(t),
    });
    p.motifs.forEach((_, position) => productImages.push({ productId: id, position, path: cursor.take() }));
  });

  const blogs: Blog[] = [];
  const sections: BlogSection[] = [];
  DEMO_BLOGS.forEach((b, i) => {
    const t = at(b.daysAgo, i);
    const id = newId(t);
    b.sections.forEach((s, position) =>
      sections.push({ blogId: id, position, heading: s.heading, description: htmlFromPlainText(s.description), image: cursor.take() }),
    );
    const { title, heading, description, author, category } = b;
    // iconImage and iconPoster are filled in after all images: the icons and posters were queued last.
    blogs.push({ id, title, heading, description, author, category, ...seo('blog', title), iconImage: '', iconPoster: '', status: 'published', publishAt: new Date(t), createdAt: new Date(t), updatedAt: new Date(t) });
  });

  const bannerTime = at(DEMO_SECOND_SECTION.daysAgo, 0);
  const secondSection: SecondSection = {
    id: newId(bannerTime),
    title: DEMO_SECOND_SECTION.title,
    para: DEMO_SECOND_SECTION.para,
    imgSrc: cursor.take(),
    createdAt: new Date(bannerTime),
    updatedAt: new Date(bannerTime),
  };
  const coverPaths = DEMO_CASE_STUDIES.map(() => cursor.take());
  for (const blog of blogs) blog.iconImage = cursor.take();
  for (const blog of blogs) blog.iconPoster = cursor.take();

  // The company's reviews, then the products' (each by its product's name).
  const productIds = new Map(products.map((p) => [p.name, p.id]));
  const reviewed = [...DEMO_REVIEWS.map((r) => ({ ...r, productId: null })), ...DEMO_PRODUCT_REVIEWS.map((r) => ({ ...r, productId: productIds.get(r.product) }))];
  const reviews: Review[] = reviewed.map((r, i) => {
    if (r.productId === undefined) throw new Error(`demo seed: no product for a review by ${r.name}`);
    const t = at(r.daysAgo, i);
    return {
      id: newId(t),
      name: r.name,
      rating: r.rating,
      feedback: r.feedback,
      status: r.status,
      productId: r.productId,
      createdAt: new Date(t),
      updatedAt: new Date(t),
    };
  });

  // Their covers were queued after the banner (before the icons' and posters' copies).
  const caseStudies = DEMO_CASE_STUDIES.map((c, i): DocumentRow => {
    const t = at(c.daysAgo, i);
    const { motif: _motif, daysAgo: _daysAgo, ...fields } = c;
    return {
      id: newId(t),
      ...columnsFrom(caseStudyType, { ...fields, cover: coverPaths[i], gallery: [] }),
      ...seo('caseStudy', c.title),
      status: 'published',
      publishAt: new Date(t),
      createdAt: new Date(t),
      updatedAt: new Date(t),
    };
  });

  // Each as a create would store it: the declaration's defaults (open, no salary) filled in.
  const openRoles = DEMO_OPEN_ROLES.map((r, i): DocumentRow => {
    const t = at(r.daysAgo, i);
    const { daysAgo: _daysAgo, ...fields } = r;
    return {
      id: newId(t),
      ...columnsFrom(openRoleType, openRoleSchemas.create.parse(fields)),
      ...seo('openRole', r.title),
      status: 'published',
      publishAt: new Date(t),
      createdAt: new Date(t),
      updatedAt: new Date(t),
    };
  });

  return { categories, products, productImages, blogs, sections, secondSection, reviews, caseStudies, openRoles };
}

/** The demo leaders' portraits (stand-ins until real photos are uploaded in Settings). */
const DEMO_PORTRAITS: PortraitSpec[] = [
  { seed: 0, skin: '#C68B59', hair: '#2B1B12', shirt: '#134EA0' },
  { seed: 2, skin: '#E0AC7E', hair: '#3B2417', shirt: '#14B8A6', longHair: true },
];

/** The illustrations' alt texts, in the order they are rendered: product images, blog sections, banner. */
const IMAGE_ALTS: string[] = [
  ...DEMO_PRODUCTS.flatMap((product) => product.motifs.map((_, i) => (product.motifs.length > 1 ? `${product.name}, picture ${i + 1}` : product.name))),
  ...DEMO_BLOGS.flatMap((blog) => blog.sections.map((section) => `Illustration: ${section.heading}`)),
  `Illustration: ${DEMO_SECOND_SECTION.title}`,
  ...DEMO_CASE_STUDIES.map((c) => `Illustration for the case study “${c.title}”`),
];

/** Seeds demo content once: only when the database has no settings row, no product and no blog. */
export async function seedDemoContent(db: DataSource, media: MediaStore, logger: Logger): Promise<SeedResult> {
  const started = performance.now();
  if ((await hasSettings(db)) || !(await isEmpty(db))) return { seeded: false };

  // Validate up front so a bad edit to the demo settings fails before any file or row is written.
  const settings = settingsRecordSchema.omit({ founderPortrait: true, coFounderPortrait: true }).parse(DEMO_SETTINGS);

  // Queue order is the order PathCursor hands paths back below: product images, sections, banner, icons, posters.
  const specs: IllustrationSpec[] = [];
  let seed = 0;
  for (const product of DEMO_PRODUCTS) for (const motif of product.motifs) specs.push({ motif, seed: seed++, ...SQUARE });
  for (const blog of DEMO_BLOGS) for (const section of blog.sections) specs.push({ motif: section.motif, seed: seed++, ...WIDE });
  specs.push({ motif: DEMO_SECOND_SECTION.motif, seed: 1, ...WIDE });
  for (const study of DEMO_CASE_STUDIES) specs.push({ motif: study.motif, seed: seed++, ...WIDE });

  const [images, icons, posters, portraits] = await Promise.all([
    renderIllustrations(specs),
    Promise.all(ICON_FILES.map((name) => readFile(new URL(name, ASSETS)))),
    Promise.all(POSTER_FILES.map((name) => readFile(new URL(name, ASSETS)))),
    renderPortraits(DEMO_PORTRAITS),
  ]);
  // One icon copy per blog: each record owns its files, as if uploaded through the admin. Each gets
  // the alt text of its library item from what it illustrates.
  // Every one marked demo: the library says "Demo content" of it.
  const files: AcceptedFile[] = [
    ...images.map((buffer, i) => ({ buffer, ext: 'webp', alt: IMAGE_ALTS[i] })),
    ...DEMO_BLOGS.map((blog) => ({ buffer: icons[blog.icon - 1], ext: 'webm', alt: `Animated icon for “${blog.title}”` })),
    ...DEMO_BLOGS.map((blog) => ({ buffer: posters[blog.icon - 1], ext: 'png', alt: `Icon for “${blog.title}”` })),
    // Last: the founder's and the co-founder's portraits.
    ...portraits.map((buffer, i) => ({ buffer, ext: 'webp', alt: i === 0 ? 'Portrait of the founder' : 'Portrait of the co-founder' })),
  ].map((file) => ({ ...file, demo: true }));

  await media.init();
  const paths = await media.write(files);
  let rows: DemoRows;
  let inserted: boolean;
  try {
    rows = buildRows(paths.slice(0, -portraits.length), Date.now());
    const [founderPortrait, coFounderPortrait] = paths.slice(-portraits.length);
    const { categories, products, productImages, blogs, sections, secondSection, reviews, caseStudies, openRoles } = rows;
    inserted = await db.transaction(async (m) => {
      // Another instance sharing the database may have seeded since the check above.
      if ((await m.getRepository(SettingsEntity).exists()) || !(await isEmpty(m))) return false;
      await m.getRepository(CategoryEntity).insert(categories);
      await m.getRepository(ProductEntity).insert(products);
      await m.getRepository(ProductImageEntity).insert(productImages);
      await m.getRepository(BlogEntity).insert(blogs);
      await m.getRepository(BlogSectionEntity).insert(sections);
      await m.getRepository(SecondSectionEntity).insert(secondSection);
      await m.getRepository(ReviewEntity).insert(reviews);
      await m.getRepository(documentEntities.caseStudy).insert(caseStudies as never);
      await m.getRepository(documentEntities.openRole).insert(openRoles as never);
      await saveSettings(m, { ...settings, founderPortrait, coFounderPortrait });
      return true;
    });
  } catch (err) {
    await media.discard(paths);
    throw err;
  }
  if (!inserted) {
    await media.discard(paths);
    return { seeded: false };
  }
  // Like any upload's: the images' responsive variants are made now, in the background, so a first
  // visitor's phone gets a small AVIF at once instead of waiting for it to be encoded.
  media.makeVariantsLater(paths);

  logger.debug(
    {
      categories: rows.categories.length,
      products: rows.products.length,
      blogs: rows.blogs.length,
      reviews: rows.reviews.length,
      files: paths.length,
      ms: Math.round(performance.now() - started),
    },
    'demo content written',
  );
  return { seeded: true };
}
