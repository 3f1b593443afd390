import { describe, expect, it } from 'vitest';
import { columnNamesOf, contentTypes } from '@itsite/shared/contract';
import { DB_KINDS, withServer } from '../../test/harness.js';
import { entities } from './index.js';

/**
 * The declarations in shared/contract, the entities and the migrations describe the same data
 * three times over; these tests fail as soon as one of them drifts from the others.
 */

/** Columns a record keeps for itself, beyond its declared fields and dates (keyed by content type). */
const SERVER_KEPT: Record<string, string[]> = {
  Product: ['id', 'status', 'publishAt'],
  Category: ['id', 'updatedAt'],
  Blog: ['id', 'iconImage', 'iconPoster', 'status', 'publishAt'],
  BlogSection: ['blogId', 'position', 'image'],
  Review: ['id', 'productId', 'updatedAt'],
  ContactMessage: ['id', 'source', 'status', 'ownerId', 'followUpAt', 'deletedAt', 'landingPath', 'referrerHost', 'utmSource', 'utmMedium', 'utmCampaign'],
  SecondSection: ['id', 'imgSrc', 'createdAt'],
};

/** The wire's ContactMessage is a lead inside the server. */
const ENTITY_OF: Record<string, string> = { ContactMessage: 'Lead' };

const entityColumns = (type: string): string[] => {
  const name = ENTITY_OF[type] ?? type;
  const entity = entities.find((e) => e.options.name === name);
  if (!entity) throw new Error(`No entity named ${name}`);
  return Object.keys(entity.options.columns).sort();
};

describe('content declarations and entities', () => {
  it.each(Object.keys(SERVER_KEPT))('%s: every declared field has a column, and every column is declared or server-kept', (name) => {
    const type = contentTypes[name as keyof typeof contentTypes];
    expect(entityColumns(name)).toEqual([...new Set([...columnNamesOf(type), ...SERVER_KEPT[name]])].sort());
  });

  it('covers every declared content type (settings are one validated JSON row)', () => {
    expect(Object.keys(contentTypes).filter((n) => !(n in SERVER_KEPT))).toEqual(['Settings']);
    expect(entityColumns('Settings')).toEqual(['data', 'id', 'updatedAt']);
  });
});

describe.each(DB_KINDS)('migrations and entities [%s]', (kind) => {
  
  const t = withServer(kind);

  it('create every column of every entity, with its nullability, and no column the entities lack', async () => {
    const runner = t.server.running.db.createQueryRunner();
    try {
      for (const meta of t.server.running.db.entityMetadatas) {
        const table = await runner.getTable(meta.tableName);
        const inDatabase = (table?.columns ?? []).map((c) => `${c.name}${c.isNullable ? '?' : ''}`).sort();
        const inEntity = meta.columns.map((c) => `${c.databaseName}${c.isNullable ? '?' : ''}`).sort();
        expect({ table: meta.tableName, columns: inDatabase }).toEqual({ table: meta.tableName, columns: inEntity });
      }
    } finally {
      await runner.release();
    }
  });
});
