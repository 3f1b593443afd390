// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { StaffDto } from '../../../contract/staff.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { StaffScreen } from './StaffScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const row = (over: Partial<StaffDto>): StaffDto => ({
  _id: 'x',
  name: 'X',
  email: 'x@acme.test',
  phone: null,
  role: 'sales',
  active: true,
  hasPassword: true,
  twoFactorEnabled: false,
  passwordLinkExpiresAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

const me = row({ _id: 'a1', name: 'Asha Admin', email: 'asha@acme.test', role: 'admin' });
const sam = row({ _id: 's1', name: 'Sam Sales', email: 'sam@acme.test', role: 'sales' });
const eve = row({ _id: 'e1', name: 'Eve Editor', email: 'eve@acme.test', role: 'editor', active: false });
const link = { path: '/admin/set-password#token=abc123', expiresAt: '2026-01-02T10:00:00.000Z' };

function setup(rows: StaffDto[] = [me, sam, eve]) {
  const api = offlineApi();
  vi.spyOn(api.staff, 'list').mockResolvedValue({ success: true, data: rows });
  vi.spyOn(api.staff, 'security').mockResolvedValue({ success: true, data: { requireTwoFactor: false } });
  renderScreen(<StaffScreen />, { api, path: '/admin/staff', me: { _id: me._id, name: me.name, email: me.email, phone: null, role: 'admin', twoFactorEnabled: false } });
  return api;
}

const rowOf = async (email: string) => within(await screen.findByTestId(`staff-${email}`));

describe('StaffScreen', () => {
  it('lists every account with its role and state; no deactivate or reset on my own row', async () => {
    setup();
    const mine = await rowOf(me.email);
    expect(mine.getByText('(you)')).toBeTruthy();
    expect(mine.queryByRole('button', { name: /Deactivate/ })).toBeNull();
    expect(mine.queryByRole('button', { name: /Reset password/ })).toBeNull();
    const sams = await rowOf(sam.email);
    expect(sams.getByRole<HTMLInputElement>('textbox', { name: 'Role of Sam Sales' }).value).toBe('Sales');
    expect(sams.getByText('Active')).toBeTruthy();
    const eves = await rowOf(eve.email);
    expect(eves.getByText('Deactivated')).toBeTruthy();
    expect(eves.getByRole('button', { name: 'Reactivate Eve Editor' })).toBeTruthy();
  });

  it('creates an account and shows its set-password link once, as a full address', async () => {
    const api = setup();
    const created = row({ _id: 'n1', name: 'Nia New', email: 'nia@acme.test', role: 'editor', hasPassword: false, passwordLinkExpiresAt: link.expiresAt });
    const create = vi.spyOn(api.staff, 'create').mockResolvedValue({ success: true, data: created, link });
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add staff member' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Nia New' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nia@acme.test' } });
    fireEvent.click(dialog.getByRole('textbox', { name: 'Role' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(create).toHaveBeenCalledWith({ name: 'Nia New', email: 'nia@acme.test', phone: '', role: 'editor' }));
    const shown = await screen.findByTestId<HTMLInputElement>('password-link');
    expect(shown.value).toBe(`${window.location.origin}/admin/set-password#token=abc123`);
    expect(screen.getByRole('dialog', { name: 'Set-password link' }).textContent).toContain('shown only now');
    expect((await rowOf('nia@acme.test')).getByText('Link pending')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByTestId('password-link')).toBeNull());
  });

  it('shows the server\'s field errors on the form (an e-mail in use)', async () => {
    const api = setup();
    vi.spyOn(api.staff, 'create').mockRejectedValue(new ApiError(409, 'Another account already uses this e-mail address', [{ path: 'email', message: 'Already used by another account' }]));
    fireEvent.click(await screen.findByRole('button', { name: 'Add staff member' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add staff member' }));
    fireEvent.change(dialog.getByRole('textbox', { name: 'Name' }), { target: { value: 'Dup' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'sam@acme.test' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Create account' }));
    expect(await dialog.findByText('Already used by another account')).toBeTruthy();
  });

  it('changes a role, and shows why the server refused one (the last admin)', async () => {
    const api = setup();
    const update = vi.spyOn(api.staff, 'update').mockResolvedValueOnce({ success: true, data: { ...sam, role: 'editor' } });
    const sams = await rowOf(sam.email);
    fireEvent.click(sams.getByRole('textbox', { name: 'Role of Sam Sales' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Editor' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('s1', { role: 'editor' }));
    await waitFor(() => expect(sams.getByRole<HTMLInputElement>('textbox', { name: 'Role of Sam Sales' }).value).toBe('Editor'));

    update.mockRejectedValueOnce(new ApiError(409, 'Asha Admin is the last active admin: make another account an admin before changing the role of this one'));
    const mine = await rowOf(me.email);
    fireEvent.click(mine.getByRole('textbox', { name: 'Role of Asha Admin' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Sales' }));
    expect(await screen.findByText(/is the last active admin/)).toBeTruthy();
  });

  it('deactivates after a confirmation, and resets a password into a new link', async () => {
    const api = setup();
    const update = vi.spyOn(api.staff, 'update').mockResolvedValue({ success: true, data: { ...sam, active: false } });
    fireEvent.click((await rowOf(sam.email)).getByRole('button', { name: 'Deactivate Sam Sales' }));
    expect(update).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith('s1', { active: false }));
    expect((await rowOf(sam.email)).getByText('Deactivated')).toBeTruthy();

    cleanup();
    const api2 = setup();
    const reset = vi.spyOn(api2.staff, 'resetPassword').mockResolvedValue({ success: true, data: { ...sam, passwordLinkExpiresAt: link.expiresAt }, link });
    fireEvent.click((await rowOf(sam.email)).getByRole('button', { name: 'Reset password of Sam Sales' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(reset).toHaveBeenCalledWith('s1'));
    expect((await screen.findByTestId<HTMLInputElement>('password-link')).value).toContain('#token=abc123');
  });

  it('requires two-step sign-in of everyone with its switch, and says why the server refused', async () => {
    const api = setup();
    const set = vi
      .spyOn(api.staff, 'setSecurity')
      .mockRejectedValueOnce(new ApiError(409, 'Set up two-step sign-in for your own account first (My account), then require it of everyone.'))
      .mockResolvedValueOnce({ success: true, data: { requireTwoFactor: true } });
    const toggle = await screen.findByRole<HTMLInputElement>('switch', { name: /Require two-step sign-in for all staff/ });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    fireEvent.click(toggle);
    expect(await screen.findByText(/for your own account first/)).toBeTruthy();
    expect(toggle.checked).toBe(false);
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle.checked).toBe(true));
    expect(set).toHaveBeenLastCalledWith({ requireTwoFactor: true });
    expect((await rowOf(sam.email)).getByText('Off')).toBeTruthy();
  });
});
