import type { DocumentKind } from '../documents.js';
import { caseStudyType } from './caseStudy.js';
import { openRoleType } from './openRole.js';
import { documentEndpoints, type DocumentType } from './document.js';

/**
 * Every document type's declaration, by its kind (documents.ts names them): the one list that
 * generic code (endpoints, entities, routes, admin screens, site routes) walks.
 */
export const documentTypes = {
  caseStudy: caseStudyType,
  openRole: openRoleType,
} as const satisfies { [D in DocumentKind]: DocumentType<D> };

export type AnyDocumentType = (typeof documentTypes)[DocumentKind];

type EndpointsOf<T> = T extends DocumentType<infer D, infer F> ? ReturnType<typeof documentEndpoints<D, F>> : never;
type Merged<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Every document type's endpoints, for the endpoint table (endpoints.ts). */
export const documentEndpointTable = Object.assign({}, ...Object.values(documentTypes).map((type) => documentEndpoints(type as DocumentType))) as Merged<EndpointsOf<AnyDocumentType>>;
