import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';

/**
 * A person takes longer to fill a form than the spam screen's minimum (FORM_MIN_SECONDS, 1 s in
 * serve.ts); a form sent sooner after its token was fetched is stored as spam.
 */
export async function formFilledLikeAPerson(page: Page): Promise<void> {
  await page.waitForTimeout(1200);
}

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' };

/** Signs in through the API (the session cookie lands in the page's context). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/v1/login', { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}

/** The XSRF header a signed-in page's own writes carry (the double-submit cookie's value). */
export async function xsrf(page: Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  return { 'X-XSRF-TOKEN': decodeURIComponent(token) };
}

/** The newest product, as the back office's product table lists it first (needs a signed-in page): the demo seed's, or one another test made (see seededProduct). */
export async function firstProduct(page: Page): Promise<{ _id: string; slug: string; name: string }> {
  const res = await page.request.get('/api/v1/admin/products?limit=1');
  if (!res.ok()) throw new Error(`the product table could not be read: ${res.status()}`);
  const { data } = (await res.json()) as { data: Array<{ _id: string; slug: string; name: string }> };
  const [product] = data;
  if (!product) throw new Error('the demo seed has no product');
  return product;
}

/**
 * A product of the demo seed by its name (needs a signed-in page): one no test creates or deletes,
 * for tests about the seed's own files and records (the newest product may be another test's).
 */
export async function seededProduct(page: Page, name: string): Promise<{ _id: string; slug: string; name: string }> {
  const res = await page.request.get(`/api/v1/admin/products?keyword=${encodeURIComponent(name)}&limit=20`);
  if (!res.ok()) throw new Error(`the product table could not be read: ${res.status()}`);
  const { data } = (await res.json()) as { data: Array<{ _id: string; slug: string; name: string }> };
  const product = data.find((p) => p.name === name);
  if (!product) throw new Error(`the demo seed has no product "${name}"`);
  return product;
}

/** A solid-colour PNG (real image bytes: the server checks uploads by content). */
export function png(rgb: [number, number, number], width = 48, height = 32): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(pixels)), chunk('IEND', Buffer.alloc(0))]);
}

/** The smallest well-formed WebM container (as backend/src/test/harness.ts webmBytes()). */
export function webm(): Buffer {
  const body = Buffer.concat([Buffer.from([0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84]), Buffer.from('webm')]);
  // The EBML header, then a Segment whose size covers the rest of the file exactly (the server
  // checks the container's structure to the last byte).
  const header = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | body.length]), body]);
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67, 0x40, 0xf0]), Buffer.alloc(0xf0)]);
  return Buffer.concat([header, segment]);
}

/** Picks a file through the file chooser the field opens, as a user would. */
export async function choose(page: Page, field: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await field.click();
  await (await chooser).setFiles(file);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A day (`YYYY-MM-DD`) as the back office's day pickers read and take it: 1 May 2030. */
export function dayAsTyped(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * Types a moment into a day-and-time field (the back office's MomentInput): the day as "1 May 2030"
 * into the field labelled `label`, then its 24-hour time. `local` is the moment on the site's
 * clock, `YYYY-MM-DDTHH:mm` (zonedInputValue).
 */
export async function fillMoment(scope: Page | Locator, label: string, local: string): Promise<void> {
  const [day, time] = local.split('T');
  await scope.getByRole('textbox', { name: label }).fill(dayAsTyped(day));
  await scope.getByRole('textbox', { name: /^Time \(24-hour\)/ }).fill(time);
}

/**
 * Changes some settings and nothing else (needs a signed-in admin page): the settings are read
 * fresh and written back with `patch`, so tests changing other settings at the same time keep
 * theirs. Answers the previous values of what it changed, to put back the same way.
 */
export async function changeSettings<T extends Record<string, unknown>>(page: Page, patch: T): Promise<T> {
  const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: Record<string, unknown> };
  const { updatedAt: _u, ...fields } = settings;
  const res = await page.request.put('/api/v1/admin/settings', { headers: await xsrf(page), data: { ...fields, ...patch } });
  if (!res.ok()) throw new Error(`settings were not saved: ${res.status()} ${await res.text()}`);
  return Object.fromEntries(Object.keys(patch).map((k) => [k, fields[k]])) as T;
}

/** Uploads one image to the media library with its alt text (needs a signed-in admin page); answers its path. */
export async function libraryImage(page: Page, fileName: string, alt: string, image: Buffer): Promise<string> {
  const res = await page.request.post('/api/v1/admin/media', {
    headers: await xsrf(page),
    multipart: { images: { name: fileName, mimeType: 'image/png', buffer: image }, alts: JSON.stringify([alt]) },
  });
  if (res.status() !== 201) throw new Error(`the image was not uploaded: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { data: Array<{ path: string }> }).data[0].path;
}

/** A person's browser's user agent: headless Chromium names itself so, and analytics leave it out as a bot like any other. */
export const PERSON = { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36' };

/** The days around now (UTC): a report's range that holds today on the site's clock, whatever its zone. */
export function aroundToday(): { from: string; to: string } {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  return { from: day(-1), to: day(1) };
}

/** Views of `campaign` in the campaigns report, as the back office reads it (a signed-in admin page). */
export async function campaignViews(admin: Page, campaign: string): Promise<number> {
  const { from, to } = aroundToday();
  const res = await admin.request.get(`/api/v1/admin/analytics/campaigns?from=${from}&to=${to}&limit=500`);
  if (!res.ok()) throw new Error(`the campaigns report answered ${res.status()}`);
  const { rows } = (await res.json()) as { rows: Array<{ campaign: string; views: number }> };
  return rows.find((r) => r.campaign === campaign)?.views ?? 0;
}

/**
 * A new staff member of `role`, invited by the admin signed in on `admin` and signed in (their
 * password set through the invitation's link) in a browser context of their own: close it when done.
 */
export async function newStaffMember(admin: Page, browser: Browser, role: 'editor' | 'sales' | 'recruiter', name: string): Promise<{ context: BrowserContext; page: Page }> {
  const email = `${role}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  const created = await admin.request.post('/api/v1/admin/staff', { data: { name, email, role }, headers: await xsrf(admin) });
  if (created.status() !== 201) throw new Error(`the ${role} could not be invited: ${created.status()}`);
  const { link } = (await created.json()) as { link: { path: string } };
  const token = decodeURIComponent(link.path.split('#token=')[1] ?? '');
  const context = await browser.newContext();
  const page = await context.newPage();
  const set = await page.request.post('/api/v1/password-link', { data: { token, password: `a ${role} password for e2e` } });
  if (set.status() !== 200) {
    await context.close();
    throw new Error(`the ${role}'s password could not be set: ${set.status()}`);
  }
  return { context, page };
}
