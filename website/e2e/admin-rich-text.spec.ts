import { adminRoutes } from '@itsite/shared/admin/routes';
import { libraryImage, png, signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test, type Page } from './test.js';

/** A 1×1 PNG, made here; the server checks uploads by their bytes. */
const PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function newProduct(page: Page, name: string, description: string): Promise<string> {
  const categories = (await (await page.request.get('/api/v1/admin/categories')).json()) as { categories: Array<{ _id: string }> };
  const res = await page.request.post('/api/v1/admin/product/new', {
    headers: await xsrf(page),
    multipart: {
      name,
      description,
      price: '4999',
      category: categories.categories[0]?._id ?? '',
      stock: '5',
      images: { name: 'p.png', mimeType: 'image/png', buffer: PIXEL_PNG },
      imageAlts: JSON.stringify(['A product']),
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { product: { _id: string } }).product._id;
}

test('an editor formats a description with the toolbar and visitors see the headings, emphasis, list and link', async ({ page, browser }) => {
  // Writing, saving and the public page in one flow: longer than one screen's worth of steps.
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const name = `Managed Backup ${Date.now().toString(36)}`;
  const id = await newProduct(page, name, 'Old text.');

  await page.goto(adminRoutes.editProduct(id));
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(editor).toContainText('Old text.');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  // A heading, then a paragraph with a bold word, a list of two items and a link, by keyboard and toolbar.
  await page.getByRole('button', { name: 'Heading 2' }).click();
  await page.keyboard.type('What you get');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Backups are ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('encrypted');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' and tested.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Bullet list' }).click();
  await page.keyboard.type('Daily snapshots');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Monthly restore drills');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Read the docs');
  await page.keyboard.press('Shift+Home');
  await page.getByRole('button', { name: 'Link', exact: true }).click();
  await page.getByRole('dialog', { name: 'Link' }).getByRole('textbox', { name: 'Enter URL' }).fill('https://example.com/backups');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();

  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto(`/product/${id}`);
    const description = site.getByRole('region', { name: 'Description' });
    await expect(description.getByRole('heading', { level: 2, name: 'What you get' })).toBeVisible();
    await expect(description.locator('strong')).toHaveText('encrypted');
    await expect(description.getByRole('listitem')).toHaveText(['Daily snapshots', 'Monthly restore drills']);
    const link = description.getByRole('link', { name: 'Read the docs' });
    await expect(link).toHaveAttribute('href', 'https://example.com/backups');
    await expect(link).toHaveAttribute('rel', 'noopener');
    // The catalogue card shows its words, not its markup.
    await site.goto(`/products?keyword=${encodeURIComponent(name)}`);
    await expect(site.getByRole('link', { name: new RegExp(name) }).first()).toContainText('What you get Backups are encrypted');
  } finally {
    await visitor.close();
  }
});

test('stored script in a description never runs: not on the public page, not in the admin editor', async ({ page, browser }) => {
  await signInAsAdmin(page);
  const payload = [
    '<p>Plain words stay.</p>',
    '<script>window.__xss = "script"</script>',
    '<img src=x onerror="window.__xss = \'img\'">',
    '<p onmouseover="window.__xss = \'hover\'">Hover me</p>',
    '<a href="javascript:window.__xss=\'link\'">Click me</a>',
    '<svg onload="window.__xss = \'svg\'"></svg>',
    '<iframe srcdoc="<script>parent.__xss=\'frame\'</script>"></iframe>',
  ].join('');
  const id = await newProduct(page, `Hostile ${Date.now().toString(36)}`, payload);
  const dialogs: string[] = [];

  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    site.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await site.goto(`/product/${id}`);
    const description = site.getByRole('region', { name: 'Description' });
    await expect(description).toContainText('Plain words stay.');
    await description.getByText('Hover me').hover();
    await description.getByText('Click me').click();
    expect(await description.locator('img, svg, iframe, script, [onmouseover]').count()).toBe(0);
    expect(await site.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  } finally {
    await visitor.close();
  }

  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(adminRoutes.editProduct(id));
  await expect(page.getByRole('textbox', { name: 'Description', exact: true })).toContainText('Plain words stay.');
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test('an editor puts a library image and a table in a description, and visitors see the image with its alt text, responsive, and the table', async ({ page, browser }) => {
  test.setTimeout(60_000);
  await signInAsAdmin(page);
  const stamp = Date.now().toString(36);
  const alt = `Branch network diagram ${stamp}`;
  await libraryImage(page, `diagram-${stamp}.png`, alt, png([40, 120, 220], 900, 600));
  const id = await newProduct(page, `Managed Network ${stamp}`, 'How it connects:');

  await page.goto(adminRoutes.editProduct(id));
  const editor = page.getByRole('textbox', { name: 'Description', exact: true });
  await expect(editor).toContainText('How it connects:');
  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.getByRole('button', { name: 'Insert an image from the library' }).click();
  const picker = page.getByRole('dialog', { name: 'Insert an image from the library' });
  await picker.getByRole('textbox', { name: 'Search the library' }).fill(`diagram-${stamp}`);
  // The images shown until the search answers are the whole library's, which moves under a click.
  await expect(picker.getByRole('group', { name: 'Images: choose one' })).toHaveAttribute('aria-busy', 'false');
  await picker.getByRole('radio', { name: new RegExp(alt) }).click();
  await expect(picker.getByRole('radio', { name: new RegExp(alt) })).toBeChecked();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(editor.getByRole('img', { name: alt })).toBeVisible();

  await page.getByRole('button', { name: 'Insert a table' }).click();
  for (const cell of ['Plan', 'Price', 'Term', 'Basic', '₹999', 'Monthly']) {
    await page.keyboard.type(cell);
    await page.keyboard.press('Tab');
  }
  await page.getByRole('button', { name: 'Delete this row' }).click();
  await page.getByRole('button', { name: 'Update Product' }).click();
  await expect(page.getByText(/^Updated \d{2}:\d{2}$/)).toBeVisible();

  const visitor = await browser.newContext();
  try {
    const site = await visitor.newPage();
    await site.goto(`/product/${id}`);
    const description = site.getByRole('region', { name: 'Description' });
    const image = description.getByRole('img', { name: alt });
    await expect(image).toBeVisible();
    // Its variants, as every uploaded picture on the site has, and its size reserved.
    await expect(image).toHaveAttribute('width', '900');
    await expect(description.locator('picture source[type="image/avif"]')).toHaveAttribute('srcset', /\.640w\.avif 640w/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const table = description.getByRole('table');
    await expect(table.getByRole('columnheader')).toHaveText(['Plan', 'Price', 'Term']);
    await expect(table.getByRole('cell')).toHaveText(['Basic', '₹999', 'Monthly']);
  } finally {
    await visitor.close();
  }
});
