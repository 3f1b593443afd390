import fs from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { adminRoutes } from '@itsite/shared/admin/routes';
import { expect, test, type Page } from './test.js';
import type { ContactMessageDto, LeadListResponse } from '@itsite/shared/contract';
import { signInAsAdmin, xsrf } from './fixtures.js';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function storedLeads(page: Page, query = ''): Promise<LeadListResponse> {
  const res = await page.request.get(`/api/v1/contact${query}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as LeadListResponse;
}

const table = (page: Page) => page.getByRole('table', { name: 'Contact messages' });
/** Names in the lead rows (not the empty-table row), top to bottom, without the "New" badge. */
const names = async (page: Page) => table(page).getByRole('link', { name: /^Open lead from / }).allTextContents();

const send = (page: Page, name: string, message: string, extra: Record<string, string> = {}) =>
  page.request.post('/api/v1/contact', { data: { name, email: 'priya@example.in', phone: '+91 98100 12345', message, ...extra } });

async function openInbox(page: Page) {
  await signInAsAdmin(page);
  await page.goto('/admin/contact-info');
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /Live|Connecting|Reconnecting/ })).toHaveText('Live');
  await expect(table(page)).toBeVisible();
}

/** Picks an option of a Mantine select by its label. */
async function choose(page: Page, scope: ReturnType<Page['getByRole']>, label: string, option: string) {
  await scope.getByRole('textbox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a lead arrives live, is opened (read), noted, assigned to me, won and exported', async ({ page }) => {
  // A whole working session on one lead (about twenty steps): three times the usual time on a loaded machine.
  test.slow();
  // An earlier message, so that "on top" has something to be above.
  expect((await send(page, unique('Earlier'), 'An earlier question.')).status()).toBe(201);
  let listFetches = 0;
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/v1/contact') listFetches++;
  });
  await openInbox(page);
  const previousTop = (await names(page))[0];
  expect(previousTop).toBeTruthy();
  // A mark on the document: gone if the page were reloaded.
  await page.evaluate(() => document.body.setAttribute('data-e2e-same-page', 'yes'));

  const name = unique('Priya');
  const sent = await send(page, name, 'Please call me about an Android app.');
  expect(sent.status()).toBe(201);
  const { data: message } = (await sent.json()) as { data: ContactMessageDto };

  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('New');
  await expect(row.getByRole('link', { name: /priya@example.in/ })).toHaveAttribute('href', 'mailto:priya@example.in');
  await expect(row.getByRole('link', { name: `Call ${name} on +91 98100 12345` })).toHaveAttribute('href', 'tel:+919810012345');
  await expect(row.getByRole('link', { name: `WhatsApp ${name}` })).toHaveAttribute('href', 'https://wa.me/919810012345');
  // On the site's clock (Settings: India), saying which.
  const date = new Date(message.createdAt).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'Asia/Kolkata', timeZoneName: 'short' });
  await expect(row).toContainText(date);
  const after = await names(page);
  expect(after.slice(0, after.indexOf(previousTop))).toContain(name);
  expect(listFetches).toBe(1);

  // Opened: read (no longer bold), noted, assigned to me, won.
  await row.getByRole('link', { name: `Open lead from ${name} (unread)` }).click();
  const drawer = page.getByRole('dialog', { name: `Lead from ${name}` });
  await expect(page).toHaveURL(new RegExp(`/admin/contact-info/${message._id}$`));
  await expect(drawer).toContainText('Please call me about an Android app.');
  await expect(row.getByRole('link', { name: `Open lead from ${name}`, exact: true })).toBeAttached();
  await drawer.getByRole('textbox', { name: 'Add a note' }).fill('Called back, wants a quote by Friday.');
  await drawer.getByRole('button', { name: 'Add note' }).click();
  await expect(drawer.getByText('Called back, wants a quote by Friday.')).toBeVisible();
  await drawer.getByRole('button', { name: 'Assign to me' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Owner', exact: true })).toHaveValue(/^Me \(/);
  await choose(page, drawer, 'Status', 'Won');
  await expect(drawer.getByRole('textbox', { name: 'Status', exact: true })).toHaveValue('Won');
  await expect(drawer).toContainText('changed the status');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(row).toContainText('Won');
  await expect(page).toHaveURL(/\/admin\/contact-info$/);
  await expect(page.locator('body')).toHaveAttribute('data-e2e-same-page', 'yes');

  const stored = (await storedLeads(page, `?q=${encodeURIComponent(name)}`)).data[0];
  expect(stored).toMatchObject({ _id: message._id, status: 'won', read: true });
  expect(stored.ownerId).toBeTruthy();

  // Export the current filter (this lead's name) as a CSV download.
  await page.getByRole('textbox', { name: 'Search contact messages' }).fill(name);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
  const csv = await fs.readFile((await download.path()), 'utf8');
  expect(csv).toContain(message._id);
  expect(csv).toContain(name);
  expect(csv).toContain('won');

  // And as an Excel workbook, opened with a spreadsheet library: headings people read, typed cells.
  const [xlsx] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export Excel' }).click()]);
  expect(xlsx.suggestedFilename()).toMatch(/^leads-.*\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile((await xlsx.path()));
  const sheet = workbook.getWorksheet('Leads')!;
  expect((sheet.getRow(1).values as unknown[]).slice(1, 8)).toEqual(['Received (IST)', 'Status', 'Kind', 'Name', 'E-mail', 'Phone', 'Message']);
  expect(sheet.rowCount).toBe(2);
  const cells = sheet.getRow(2);
  expect(cells.getCell(1).type).toBe(ExcelJS.ValueType.Date);
  expect([cells.getCell(2).value, cells.getCell(4).value]).toEqual(['Won', name]);
  expect(cells.getCell(6).type).toBe(ExcelJS.ValueType.String);
  expect(cells.getCell(11).value).toBe(message._id);

  // Delete it, after the confirmation.
  await row.getByRole('button', { name: `Delete message from ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(dialog).toContainText('Are you sure you want to delete this message?');
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Message deleted successfully.')).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);
  expect((await storedLeads(page, `?q=${encodeURIComponent(name)}`)).total).toBe(0);
});

test('a lead that arrives while staff press on another row waits for the release: the click opens the lead pressed', async ({ page }) => {
  const pressedName = unique('Pressed');
  const { data: pressed } = (await (await send(page, pressedName, 'The lead being opened.')).json()) as { data: ContactMessageDto };
  // What the page's own socket receives.
  const frames: string[] = [];
  page.on('websocket', (ws) => ws.on('framereceived', (frame) => frames.push(String(frame.payload))));
  await openInbox(page);
  const link = table(page).getByRole('link', { name: `Open lead from ${pressedName} (unread)` });
  const arrivingName = unique('Arriving');
  // Pressed where the link is. Other tests' leads arrive in this inbox too: one landing between the
  // pointer's move and its press moves the row first (no hold can help there), so then it presses again.
  for (let attempt = 1; ; attempt++) {
    const box = (await link.boundingBox())!;
    const at = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await page.mouse.move(at.x, at.y);
    await page.mouse.down();
    const pressed = await link.evaluate((a, p) => a.contains(document.elementFromPoint(p.x, p.y)), at);
    if (pressed) break;
    expect(attempt, 'pressed the link within three tries').toBeLessThan(3);
    await page.mouse.move(0, 0);
    await page.mouse.up();
  }
  expect((await send(page, arrivingName, 'Sent as the row is pressed.')).status()).toBe(201);
  await expect.poll(() => frames.some((frame) => frame.includes(arrivingName))).toBe(true);
  // Two frames painted after the message: a row put in by now would have moved the pressed one.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.mouse.up();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-info/${pressed._id}$`));
  await expect(page.getByRole('dialog', { name: `Lead from ${pressedName}` })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: arrivingName })).toBeVisible();
});

test('a form sent too fast after its token lands in Spam and raises no live row', async ({ page }) => {
  await openInbox(page);
  const tokenRes = await page.request.get('/api/v1/form-token');
  expect(tokenRes.ok()).toBe(true);
  const { token } = (await tokenRes.json()) as { token: string };
  const name = unique('Speedy');
  const sent = await send(page, name, 'Buy cheap followers now.', { formToken: token, website: '' });
  // Answered like a real submission.
  expect(sent.status()).toBe(201);

  // A real lead sent after it does arrive live: by then the spam would have arrived too.
  const real = unique('Real');
  expect((await send(page, real, 'A real question.')).status()).toBe(201);
  await expect(table(page).getByRole('row').filter({ hasText: real })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: name })).toHaveCount(0);

  // It is in the Spam view, with "Not spam".
  await choose(page, page.getByRole('main'), 'Status', 'Spam');
  await page.getByRole('textbox', { name: 'Search contact messages' }).fill(name);
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Spam');
  await expect(row.getByRole('button', { name: `Not spam: ${name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Empty spam older than 30 days' })).toBeVisible();
  expect((await storedLeads(page, `?q=${encodeURIComponent(name)}`)).total).toBe(0);
  expect((await storedLeads(page, `?status=spam&q=${encodeURIComponent(name)}`)).total).toBe(1);
});

test('a lead has its own address: opened directly it shows that lead; Back and closing return to the list with its filter', async ({ page }) => {
  // Two full loads of the back office and a walk through the history: longer than most tests.
  test.setTimeout(60_000);
  const name = unique('Deep Link');
  const sent = await send(page, name, 'Reached through its own address.');
  expect(sent.status()).toBe(201);
  const { data: message } = (await sent.json()) as { data: ContactMessageDto };
  await signInAsAdmin(page);

  // Straight to the lead's address (a notification's "Open", a shared link): the inbox with its drawer open.
  await page.goto(adminRoutes.lead(message._id));
  const drawer = page.getByRole('dialog', { name: `Lead from ${name}` });
  await expect(drawer.getByTestId('lead-message')).toHaveText('Reached through its own address.');
  await expect(page.getByRole('heading', { name: 'Contact Messages' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contact-info$/);
  await expect(table(page).getByRole('row').filter({ hasText: name })).toBeVisible();

  // From the filtered list: the lead's address, then Back closes it and the filter is still on.
  await page.getByRole('textbox', { name: 'Search contact messages' }).fill(name);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  await table(page).getByRole('link', { name: `Open lead from ${name}` }).click();
  await expect(drawer).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/contact-info/${message._id}$`));
  await page.goBack();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contact-info$/);
  await expect(page.getByRole('textbox', { name: 'Search contact messages' })).toHaveValue(name);
  await expect(table(page).getByRole('row')).toHaveCount(2);
  // Forward opens it again; Escape closes it back to the same list entry.
  await page.goForward();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contact-info$/);
  await expect(page.getByRole('textbox', { name: 'Search contact messages' })).toHaveValue(name);

  // An address no lead has: said plainly, and the inbox is still usable.
  await page.goto(adminRoutes.lead('0123456789abcdef01234567'));
  const missing = page.getByRole('dialog', { name: 'Lead not found' });
  await expect(missing).toContainText('There is no lead at this address');
  await missing.getByRole('button', { name: 'Back to the inbox' }).click();
  await expect(missing).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/contact-info$/);
  await expect(table(page)).toBeVisible();
});

test('the list shows each lead\'s kind and owner, and the Kind filter shows only quote requests', async ({ page }) => {
  const prefix = unique('Kinds');
  expect((await send(page, `${prefix} Quote`, 'Please quote for twenty seats.', { source: 'quote' })).status()).toBe(201);
  expect((await send(page, `${prefix} Contact`, 'A question about hosting.')).status()).toBe(201);
  await openInbox(page);
  await page.getByRole('textbox', { name: 'Search contact messages' }).fill(prefix);
  await expect(table(page).getByRole('row')).toHaveCount(3);
  await expect(table(page).getByRole('columnheader', { name: 'Kind' })).toBeVisible();
  await expect(table(page).getByRole('columnheader', { name: 'Owner' })).toBeVisible();
  const quote = table(page).getByRole('row').filter({ hasText: `${prefix} Quote` });
  await expect(quote.getByRole('cell', { name: 'Quote', exact: true })).toBeVisible();
  await expect(quote.getByRole('cell', { name: 'Unassigned', exact: true })).toBeVisible();
  await expect(table(page).getByRole('row').filter({ hasText: `${prefix} Contact` }).getByRole('cell', { name: 'Contact', exact: true })).toBeVisible();

  await choose(page, page.getByRole('main'), 'Kind', 'Quote');
  await expect(table(page).getByRole('row')).toHaveCount(2);
  expect(await names(page)).toEqual([`${prefix} Quote`]);
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', /source=quote/);

  // Assigned to me: the Owner column names me.
  await table(page).getByRole('link', { name: /^Open lead from / }).click();
  const drawer = page.getByRole('dialog', { name: `Lead from ${prefix} Quote` });
  await drawer.getByRole('button', { name: 'Assign to me' }).click();
  await expect(drawer.getByRole('textbox', { name: 'Owner', exact: true })).toHaveValue(/^Me \(/);
  const myName = (await drawer.getByRole('textbox', { name: 'Owner', exact: true }).inputValue()).replace(/^Me \((.*)\)$/, '$1');
  await page.keyboard.press('Escape');
  await expect(quote.getByRole('cell', { name: myName, exact: true })).toBeVisible();
});

test('marking a lead spam takes its row off at once; Undo brings it back with its old status', async ({ page }) => {
  const name = unique('Spammy');
  const { data: message } = (await (await send(page, name, 'Not really spam.')).json()) as { data: ContactMessageDto };
  await openInbox(page);
  expect((await page.request.patch(`/api/v1/contact/${message._id}`, { headers: await xsrf(page), data: { status: 'qualified' } })).status()).toBe(200);
  await page.getByRole('textbox', { name: 'Search contact messages' }).fill(name);
  const row = table(page).getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Qualified');

  // From the keyboard: the row's action is reached by Tab and pressed with Enter.
  const spam = row.getByRole('button', { name: `Mark lead from ${name} as spam` });
  await spam.focus();
  await page.keyboard.press('Enter');
  await expect(row).toHaveCount(0);
  const notice = page.getByRole('alert').filter({ hasText: `Lead from ${name} marked as spam.` });
  await expect(notice).toBeVisible();
  // Told to the server at once, not when the notice goes.
  await expect.poll(async () => (await storedLeads(page, `?status=spam&q=${encodeURIComponent(name)}`)).total).toBe(1);

  // The pressed button went with its row: focus is on Undo, and Enter takes it.
  const undo = notice.getByRole('button', { name: `Undo: lead from ${name} back to Qualified` });
  await expect(undo).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(row).toBeVisible();
  await expect(row).toContainText('Qualified');
  await expect(page.getByText(`Lead from ${name} is Qualified again.`)).toBeVisible();
  expect((await storedLeads(page, `?q=${encodeURIComponent(name)}`)).data[0]).toMatchObject({ _id: message._id, status: 'qualified' });
});

test('a follow-up date set in the drawer goes into the timeline, on the site\'s clock', async ({ page }) => {
  const name = unique('Follow');
  const { data: message } = (await (await send(page, name, 'Call me next month.')).json()) as { data: ContactMessageDto };
  await openInbox(page);
  await page.goto(adminRoutes.lead(message._id));
  const drawer = page.getByRole('dialog', { name: `Lead from ${name}` });
  // Typed as every day in the back office reads: 1 May 2030.
  await drawer.getByRole('textbox', { name: 'Follow up on' }).fill('1 May 2030');
  const timeline = drawer.getByLabel('Timeline');
  await expect(timeline).toContainText('changed the follow-up date');
  // 09:00 on the site's clock (Settings: India), whatever the zone of the browser.
  await expect(timeline).toContainText('Follow up on 1 May 2030, 09:00 IST');
  expect((await storedLeads(page, `?q=${encodeURIComponent(name)}`)).data[0].followUpAt).toBe('2030-05-01T03:30:00.000Z');
  await expect(drawer.getByRole('textbox', { name: 'Follow up on' })).toHaveValue('1 May 2030');
  await drawer.getByRole('textbox', { name: 'Follow up on' }).fill('');
  await expect(timeline).toContainText('Follow-up date cleared');
});
