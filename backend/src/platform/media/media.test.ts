import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ErrorBody, SettingsDto } from '@itsite/shared/contract';
import { blogForm } from '../../test/factories.js';
import { DB_KINDS, fileBlob, jpegBytes, pngBytes, webmBytes, withServer } from '../../test/harness.js';
import { IMAGE_VARIANT_FORMATS, variantPath, variantWidths } from '@itsite/shared/contract';
import { MAX_IMAGE_PIXELS } from './store.js';

/** A minimal, well-formed MP4: an `ftyp` box, then an (empty) `moov`. */
function mp4Bytes(): Buffer {
  const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isommp41')]);
  const moov = Buffer.concat([Buffer.from([0, 0, 0, 8]), Buffer.from('moov')]);
  return Buffer.concat([ftyp, moov]);
}

/** A PNG whose header claims `width` x `height` pixels, with a CRC that checks out (a decompression bomb's shape). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await pngBytes());
  // IHDR's data starts after the 8-byte signature and the chunk's length and type (8 bytes).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

const PHP = Buffer.from('<?php system($_GET["c"]); ?>');
const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

describe.each(DB_KINDS)('uploads are checked by what they are [%s]', (kind) => {
  const t = withServer(kind, { login: 'desktop' });

  const putPortrait = async (bytes: Buffer, type = 'image/png', name = 'portrait.png') => {
    const form = new FormData();
    form.append('image', fileBlob(bytes, type), name);
    return t.admin.put<{ settings: SettingsDto } & ErrorBody>('/api/v1/admin/settings/portraits/founder', { form });
  };
  const stored = async (publicPath: string) => fs.readFile(path.join(t.server.config.uploadsDir, publicPath.replace('/uploads/', '')));
  const temporaryFiles = async () => fs.readdir(t.server.running.deps.media.tmpDir).catch(() => []);

  it('stores a PNG with PHP appended as a clean re-encoded image, without the appended bytes', async () => {
    const res = await putPortrait(Buffer.concat([await pngBytes(), PHP]));
    expect(res.status).toBe(200);
    const file = await stored(res.body.settings.founderPortrait);
    expect(file.includes(PHP)).toBe(false);
    expect(file.includes(Buffer.from('<?php'))).toBe(false);
    const meta = await sharp(file).metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(16);
  });

  it('never stores HTML that follows a JPEG header', async () => {
    const res = await putPortrait(Buffer.concat([await jpegBytes(), HTML]), 'image/jpeg', 'photo.jpg');
    // Either refused or re-encoded; never kept as it came.
    if (res.status === 200) {
      const file = await stored(res.body.settings.founderPortrait);
      expect(file.includes(Buffer.from('<script'))).toBe(false);
      expect((await sharp(file).metadata()).format).toBe('jpeg');
    } else {
      expect(res.status).toBe(415);
    }
  });

  it('refuses a JPEG header with nothing but HTML behind it (415)', async () => {
    const res = await putPortrait(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), HTML]), 'image/jpeg', 'fake.jpg');
    expect(res.status).toBe(415);
    expect(res.body.errors?.map((e) => e.path)).toEqual(['image']);
  });

  it('drops the metadata of a photo (EXIF with where and by whom it was taken)', async () => {
    const photo = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } })
      .withExif({ IFD0: { Copyright: 'secret-owner', ImageDescription: 'home-address' } })
      .jpeg()
      .toBuffer();
    expect(photo.includes(Buffer.from('secret-owner'))).toBe(true);
    const res = await putPortrait(photo, 'image/jpeg', 'photo.jpg');
    expect(res.status).toBe(200);
    const file = await stored(res.body.settings.founderPortrait);
    expect(file.includes(Buffer.from('secret-owner'))).toBe(false);
    expect(file.includes(Buffer.from('home-address'))).toBe(false);
    expect((await sharp(file).metadata()).exif).toBeUndefined();
  });

  it('keeps a photo upright: the EXIF orientation is applied to the pixels', async () => {
    // Stored 20 wide and 10 high, marked "rotate 90°": people see it 10 wide and 20 high.
    const sideways = await sharp({ create: { width: 20, height: 10, channels: 3, background: '#336699' } }).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    const res = await putPortrait(sideways, 'image/jpeg', 'sideways.jpg');
    expect(res.status).toBe(200);
    const meta = await sharp(await stored(res.body.settings.founderPortrait)).metadata();
    expect([meta.width, meta.height]).toEqual([10, 20]);
  });

  it('refuses an image that claims more pixels than may be decoded (413), not a 500', async () => {
    const side = Math.ceil(Math.sqrt(MAX_IMAGE_PIXELS)) + 1000;
    const res = await putPortrait(await pngClaiming(side, side));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/megapixels/);
  });

  it('refuses a video with HTML appended (415) and takes a well-formed one', async () => {
    const create = (icon: Buffer, type: string, name: string) =>
      blogForm({}, [{ heading: 'H', description: 'D' }], { icon: false }).then((form) => {
        form.append('iconImage', fileBlob(icon, type), name);
        return t.admin.post<ErrorBody>('/api/v1/blogs', { form });
      });
    for (const [bytes, type, name] of [
      [Buffer.concat([mp4Bytes(), HTML]), 'video/mp4', 'icon.mp4'],
      [Buffer.concat([webmBytes(), HTML]), 'video/webm', 'icon.webm'],
    ] as const) {
      const refused = await create(bytes, type, name);
      expect(refused.status, name).toBe(415);
      expect(refused.body.errors?.map((e) => e.path)).toEqual(['iconImage']);
    }
    expect((await create(mp4Bytes(), 'video/mp4', 'icon.mp4')).status).toBe(201);
    expect((await create(webmBytes(), 'video/webm', 'icon.webm')).status).toBe(201);
  });

  it('leaves no temporary file behind: after a success, a refusal, a file over the limit', async () => {
    expect((await putPortrait(await pngBytes())).status).toBe(200);
    expect((await putPortrait(Buffer.from('not an image'), 'image/png')).status).toBe(415);
    const big = await putPortrait(Buffer.alloc(6 * 1024 * 1024, 1), 'image/png');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false });
    expect(await temporaryFiles()).toEqual([]);
  });

  it('refuses a body larger than the request may ever be before reading it (413)', async () => {
    const { port } = new URL(t.server.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'PUT /api/v1/admin/settings/portraits/founder HTTP/1.1\r\nHost: localhost\r\n' +
            `Authorization: Bearer ${t.admin.auth.bearer}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${500 * 1024 * 1024}\r\n\r\n`,
        );
      });
      let text = '';
      socket.on('data', (d) => {
        text += d.toString();
        if (text.includes('\r\n\r\n')) socket.destroy();
      });
      socket.on('close', () => resolve(text));
      socket.on('error', reject);
    });
    expect(reply).toMatch(/^HTTP\/1\.1 413/);
  });

  it('removes what a client that gave up half-way had sent', async () => {
    const { port } = new URL(t.server.url);
    const boundary = 'cut-off-here';
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
    await new Promise<void>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write(
          'PUT /api/v1/admin/settings/portraits/founder HTTP/1.1\r\nHost: localhost\r\n' +
            `Authorization: Bearer ${t.admin.auth.bearer}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n`,
        );
        socket.write(head);
        socket.write(Buffer.alloc(512 * 1024, 7), () => setTimeout(() => socket.destroy(), 200));
      });
      socket.on('close', () => resolve());
      socket.on('error', reject);
    });
    await expect.poll(temporaryFiles, { timeout: 5000 }).toEqual([]);
  });

  /** Sends a multipart body as a stream, without a Content-Length (chunked), as a client may. */
  const putChunked = async (parts: Array<{ name: string; value: Buffer; filename?: string }>) => {
    const boundary = 'streamed-body';
    const chunks = parts.flatMap(({ name, value, filename }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      value,
      Buffer.from('\r\n'),
    ]);
    chunks.push(Buffer.from(`--${boundary}--\r\n`));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = chunks.shift();
        if (next) controller.enqueue(new Uint8Array(next));
        else controller.close();
      },
    });
    const res = await fetch(`${t.server.url}/api/v1/admin/settings/portraits/founder`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.admin.auth.bearer}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: (await res.json()) as ErrorBody };
  };

  it('cuts off a body without a length once it passes what the request may carry (413), leaving nothing', async () => {
    // A portrait request holds one 5 MB image and 1 MB of text; these fields alone are 7.5 MB.
    const fields = Array.from({ length: 30 }, (_, i) => ({ name: `note${i}`, value: Buffer.alloc(250 * 1024, 'a') }));
    const res = await putChunked([{ name: 'image', value: await pngBytes(), filename: 'p.png' }, ...fields]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: expect.stringMatching(/request is too large/) });
    expect(await temporaryFiles()).toEqual([]);
  });

  it('cuts off an image as it passes 5 MB, without a Content-Length too (413 naming the field)', async () => {
    const res = await putChunked([{ name: 'image', value: Buffer.concat([await pngBytes(), Buffer.alloc(7 * 1024 * 1024, 3)]), filename: 'p.png' }]);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, message: 'image: file is too large (at most 5 MB)', errors: [{ path: 'image' }] });
    expect(await temporaryFiles()).toEqual([]);
  });

  it('stops reading a body without a length that goes on far past its bound: the connection is dropped, nothing kept', async () => {
    const boundary = 'endless';
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`));
        // An endless body, as a hostile client sends; stop on our side after 200 MB at most.
        if (sent > 200 * 1024 * 1024) return controller.close();
        sent += 1024 * 1024;
        controller.enqueue(new Uint8Array(1024 * 1024).fill(7));
      },
    });
    const outcome = await fetch(`${t.server.url}/api/v1/admin/settings/portraits/founder`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${t.admin.auth.bearer}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit).then(
      (res) => res.status,
      () => 'dropped',
    );
    // The server answers 413 or drops the connection, well before the client's 200 MB.
    expect([413, 'dropped']).toContain(outcome);
    expect(sent).toBeLessThan(64 * 1024 * 1024);
    await expect.poll(temporaryFiles, { timeout: 5000 }).toEqual([]);
    expect((await t.admin.get('/api/v1/settings')).status).toBe(200);
  });

  it('streams a file to a temporary file as it arrives: never held whole in memory', async () => {
    const { port } = new URL(t.server.url);
    const boundary = 'slow-client';
    const socket = net.connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.on('error', () => {});
    socket.write(
      'PUT /api/v1/admin/settings/portraits/founder HTTP/1.1\r\nHost: localhost\r\n' +
        `Authorization: Bearer ${t.admin.auth.bearer}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${4 * 1024 * 1024}\r\n\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    socket.write(Buffer.alloc(1024 * 1024, 7));
    try {
      // Half the body has arrived, the request goes on: the file so far is on disk already.
      const sizes = async () => Promise.all((await temporaryFiles()).map(async (n) => (await fs.stat(path.join(t.server.running.deps.media.tmpDir, n))).size));
      await expect.poll(async () => Math.max(0, ...(await sizes())), { timeout: 5000 }).toBeGreaterThanOrEqual(512 * 1024);
    } finally {
      socket.destroy();
    }
    await expect.poll(temporaryFiles, { timeout: 5000 }).toEqual([]);
  });
});

describe.each(DB_KINDS)('responsive variants of uploaded images [%s]', (kind) => {
  const t = withServer(kind, { login: 'desktop' });

  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: 36, g: 120, b: 231 } } })
      .png()
      .toBuffer();
  const putPortrait = async (bytes: Buffer) => {
    const form = new FormData();
    form.append('image', fileBlob(bytes, 'image/png'), 'portrait.png');
    const res = await t.admin.put<{ settings: SettingsDto }>('/api/v1/admin/settings/portraits/founder', { form });
    expect(res.status).toBe(200);
    return res.body.settings.founderPortrait;
  };
  const onDisk = (publicPath: string) => path.join(t.server.config.uploadsDir, publicPath.replace('/uploads/', ''));
  const exists = (publicPath: string) => fs.access(onDisk(publicPath)).then(() => true, () => false);
  const allVariants = (publicPath: string, width: number) => variantWidths(width).flatMap((w) => IMAGE_VARIANT_FORMATS.map(({ ext }) => ({ w, ext, path: variantPath(publicPath, w, ext) })));

  it('stores an image under a name with its size and makes AVIF and WebP copies at each width, served with their type', async () => {
    const stored = await putPortrait(await photo(1000, 600));
    expect(stored).toMatch(/^\/uploads\/[0-9a-f]{32}_1000x600\.png$/);
    const variants = allVariants(stored, 1000);
    expect(variants.map((v) => v.w)).toEqual([320, 320, 640, 640, 960, 960, 1000, 1000]);
    // Made in the background once the upload is answered.
    await expect.poll(async () => (await Promise.all(variants.map((v) => exists(v.path)))).every(Boolean), { timeout: 20_000 }).toBe(true);
    for (const v of variants) {
      const res = await fetch(t.server.url + v.path);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(`image/${v.ext}`);
      expect(res.headers.get('cache-control')).toContain('immutable');
      const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(meta.format).toBe(v.ext === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(v.w);
      expect(meta.height).toBe(Math.round((v.w * 600) / 1000));
    }
  });

  it('makes a variant on the first request for it when it is not there yet', async () => {
    const stored = await putPortrait(await photo(700, 700));
    const wanted = variantPath(stored, 640, 'webp');
    await expect.poll(() => exists(wanted), { timeout: 20_000 }).toBe(true);
    await fs.rm(onDisk(wanted));
    const res = await fetch(t.server.url + wanted);
    expect(res.status).toBe(200);
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).width).toBe(640);
  });

  it('answers 404 for a width or format the rules do not make, and for a variant of an image that is gone', async () => {
    const stored = await putPortrait(await photo(800, 400));
    for (const wrong of [`${stored}.500w.webp`, `${stored}.960w.webp`, `${stored}.640w.gif`, '/uploads/0123abcd_800x400.png.320w.avif']) {
      expect((await fetch(t.server.url + wrong)).status, wrong).toBe(404);
    }
  });

  it('removes the variants with the image they were made from', async () => {
    const first = await putPortrait(await photo(400, 300));
    const variants = allVariants(first, 400);
    await expect.poll(async () => (await Promise.all(variants.map((v) => exists(v.path)))).every(Boolean), { timeout: 20_000 }).toBe(true);
    await putPortrait(await photo(300, 300)); // replaces the portrait: the first image is no longer used
    expect(await exists(first)).toBe(false);
    for (const v of variants) expect(await exists(v.path), v.path).toBe(false);
    // The new portrait's own variants are being written meanwhile: once they are, no half-written file is left.
    await t.server.running.deps.media.settled();
    expect((await fs.readdir(t.server.config.uploadsDir)).filter((n) => n.endsWith('.part'))).toEqual([]);
  });
});
