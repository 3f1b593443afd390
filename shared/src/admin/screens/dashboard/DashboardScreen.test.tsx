// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardLeadDto, DashboardResponse, LeadDto } from '../../../contract/index.js';
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
    expect(screen.getByRole('link', { name: /View site/ }).getAttribute('href')).toBe('/');
  });

  it('lists the latest leads; "Mark contacted" patches the status and reloads, "Open" goes to the inbox', async () => {
    const { get, update } = setup();
    const contacted: LeadDto = { ...lead('l1', 'Asha Rao', { status: 'contacted' }), message: 'Hi', source: 'contact', ownerId: null };
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

    await userEvent.click(within(screen.getByRole('row', { name: /Asha Rao/ })).getByRole('link', { name: 'Open' }));
    expect(await screen.findByText('Left the screen')).toBeTruthy();
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
