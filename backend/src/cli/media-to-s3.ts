import path from 'node:path';
import { IMAGE_VARIANT_FORMATS, variantPath, variantWidths, sizedImage } from '@itsite/shared/contract';
import { loadConfig } from '../kernel/config.js';
import { createDataSource } from '../data/data-source.js';
import { MediaEntity } from '../data/entities/index.js';
import { createLogger } from '../kernel/observability/logger.js';
import { LocalBlobs, MEDIA_WORK_DIR, S3Blobs } from '../kernel/storage/blobs.js';
import { MediaStore } from '../platform/media/store.js';
/**
 * `npm run media:to-s3`: copies the local media library (DATA_DIR/uploads) into the bucket that
 * MEDIA_STORAGE=s3 and the S3_* variables name, so a company switches stores without losing a file.
 * Resumable and idempotent: a file already in the bucket with the same size is left alone, so it
 * can be run again after an interruption, or once more just before the switch. Then every library
 * image's responsive variants are made in the bucket where missing (a CDN in front, S3_PUBLIC_URL,
 * never asks the server to make one). The local files stay where they are.
 */
const config = loadConfig();
if (config.mediaStorage !== 's3' || !config.s3) {
  process.stderr.write('Set MEDIA_STORAGE=s3 and S3_BUCKET (with S3_ENDPOINT, S3_FORCE_PATH_STYLE, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY as the store needs) to name the bucket to copy into.\n');
  process.exit(2);
}
const tmpDir = path.join(path.dirname(config.uploadsDir), MEDIA_WORK_DIR);
const local = new LocalBlobs(config.uploadsDir);
const bucket = new S3Blobs({ ...config.s3, tmpDir });
await bucket.init();

const progress = (text: string) => process.stdout.write(process.stdout.isTTY ? `\r${text}` : `${text}\n`);
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

try {
  const there = new Map<string, number>();
  for await (const object of bucket.list()) there.set(object.name, object.bytes);
  const files: Array<{ name: string; bytes: number }> = [];
  for await (const file of local.list()) files.push(file);
  const total = files.reduce((sum, f) => sum + f.bytes, 0);
  let copied = 0;
  let skipped = 0;
  let bytes = 0;
  for (const [i, file] of files.entries()) {
    if (there.get(file.name) === file.bytes) skipped++;
    else {
      await bucket.put(file.name, { path: path.join(config.uploadsDir, file.name) });
      copied++;
    }
    bytes += file.bytes;
    if (i % 25 === 0 || i === files.length - 1) progress(`media:to-s3 ${i + 1}/${files.length} files, ${mb(bytes)}/${mb(total)} MB (${copied} copied, ${skipped} already there)`);
  }
  if (process.stdout.isTTY) process.stdout.write('\n');

  // Every library image's variants, in the bucket.
  const db = createDataSource(config, { mustExist: true });
  await db.initialize();
  let made = 0;
  try {
    const media = new MediaStore(config.uploadsDir, db, createLogger('warn'), bucket);
    const images = await db.getRepository(MediaEntity).find({ select: { path: true }, where: { kind: 'image' } });
    for (const { path: original } of images) {
      const image = sizedImage(original);
      if (!image) continue;
      for (const width of variantWidths(image.width)) {
        for (const { ext } of IMAGE_VARIANT_FORMATS) {
          const name = variantPath(original, width, ext).replace('/uploads/', '');
          if (there.has(name)) continue;
          if (await media.variant(variantPath(original, width, ext))) made++;
        }
      }
    }
  } finally {
    await db.destroy();
  }
  process.stdout.write(`done: ${copied} copied, ${skipped} already there, ${made} image variants made in the bucket\n`);
} catch (err) {
  process.stderr.write(`\nmedia:to-s3 failed (run it again to go on where it stopped): ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
} finally {
  bucket.close();
}
