// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import { RequireScreenArea } from '../../RequireArea.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { AccountScreen } from './AccountScreen.js';

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const sales = { _id: 's1', name: 'Sam Sales', email: 'sam@acme.test', phone: null, role: 'sales' as const, twoFactorEnabled: false };

describe('AccountScreen', () => {
  it('saves my details, and shows the role it cannot change', async () => {
    const api = offlineApi();
    const update = vi.spyOn(api.auth, 'updateAccount').mockResolvedValue({ success: true, user: { ...sales, name: 'Samuel Sales' } });
    renderScreen(<AccountScreen />, { api, path: '/admin/account', me: sales });
    const name = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Name' });
    expect(name.value).toBe('Sam Sales');
    expect(screen.getByText('Sales')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Role/ })).toBeNull();
    fireEvent.change(name, { target: { value: 'Samuel Sales' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(update).toHaveBeenCalledWith({ name: 'Samuel Sales', email: 'sam@acme.test', phone: '' }));
    expect(await screen.findByText('Your details were saved')).toBeTruthy();
  });

  it('checks the new password before sending, and shows the server refusing the current one', async () => {
    const api = offlineApi();
    const change = vi.spyOn(api.auth, 'changePassword').mockRejectedValue(new ApiError(400, 'Your current password is not right', [{ path: 'currentPassword', message: 'Not your current password' }]));
    renderScreen(<AccountScreen />, { api, path: '/admin/account', me: sales });
    fireEvent.change(await screen.findByLabelText(/^Current password/), { target: { value: 'old one' } });
    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'short' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'different' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 10 characters')).toBeTruthy();
    expect(screen.getByText('The two passwords differ')).toBeTruthy();
    expect(change).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText(/^New password/), { target: { value: 'a long new password' } });
    fireEvent.change(screen.getByLabelText(/^Repeat the new password/), { target: { value: 'a long new password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(change).toHaveBeenCalledWith({ currentPassword: 'old one', newPassword: 'a long new password' }));
    expect(await screen.findByText('Not your current password')).toBeTruthy();
  });
});

describe('a screen the role may not use', () => {
  it('says "You do not have access" instead of showing it', async () => {
    const api = offlineApi();
    renderScreen(
      <RequireScreenArea>
        <p>The settings form</p>
      </RequireScreenArea>,
      { api, path: '/admin/settings', me: sales },
    );
    expect(await screen.findByRole('heading', { name: 'You do not have access' })).toBeTruthy();
    expect(await screen.findByText(/Your role \(Sales\) does not include this screen/)).toBeTruthy();
    expect(screen.queryByText('The settings form')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to your first screen' }).getAttribute('href')).toBe('/admin/contact-info');
  });

  it('shows it to a role that may use it', async () => {
    renderScreen(
      <RequireScreenArea>
        <p>The inbox</p>
      </RequireScreenArea>,
      { api: offlineApi(), path: '/admin/contact-info', me: sales },
    );
    expect(await screen.findByText('The inbox')).toBeTruthy();
  });
});
