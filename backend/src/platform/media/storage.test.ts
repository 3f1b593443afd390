import fs from 'node:fs/promises';
import os from 'node:os';
import { execFile } from 'node:child_process';
import http from 'node:http';
import { promisify } from 'node:util';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_VARIANT_FORMATS, variantPath, variantWidths, type MediaItemDto, type ProductDto } from '@itsite/shared/contract';
import { ApiClient } from '@itsite/shared/api';
import type { Config } from '../../kernel/config.js';
import { fileBlob, startTestServer, webLogin, webmBytes, type Client, type TestServer } from '../../test/harness.js';
import { startTestBucket, type TestBucket } from '../../test/s3.js';
import { sample } from '../../test/prometheus.js';
import { S3Blobs } from '../../kernel/storage/blobs.js';

/**
 * The media store's two drivers (MEDIA_STORAGE): the same library, served the same way, whether the
 * files sit in DATA_DIR/uploads or in an S3-compatible bucket (a real S3-protocol server, s3rver,
 * spoken to through the AWS SDK).
 */
type Driver = 'local' | 's3';

/** A GET as a browser revalidates (Node's fetch adds `Cache-Control: no-cache` to conditional requests). */
function revalidate(url: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers: { 'If-None-Match': etag } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    }).on('error', reject);
  });
}

async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .composite([{ input: { create: { width: Math.round(width / 3), height: Math.round(height / 3), channels: 3, background: '#d40' } }, left: 10, top: 10 }])
    .png()
    .toBuffer();
}

describe.each<Driver>(['local', 's3'])('media storage [%s driver]', (driver) => {
  let bucket: TestBucket | undefined;
  let server: TestServer;
  let admin: Client;

  beforeAll(async () => {
    bucket = driver === 's3' ? await startTestBucket('media', 'library/') : undefined;
    const overrides: Partial<Config> = bucket ? { mediaStorage: 's3', s3: bucket.config } : {};
    server = await startTestServer('sqlite', overrides);
    admin = await webLogin(server.url);
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
  });

  /** The stored bytes of a file, wherever the driver keeps them. */
  const stored = async (name: string): Promise<Buffer | null> =>
    bucket ? bucket.bytes(name) : fs.readFile(path.join(server.config.uploadsDir, name)).catch(() => null);
  const storedNames = async (): Promise<string[]> => (bucket ? bucket.names() : (await fs.readdir(server.config.uploadsDir)).sort());

  const upload = async (field: 'images' | 'videos', bytes: Buffer, type: string, name: string) => {
    const form = new FormData();
    form.append(field, fileBlob(bytes, type), name);
    if (field === 'images') form.append('alts', JSON.stringify(['A green square']));
    const res = await admin.post<{ data: MediaItemDto[] }>('/api/v1/admin/media', { form });
    expect(res.status).toBe(201);
    return res.body.data[0];
  };

  it('stores an upload, serves it with its type and a year of caching, and revalidates and ranges like a file', async () => {
    const item = await upload('images', await photo(800, 600), 'image/png', 'square.png');
    const name = item.path.replace('/uploads/', '');
    const file = await stored(name);
    expect(file).not.toBeNull();
    expect((await sharp(file!).metadata()).width).toBe(800);
    expect(item.bytes).toBe(file!.length);

    const res = await fetch(server.url + item.path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toMatch(/max-age=31536000.*immutable|immutable.*max-age=31536000/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(file!)).toBe(true);

    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(await revalidate(server.url + item.path, etag!)).toBe(304);
    const head = await fetch(server.url + item.path, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-length')]).toEqual([200, String(file!.length)]);
    const part = await fetch(server.url + item.path, { headers: { Range: 'bytes=0-9' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-9/${file!.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(file!.subarray(0, 10))).toBe(true);
  });

  it('makes each responsive variant on first request, keeps it in the store, and removes them all with the item', async () => {
    const item = await upload('images', await photo(900, 600), 'image/png', 'wide.png');
    await server.running.deps.media.settled();
    const variants = variantWidths(900).flatMap((w) => IMAGE_VARIANT_FORMATS.map(({ ext, type }) => ({ path: variantPath(item.path, w, ext), type, width: w })));
    expect(variants.length).toBeGreaterThan(2);
    for (const v of variants) {
      const res = await fetch(server.url + v.path);
      expect(res.status, v.path).toBe(200);
      expect(res.headers.get('content-type')).toBe(v.type);
      expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(v.width);
      expect(await stored(v.path.replace('/uploads/', '')), v.path).not.toBeNull();
    }
    // A width the rules do not make is no file.
    expect((await fetch(`${server.url}${item.path}.333w.webp`)).status).toBe(404);

    const del = await admin.delete(`/api/v1/admin/media/${item._id}`);
    expect(del.status).toBe(200);
    expect((await fetch(server.url + item.path)).status).toBe(404);
    const left = (await storedNames()).filter((n) => n.startsWith(item.path.replace('/uploads/', '')));
    expect(left).toEqual([]);
  });

  it('streams a video with ranges, as a player asks for it', async () => {
    const item = await upload('videos', webmBytes(), 'video/webm', 'clip.webm');
    const res = await fetch(server.url + item.path, { headers: { Range: 'bytes=4-' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-type')).toBe('video/webm');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.from(await res.arrayBuffer()).equals(webmBytes().subarray(4))).toBe(true);
  });

  it('counts no storage error for what the store answered (a missing file, not modified, no such range)', async () => {
    const item = await upload('images', await photo(40, 30), 'image/png', 'answered.png');
    const etag = (await fetch(server.url + item.path)).headers.get('etag') ?? '';
    expect(await revalidate(server.url + item.path, etag)).toBe(304);
    expect((await fetch(`${server.url}/uploads/no-such-file-0000.png`)).status).toBe(404);
    expect((await fetch(server.url + item.path, { headers: { Range: 'bytes=999999-' } })).status).toBe(416);
    expect(sample(await server.running.deps.metrics.scrape(), 'storage_errors_total')).toBe(0);
  });
});

describe('demo media through the S3 driver', () => {
  let bucket: TestBucket;
  let server: TestServer;

  beforeAll(async () => {
    bucket = await startTestBucket();
    server = await startTestServer('sqlite', { mediaStorage: 's3', s3: bucket.config, seedDemo: true });
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
  });

  it('writes every demo file to the bucket: every product image is served from it, none on disk', { timeout: 60_000 }, async () => {
    const { products } = (await (await fetch(`${server.url}/api/v1/products?limit=100`)).json()) as { products: ProductDto[] };
    const images = products.flatMap((p) => p.image);
    expect(images.length).toBeGreaterThan(5);
    const inBucket = new Set(await bucket.names());
    for (const image of images) {
      expect(inBucket.has(image.replace('/uploads/', '')), image).toBe(true);
      expect((await fetch(server.url + image)).status, image).toBe(200);
    }
    const onDisk = await fs.readdir(server.config.uploadsDir).catch(() => []);
    expect(onDisk).toEqual([]);
  });
});

describe('media from a public address (S3_PUBLIC_URL)', () => {
  let bucket: TestBucket;
  let server: TestServer;
  let websiteDir: string;

  beforeAll(async () => {
    bucket = await startTestBucket();
    websiteDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-media-web-'));
    await fs.writeFile(path.join(websiteDir, 'index.html'), '<!doctype html><html><head><title>T</title></head><body><div id="root"></div></body></html>');
    server = await startTestServer('sqlite', { websiteDir, mediaStorage: 's3', s3: { ...bucket.config, publicUrl: 'https://cdn.example.com/media' } });
  });
  afterAll(async () => {
    await server?.close();
    await bucket?.close();
    await fs.rm(websiteDir, { recursive: true, force: true });
  });

  it('announces the address with the settings, and pages allow images and videos from it', async () => {
    const settings = (await (await fetch(`${server.url}/api/v1/settings`)).json()) as { mediaBaseUrl?: string };
    expect(settings.mediaBaseUrl).toBe('https://cdn.example.com/media');
    const csp = (await fetch(`${server.url}/about`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/cdn\.example\.com/);
    expect(csp).toMatch(/media-src [^;]*https:\/\/cdn\.example\.com/);
    // The client writes upload addresses on it; other addresses stay as they are.
    const api = new ApiClient({ baseUrl: server.url });
    api.setMediaBase(settings.mediaBaseUrl);
    expect(api.mediaUrl('/uploads/abc_10x10.webp.320w.avif')).toBe('https://cdn.example.com/media/abc_10x10.webp.320w.avif');
    expect(api.mediaUrl('/favicon.svg')).toBe(`${server.url}/favicon.svg`);
  });
});

describe('npm run media:to-s3', () => {
  let bucket: TestBucket;
  let local: TestServer;

  beforeAll(async () => {
    bucket = await startTestBucket('media', 'site/');
    // A company that started on local disk, with the demo library.
    local = await startTestServer('sqlite', { seedDemo: true });
    await local.running.deps.media.settled();
    await local.running.close();
  }, 180_000);
  afterAll(async () => {
    await local?.close().catch(() => undefined);
    await bucket?.close();
  });

  const run = () =>
    promisify(execFile)(process.execPath, [path.join(import.meta.dirname, '..', '..', '..', 'dist', 'cli', 'media-to-s3.js')], {
      env: {
        ...process.env,
        DATA_DIR: local.config.dataDir,
        DATABASE_URL: '',
        MEDIA_STORAGE: 's3',
        S3_BUCKET: bucket.config.bucket,
        S3_ENDPOINT: bucket.config.endpoint,
        S3_FORCE_PATH_STYLE: '1',
        S3_ACCESS_KEY_ID: bucket.config.accessKeyId,
        S3_SECRET_ACCESS_KEY: bucket.config.secretAccessKey,
        S3_PREFIX: bucket.config.prefix,
      },
    });

  it('copies every file once (a second run copies nothing), then the site serves every image from the bucket', { timeout: 180_000 }, async () => {
    const onDisk = (await fs.readdir(local.config.uploadsDir)).filter((n) => !n.endsWith('.part')).sort();
    expect(onDisk.length).toBeGreaterThan(50);
    const first = await run();
    expect(first.stdout).toMatch(new RegExp(`^media:to-s3 ${onDisk.length}/${onDisk.length} files, [\\d.]+/[\\d.]+ MB \\(${onDisk.length} copied, 0 already there\\)$`, 'm'));
    const inBucket = new Set(await bucket.names());
    for (const name of onDisk) expect(inBucket.has(name), name).toBe(true);
    for (const name of onDisk.slice(0, 5)) expect((await bucket.bytes(name))!.equals(await fs.readFile(path.join(local.config.uploadsDir, name)))).toBe(true);

    const again = await run();
    expect(again.stdout).toContain(`(0 copied, ${onDisk.length} already there)`);
    expect(again.stdout).toMatch(/done: 0 copied, \d+ already there, 0 image variants made/);

    // Switched to the bucket, with the local folder gone: every product image and its variants answer.
    await fs.rm(local.config.uploadsDir, { recursive: true, force: true });
    const server = await startTestServer('sqlite', { dataDir: local.config.dataDir, uploadsDir: local.config.uploadsDir, mediaStorage: 's3', s3: bucket.config, seedDemo: true });
    try {
      const { products } = (await (await fetch(`${server.url}/api/v1/products?limit=100`)).json()) as { products: ProductDto[] };
      const paths = products.flatMap((p) => p.image).flatMap((image) => [image, ...variantWidths(sizedImageWidth(image)).map((w) => variantPath(image, w, 'avif'))]);
      expect(paths.length).toBeGreaterThan(10);
      for (const p of paths) expect((await fetch(server.url + p)).status, p).toBe(200);
      expect(await fs.readdir(local.config.uploadsDir).catch(() => [])).toEqual([]);
    } finally {
      await server.close();
    }
  });
});

/** The width an image's stored name carries (`<id>_<w>x<h>.<ext>`). */
function sizedImageWidth(publicPath: string): number {
  return Number(/_(\d+)x\d+\.\w+$/.exec(publicPath)?.[1] ?? 0);
}

describe('S3 failures in /metrics', () => {
  let bucket: TestBucket;
  let store: S3Blobs;
  let tmpDir: string;
  beforeAll(async () => {
    bucket = await startTestBucket('media');
    tmpDir = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-s3-errors-'));
  });
  afterAll(async () => {
    store?.close();
    await bucket?.close();
    await fs.rm(tmpDir, { recursive: true, force: true });
  });

  it('counts each request the store fails (a bucket that is not there), and none for a file that is not there', async () => {
    store = new S3Blobs({ ...bucket.config, bucket: 'no-such-bucket', tmpDir });
    await expect(store.put('x.png', { buffer: Buffer.from('x') })).rejects.toThrow();
    await expect(store.put('y.png', { buffer: Buffer.from('y') })).rejects.toThrow();
    expect(store.errors()).toBe(2);
    const good = new S3Blobs({ ...bucket.config, tmpDir });
    try {
      expect(await good.exists('missing.png')).toBe(false);
      expect(good.errors()).toBe(0);
    } finally {
      good.close();
    }
  });
});
