import { afterAll, describe, expect, it } from 'vitest';
import { MigrationDatabases } from '../../test/migrations.js';
import { RichText1765100000000 } from './1765100000000-RichText.js';

/** Text written before rich text: every product description and blog section becomes HTML paragraphs. */
describe('RichText migration', () => {
  const databases = new MigrationDatabases();
  afterAll(() => databases.removeAll());

  it('turns the plain text of every row into escaped paragraphs, past its batch size', async () => {
    const { old, upgrade } = await databases.before(RichText1765100000000);
    const now = new Date().toISOString();
    const products = 1_100;
    const blogs = 260;
    await old.transaction(async (m) => {
      for (let i = 0; i < products; i++) {
        await m.query(
          `INSERT INTO products (id, name, description, price, ratings, categoryId, stock, kind, status, publishAt, createdAt, updatedAt)
           VALUES (?, ?, ?, 1, 0, NULL, 1, 'service', 'published', ?, ?, ?)`,
          [`p${String(i).padStart(5, '0')}`, `P${i}`, i === 0 ? 'Fast & <safe>\nsame paragraph\n\nSecond' : `Product ${i}`, now, now, now],
        );
      }
      for (let i = 0; i < blogs; i++) {
        const id = `b${String(i).padStart(5, '0')}`;
        await m.query(
          `INSERT INTO blogs (id, title, heading, description, author, category, iconImage, iconPoster, status, publishAt, createdAt, updatedAt)
           VALUES (?, 'T', 'H', 'Intro\n\nstays plain', 'A', 'others', '', '', 'published', ?, ?, ?)`,
          [id, now, now, now],
        );
        for (const position of [0, 1]) {
          await m.query('INSERT INTO blog_sections (blogId, position, heading, description, image) VALUES (?, ?, ?, ?, ?)', [id, position, 'S', `Section ${i}.${position}`, '']);
        }
      }
    });

    const current = await upgrade();
    try {
      const rows = await current.query<Array<{ id: string; description: string }>>('SELECT id, description FROM products ORDER BY id');
      expect(rows).toHaveLength(products);
      expect(rows[0]?.description).toBe('<p>Fast &amp; &lt;safe&gt;<br>same paragraph</p><p>Second</p>');
      expect(rows.filter((r) => !/^<p>Product \d+<\/p>$/.test(r.description)).map((r) => r.id)).toEqual(['p00000']);
      const sections = await current.query<Array<{ blogId: string; position: number; description: string }>>('SELECT blogId, position, description FROM blog_sections');
      expect(sections).toHaveLength(blogs * 2);
      for (const s of sections) expect(s.description).toBe(`<p>Section ${Number(s.blogId.slice(1))}.${s.position}</p>`);
      // A blog's own description is its summary, and stays plain text.
      expect(await current.query<unknown[]>('SELECT DISTINCT description FROM blogs')).toEqual([{ description: 'Intro\n\nstays plain' }]);
    } finally {
      await current.destroy();
    }
  });
});
