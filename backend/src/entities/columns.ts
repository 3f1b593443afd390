import type { EntitySchemaColumnOptions } from 'typeorm';

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
