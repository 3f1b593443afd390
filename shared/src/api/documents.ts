import type { AnswerOf, EndpointName } from '../contract/endpoints.js';
import { DOCUMENT_KINDS, type DocumentKind } from '../contract/documents.js';
import type { DocumentEndpointName, DocumentOperation } from '../contract/documentRoutes.js';
import { queryString, type ApiTransport } from './transport.js';

/*
 * Kept apart from the public client (public.ts): only the pages of document types (and the admin)
 * load it, so the first load of every other page carries none of it.
 */

/** What an operation of a document type answers. */
export type DocumentAnswer<D extends DocumentKind, O extends DocumentOperation> = AnswerOf<DocumentEndpointName<D, O> & EndpointName>;

/** A document type's list query: page, search and its filters (content/document.ts). */
export type DocumentListParams = { page?: number; q?: string } & Record<string, string | number | undefined>;

/** A document type's reads for visitors (case studies, ...): one group for every type, by its kind. */
export const publicDocuments =
  (api: ApiTransport) =>
  <D extends DocumentKind>(kind: D) => {
    // documentPathOf's 'list' and 'getBySlug', written out: the public pages need only these two.
    const base = `/api/v1/${DOCUMENT_KINDS[kind].segment}`;
    return {
      list: (q: DocumentListParams = {}) => api.request<DocumentAnswer<D, 'list'>>('GET', base + queryString(q)),
      /** By its slug, a slug it had before, or its id (its `slug` says its address now). */
      bySlug: (slug: string) => api.request<DocumentAnswer<D, 'getBySlug'>>('GET', `${base}/${encodeURIComponent(slug)}`),
    };
  };

