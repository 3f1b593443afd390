import type { DataSource, EntitySchema, ObjectLiteral } from 'typeorm';
import { BLOG_CATEGORIES, PRODUCT_KINDS, REVIEW_STATUSES, slugify } from '@itsite/shared/contract';
import { BlogEntity, BlogSectionEntity, CategoryEntity, LeadEntity, ProductEntity, ProductImageEntity, ReviewEntity } from '../data/entities/index.js';
import { newId } from '../kernel/ids.js';

/** A made-up record's slug: its words and its id, unique however many runs add rows. */
const uniqueSlug = (title: string, id: string) => `${slugify(title, 50)}-${id}`;

/**
 * `npm run seed:scale`: grows a database towards a size where a slow query shows (the defaults), to
 * measure and test that reads cost about the same as content grows. Rows are made up from word lists,
 * inserted many to a statement and many statements to a transaction.
 */
export interface ScaleSizes {
  products: number;
  blogs: number;
  reviews: number;
  leads: number;
}

export const SCALE_TARGETS: ScaleSizes = { products: 200_000, blogs: 20_000, reviews: 50_000, leads: 1_000_000 };

export interface GrowOptions {
  /** Rows per INSERT statement. */
  batch?: number;
  /** Called after each transaction with the table and the rows added to it so far. */
  progress?: (table: keyof ScaleSizes, added: number, toAdd: number) => void;
}

const ADJECTIVES = ['Managed', 'Secure', 'Cloud', 'Premium', 'Express', 'Custom', 'Smart', 'Annual', 'Starter', 'Enterprise'];
const NOUNS = ['Backup', 'Hosting', 'Website', 'Storage', 'Firewall', 'Support', 'Audit', 'Migration', 'Design', 'Analytics'];
const TOPICS = ['Data Entry', 'Order Processing', 'Bookkeeping', 'SEO', 'Social Media', 'Paid Ads', 'Web Development', 'Customer Support'];
const NAMES = ['Asha Rao', 'Vikram Shah', 'Meera Iyer', 'Rahul Verma', 'Priya Nair', 'Arjun Mehta', 'Kavya Reddy', 'Rohan Gupta'];

const pick = <T>(list: readonly T[], i: number): T => list[i % list.length];

/** Inserted rows are dated one a second back from the oldest existing one, so they sort after it. */
function clock(start: Date) {
  let t = start.getTime();
  return () => new Date((t -= 1000));
}

async function oldest(db: DataSource, entity: EntitySchema<ObjectLiteral>): Promise<Date> {
  const row = await db.getRepository(entity).createQueryBuilder('t').select('MIN(t.createdAt)', 'at').getRawOne<{ at: string | Date | null }>();
  return row?.at ? new Date(row.at) : new Date();
}

/** Adds `toAdd` rows made by `make` (given the running index and its date), in batched transactions. */
async function fill(
  db: DataSource,
  table: keyof ScaleSizes,
  entity: EntitySchema<ObjectLiteral>,
  toAdd: number,
  make: (i: number, at: Date) => ObjectLiteral,
  opts: GrowOptions,
  extra?: (rows: ObjectLiteral[]) => ObjectLiteral[],
  extraEntity?: EntitySchema<ObjectLiteral>,
): Promise<void> {
  const batch = opts.batch ?? 500;
  // Enough statements per transaction that commits do not dominate, few enough to report progress.
  const perTransaction = batch * 20;
  const next = clock(await oldest(db, entity));
  for (let done = 0; done < toAdd; ) {
    const size = Math.min(perTransaction, toAdd - done);
    await db.transaction(async (m) => {
      for (let b = 0; b < size; b += batch) {
        const rows = Array.from({ length: Math.min(batch, size - b) }, (_, k) => make(done + b + k, next()));
        await m.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
        const more = extra?.(rows) ?? [];
        if (extraEntity && more.length > 0) await m.createQueryBuilder().insert().into(extraEntity).values(more).updateEntity(false).execute();
      }
    });
    done += size;
    opts.progress?.(table, done, toAdd);
  }
}

/** Grows each table to its size in `targets` (a table already that large is left alone); answers the rows added. */
export async function growTo(db: DataSource, targets: ScaleSizes, opts: GrowOptions = {}): Promise<ScaleSizes> {
  const count = (entity: EntitySchema<ObjectLiteral>) => db.getRepository(entity).count();
  const added: ScaleSizes = { products: 0, blogs: 0, reviews: 0, leads: 0 };

  added.products = Math.max(0, targets.products - (await count(ProductEntity)));
  if (added.products > 0) {
    const categories = (await db.getRepository(CategoryEntity).find({ select: { id: true } })).map((c) => c.id);
    // Made-up products show an image the catalogue already has, when there is one.
    const image = (await db.getRepository(ProductImageEntity).findOne({ where: {}, select: { path: true } }))?.path;
    await fill(
      db,
      'products',
      ProductEntity,
      added.products,
      (i, at) => {
        const id = newId(at.getTime());
        const name = `${pick(ADJECTIVES, i)} ${pick(NOUNS, Math.floor(i / ADJECTIVES.length))} ${i + 1}`;
        return {
          id,
          name,
          slug: uniqueSlug(name, id),
          description: `<p>${pick(ADJECTIVES, i + 3)} ${pick(NOUNS, i + 7).toLowerCase()} for growing teams.</p>`,
          price: 499 + ((i * 37) % 50_000),
          ratings: (i % 11) / 2,
          categoryId: categories.length > 0 ? pick(categories, i) : null,
          stock: i % 50,
          kind: pick(PRODUCT_KINDS, i),
          status: 'published',
          publishAt: at,
          createdAt: at,
          updatedAt: at,
        };
      },
      opts,
      (rows) => (image ? rows.map((r) => ({ productId: r.id as string, position: 0, path: image })) : []),
      ProductImageEntity,
    );
  }

  added.blogs = Math.max(0, targets.blogs - (await count(BlogEntity)));
  if (added.blogs > 0) {
    const icon = (await db.getRepository(BlogEntity).findOne({ where: {}, select: { iconImage: true } }))?.iconImage ?? '';
    // Made-up blogs have three sections each, showing a section image the blogs already have.
    const sectionImage = (await db.getRepository(BlogSectionEntity).findOne({ where: {}, select: { image: true } }))?.image ?? '';
    const sections = (rows: ObjectLiteral[]) =>
      rows.flatMap((blog) =>
        [0, 1, 2].map((position) => ({
          blogId: blog.id as string,
          position,
          heading: pick(['Where we start', 'How the work runs', 'What you get'], position),
          description: `<p>${pick(['Our', 'Your', 'The'], position)} ${(blog.title as string).toLowerCase()} team reports every week.</p>`,
          image: sectionImage,
        })),
      );
    await fill(db, 'blogs', BlogEntity, added.blogs, (i, at) => {
      const id = newId(at.getTime());
      const title = `${pick(TOPICS, i)} guide ${i + 1}`;
      return {
        id,
        title,
        slug: uniqueSlug(title, id),
        heading: `How we handle ${pick(TOPICS, i + 1).toLowerCase()} for our clients`,
        description: `Notes from our ${pick(TOPICS, i).toLowerCase()} team.`,
        author: pick(NAMES, i),
        category: pick(BLOG_CATEGORIES, i),
        iconImage: icon,
        status: 'published',
        publishAt: at,
        createdAt: at,
        updatedAt: at,
      };
    }, opts, sections, BlogSectionEntity);
  }

  added.reviews = Math.max(0, targets.reviews - (await count(ReviewEntity)));
  if (added.reviews > 0) {
    await fill(db, 'reviews', ReviewEntity, added.reviews, (i, at) => ({
      id: newId(at.getTime()),
      name: pick(NAMES, i),
      rating: 0.5 + (i % 10) / 2,
      feedback: `${pick(ADJECTIVES, i)} service, ${pick(NOUNS, i + 2).toLowerCase()} delivered on time.`,
      status: pick(REVIEW_STATUSES, i),
      productId: null,
      createdAt: at,
      updatedAt: at,
    }), opts);
  }

  added.leads = Math.max(0, targets.leads - (await count(LeadEntity)));
  if (added.leads > 0) {
    // Only the columns every lead has; the others take their defaults.
    await fill(db, 'leads', LeadEntity, added.leads, (i, at) => ({
      id: newId(at.getTime()),
      name: pick(NAMES, i),
      email: `lead${i + 1}@example.com`,
      phone: `+91 98${String(10_000_000 + (i % 90_000_000)).padStart(8, '0')}`,
      message: `Please call me about ${pick(TOPICS, i).toLowerCase()}.`,
      createdAt: at,
    }), opts);
  }
  return added;
}
