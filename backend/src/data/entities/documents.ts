import { EntitySchema, type EntitySchemaColumnOptions } from 'typeorm';
import { SEO_FIELD_NAMES, documentTypes, type AnyDocumentType, type DocumentKind, type Field, type PublishState } from '@itsite/shared/contract';
import { authoredColumns, datetime, double, idColumn, text, varchar } from './columns.js';

/**
 * A document's stored row (shared/docs/content-types.md): its declared fields under their names,
 * its publishing and SEO columns, its dates. Lists of values (services, figures, images) are JSON.
 */
export interface DocumentRow {
  id: string;
  slug: string;
  metaTitle: string;
  metaDescription: string;
  shareImage: string;
  status: PublishState;
  publishAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  [field: string]: unknown;
}

/** The column of a declared field, by how the admin edits it. */
export function columnOf(field: Field): EntitySchemaColumnOptions {
  switch (field.input) {
    case 'textarea':
    case 'richtext':
      // MEDIUMTEXT on MySQL/MariaDB (the migration says so; the schema is never synchronized).
      return text();
    case 'number':
    case 'rating':
      return double();
    case 'multiselect':
    case 'tags':
    case 'figures':
    case 'images':
    case 'list':
    case 'group':
      return { type: 'simple-json' };
    case 'select':
    case 'category':
      return varchar(64);
    default:
      return varchar(300);
  }
}

const SEO = new Set<string>(SEO_FIELD_NAMES);

/** The table of a document type: `case_studies` for `caseStudy`. */
export const tableOf = (kind: DocumentKind) => kind.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/y$/, 'ie') + 's';

/** The entity of a document type, from its declaration. */
export function entityOf(type: AnyDocumentType): EntitySchema<DocumentRow> {
  const fields = Object.entries(type.fields as Record<string, Field>).filter(([name]) => !SEO.has(name));
  return new EntitySchema<DocumentRow>({
    name: type.plural.replace(/\W/g, ''),
    tableName: tableOf(type.kind),
    columns: {
      id: idColumn(),
      ...Object.fromEntries(fields.map(([name, field]) => [name, columnOf(field)])),
      ...authoredColumns(),
      createdAt: datetime(),
      updatedAt: datetime(),
    },
    indices: [{ name: `IDX_${tableOf(type.kind)}_public`, columns: ['status', 'publishAt'] }],
  });
}

/** Every document type's entity, by kind (the data source lists them with the others). */
export const documentEntities = Object.fromEntries(Object.values(documentTypes).map((type) => [type.kind, entityOf(type)])) as Record<DocumentKind, EntitySchema<DocumentRow>>;
