import type { Page } from '@playwright/test';

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

/** The newest product of the demo seed, as the back office's product table lists it first (needs a signed-in page). */
export async function firstProduct(page: Page): Promise<{ _id: string; name: string }> {
  const res = await page.request.get('/api/v1/admin/products?limit=1');
  if (!res.ok()) throw new Error(`the product table could not be read: ${res.status()}`);
  const { data } = (await res.json()) as { data: Array<{ _id: string; name: string }> };
  const [product] = data;
  if (!product) throw new Error('the demo seed has no product');
  return product;
}
