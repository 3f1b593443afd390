import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';
import { addColumns } from './columns.js';

/**
 * A product says what it is: physical, digital or service (only physical products show shipping,
 * delivery and warranty lines). Products from before kinds become 'service', the kind that promises
 * nothing: most of the catalogue is licences, templates and plans, and a shipping or warranty line
 * on one of them is a promise the company cannot keep; staff mark the goods they ship as physical.
 */
export class ProductKind1764300000000 implements MigrationInterface {
  name = 'ProductKind1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await addColumns(q, 'products', [new TableColumn({ name: 'kind', type: 'varchar', length: '16', default: "'service'" })]);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('products', 'kind');
  }
}
