import { Table, TableIndex, type MigrationInterface, type QueryRunner, type TableColumnOptions } from 'typeorm';

/**
 * The first schema, written once for MySQL/MariaDB and SQLite through TypeORM's table API.
 * MySQL gets utf8mb4 tables whatever the server's default, and MEDIUMTEXT where a text can pass
 * 64 KB (a blog description of 20,000 characters in four-byte UTF-8).
 */
export class Initial1732000000000 implements MigrationInterface {
  name = 'Initial1732000000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql' || q.connection.options.type === 'mariadb';
    const longText = mysql ? 'mediumtext' : 'text';

    const id: TableColumnOptions = { name: 'id', type: 'varchar', length: '24', isPrimary: true };
    const ref = (name: string, isNullable = false): TableColumnOptions => ({ name, type: 'varchar', length: '24', isNullable });
    const str = (name: string, length: number, isNullable = false): TableColumnOptions => ({
      name,
      type: 'varchar',
      length: String(length),
      isNullable,
    });
    const txt = (name: string): TableColumnOptions => ({ name, type: longText });
    const date = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3 });
    const num = (name: string): TableColumnOptions => ({ name, type: 'double' });
    const int = (name: string, isPrimary = false): TableColumnOptions => ({ name, type: 'int', isPrimary });

    const create = async (name: string, columns: TableColumnOptions[], indices: TableIndex[] = []) => {
      await q.createTable(new Table({ name, columns, indices }));
      if (mysql) await q.query(`ALTER TABLE \`${name}\` CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    };
    const index = (name: string, columnNames: string[], isUnique = false) => new TableIndex({ name, columnNames, isUnique });

    await create(
      'users',
      [id, str('name', 100), str('email', 254), str('phone', 32, true), str('passwordHash', 255), str('role', 16), date('createdAt'), date('updatedAt')],
      [index('UQ_users_email', ['email'], true), index('UQ_users_phone', ['phone'], true)],
    );
    await create(
      'sessions',
      [
        { name: 'id', type: 'varchar', length: '64', isPrimary: true },
        ref('userId'),
        str('client', 16),
        str('xsrfToken', 64, true),
        date('expiresAt'),
        date('createdAt'),
      ],
      [index('IDX_sessions_userId', ['userId']), index('IDX_sessions_expiresAt', ['expiresAt'])],
    );
    await create('categories', [id, str('name', 80), txt('description'), date('createdAt'), date('updatedAt')], [
      index('UQ_categories_name', ['name'], true),
    ]);
    await create(
      'products',
      [id, str('name', 200), txt('description'), num('price'), num('ratings'), ref('categoryId', true), int('stock'), date('createdAt'), date('updatedAt')],
      [
        index('IDX_products_name', ['name']),
        index('IDX_products_price', ['price']),
        index('IDX_products_ratings', ['ratings']),
        index('IDX_products_categoryId', ['categoryId']),
        index('IDX_products_createdAt', ['createdAt']),
      ],
    );
    await create('product_images', [{ ...ref('productId'), isPrimary: true }, int('position', true), str('path', 300)], [
      index('IDX_product_images_path', ['path']),
    ]);
    await create(
      'blogs',
      [id, str('title', 200), str('heading', 300), txt('description'), str('author', 100), str('category', 32), str('iconImage', 300), date('createdAt'), date('updatedAt')],
      [index('IDX_blogs_category_createdAt', ['category', 'createdAt']), index('IDX_blogs_createdAt', ['createdAt']), index('IDX_blogs_iconImage', ['iconImage'])],
    );
    await create(
      'blog_sections',
      [{ ...ref('blogId'), isPrimary: true }, int('position', true), str('heading', 300), txt('description'), str('image', 300)],
      [index('IDX_blog_sections_image', ['image'])],
    );
    await create('second_sections', [id, str('title', 200), txt('para'), str('imgSrc', 300), date('createdAt'), date('updatedAt')], [
      index('IDX_second_sections_imgSrc', ['imgSrc']),
    ]);
    await create(
      'contact_messages',
      [id, str('name', 100), str('email', 254), str('phone', 32), txt('message'), date('createdAt')],
      [index('IDX_contact_messages_createdAt', ['createdAt'])],
    );
    await create(
      'reviews',
      [id, str('name', 100), num('rating'), txt('feedback'), str('status', 16), date('createdAt'), date('updatedAt')],
      [index('IDX_reviews_status_createdAt', ['status', 'createdAt']), index('IDX_reviews_createdAt', ['createdAt'])],
    );
    await create('settings', [{ name: 'id', type: 'varchar', length: '16', isPrimary: true }, txt('data'), date('updatedAt')]);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'settings',
      'reviews',
      'contact_messages',
      'second_sections',
      'blog_sections',
      'blogs',
      'product_images',
      'products',
      'categories',
      'sessions',
      'users',
    ]) {
      await q.dropTable(table, true);
    }
  }
}
