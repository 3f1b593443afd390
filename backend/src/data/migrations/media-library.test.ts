import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { entities, MediaEntity } from '../entities/index.js';
import { createLogger } from '../../kernel/observability/logger.js';
import { MediaStore } from '../../platform/media/store.js';
import { MigrationDatabases } from '../../test/migrations.js';
import { MediaLibrary1765400000000 } from './1765400000000-MediaLibrary.js';

/** Uploads from before the media library: each file a record, portrait or revision names becomes an item. */
describe('MediaLibrary migration', () => {
  const databases = new MigrationDatabases();
  afterAll(() => databases.removeAll());

  it('records an item for every referenced upload, and the store fills in sizes from the files', async () => {
    const { old, upgrade, dir } = await databases.before(MediaLibrary1765400000000);
    const now = new Date().toISOString();
    await old.transaction(async (m) => {
      await m.query(
        `INSERT INTO products (id, name, description, price, ratings, categoryId, stock, kind, status, publishAt, createdAt, updatedAt)
         VALUES ('p1', 'P', '<p>d</p>', 1, 0, NULL, 1, 'service', 'published', ?, ?, ?)`,
        [now, now, now],
      );
      await m.query("INSERT INTO product_images (productId, position, path) VALUES ('p1', 0, '/uploads/aaa_640x480.webp'), ('p1', 1, '/uploads/old.png')");
      await m.query(
        `INSERT INTO blogs (id, title, heading, description, author, category, iconImage, iconPoster, status, publishAt, createdAt, updatedAt)
         VALUES ('b1', 'T', 'H', 'D', 'A', 'others', '/uploads/icon.webm', '', 'published', ?, ?, ?)`,
        [now, now, now],
      );
      await m.query("INSERT INTO blog_sections (blogId, position, heading, description, image) VALUES ('b1', 0, 'S', '<p>x</p>', '/uploads/aaa_640x480.webp')");
      await m.query("INSERT INTO second_sections (id, title, para, imgSrc, createdAt, updatedAt) VALUES ('s1', 'B', 'P', '/uploads/bbb_800x600.jpg', ?, ?)", [now, now]);
      await m.query("INSERT INTO revision_media (revisionId, path) VALUES ('r1', '/uploads/kept_100x100.png')");
      await m.query("INSERT INTO settings (id, data, updatedAt) VALUES ('site', ?, ?)", [JSON.stringify({ founderPortrait: '/uploads/face_300x300.webp', coFounderPortrait: '' }), now]);
    });

    const current = await upgrade({ entities });
    try {
      const items = await current.getRepository(MediaEntity).find({ order: { path: 'ASC' } });
      expect(items.map((i) => [i.path, i.kind, i.mime, i.width, i.height, i.alt, i.bytes])).toEqual([
        ['/uploads/aaa_640x480.webp', 'image', 'image/webp', 640, 480, '', 0],
        ['/uploads/bbb_800x600.jpg', 'image', 'image/jpeg', 800, 600, '', 0],
        ['/uploads/face_300x300.webp', 'image', 'image/webp', 300, 300, '', 0],
        ['/uploads/icon.webm', 'video', 'video/webm', null, null, '', 0],
        ['/uploads/kept_100x100.png', 'image', 'image/png', 100, 100, '', 0],
        ['/uploads/old.png', 'image', 'image/png', null, null, '', 0],
      ]);

      // The files that exist get their size, and an old image without its size in its name its dimensions.
      const uploads = path.join(dir, 'uploads');
      await fs.mkdir(uploads);
      await sharp({ create: { width: 12, height: 7, channels: 3, background: '#123456' } }).png().toFile(path.join(uploads, 'old.png'));
      await fs.writeFile(path.join(uploads, 'icon.webm'), Buffer.alloc(321));
      await new MediaStore(uploads, current, createLogger('silent')).init();
      const after = new Map((await current.getRepository(MediaEntity).find()).map((i) => [i.path, i]));
      expect(after.get('/uploads/old.png')).toMatchObject({ width: 12, height: 7 });
      expect(after.get('/uploads/old.png')!.bytes).toBeGreaterThan(0);
      expect(after.get('/uploads/icon.webm')).toMatchObject({ bytes: 321, width: null });
      expect(after.get('/uploads/bbb_800x600.jpg')!.bytes).toBe(0);
    } finally {
      await current.destroy();
    }
  });
});
