// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '../../api/errors.js';
import { NETWORK_MESSAGE } from '../../api/messages.js';
import { AuthProvider } from '../auth.js';
import { AdminServicesProvider, type AdminServices } from '../context.js';
import { offlineApi, stubBrowserApis } from '../testing.js';
import { adminTheme } from '../theme.js';
import { LoginScreen } from './LoginScreen.js';

const userEvent = userEventLib.setup({ delay: null });

function renderLogin(failure: unknown, auth: Partial<AdminServices['auth']> = {}) {
  const services: AdminServices = {
    api: offlineApi(),
    auth: {
      login: () => Promise.reject(failure),
      loginWithCode: () => Promise.reject(failure),
      me: () => Promise.reject(new ApiError(401, 'Not signed in')),
      logout: () => Promise.resolve(),
      ...auth,
    },
    openRealtime: () => {
      throw new Error('not in this test');
    },
  };
  render(
    <MantineProvider theme={adminTheme} env="test">
      <AdminServicesProvider value={services}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/wp-admin']}>
            <Routes>
              <Route path="/wp-admin" element={<LoginScreen />} />
              <Route path="*" element={<p>Left the screen</p>} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </AdminServicesProvider>
    </MantineProvider>,
  );
}

async function signIn() {
  await userEvent.type(screen.getByPlaceholderText('Email or Phone'), 'admin@example.com');
  await userEvent.type(screen.getByLabelText('Password'), 'a password');
  await userEvent.click(screen.getByRole('button', { name: 'Log In' }));
}

describe('LoginScreen failures', () => {
  beforeAll(stubBrowserApis);
  afterEach(cleanup);

  it('shows the server\'s reason for refused credentials', async () => {
    renderLogin(new ApiError(401, 'Invalid email/phone or password'));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email/phone or password');
  });

  it('shows a plain sentence, not the status code, when the server fails', async () => {
    renderLogin(new ApiError(500, 'Request failed (500)'));
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Something went wrong, please try again');
  });

  it('says the server could not be reached when the network is down', async () => {
    renderLogin(new ApiError(0, 'Failed to fetch'));
    await signIn();
    expect((await screen.findByRole('alert')).textContent).toBe(NETWORK_MESSAGE);
  });
});

describe('LoginScreen two-step sign-in', () => {
  beforeAll(stubBrowserApis);
  afterEach(cleanup);

  const ME = { _id: 'u1', name: 'Asha', email: 'admin@example.com', phone: null, role: 'admin' as const, twoFactorEnabled: true };
  const challenge = { challenge: { ticket: 'ticket-1', expiresAt: '2026-11-25T10:05:00.000Z' } };

  it('asks for the code after the password; a wrong code stays on the code step, a right one signs in', async () => {
    const sent: unknown[] = [];
    renderLogin(null, {
      login: () => Promise.resolve(challenge),
      loginWithCode: (ticket, proof) => {
        sent.push({ ticket, ...proof });
        return proof.code === '123456'
          ? Promise.resolve(ME)
          : Promise.reject(new ApiError(401, 'That code is not right, or was used already.', [{ path: 'code', message: 'Not the code your app shows now' }]));
      },
    });
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();
    // The form checks six digits before sending.
    await userEvent.type(screen.getByLabelText('Code from your app'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code from your app')).toBeTruthy();
    expect(sent).toEqual([]);

    await userEvent.clear(screen.getByLabelText('Code from your app'));
    await userEvent.type(screen.getByLabelText('Code from your app'), '654 321');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right, or was used already.');
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Code from your app'));
    await userEvent.type(screen.getByLabelText('Code from your app'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Left the screen')).toBeTruthy();
    expect(sent).toEqual([
      { ticket: 'ticket-1', code: '654321' },
      { ticket: 'ticket-1', code: '123456' },
    ]);
  });

  it('takes a recovery code instead, and goes back to the password when the sign-in expired', async () => {
    const sent: unknown[] = [];
    renderLogin(null, {
      login: () => Promise.resolve(challenge),
      loginWithCode: (ticket, proof) => {
        sent.push({ ticket, ...proof });
        return Promise.reject(new ApiError(401, 'Your sign-in has expired. Enter your password again.'));
      },
    });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Use a recovery code' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-fghij');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your sign-in has expired. Enter your password again.');
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
    expect(sent).toEqual([{ ticket: 'ticket-1', recoveryCode: 'abcde-fghij' }]);
  });

  it('"Back to the password" leaves the code step', async () => {
    renderLogin(null, { login: () => Promise.resolve(challenge) });
    await signIn();
    await userEvent.click(await screen.findByRole('button', { name: 'Back to the password' }));
    expect(screen.getByRole('button', { name: 'Log In' })).toBeTruthy();
  });
});
