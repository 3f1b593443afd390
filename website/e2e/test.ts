import { test as base } from '@playwright/test';

export * from '@playwright/test';

/**
 * Playwright's `test`, whose page waits, after each `goto` and `reload` of a website page, until the
 * app has taken the page over (the server-rendered HTML is readable at once, but a click before the
 * script has hydrated it would land on inert markup). The app marks that moment with
 * `<html data-hydrated>` (website/src/lib/interactive.ts). With JavaScript disabled nothing is waited for.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, use) => {
    const untilHydrated = async <R extends { headers(): Record<string, string> } | null>(response: R): Promise<R> => {
      if (javaScriptEnabled !== false && response && /text\/html/.test(response.headers()['content-type'] ?? '')) {
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached', timeout: 15_000 });
      }
      return response;
    };
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilHydrated(await goto(url, options));
    page.reload = async (options) => untilHydrated(await reload(options));
    await use(page);
  },
});
