import { DOCUMENT_KINDS, type DocumentKind } from './documents.js';

/**
 * The endpoints of document types by name and path, and their admin screens' addresses: for the
 * server, the endpoint table and the back office. Apart from documents.ts, which the public pages
 * load, so that none of this reaches a visitor.
 */

/**
 * A type's names in its endpoints, from its kind: `CaseStudy` and `CaseStudies` (a `y` becomes
 * `ies`, as its table's name does: documents/entity.ts), `OpenRole` and `OpenRoles`.
 */
type One<D extends DocumentKind> = Capitalize<D>;
type Many<D extends DocumentKind> = D extends `${infer Stem}y` ? `${Capitalize<Stem>}ies` : `${Capitalize<D>}s`;
const oneOf = <D extends DocumentKind>(kind: D) => (kind[0].toUpperCase() + kind.slice(1)) as One<D>;
const manyOf = <D extends DocumentKind>(kind: D) => oneOf(kind).replace(/y$/, 'ie').concat('s') as Many<D>;

/** The endpoints every document type has, by the operation's name. */
export type DocumentOperation = 'list' | 'getBySlug' | 'listAdmin' | 'get' | 'create' | 'update' | 'delete' | 'listRevisions' | 'getRevision' | 'restoreRevision' | 'autosave';

/** Every operation, in the order the endpoint table lists them. */
export const DOCUMENT_OPERATIONS: readonly DocumentOperation[] = ['list', 'getBySlug', 'listAdmin', 'get', 'create', 'update', 'delete', 'listRevisions', 'getRevision', 'restoreRevision', 'autosave'];

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
  autosave: `autosave${One<D>}`;
}[O];

/** Every document type's endpoint names. */
export type AnyDocumentEndpointName = { [D in DocumentKind]: DocumentEndpointName<D> }[DocumentKind];

/** The endpoint name of an operation of a document type. */
export function documentEndpointName<D extends DocumentKind, O extends DocumentOperation>(kind: D, operation: O): DocumentEndpointName<D, O> {
  const [one, many] = [oneOf(kind), manyOf(kind)];
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
    autosave: `autosave${one}`,
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
    case 'autosave':
      return `${admin}/:id/autosave`;
  }
}

/** The admin's address of a document type's list, of a new one and of one's edit form. */
export const documentAdminPath = (kind: DocumentKind, what: 'list' | 'new' | { edit: string } = 'list') => {
  const base = `/admin/${DOCUMENT_KINDS[kind].segment}`;
  return what === 'list' ? base : what === 'new' ? `${base}/new` : `${base}/${what.edit}/edit`;
};
