import { REVIEW_RATING_MIN, fieldText, textOfHtml, type AnyDocumentType, type ReviewDto, type SettingsDto } from '@itsite/shared/contract';
import type { DocumentRow } from '../../data/entities/documents.js';
import type { Blog, Product } from '../../data/entities/index.js';

/**
 * Structured data (schema.org as JSON-LD) that search engines read from a page: the company on
 * every page, a breadcrumb trail, and the product or the article a page is about.
 */
export type Thing = Record<string, unknown>;

const absolute = (origin: string, path: string) => (/^https?:\/\//.test(path) ? path : origin + path);

export function organization(settings: SettingsDto, origin: string): Thing {
  const sameAs = Object.values(settings.social).filter(Boolean);
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: settings.companyName,
    url: `${origin}/`,
    // The site's mark (the favicon), which Google shows beside the company in results.
    logo: `${origin}/favicon.svg`,
    email: settings.email,
    telephone: settings.phones[0],
    address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: settings.country },
    ...(sameAs.length ? { sameAs } : {}),
  };
}

export function breadcrumbs(origin: string, trail: Array<{ name: string; path: string }>): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({ '@type': 'ListItem', position: i + 1, name: step.name, item: absolute(origin, step.path) })),
  };
}

/** The pages a list page links to, in its order (schema.org ItemList of their addresses). */
export function itemList(origin: string, paths: string[]): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: paths.map((path, i) => ({ '@type': 'ListItem', position: i + 1, url: absolute(origin, path) })),
  };
}

/**
 * A product with its offer and, once it has approved reviews, their aggregate rating (average and
 * count) and the reviews its page lists. Without reviews, no rating: the figure staff once typed
 * (`ratings`) had no count behind it and would tell search engines something untrue.
 */
export function productThing(product: Product, images: string[], origin: string, path: string, rated?: { average: number; count: number; reviews: ReviewDto[] }): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: textOfHtml(product.description),
    image: images.map((p) => absolute(origin, p)),
    url: absolute(origin, path),
    offers: {
      '@type': 'Offer',
      price: product.price.toFixed(2),
      priceCurrency: 'INR',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/BackOrder',
      url: absolute(origin, path),
    },
    ...(rated && {
      aggregateRating: { '@type': 'AggregateRating', ratingValue: rated.average, reviewCount: rated.count, bestRating: 5, worstRating: REVIEW_RATING_MIN },
      review: rated.reviews.map((r) => ({
        '@type': 'Review',
        author: { '@type': 'Person', name: r.name },
        datePublished: r.createdAt.slice(0, 10),
        reviewBody: r.feedback,
        reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5, worstRating: REVIEW_RATING_MIN },
      })),
    }),
  };
}

export function blogPosting(blog: Blog, image: string | undefined, origin: string, path: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: blog.title,
    description: blog.heading,
    ...(image ? { image: [absolute(origin, image)] } : {}),
    author: { '@type': 'Person', name: blog.author },
    publisher: { '@id': `${origin}/#organization` },
    datePublished: (blog.publishAt ?? blog.createdAt).toISOString(),
    dateModified: blog.updatedAt.toISOString(),
    mainEntityOfPage: absolute(origin, path),
  };
}

/**
 * A document's page (shared/contract/content/document.ts) as the JSON-LD type its declaration
 * names: its title, the text a card shows, its images, dates, and the company as its author. A
 * `JobPosting` (an open role) is jobPosting's.
 */
export function documentThing(type: AnyDocumentType, row: DocumentRow, images: string[], origin: string, path: string, settings: SettingsDto): Thing {
  if (type.site.jsonLd === 'JobPosting') return jobPosting(row, settings, origin, path);
  const text = fieldText(row[type.site.card.text]);
  return {
    '@context': 'https://schema.org',
    '@type': type.site.jsonLd,
    [type.site.jsonLd === 'Article' ? 'headline' : 'name']: fieldText(row[type.traits.slugFrom]),
    description: textOfHtml(text),
    ...(images.length ? { image: images.map((p) => absolute(origin, p)) } : {}),
    author: { '@id': `${origin}/#organization` },
    publisher: { '@id': `${origin}/#organization` },
    datePublished: (row.publishAt ?? row.createdAt).toISOString(),
    dateModified: row.updatedAt.toISOString(),
    url: absolute(origin, path),
    mainEntityOfPage: absolute(origin, path),
  };
}

/**
 * An open role (content/openRole.ts) as a schema.org JobPosting, from its fields by their names:
 * the company (the settings' name) hires, the salary is said only when the role states one, and a
 * closed role's posting ends (`validThrough`) when it was last changed, which is when it closed.
 */
export function jobPosting(row: DocumentRow, settings: SettingsDto, origin: string, path: string): Thing {
  const [min, max] = [Number(row.salaryMin) || 0, Number(row.salaryMax) || 0];
  const location = fieldText(row.location);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: fieldText(row.title),
    description: fieldText(row.description) || fieldText(row.summary),
    datePosted: (row.publishAt ?? row.createdAt).toISOString(),
    ...(row.hiring === 'closed' ? { validThrough: row.updatedAt.toISOString() } : {}),
    employmentType: fieldText(row.employmentType),
    hiringOrganization: { '@type': 'Organization', name: settings.companyName, sameAs: `${origin}/` },
    ...(/\bremote\b/i.test(location) ? { jobLocationType: 'TELECOMMUTE' } : {}),
    // The role's place as staff wrote it, in the company's country.
    jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: location, addressCountry: settings.country } },
    ...(min || max
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: fieldText(row.salaryCurrency),
            value: { '@type': 'QuantitativeValue', ...(min && max && min !== max ? { minValue: min, maxValue: max } : { value: max || min }), unitText: fieldText(row.salaryPeriod) },
          },
        }
      : {}),
    url: absolute(origin, path),
  };
}

/** The things as one `<script type="application/ld+json">`, safe inside HTML (no `</script>` can close it). */
export function jsonLdTag(things: Thing[]): string {
  if (things.length === 0) return '';
  const json = JSON.stringify(things.length === 1 ? things[0] : things).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
