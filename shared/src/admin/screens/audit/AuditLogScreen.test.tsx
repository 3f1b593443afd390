// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AuditEntryDto } from '../../../contract/audit.js';
import type { StaffDto } from '../../../contract/staff.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { AuditLogScreen } from './AuditLogScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const entry = (over: Partial<AuditEntryDto>): AuditEntryDto => ({
  _id: 'e1',
  at: '2026-01-05T10:00:00.000Z',
  actorId: 'a1',
  actorName: 'Asha Admin',
  action: 'update',
  recordType: 'product',
  recordId: 'p1',
  recordName: 'Laptop Pro',
  ip: '10.0.0.7',
  changes: { fields: ['name', 'price'] },
  ...over,
});
const page = (data: AuditEntryDto[]) => ({ success: true as const, data, total: data.length, page: 1, limit: 50, pages: 1 });
const asha = { _id: 'a1', name: 'Asha Admin', email: 'asha@acme.test', phone: null, role: 'admin', active: true, hasPassword: true, passwordLinkExpiresAt: null, createdAt: '2026-01-01T00:00:00.000Z' } as StaffDto;

function setup(rows: AuditEntryDto[]) {
  const api = offlineApi();
  const list = vi.spyOn(api.audit, 'list').mockResolvedValue(page(rows));
  vi.spyOn(api.staff, 'list').mockResolvedValue({ success: true, data: [asha] });
  renderScreen(<AuditLogScreen />, { api, path: '/admin/audit' });
  return list;
}

describe('AuditLogScreen', () => {
  it('says who did what to which record by its name, from where, with the fields and values that changed', async () => {
    setup([
      entry({}),
      entry({ _id: 'e2', recordType: 'staff', recordId: 's1', recordName: 'Sam Seller', changes: { fields: ['role'], values: { role: 'editor' }, before: { role: 'sales' } } }),
      entry({ _id: 'e3', action: 'signInFailed', actorId: null, actorName: null, recordType: 'account', recordId: null, recordName: null, changes: { reason: 'unknownAccount', login: 'who@acme.test' } }),
      entry({ _id: 'e4', action: 'signInFailed', recordType: 'account', recordId: 'a1', recordName: 'Asha Admin', changes: { reason: 'wrongCode' } }),
      entry({ _id: 'e5', action: 'update', recordId: 'gone', recordName: null, changes: null }),
    ]);
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const rows = within(table).getAllByRole('row');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'What happened', 'From', 'Changes']);
    expect(rows[1].textContent).toContain('Asha Admin updated the product “Laptop Pro”');
    expect(within(rows[1]).getByRole('link', { name: 'the product “Laptop Pro”' }).getAttribute('href')).toBe('/admin/product/p1/edit');
    expect(rows[1].textContent).toContain('10.0.0.7');
    expect(rows[1].textContent).toContain('price');
    expect(rows[2].textContent).toContain('Asha Admin updated the account of Sam Seller');
    expect(rows[2].textContent).toContain('role: sales → editor');
    expect(rows[3].textContent).toContain('Sign-in failed: no account for who@acme.test');
    expect(rows[4].textContent).toContain('Sign-in to Asha Admin failed: wrong two-step code');
    // A record gone since: said so, and not linked to a screen that would only say "not found".
    expect(rows[5].textContent).toContain('Asha Admin updated a product that no longer exists');
    expect(within(rows[5]).queryByRole('link')).toBeNull();
  });

  it('sends the filters to the server and says when nothing matches', async () => {
    const list = setup([]);
    expect(await screen.findByText('Nothing has been recorded yet')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '1 Jan 2026' } });
    await waitFor(() => expect(list).toHaveBeenLastCalledWith(expect.objectContaining({ from: '2026-01-01', page: 1, limit: 50 })));
    expect(await screen.findByText('No entries match these filters')).toBeTruthy();
  });
});
