// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/errors.js';
import type { SettingsDto } from '../../../contract/types.js';
import { offlineApi, renderScreen, stubBrowserApis } from '../../testing.js';
import { SettingsScreen } from './SettingsScreen.js';

const settings: SettingsDto = {
  companyName: 'Acme IT',
  tagline: 'IT services',
  address: '1 MG Road, Bengaluru',
  phones: ['+91 98765 43210'],
  email: 'info@acme.test',
  whatsappNumber: '919876543210',
  social: { linkedin: '', facebook: '', instagram: '', x: '' },
  mapEmbedUrl: '',
  chatWidgetScriptUrl: '',
  publicReviewUrl: '',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

// No delay between keystrokes: typing into Mantine inputs is slow enough in jsdom.
const userEvent = userEventLib.setup({ delay: null });

/** Sets an input's text in one change: typing key by key re-renders the whole form per key. */
async function fill(input: HTMLElement, text: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value: text } });
  });
}

beforeAll(stubBrowserApis);
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// Mantine forms render slowly in jsdom on a busy machine; the default 30 s is too tight.
describe('SettingsScreen', { timeout: 60_000 }, () => {
  it('keeps one to four phones and saves the values without updatedAt', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const update = vi.spyOn(api.settings, 'update').mockResolvedValue({ success: true, settings });
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });

    expect(((await screen.findByLabelText(/^Company name/)) as HTMLInputElement).value).toBe('Acme IT');
    expect((screen.getByRole('button', { name: 'Remove phone 1' }) as HTMLButtonElement).disabled).toBe(true);
    const add = screen.getByRole('button', { name: 'Add phone' }) as HTMLButtonElement;
    for (let i = 0; i < 3; i++) await userEvent.click(add);
    expect(add.disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Remove phone 4' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove phone 3' }));
    await fill(screen.getByLabelText('Phone 2'), '+91 80 1234 5678');

    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const body = update.mock.calls[0]?.[0];
    expect(body).not.toHaveProperty('updatedAt');
    expect(body?.phones).toEqual(['+91 98765 43210', '+91 80 1234 5678']);
    expect(await screen.findByText('Settings saved')).toBeTruthy();
  });

  it('shows the schema messages and the server field errors next to their fields', async () => {
    const api = offlineApi();
    vi.spyOn(api.settings, 'get').mockResolvedValue({ success: true, settings });
    const update = vi
      .spyOn(api.settings, 'update')
      .mockRejectedValue(new ApiError(400, 'LinkedIn must be an https:// address or empty', [{ path: 'social.linkedin', message: 'LinkedIn must be an https:// address or empty' }]));
    renderScreen(<SettingsScreen />, { api, path: '/admin/settings' });

    const company = await screen.findByLabelText(/^Company name/);
    await fill(company, '');
    await fill(screen.getByLabelText(/^Map embed URL/), 'http://maps.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('Map embed must be an https:// address or empty')).toBeTruthy();
    expect(update).not.toHaveBeenCalled();

    await fill(company, 'Acme IT');
    await fill(screen.getByLabelText(/^Map embed URL/), '');
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(update).toHaveBeenCalledTimes(1));
    const linkedin = screen.getByLabelText('LinkedIn');
    expect(linkedin.getAttribute('aria-invalid')).toBe('true');
    expect((await screen.findAllByText('LinkedIn must be an https:// address or empty')).length).toBeGreaterThanOrEqual(2);
  });
});
