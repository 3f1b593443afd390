import type { MigrationInterface, QueryRunner } from 'typeorm';
import { htmlFromPlainText } from '@itsite/shared/contract';

/**
 * Rich text (shared/docs/api.md#rich-text): product descriptions and blog sections were plain text
 * (paragraphs split by blank lines); they become the same paragraphs as HTML, with every character
 * escaped, so what an editor wrote before still reads the same and nothing in it can act as markup.
 * Rows are read and written in batches by key, so a large catalogue never sits in memory at once.
 */
const BATCH = 500;

async function convert(q: QueryRunner, table: string, keys: string[]): Promise<void> {
  const keyList = keys.join(', ');
  // Rows after `last` in key order: (a > x) OR (a = x AND b > y), which both engines read by the primary key.
  const after = (last: Record<string, unknown> | undefined) => {
    if (!last) return { sql: '', params: [] as unknown[] };
    const parts: string[] = [];
    const params: unknown[] = [];
    keys.forEach((key, i) => {
      const equal = keys.slice(0, i).map((k) => `${k} = ?`);
      parts.push(`(${[...equal, `${key} > ?`].join(' AND ')})`);
      params.push(...keys.slice(0, i).map((k) => last[k]), last[key]);
    });
    return { sql: `WHERE ${parts.join(' OR ')}`, params };
  };
  let last: Record<string, unknown> | undefined;
  for (;;) {
    const where = after(last);
    const rows = (await q.query(`SELECT ${keyList}, description FROM ${table} ${where.sql} ORDER BY ${keyList} LIMIT ${BATCH}`, where.params)) as Array<
      Record<string, unknown> & { description: string }
    >;
    for (const row of rows) {
      await q.query(`UPDATE ${table} SET description = ? WHERE ${keys.map((k) => `${k} = ?`).join(' AND ')}`, [
        htmlFromPlainText(row.description),
        ...keys.map((k) => row[k]),
      ]);
    }
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1];
  }
}

export class RichText1765100000000 implements MigrationInterface {
  name = 'RichText1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await convert(q, 'products', ['id']);
    await convert(q, 'blog_sections', ['blogId', 'position']);
  }

  async down(): Promise<void> {
    // The paragraphs are still paragraphs as HTML; nothing to take back.
  }
}
