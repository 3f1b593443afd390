import type { DataSource } from 'typeorm';
import { NOT_FOUND_PAGE, matchPublicPath, shareDescription } from '@itsite/shared/contract';
import { BlogEntity, ProductEntity, SecondSectionEntity } from '../entities/index.js';
import { sectionsOf } from '../queries/blogs.js';
import { imagesOf } from '../queries/products.js';

export interface PageHead {
  status: 200 | 404;
  title: string;
  description: string;
  /** Path of the share image (made absolute by the renderer), if any. */
  image?: string;
  type: 'website' | 'article' | 'product';
  /** Kept out of search engines (admin screens, the 404 page). */
  noindex: boolean;
}

/** What the server says about a path before any script runs: status, title, description, image. */
export async function headFor(db: DataSource, path: string, companyName: string): Promise<PageHead> {
  const titled = (t: string) => (companyName ? `${t} | ${companyName}` : t);
  const route = matchPublicPath(path);
  const notFound: PageHead = { status: 404, title: titled(NOT_FOUND_PAGE.title), description: NOT_FOUND_PAGE.description, type: 'website', noindex: true };

  switch (route.kind) {
    case 'page': {
      const banner = await db.getRepository(SecondSectionEntity).findOne({ where: {}, order: { createdAt: 'ASC' } });
      return {
        status: 200,
        title: route.path === '/' && companyName ? `${companyName} | ${route.meta.title}` : titled(route.meta.title),
        description: route.meta.description,
        image: banner?.imgSrc,
        type: 'website',
        noindex: false,
      };
    }
    case 'blog': {
      const blog = await db.getRepository(BlogEntity).findOneBy({ id: route.id });
      if (!blog) return notFound;
      const [first] = await sectionsOf(db, blog.id);
      return { status: 200, title: titled(blog.title), description: shareDescription(blog.description), image: first?.image, type: 'article', noindex: false };
    }
    case 'product': {
      const product = await db.getRepository(ProductEntity).findOneBy({ id: route.id });
      if (!product) return notFound;
      const [image] = await imagesOf(db, product.id);
      return { status: 200, title: titled(product.name), description: shareDescription(product.description), image, type: 'product', noindex: false };
    }
    case 'admin':
      return { status: 200, title: titled('Admin'), description: 'Back office', type: 'website', noindex: true };
    case 'notFound':
      return notFound;
  }
}
