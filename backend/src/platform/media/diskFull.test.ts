import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaItemDto } from '@itsite/shared/contract';
import { Client, DB_KINDS, desktopLogin, fileBlob, startTestServer, type Client as ApiClient, type TestServer } from '../../test/harness.js';

/**
 * Uploads on a disk that fills up: a real small file system (tmpfs, mounted by the test, so it
 * needs root, as CI has), the server's media folder on it, the database elsewhere.
 */
function canMount(): boolean {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return false;
  try {
    execFileSync('mount', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** An image of noise: it does not compress, so it takes as much room as it says. */
const noisePng = (side: number) =>
  sharp(Buffer.from(Array.from({ length: side * side * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: side, height: side, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe.runIf(canMount()).each(DB_KINDS)('uploads on a full disk [%s]', (kind) => {
  let mountPoint: string;
  let server: TestServer;
  let admin: ApiClient;
  let image: Buffer;
  const filler = () => path.join(mountPoint, 'filler');

  beforeAll(async () => {
    mountPoint = await fs.mkdtemp(path.join(os.tmpdir(), 'itsite-full-disk-'));
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=8m', 'tmpfs', mountPoint]);
    server = await startTestServer(kind, { uploadsDir: path.join(mountPoint, 'uploads') });
    admin = await desktopLogin(server.url);
    image = await noisePng(600);
  });
  afterAll(async () => {
    await server?.close();
    if (mountPoint) execFileSync('umount', ['-l', mountPoint]);
  });

  const free = async () => {
    const s = await fs.statfs(mountPoint);
    return s.bavail * s.bsize;
  };
  /** Leaves about `bytes` free on the small disk. */
  const leaveFree = async (bytes: number) => {
    await fs.rm(filler(), { force: true });
    await fs.writeFile(filler(), Buffer.alloc(Math.max(0, (await free()) - bytes)));
  };
  const upload = () => {
    const form = new FormData();
    form.append('images', fileBlob(image, 'image/png'), 'noise.png');
    form.append('alts', JSON.stringify(['Noise']));
    return admin.post<{ message: string; data?: MediaItemDto[] }>('/api/v1/admin/media', { form });
  };
  /** Every file on the small disk but the filler: what an upload left behind. */
  const leftovers = async () => (await fs.readdir(mountPoint, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && e.name !== 'filler').map((e) => e.name);
  const libraryCount = async () => (await admin.get<{ data: MediaItemDto[] }>('/api/v1/admin/media')).body.data.length;
  const readiness = async () => (await new Client(server.url).get<{ status: string; media: { disk: string; diskFreeBytes: number } }>('/readyz')).body;

  it('answers 507 with a plain message, every time, when the upload itself cannot be written; keeps nothing; /readyz says the disk is full', async () => {
    expect(image.length).toBeGreaterThan(1_000_000);
    expect((await readiness()).media.disk).toBe('ok');
    const before = await libraryCount();
    await leaveFree(300 * 1024);
    for (let i = 0; i < 3; i++) {
      const res = await upload();
      expect(res.status).toBe(507);
      expect(res.body.message).toMatch(/disk is full.*nothing was stored/i);
    }
    expect(await leftovers()).toEqual([]);
    expect(await libraryCount()).toBe(before);
    const ready = await readiness();
    expect(ready.status).toBe('ok');
    expect(ready.media.disk).toBe('full');
  });

  it.each([
    ['its re-encoded copy', 1.4],
    ['its stored copy', 2.4],
  ])('answers 507 when the upload arrives but %s does not fit, and leaves nothing half-written', async (_stage, times) => {
    const before = await libraryCount();
    // Room for the upload's temporary file (and its clean copy), not for everything it needs.
    await leaveFree(Math.round(image.length * times));
    const res = await upload();
    expect(res.status).toBe(507);
    await server.running.deps.media.settled();
    expect(await leftovers()).toEqual([]);
    expect(await libraryCount()).toBe(before);
    expect((await readiness()).media.disk).toBe('full');
  });

  it('works again, and says so, once space is freed', async () => {
    await fs.rm(filler(), { force: true });
    expect((await readiness()).media.disk).toBe('ok');
    const res = await upload();
    expect(res.status).toBe(201);
    expect(res.body.data).toHaveLength(1);
  });
});
