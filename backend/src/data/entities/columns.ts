import type { EntitySchemaColumnOptions } from 'typeorm';
import { LANDING_PATH_MAX, META_DESCRIPTION_MAX, META_TITLE_MAX, REFERRER_HOST_MAX, SLUG_MAX, UTM_MAX } from '@itsite/shared/contract';

/**
 * Column helpers. Every column states its type: entities are also loaded by tools that do not emit
 * decorator metadata (vitest, tsx), and the same declaration must hold on MySQL and SQLite.
 */
export const idColumn = (): EntitySchemaColumnOptions => ({ type: 'varchar', length: 24, primary: true });
export const refColumn = (nullable = false): EntitySchemaColumnOptions => ({ type: 'varchar', length: 24, nullable });
export const varchar = (length: number, nullable = false): EntitySchemaColumnOptions => ({ type: 'varchar', length, nullable });
export const text = (): EntitySchemaColumnOptions => ({ type: 'text' });
export const int = (): EntitySchemaColumnOptions => ({ type: 'int' });
export const double = (): EntitySchemaColumnOptions => ({ type: 'double' });
export const datetime = (): EntitySchemaColumnOptions => ({ type: 'datetime', precision: 3 });

/**
 * The columns a published piece (a product, a blog) has besides its fields: its address (unique per
 * kind), what search results and share cards show (shared/contract/seo.ts), and its publishing state.
 */
export const authoredColumns = (): Record<string, EntitySchemaColumnOptions> => ({
  slug: { ...varchar(SLUG_MAX), unique: true },
  metaTitle: { ...varchar(META_TITLE_MAX), default: '' },
  metaDescription: { ...varchar(META_DESCRIPTION_MAX), default: '' },
  shareImage: { ...varchar(300), default: '' },
  status: { ...varchar(16), default: 'published' },
  publishAt: { ...datetime(), nullable: true },
});

/**
 * Where the visit that sent a lead or an application started (shared/contract/attribution.ts):
 * nullable, compared byte for byte on MariaDB as page views are (the migration says so).
 */
export const attributionColumns = (): Record<string, EntitySchemaColumnOptions> => ({
  landingPath: varchar(LANDING_PATH_MAX, true),
  referrerHost: varchar(REFERRER_HOST_MAX, true),
  utmSource: varchar(UTM_MAX, true),
  utmMedium: varchar(UTM_MAX, true),
  utmCampaign: varchar(UTM_MAX, true),
});
