/**
 * Document types: content types declared whole (shared/docs/content-types.md). Each is one entry
 * here (its names and its address) and one declaration (content/<name>.ts: fields, traits, access,
 * admin list and form, public list and page). Everything else is made from the two by generic code:
 * its endpoints and their paths, its table's entity, its routes, audit records, cache tags, slugs,
 * revisions, the admin's screens and menu, the site's routes, sitemap and meta.
 *
 * This file has no zod in it: the public pages' code builds addresses from it without loading the
 * declarations' rules.
 */
import type { StaffArea } from './staff.js';

export const DOCUMENT_KINDS = {
  caseStudy: {
    segment: 'case-studies',
    label: 'Case study',
    plural: 'Case studies',
    write: 'content',
    page: {
      title: 'Case Studies',
      description: 'Projects we delivered for clients in retail, healthcare, manufacturing and more: the challenge, what we built and the results.',
    },
  },
  openRole: {
    segment: 'careers',
    label: 'Open role',
    plural: 'Open roles',
    write: 'content',
    page: {
      title: 'Careers',
      description: 'Our open roles: apply online with your CV.',
    },
  },
} as const satisfies Record<string, DocumentNames>;

/**
 * A document type's names and address: `segment` is its address in the API, the admin and the
 * site, `label` and `plural` are what people read, and `write` is the staff area that writes it
 * (anyone reads what is published). Its endpoints are named from its kind (createCaseStudy,
 * listCaseStudies: documentRoutes.ts).
 */
export interface DocumentNames {
  segment: string;
  label: string;
  plural: string;
  write: StaffArea;
  /** The site's list page: its heading, title and description. */
  page: { title: string; description: string };
}

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

/** The site's address of a document type's list (`/case-studies`) and of one document (`/case-studies/<slug>`). */
export const documentListPage = (kind: DocumentKind) => `/${DOCUMENT_KINDS[kind].segment}`;
export const documentPage = (kind: DocumentKind, slug: string) => `/${DOCUMENT_KINDS[kind].segment}/${encodeURIComponent(slug)}`;
