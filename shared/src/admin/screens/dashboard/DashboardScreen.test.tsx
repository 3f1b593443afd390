// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { DashboardLeadDto, DashboardResponse, LeadDto, OutboxMessageDto } from '../../../contract/index.js';
import { adminRoutes } from '../../routes.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { DashboardScreen } from './DashboardScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const lead = (id: string, name: string, fields: Partial<DashboardLeadDto> = {}): DashboardLeadDto => ({
  _id: id,
  name,
  email: `${id}@example.in`,
  phone: '+91 98765 43210',
  status: 'new',
  createdAt: '2025-03-04T10:00:00.000Z',
  followUpAt: null,
  read: false,
  ...fields,
});

const answer = (fields: Partial<DashboardResponse['leads']> = {}): DashboardResponse => ({
  success: true,
  leads: {
    today: 2,
    week: 7,
    byStatus: { new: 4, contacted: 2, qualified: 1, won: 1, lost: 0, spam: 3 },
    followUpsDue: 1,
    followUps: [lead('f1', 'Kiran Dev', { status: 'contacted', followUpAt: '2025-03-01T09:00:00.000Z', read: true })],
    latest: [lead('l1', 'Asha Rao'), lead('l2', 'Ravi Kumar', { status: 'won', read: true })],
    unread: 5,
    ...fields,
  },
  reviews: { pending: 3 },
  content: null,
  activity: null,
});

function setup(first = answer()) {
  const api = offlineApi();
  const get = vi.spyOn(api.dashboard, 'get').mockResolvedValue(first);
  const update = vi.spyOn(api.contact, 'update');
  renderScreen(<DashboardScreen />, { api, path: adminRoutes.dashboard });
  return { api, get, update };
}

const figure = (label: string) => within(screen.getByRole('listitem', { name: label }));

describe('DashboardScreen', () => {
  it('shows the figures, the leads by status and the follow-ups due', async () => {
    setup();
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeTruthy();
    await screen.findByRole('listitem', { name: 'New today' });
    expect(figure('New today').getByText('2')).toBeTruthy();
    expect(figure('New this week').getByText('7')).toBeTruthy();
    expect(figure('Unread leads').getByText('5')).toBeTruthy();
    expect(figure('Follow-ups due').getByText('1')).toBeTruthy();
    expect(figure('Pending reviews').getByRole('link', { name: 'Moderate reviews' }).getAttribute('href')).toBe(adminRoutes.reviews);
    const byStatus = within(screen.getByRole('region', { name: 'Leads by status' }));
    expect(byStatus.getByRole('progressbar', { name: 'New: 4' })).toBeTruthy();
    expect(byStatus.getByRole('progressbar', { name: 'Spam: 3' })).toBeTruthy();
    const followUps = within(screen.getByRole('region', { name: 'Follow-ups due' }));
    expect(followUps.getByText('Kiran Dev')).toBeTruthy();
  });

  it('lists the latest leads; "Mark contacted" patches the status and reloads, "Open" goes to that lead', async () => {
    const { get, update } = setup();
    const contacted: LeadDto = { ...lead('l1', 'Asha Rao', { status: 'contacted' }), message: 'Hi', source: 'contact', ownerId: null, attribution: null };
    update.mockResolvedValue({ success: true, data: contacted, timeline: [] });
    const table = within(await screen.findByRole('table', { name: 'Latest leads' }));
    const asha = within(table.getByRole('row', { name: /Asha Rao/ }));
    expect(asha.getByText('Unread')).toBeTruthy();
    // A lead already past "new" offers no "Mark contacted".
    expect(within(table.getByRole('row', { name: /Ravi Kumar/ })).queryByRole('button', { name: 'Mark contacted' })).toBeNull();

    get.mockResolvedValue(answer({ latest: [lead('l1', 'Asha Rao', { status: 'contacted' })] }));
    await userEvent.click(asha.getByRole('button', { name: 'Mark contacted' }));
    expect(update).toHaveBeenCalledWith('l1', { status: 'contacted' });
    expect(await screen.findByText('Asha Rao marked contacted')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('row', { name: /Asha Rao/ })).queryByRole('button', { name: 'Mark contacted' })).toBeNull());
    expect(get).toHaveBeenCalledTimes(2);

    const open = within(screen.getByRole('row', { name: /Asha Rao/ })).getByRole('link', { name: 'Open' });
    expect(open.getAttribute('href')).toBe(adminRoutes.lead('l1'));
    await userEvent.click(open);
    expect(await screen.findByText('Left the screen')).toBeTruthy();
  });

  it("shows an editor's work: drafts, what goes public next, recent edits; an admin's recent activity too", async () => {
    const content: DashboardResponse['content'] = {
      drafts: 4,
      scheduled: 1,
      upcoming: [{ type: 'blog', _id: 'b1', title: 'Local SEO in 2027', status: 'scheduled', publishAt: '2026-11-28T03:30:00.000Z' }],
      recent: [
        { type: 'product', _id: 'p1', title: 'Laptop Pro', status: 'published', publishAt: '2026-11-01T00:00:00.000Z', action: 'update', by: 'Edna Editor', at: '2026-11-27T10:00:00.000Z' },
        { type: 'caseStudy', _id: 'c1', title: 'Clinic app', status: 'draft', publishAt: null, action: 'create', by: 'Edna Editor', at: '2026-11-27T09:00:00.000Z' },
      ],
    };
    const activity: DashboardResponse['activity'] = [
      { _id: 'a1', at: '2026-11-27T10:00:00.000Z', actorId: 'u1', actorName: 'Edna Editor', action: 'update', recordType: 'product', recordId: 'p1', recordName: 'Laptop Pro', ip: null, changes: null },
    ];
    setup({ ...answer(), leads: null, content, activity });
    await screen.findByRole('listitem', { name: 'Drafts' });
    expect(figure('Drafts').getByText('4')).toBeTruthy();
    expect(figure('Scheduled').getByText('1')).toBeTruthy();
    expect(figure('Pending reviews').getByText('3')).toBeTruthy();
    const coming = within(screen.getByRole('region', { name: 'Coming up' }));
    expect(coming.getByRole('link', { name: 'Local SEO in 2027' }).getAttribute('href')).toBe('/admin/edit-blog/b1');
    expect(coming.getByText(/goes public 28 Nov 2026, 09:00 IST/)).toBeTruthy();
    const recent = within(screen.getByRole('region', { name: 'Recent edits' }));
    expect(recent.getByRole('link', { name: 'Clinic app' }).getAttribute('href')).toBe('/admin/case-studies/c1/edit');
    expect(recent.getByText(/Case study · created by Edna Editor, .* · Draft/)).toBeTruthy();
    const log = within(screen.getByRole('region', { name: 'Recent activity' }));
    expect(log.getByText('Edna Editor updated the product “Laptop Pro”')).toBeTruthy();
  });

  it('says so when a change fails', async () => {
    const { update } = setup();
    update.mockRejectedValue(new Error('boom'));
    await userEvent.click(await screen.findByRole('button', { name: 'Mark contacted' }));
    expect(await screen.findByText('Failed to update the lead.')).toBeTruthy();
  });

  it('offers a retry when the dashboard cannot load', async () => {
    const api = offlineApi();
    const get = vi.spyOn(api.dashboard, 'get').mockRejectedValueOnce(new Error('down')).mockResolvedValue(answer());
    renderScreen(<DashboardScreen />, { api, path: adminRoutes.dashboard });
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Latest leads' })).toBeTruthy();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('failed alert e-mails on the dashboard', () => {
  // The notification store outlives each render: one test's messages must not queue the next one's.
  afterEach(() => notifications.clean());

  const alert = (id: string, leadName: string, fields: Partial<OutboxMessageDto> = {}): OutboxMessageDto => ({
    _id: id,
    kind: 'leadAlert',
    state: 'failed',
    attempts: 8,
    nextAttemptAt: '2025-03-04T12:00:00.000Z',
    lastError: 'connect ECONNREFUSED 127.0.0.1:25',
    createdAt: '2025-03-04T10:00:00.000Z',
    sentAt: null,
    leadId: `lead-${id}`,
    leadName,
    recipients: ['sales@example.in', 'boss@example.in'],
    ...fields,
  });
  const card = () => screen.queryByRole('region', { name: /could not be sent/ });

  function withAlerts(outbox: () => Promise<{ success: true; data: OutboxMessageDto[] }>) {
    const api = offlineApi();
    vi.spyOn(api.dashboard, 'get').mockResolvedValue(answer());
    const list = vi.spyOn(api.contact, 'outbox').mockImplementation(outbox);
    const retry = vi.spyOn(api.contact, 'retryOutbox');
    renderScreen(<DashboardScreen />, { api, path: adminRoutes.dashboard });
    return { list, retry };
  }

  it('shows nothing when no alert failed', async () => {
    const { list } = withAlerts(async () => ({ success: true, data: [] }));
    await screen.findByRole('table', { name: 'Latest leads' });
    await waitFor(() => expect(list).toHaveBeenCalledWith('failed'));
    expect(card()).toBeNull();
    expect(screen.queryByText(/could not be sent/)).toBeNull();
  });

  it('shows nothing to a role that may not see alert deliveries', async () => {
    const { list } = withAlerts(async () => {
      throw new ApiError(403, 'You may not do this');
    });
    await screen.findByRole('table', { name: 'Latest leads' });
    await waitFor(() => expect(list).toHaveBeenCalled());
    expect(card()).toBeNull();
    expect(screen.queryByText('You may not do this')).toBeNull();
  });

  it('lists each failed alert (lead, recipients, last error, attempts); "Retry" queues it again and it leaves the list', async () => {
    let failed = [alert('o1', 'Asha Rao'), alert('o2', 'Ravi Kumar', { attempts: 3, recipients: [], lastError: null })];
    const { list, retry } = withAlerts(async () => ({ success: true, data: failed }));
    const region = within(await screen.findByRole('region', { name: '2 alert e-mails could not be sent' }));
    const asha = within(region.getByRole('row', { name: /Asha Rao/ }));
    expect(asha.getByRole('link', { name: 'Asha Rao' }).getAttribute('href')).toBe(adminRoutes.lead('lead-o1'));
    expect(asha.getByText('sales@example.in, boss@example.in')).toBeTruthy();
    expect(asha.getByText('connect ECONNREFUSED 127.0.0.1:25')).toBeTruthy();
    expect(asha.getByRole('cell', { name: '8' })).toBeTruthy();
    const ravi = within(region.getByRole('row', { name: /Ravi Kumar/ }));
    expect(ravi.getByText('No addresses')).toBeTruthy();
    expect(ravi.getByRole('cell', { name: '3' })).toBeTruthy();
    expect(region.getByRole('link', { name: 'lead alert addresses' }).getAttribute('href')).toBe(adminRoutes.settings);

    retry.mockImplementation(async (id) => {
      failed = failed.filter((a) => a._id !== id);
      return { success: true, message: 'queued', data: { ...alert(id, 'Asha Rao'), state: 'pending', attempts: 0 } };
    });
    await userEvent.click(asha.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledWith('o1');
    expect(await screen.findByText('The alert about Asha Rao is queued to be sent again.')).toBeTruthy();
    expect(await screen.findByRole('region', { name: '1 alert e-mail could not be sent' })).toBeTruthy();
    const left = within(screen.getByRole('region', { name: '1 alert e-mail could not be sent' }));
    expect(left.queryByRole('row', { name: /Asha Rao/ })).toBeNull();
    expect(list).toHaveBeenCalledTimes(2);

    await userEvent.click(within(left.getByRole('row', { name: /Ravi Kumar/ })).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(card()).toBeNull());
  });

  it('says why when an alert cannot be queued again, and keeps it listed', async () => {
    const { retry } = withAlerts(async () => ({ success: true, data: [alert('o1', 'Asha Rao')] }));
    retry.mockRejectedValue(new ApiError(409, 'Only an alert that failed can be sent again; this one is sent'));
    const region = within(await screen.findByRole('region', { name: '1 alert e-mail could not be sent' }));
    await userEvent.click(region.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Only an alert that failed can be sent again; this one is sent')).toBeTruthy();
    expect(card()).toBeTruthy();
  });
});
