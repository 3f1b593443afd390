import { z } from 'zod';
import { ok, okMessage, paged, withData } from '../answers.js';
import { REVISION_BROKEN, SLUG_TAKEN } from '../errorCases.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../documents.js';
import { DOCUMENT_OPERATIONS, documentEndpointName, documentPathOf, type DocumentEndpointName, type DocumentOperation } from '../documentRoutes.js';
import { PUBLISH_STATES, publishingDtoShape, publishingFields } from '../publishing.js';
import { autosaveResponse, revisionListResponse, revisionSummaryDto } from '../revisions.js';
import { seoFields } from '../seo.js';
import type { StaffArea } from '../staff.js';
import { createSchemaOf, dtoSchemaOf, updateSchemaOf, type ContentType, type Field, type Fields, type Timestamp } from './define.js';

/**
 * A document type, declared whole (shared/docs/content-types.md): a content type with a page of
 * its own on the site. Besides its fields (define.ts) it says
 *
 * - its traits: every document is published (draft, scheduled, published), has a slug with 301s
 *   from its old ones, keeps revisions and has SEO fields; `slugFrom` names the field a new slug is
 *   made from, `search` the fields searched, `media` the fields that hold media library images;
 * - the site's list and page: their title and description, the fields a visitor filters the list
 *   by, what a card shows, the page's JSON-LD type.
 *
 * Its entity, endpoints, routes, admin screens and menu entry, site routes, sitemap entries and
 * meta are made from it.
 */
export interface DocumentDeclaration<F extends Fields = Fields> {
  timestamps: readonly Timestamp[];
  fields: F;
  traits: {
    slugFrom: keyof F & string;
    search: ReadonlyArray<keyof F & string>;
    media: ReadonlyArray<keyof F & string>;
  };
  /**
   * Who may call an operation, where it differs from the default: anyone reads what is published
   * (`list`, `getBySlug`), and the type's staff area (`write` in documents.ts) does the rest. A type
   * visitors may not list, say, declares `list: 'content'`.
   */
  access?: Partial<Record<DocumentOperation, 'public' | StaffArea>>;
  site: {
    /** Select fields (one value, or a list of values) a visitor filters the list by. */
    filters: ReadonlyArray<keyof F & string>;
    /** What a card in the list shows besides the title: its image (if the type has one) and its text. */
    card: { image?: keyof F & string; text: keyof F & string };
    /**
     * schema.org type of the page's JSON-LD. A `JobPosting` (open roles) reads its fields by their
     * names (backend/src/web/head/structured.ts), and its list page carries every listed one's too.
     */
    jsonLd: 'CreativeWork' | 'Article' | 'JobPosting';
    /** Cards per page of the list. */
    pageSize: number;
  };
}

export interface DocumentType<D extends DocumentKind = DocumentKind, F extends Fields = Fields> extends ContentType<F & typeof seoFields, readonly Timestamp[]>, Omit<DocumentDeclaration, 'fields' | 'timestamps' | 'access'> {
  kind: D;
  label: string;
  plural: string;
  /** Who may call each operation: the declaration's, else the default (visitors read, `write` does the rest). */
  access: Record<DocumentOperation, 'public' | StaffArea>;
}

/** A document type from its declaration: the SEO fields (slug, meta title and description, share image) are added to its own. */
export function defineDocumentType<D extends DocumentKind, const F extends Fields>(kind: D, declaration: DocumentDeclaration<F>): DocumentType<D, F> {
  const { label, plural, write } = DOCUMENT_KINDS[kind];
  const access = Object.fromEntries(DOCUMENT_OPERATIONS.map((op) => [op, declaration.access?.[op] ?? (op === 'list' || op === 'getBySlug' ? 'public' : write)])) as DocumentType['access'];
  return { ...declaration, kind, label, plural, access, fields: { ...declaration.fields, ...seoFields } };
}

/** A list of values from one of a select field's options (a filter of the list: `?industry=retail`). */
const optionOf = (field: Field) => {
  const values = (field.options ?? []).map((o) => o.value);
  return z.enum(values as [string, ...string[]], { error: `${field.label} must be one of: ${values.join(', ')}` });
};

const pageParam = z
  .string()
  .regex(/^\d{1,6}$/, 'Page must be a whole number')
  .optional()
  .describe('Page number, from 1');
const searchParam = z.string().max(100, 'Search is at most 100 characters').optional().describe('Words in the searched fields');

/** Everything made from a document type's declaration that the API needs: its rules and answers. */
export function documentSchemas<D extends DocumentKind, F extends Fields>(type: DocumentType<D, F>) {
  const filters = Object.fromEntries(type.site.filters.map((name) => [name, optionOf(type.fields[name]).optional().describe(`Only those with this ${type.fields[name].label.toLowerCase()}`)]));
  /** The images' alt texts from the media library, by path. */
  const alt = z.record(z.string(), z.string());
  const dto = dtoSchemaOf(type).extend({ ...publishingDtoShape, alt });
  const adminDto = dtoSchemaOf(type, 'admin').extend({ ...publishingDtoShape, alt });
  return {
    create: createSchemaOf(type).extend(publishingFields),
    // An edit sends what it changes: a field left out stays as it is.
    update: updateSchemaOf(type).partial().extend(publishingFields),
    // Parameters it does not read (a campaign's utm_source on a shared link) are left out, not refused.
    listQuery: z.object({ page: pageParam, q: searchParam, ...filters }),
    adminQuery: z.strictObject({
      page: pageParam,
      limit: z.string().regex(/^(100|[1-9]\d?)$/, 'Limit is a whole number from 1 to 100').optional().describe('Rows per page (20 when left out)'),
      q: searchParam,
      status: z.enum(PUBLISH_STATES, { error: 'Status must be draft, scheduled or published' }).optional(),
    }),
    dto,
    adminDto,
    revision: revisionSummaryDto.extend({ record: z.looseObject({}) }),
  };
}

export type DocumentSchemas<D extends DocumentKind = DocumentKind, F extends Fields = Fields> = ReturnType<typeof documentSchemas<D, F>>;

/** The endpoints of a document type (endpoints.ts takes them into its table). */
export function documentEndpoints<D extends DocumentKind, F extends Fields>(type: DocumentType<D, F>) {
  const s = documentSchemas(type);
  const { label, plural } = type;
  const lower = label.toLowerCase();
  const tag = plural;
  const audit = { record: type.kind };
  const saved = ok({ message: z.string(), data: s.adminDto });
  const table = {
    list: { method: 'GET', access: type.access.list, tag, summary: `Published ${plural.toLowerCase()}, newest first: one page (${type.site.pageSize}), searched and filtered`, query: s.listQuery, answer: paged(s.dto) },
    getBySlug: { method: 'GET', access: type.access.getBySlug, tag, summary: `One ${lower} by its page's address: its slug, a slug it had before, or its id (its \`slug\` says its address now)`, answer: withData(s.dto) },
    listAdmin: { method: 'GET', access: type.access.listAdmin, tag, summary: `Back-office ${lower} table: one page (20), drafts and scheduled ones too`, query: s.adminQuery, answer: paged(s.adminDto) },
    get: { method: 'GET', access: type.access.get, tag, summary: `One ${lower}, whatever its state`, answer: withData(s.adminDto) },
    create: { method: 'POST', access: type.access.create, audit, tag, errors: { 409: SLUG_TAKEN }, summary: `Create a ${lower} (JSON; images are media library paths)`, body: s.create, answer: saved },
    update: { method: 'PUT', access: type.access.update, audit, tag, errors: { 409: SLUG_TAKEN }, summary: `Update a ${lower}; fields left out stay as they are`, body: s.update, answer: saved },
    delete: { method: 'DELETE', access: type.access.delete, audit, tag, summary: `Delete a ${lower} and its revisions`, answer: okMessage },
    listRevisions: { method: 'GET', access: type.access.listRevisions, tag, summary: `A ${lower}'s revisions, newest first`, answer: revisionListResponse },
    getRevision: { method: 'GET', access: type.access.getRevision, tag, summary: `One revision of a ${lower}, with the whole record it kept`, answer: withData(s.revision) },
    restoreRevision: {
      method: 'POST',
      access: type.access.restoreRevision,
      answers: 200,
      tag,
      summary: `Put a revision's content back (publishing stays as it is); saved as an update, which keeps a new revision`,
      audit: { record: type.kind, action: 'restore' },
      errors: { 409: SLUG_TAKEN, 422: REVISION_BROKEN },
      answer: saved,
    },
    autosave: {
      method: 'PUT',
      access: type.access.autosave,
      tag,
      summary: `Keep the editor's unsaved form as an autosave revision (an update's fields); the ${lower} itself is not changed`,
      // Every 30 s while someone types, and nothing changes: the revisions list it, not the audit log.
      audit: false,
      body: s.update,
      answer: autosaveResponse,
    },
  } as const;
  return Object.fromEntries(
    (Object.keys(table) as DocumentOperation[]).map((op) => [documentEndpointName(type.kind, op), { ...table[op], path: documentPathOf(type.kind, op) }]),
  ) as unknown as { [O in DocumentOperation as DocumentEndpointName<D, O>]: (typeof table)[O] & { path: string } };
}
