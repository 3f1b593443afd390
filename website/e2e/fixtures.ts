import type { Page } from '@playwright/test';

export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'e2e admin password' };

/** Signs in through the API (the session cookie lands in the page's context). */
export async function signInAsAdmin(page: Page): Promise<void> {
  const res = await page.request.post('/api/v1/login', { data: E2E_ADMIN });
  if (!res.ok()) throw new Error(`admin sign-in failed: ${res.status()}`);
}
