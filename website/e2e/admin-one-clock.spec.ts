import { adminRoutes } from '@itsite/shared/admin/routes';
import { documentAdminPath } from '@itsite/shared/contract/documentRoutes';
import { signInAsAdmin, xsrf } from './fixtures.js';
import { expect, test } from './test.js';

// The editor's computer is in New York; the site's clock (Settings) is India's.
test.use({ timezoneId: 'America/New_York' });

/** 09:00 in India, two days from now: 03:30 UTC. */
function nineInIndia(daysAhead: number): { iso: string; day: string } {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  const iso = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 3, 30)).toISOString();
  const label = new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
  return { iso, day: label };
}

test('one clock: a schedule reads the same in the editor, the list and the revision compare, on the site\'s zone and saying which', async ({ page }) => {
  await signInAsAdmin(page);
  const { settings } = (await (await page.request.get('/api/v1/settings')).json()) as { settings: { timeZone: string } };
  expect(settings.timeZone).toBe('Asia/Kolkata');
  const library = (await (await page.request.get('/api/v1/admin/media?kind=image&limit=5')).json()) as { data: Array<{ path: string; alt: string }> };
  const cover = library.data.find((i) => i.alt)!.path;

  // A draft, then scheduled for 09:00 India time through the API (the form's own input is tested with products).
  const title = `Clockwork ${Date.now().toString(36)}`;
  const created = await page.request.post('/api/v1/admin/case-studies', {
    headers: await xsrf(page),
    data: {
      title,
      client: 'Time Keepers',
      industry: 'logistics',
      services: ['web-development'],
      summary: 'Every time on one clock.',
      challenge: '<p>Clocks disagreed.</p>',
      solution: '<p>One clock.</p>',
      results: [{ value: '1', label: 'clock' }],
      cover,
      status: 'draft',
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { _id: string } };
  const nine = nineInIndia(2);
  const scheduled = await page.request.put(`/api/v1/admin/case-studies/${data._id}`, { headers: await xsrf(page), data: { status: 'scheduled', publishAt: nine.iso } });
  expect(scheduled.status()).toBe(200);
  const shown = `${nine.day}, 09:00 IST`;

  // The editor: its state, and the time input on the site's clock.
  await page.goto(documentAdminPath('caseStudy', { edit: data._id }));
  await expect(page.getByRole('group', { name: 'Publishing' }).getByText(`Status: Scheduled for ${shown}`)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Publish at' })).toHaveValue(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
  await expect(page.getByRole('textbox', { name: /^Time \(24-hour\)/ })).toHaveValue('09:00');

  // The list's status column.
  await page.goto(documentAdminPath('caseStudy'));
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText(shown);

  // The revision compare: the draft's and the schedule's publishing, on the same clock.
  await page.goto(documentAdminPath('caseStudy', { edit: data._id }));
  await page.getByRole('button', { name: 'Revisions' }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('checkbox', { name: /^#2/ }).check();
  await drawer.getByRole('checkbox', { name: /^#1/ }).check();
  await drawer.getByRole('button', { name: 'Compare #1 and #2' }).click();
  await expect(drawer.getByRole('region', { name: 'From #1 to #2' })).toContainText(shown);
  // Every time in the drawer says its zone; none is on New York's clock.
  await expect(drawer.getByText(/\bIST\b/).first()).toBeVisible();
  await expect(drawer.getByText(/\b(am|pm|EST|EDT)\b/)).toHaveCount(0);

  // The audit log's times too.
  await page.keyboard.press('Escape');
  await page.goto(adminRoutes.audit);
  await expect(page.getByRole('table').getByText(/\d{2}:\d{2} IST/).first()).toBeVisible();
});
