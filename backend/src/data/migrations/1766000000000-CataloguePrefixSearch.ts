import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Word starts of 1 to 12 letters; kernel/db/search.ts (FTS_PREFIXES) creates the table the same way. */
const PREFIXES = '1 2 3 4 5 6 7 8 9 10 11 12';
const OPTIONS = "name, content='products', tokenize='unicode61 remove_diacritics 2'";

/**
 * SQLite: the catalogue's full-text table keeps an index of each word start of 1 to 12 letters
 * (FTS5's `prefix` option). Every search word is a word start ("sec" finds "Secure"); without these
 * indexes FTS5 finds one by merging the lists of every word it starts, which at 200,000 products
 * cost more than the rest of the request: a search for "secure backup" went from about 3.9 ms of
 * database time to 1.9 ms, and two one-letter words ("s b") from 8 ms to 1.5 ms. The index grows
 * about five times, to some 16 MB at 200,000 products. The table is made again and re-indexed; the
 * triggers that keep it in step are on `products` and stay as they are.
 *
 * MySQL/MariaDB: nothing to do (InnoDB's full-text index finds word starts by its own means).
 */
export class CataloguePrefixSearch1766000000000 implements MigrationInterface {
  name = 'CataloguePrefixSearch1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await remake(q, `${OPTIONS}, prefix='${PREFIXES}'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await remake(q, OPTIONS);
  }
}

async function remake(q: QueryRunner, options: string): Promise<void> {
  if (q.connection.options.type !== 'better-sqlite3') return;
  await q.query('DROP TABLE IF EXISTS products_fts');
  await q.query(`CREATE VIRTUAL TABLE products_fts USING fts5(${options})`);
  await q.query("INSERT INTO products_fts(products_fts) VALUES ('rebuild')");
}
