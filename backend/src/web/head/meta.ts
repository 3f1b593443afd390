import type { DataSource } from 'typeorm';
import { BLOG_CATEGORY_LABELS, categoryFeedPath, type BlogCategory, type PublishState } from '@itsite/shared/contract';
import { DOCUMENT_KINDS, NOT_FOUND_PAGE, PUBLIC_PAGES, documentListPage, documentPage, documentTypes, fieldText, matchPublicPath, publicPaths, shareDescription, shareImageOf, textOfHtml, type SettingsDto } from '@itsite/shared/contract';
import { SecondSectionEntity } from '../../data/entities/index.js';
import { resolveAddress } from '../../platform/content/slugs.js';
import { sectionsOf } from '../../features/blog/index.js';
import { allRows } from '../../kernel/db/rows.js';
import { imagesOf } from '../../features/catalogue/index.js';
import { approvedReviewsOf, reviewSummaries } from '../../features/reviews/index.js';
import { blogPosting, breadcrumbs, documentThing, itemList, organization, productThing, type Thing } from './structured.js';
import { entityFor, mediaPathsOf } from '../../features/documents/index.js';
import { publicOnly } from '../../platform/content/publishing.js';

/** Where a blog of each category is listed (the breadcrumb's middle step). */
const BLOG_LISTS: Record<string, string> = { backOffice: '/backOfficeServices', digitalMarketing: '/digitalMarketingServices' };

/** The feed of a category's posts, as a page links it. */
const categoryFeed = (category: BlogCategory) => ({ title: BLOG_CATEGORY_LABELS[category], path: categoryFeedPath(category) });
const LISTED_CATEGORY = new Map(Object.entries(BLOG_LISTS).map(([category, path]) => [path, category as BlogCategory]));

export interface PageHead {
  /** 301: the address is an old one of a product or blog (its id, a slug it had); `location` is its address now. */
  status: 200 | 301 | 404;
  location?: string;
  title: string;
  description: string;
  /** Path of the share image (made absolute by the renderer), if any. */
  image?: string;
  type: 'website' | 'article' | 'product';
  /** Kept out of search engines (admin screens, the 404 page). */
  noindex: boolean;
  /** Structured data (JSON-LD) about the page. */
  structured?: Thing[];
  /** A category's feed, besides the whole blog's, that the page links (a post's, a category list's). */
  categoryFeed?: { title: string; path: string };
  /** The publishing of the record the page shows (a product, a blog, a document), for a preview's bar. */
  publishing?: { status: PublishState; publishAt: Date | null };
}

/**
 * The roles a document list of job postings links to (/careers), as a schema.org ItemList of their
 * pages: a JobPosting belongs on the role's own page only (Google's job posting guidelines), so
 * the list names where each is. A closed role is left out (its own page says it ended).
 */
async function listedRoles(db: DataSource, path: string, origin: string): Promise<Thing[]> {
  const type = Object.values(documentTypes).find((t) => t.site.jsonLd === 'JobPosting' && documentListPage(t.kind) === path);
  if (!type) return [];
  const rows = await db.getRepository(entityFor(type.kind)).createQueryBuilder('d').where(publicOnly('d')).andWhere("d.hiring = 'open'").orderBy('d.publishAt', 'DESC').take(100).getMany();
  return rows.length ? [itemList(origin, rows.map((row) => documentPage(type.kind, row.slug)))] : [];
}

/**
 * What the server says about a path before any script runs: status, title, description, image,
 * and structured data (the company, a breadcrumb trail, the product or article).
 */
/** `drafts`: the page is an editor's preview, which shows a draft or scheduled record as it will look. */
export async function headFor(db: DataSource, path: string, settings: SettingsDto, origin: string, drafts = false): Promise<PageHead> {
  const { companyName } = settings;
  const org = organization(settings, origin);
  const home = { name: 'Home', path: '/' };
  const titled = (t: string) => (companyName ? `${t} | ${companyName}` : t);
  const route = matchPublicPath(path);
  const notFound: PageHead = { status: 404, title: titled(NOT_FOUND_PAGE.title), description: NOT_FOUND_PAGE.description, type: 'website', noindex: true };
  const moved = (location: string): PageHead => ({ ...notFound, status: 301, location });

  switch (route.kind) {
    case 'page': {
      const [banner] = await allRows(db, SecondSectionEntity, ['createdAt', 'id']);
      return {
        status: 200,
        title: route.path === '/' && companyName ? `${companyName} | ${route.meta.title}` : titled(route.meta.title),
        description: route.meta.description,
        image: banner?.imgSrc,
        type: 'website',
        noindex: route.noindex ?? false,
        structured: route.path === '/' ? [org] : [org, breadcrumbs(origin, [home, { name: route.meta.title, path: route.path }]), ...(await listedRoles(db, route.path, origin))],
        ...(LISTED_CATEGORY.has(route.path) && { categoryFeed: categoryFeed(LISTED_CATEGORY.get(route.path)!) }),
      };
    }
    case 'blog': {
      // A draft or scheduled blog is not there for visitors (or search engines), as the API says.
      const found = await resolveAddress(db, 'blog', route.slug, drafts);
      if (!found) return notFound;
      const blog = found.record;
      if (found.moved) return moved(publicPaths.blog(blog.slug));
      const sections = await sectionsOf(db, blog.id);
      const image = shareImageOf(blog.shareImage, sections.map((s) => s.image));
      const list = BLOG_LISTS[blog.category];
      const trail = [home, ...(list ? [{ name: PUBLIC_PAGES[list]?.title ?? list, path: list }] : []), { name: blog.title, path }];
      return {
        status: 200,
        title: titled(blog.metaTitle || blog.title),
        description: blog.metaDescription || shareDescription(blog.description),
        image,
        type: 'article',
        noindex: false,
        structured: [org, blogPosting(blog, image, origin, path), breadcrumbs(origin, trail)],
        categoryFeed: categoryFeed(blog.category),
        publishing: blog,
      };
    }
    case 'product': {
      const found = await resolveAddress(db, 'product', route.slug, drafts);
      if (!found) return notFound;
      const product = found.record;
      if (found.moved) return moved(publicPaths.product(product.slug));
      const [images, summaries, reviews] = await Promise.all([imagesOf(db, product.id), reviewSummaries(db, [product.id]), approvedReviewsOf(db, product.id)]);
      const rated = summaries.get(product.id);
      return {
        status: 200,
        title: titled(product.metaTitle || product.name),
        description: product.metaDescription || shareDescription(textOfHtml(product.description)),
        image: shareImageOf(product.shareImage, images),
        type: 'product',
        noindex: false,
        structured: [org, productThing(product, images, origin, path, rated && { ...rated, reviews }), breadcrumbs(origin, [home, { name: PUBLIC_PAGES['/products']?.title ?? 'Products', path: '/products' }, { name: product.name, path }])],
        publishing: product,
      };
    }
    case 'document': {
      const type = documentTypes[route.document];
      const found = await resolveAddress(db, route.document, route.slug, drafts);
      if (!found) return notFound;
      const row = found.record;
      if (found.moved) return moved(documentPage(route.document, row.slug));
      const images = mediaPathsOf(type, row);
      const title = fieldText(row[type.traits.slugFrom]);
      const list = documentListPage(route.document);
      return {
        status: 200,
        title: titled(row.metaTitle || title),
        description: row.metaDescription || shareDescription(textOfHtml(fieldText(row[type.site.card.text]))),
        image: shareImageOf(row.shareImage, images),
        type: 'article',
        noindex: false,
        structured: [org, documentThing(type, row, images, origin, path, settings), breadcrumbs(origin, [home, { name: DOCUMENT_KINDS[route.document].page.title, path: list }, { name: title, path }])],
        publishing: row,
      };
    }
    case 'admin':
      return { status: 200, title: titled('Admin'), description: 'Back office', type: 'website', noindex: true };
    case 'notFound':
      return notFound;
  }
}
