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

function renderLogin(failure: unknown) {
  const services: AdminServices = {
    api: offlineApi(),
    auth: {
      login: () => Promise.reject(failure),
      me: () => Promise.reject(new ApiError(401, 'Not signed in')),
      logout: () => Promise.resolve(),
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
