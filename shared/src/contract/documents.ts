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
    one: 'CaseStudy',
    many: 'CaseStudies',
    segment: 'case-studies',
    label: 'Case study',
    plural: 'Case studies',
    write: 'content',
    page: {
      title: 'Case Studies',
      description: 'Projects we delivered for clients in retail, healthcare, manufacturing and more: the challenge, what we built and the results.',
    },
  },
} as const satisfies Record<string, DocumentNames>;

/**
 * A document type's names and address: `one` and `many` name its endpoints (createCaseStudy,
 * listCaseStudies), `segment` is its address in the API, the admin and the site, `label` and
 * `plural` are what people read, and `write` is the staff area that writes it (anyone reads what
 * is published).
 */
export interface DocumentNames {
  one: string;
  many: string;
  segment: string;
  label: string;
  plural: string;
  write: StaffArea;
  /** The site's list page: its heading, title and description. */
  page: { title: string; description: string };
}

export type DocumentKind = keyof typeof DOCUMENT_KINDS;
export const DOCUMENT_KIND_NAMES = Object.keys(DOCUMENT_KINDS) as DocumentKind[];

type Kinds = typeof DOCUMENT_KINDS;
type One<D extends DocumentKind> = Kinds[D]['one'];
type Many<D extends DocumentKind> = Kinds[D]['many'];

/** The endpoints every document type has, by the operation's name. */
export type DocumentOperation = 'list' | 'getBySlug' | 'listAdmin' | 'get' | 'create' | 'update' | 'delete' | 'listRevisions' | 'getRevision' | 'restoreRevision';

/** The endpoint name of an operation of a document type: `listCaseStudies`, `getCaseStudyBySlug`, ... */
export type DocumentEndpointName<D extends DocumentKind, O extends DocumentOperation = DocumentOperation> = {
  list: `list${Many<D>}`;
  getBySlug: `get${One<D>}BySlug`;
  listAdmin: `listAdmin${Many<D>}`;
  get: `get${One<D>}`;
  create: `create${One<D>}`;
  update: `update${One<D>}`;
  delete: `delete${One<D>}`;
  listRevisions: `list${One<D>}Revisions`;
  getRevision: `get${One<D>}Revision`;
  restoreRevision: `restore${One<D>}Revision`;
}[O];

/** Every document type's endpoint names. */
export type AnyDocumentEndpointName = { [D in DocumentKind]: DocumentEndpointName<D> }[DocumentKind];

/** The endpoint name of an operation of a document type. */
export function documentEndpointName<D extends DocumentKind, O extends DocumentOperation>(kind: D, operation: O): DocumentEndpointName<D, O> {
  const { one, many } = DOCUMENT_KINDS[kind];
  const names: Record<DocumentOperation, string> = {
    list: `list${many}`,
    getBySlug: `get${one}BySlug`,
    listAdmin: `listAdmin${many}`,
    get: `get${one}`,
    create: `create${one}`,
    update: `update${one}`,
    delete: `delete${one}`,
    listRevisions: `list${one}Revisions`,
    getRevision: `get${one}Revision`,
    restoreRevision: `restore${one}Revision`,
  };
  return names[operation] as DocumentEndpointName<D, O>;
}

/** The API path of each operation: visitors' reads under /api/v1/<segment>, staff's under /api/v1/admin/<segment>. */
export function documentPathOf(kind: DocumentKind, operation: DocumentOperation): string {
  const { segment } = DOCUMENT_KINDS[kind];
  const admin = `/api/v1/admin/${segment}`;
  switch (operation) {
    case 'list':
      return `/api/v1/${segment}`;
    case 'getBySlug':
      return `/api/v1/${segment}/:slug`;
    case 'listAdmin':
    case 'create':
      return admin;
    case 'get':
    case 'update':
    case 'delete':
      return `${admin}/:id`;
    case 'listRevisions':
      return `${admin}/:id/revisions`;
    case 'getRevision':
      return `${admin}/:id/revisions/:revisionId`;
    case 'restoreRevision':
      return `${admin}/:id/revisions/:revisionId/restore`;
  }
}

/** The site's address of a document type's list (`/case-studies`) and of one document (`/case-studies/<slug>`). */
export const documentListPage = (kind: DocumentKind) => `/${DOCUMENT_KINDS[kind].segment}`;
export const documentPage = (kind: DocumentKind, slug: string) => `/${DOCUMENT_KINDS[kind].segment}/${encodeURIComponent(slug)}`;

/** The admin's address of a document type's list, of a new one and of one's edit form. */
export const documentAdminPath = (kind: DocumentKind, what: 'list' | 'new' | { edit: string } = 'list') => {
  const base = `/admin/${DOCUMENT_KINDS[kind].segment}`;
  return what === 'list' ? base : what === 'new' ? `${base}/new` : `${base}/${what.edit}/edit`;
};
