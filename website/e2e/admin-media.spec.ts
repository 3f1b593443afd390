import { adminRoutes } from '@itsite/shared/admin/routes';
import { seriousViolations } from './axe.js';
import { seededProduct, signInAsAdmin } from './fixtures.js';
import { expect, test } from './test.js';

/** A 2 x 2 PNG (what a person picks from their computer). */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWNQqXiuUvGcAUIBACdWBg1DUkYWAAAAAElFTkSuQmCC', 'base64');

test('an editor uploads to the media library with alt text, and sets the alt text the product page shows', async ({ page }) => {
  // Upload, edit and the public page in one flow: longer than one screen's worth of steps.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const product = await seededProduct(page, 'Wireless Keyboard & Mouse Combo');
  const { product: current } = (await (await page.request.get(`/api/v1/product/${product._id}`)).json()) as { product: { image: string[] } };
  const fileName = current.image[0].split('/').pop()!;
  const tag = Math.random().toString(36).slice(2, 8);

  await page.goto(adminRoutes.products);
  await page.getByRole('navigation').getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(page.getByRole('heading', { name: 'Media', level: 1 })).toBeVisible();

  // Upload: the file, its alt text, and it is listed first with them.
  await page.locator('input[type="file"]').setInputFiles({ name: `team-${tag}.png`, mimeType: 'image/png', buffer: PNG });
  await page.getByRole('textbox', { name: `Alt text for team-${tag}.png` }).fill(`Our team ${tag}`);
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await expect(page.getByText('Added to the library')).toBeVisible();
  const table = page.getByRole('table', { name: 'Media' });
  await expect(table.getByRole('img', { name: `Our team ${tag}` })).toBeVisible();

  // The product's image: where it is used, and its alt text changed here.
  await page.getByRole('textbox', { name: 'Search media' }).fill(fileName);
  const row = table.getByRole('row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `Product: ${product.name}` })).toHaveAttribute('href', adminRoutes.editProduct(product._id));
  const alt = `Boxed product shot ${tag}`;
  await row.getByRole('textbox', { name: `Alt text for ${fileName}` }).fill(alt);
  await row.getByRole('button', { name: `Save alt text for ${fileName}` }).click();
  await expect(page.getByText('Alt text saved')).toBeVisible();

  // In use: deleting it is refused, and the editor is told where.
  await table.getByRole('button', { name: `Delete ${fileName}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`This file is in use: ${product.name}`)).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A visitor's product page describes the image with it.
  await page.context().clearCookies();
  await page.goto(`/product/${product._id}`);
  await expect(page.getByRole('img', { name: alt })).toBeVisible();
});

test('the library shows as a grid of thumbnails too (remembered), and says which items are demo content', async ({ page }) => {
  await signInAsAdmin(page);
  const product = await seededProduct(page, 'Dual-Band Wi-Fi 6 Office Router');
  const { product: current } = (await (await page.request.get(`/api/v1/product/${product._id}`)).json()) as { product: { image: string[] } };
  const fileName = current.image[0].split('/').pop()!;

  await page.goto(adminRoutes.media);
  await page.getByRole('textbox', { name: 'Search media' }).fill(fileName);
  // A picture of the demo catalogue: the seed wrote it, not a member of staff.
  const row = page.getByRole('table', { name: 'Media' }).getByRole('row').filter({ hasText: fileName });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Demo content', { exact: true })).toBeVisible();

  await page.getByRole('radiogroup', { name: 'Show as' }).getByText('Grid', { exact: true }).click();
  const grid = page.getByRole('list', { name: 'Media' });
  const card = grid.getByRole('listitem').filter({ hasText: fileName });
  await expect(card).toHaveCount(1);
  await expect(page.getByRole('table', { name: 'Media' })).toHaveCount(0);
  // A thumbnail a person can see, its name, that it is demo content, where it is used, and its Delete.
  const thumbnail = card.getByRole('img');
  await expect(thumbnail).toBeVisible();
  expect(await thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(card.getByText('Demo content', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: `Product: ${product.name}` })).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${fileName}` })).toBeVisible();

  // The choice stays for the next visit.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Media' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Media' })).toHaveCount(0);
});
