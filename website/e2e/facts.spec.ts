import { expect, test } from './test.js';
import type { SettingsDto } from '@itsite/shared/contract/types';
import { yearsInBusiness } from '@itsite/shared/contract/facts';

/**
 * The company's figures are stated once, in Settings: the home page's counters and claims and the
 * About page's numbers and sentences all show the same figure (changing a fact changes every page:
 * website/src/features/company/facts.test.ts).
 */
test('every page states the same company figures, the ones in settings', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { facts } = ((await (await page.request.get('/api/v1/settings')).json()) as { settings: SettingsDto }).settings;

  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main).toContainText(`${facts.projects}+ successful projects`);
  await expect(main).toContainText(`${facts.teamSize}+ expert consultants`);
  const band = page.getByRole('region', { name: 'Our numbers' });
  await band.scrollIntoViewIfNeeded();
  await expect(band.getByRole('definition').nth(0)).toHaveText(`${facts.projects}+`);
  await expect(band.getByRole('definition').nth(1)).toHaveText(`${facts.teamSize}+`);
  // No other count of projects, clients or people anywhere on the page.
  const text = (await main.innerText()).replace(/\s+/g, ' ');
  for (const m of text.matchAll(/(\d[\d,]*)\+? (?:successful projects|expert consultants|clients)/g)) {
    expect([String(facts.projects), String(facts.teamSize), String(facts.clients)]).toContain(m[1]);
  }

  await page.goto('/about');
  const about = page.getByRole('main');
  await expect(about).toContainText(`Founded in ${facts.foundedYear}`);
  await expect(about).toContainText(`We started in ${facts.foundedYear}`);
  const stats = page.getByRole('region', { name: 'Our Journey in Numbers' }).getByRole('listitem');
  await stats.first().scrollIntoViewIfNeeded();
  await expect(stats).toHaveText([
    `${yearsInBusiness(facts)}Years in Business`,
    `${facts.projects}Projects Delivered`,
    `${facts.clients}Satisfied Clients`,
    `${facts.countries}Countries Served`,
  ]);
  await expect(about).not.toContainText('over a decade of global delivery behind every');
});
